import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** The demo owner: customer C10001, linked to this account. */
/** The demo's staff admin: only admins may read the demo's outbox. */
export const DEMO_OPERATOR = { email: 'operator@brackenbay.example', password: 'HarbourMasterDesk26' };

/** The e-mails to an address, newest first, read from the outbox as the admin (the demo's inbox). */
export async function readOutbox(request: APIRequestContext, to: string) {
  const login = await request.post('/api/login', { data: DEMO_OPERATOR });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.bearer_token as string;
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { subject: string; text: string; html: string }[];
}

export const DEMO_OWNER = {
  email: 'owner@brackenbay.example',
  password: 'LighthouseKeeper26',
  firstName: 'David',
  customerNo: 'C10001',
};

export type NewGuest = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

/**
 * Rules axe-core leaves out of its default run that our bar includes. "Label in name" (WCAG 2.5.3,
 * level A) is tagged experimental, so axe skips it unless asked: a control whose accessible name
 * does not contain the words it shows cannot be worked by voice ("click End now").
 */
const AXE_RULES_ON_TOO = { 'label-content-name-mismatch': { enabled: true } } as const;

type Fixtures = {
  /** Fails a test whose page threw or broke its Content Security Policy. */
  pageHealth: undefined;
  /** A new guest's details, unique per test; nothing is created until the test signs up. */
  guest: NewGuest;
  /**
   * A guest account of the test's own, made through the API with the `guest` fixture's details and
   * its address confirmed by the e-mailed link, as a demo account's is: what a journey signs in as,
   * so no journey leans on (or leaves holds on) an account another journey uses.
   */
  account: NewGuest & { token: string };
  /** Signs in through the API and puts the session where the app keeps it (Remember Me). */
  signIn: (who: { email: string; password: string }) => Promise<void>;
  /** The newest e-mail to an address, from the outbox (the demo's inbox). */
  latestMail: (to: string) => Promise<{ subject: string; text: string }>;
  /** Fails on any serious or critical axe-core violation on the page as it is now. */
  expectAccessible: (page: Page, what: string) => Promise<void>;
  /** Saves a full-page screenshot to test-results/screenshots/<name>.png. */
  saveScreenshot: (page: Page, name: string) => Promise<void>;
  /**
   * The page as it is now at 1280 px and at 390 px: axe-core, a screenshot of each
   * (`<name>-1280`, `<name>-390`), and no sideways scrolling on the phone. Leaves it at 1280 px.
   */
  checkBothWidths: (page: Page, name: string, what: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  pageHealth: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
          problems.push(`CSP: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  guest: async ({}, use) => {
    const id = randomUUID().slice(0, 8);
    await use({
      firstName: 'Harriet',
      lastName: "O'Connor",
      email: `harriet.${id}@example.test`,
      password: `Puffin-Cove-${id}`,
    });
  },
  account: async ({ guest, request }, use) => {
    const signUp = await request.post('/api/users', {
      data: {
        email: guest.email,
        password: guest.password,
        first_name: guest.firstName,
        last_name: guest.lastName,
        // A whole profile, as the demo guest's: the booking steps come prefilled.
        phone_number: '07700900456',
        address_1: '3 Harbour Row',
        city: 'Whitby',
        postcode: 'YO211AA',
        country_code: 'GB',
      },
    });
    expect(signUp.status(), "sign-up of the test's own account").toBe(201);
    const mail = (await readOutbox(request, guest.email)).find((m) => /confirm-email\//.test(m.text));
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, `the confirmation link e-mailed to ${guest.email}`).toBeTruthy();
    const confirmed = await request.post('/api/users/confirm-email', { data: { token } });
    expect(confirmed.status()).toBe(200);
    const login = await request.post('/api/login', {
      data: { email: guest.email, password: guest.password },
    });
    expect(login.status()).toBe(200);
    await use({ ...guest, token: (await login.json()).data.bearer_token as string });
  },
  signIn: async ({ page, request }, use) => {
    await use(async ({ email, password }) => {
      const response = await request.post('/api/login', { data: { email, password, rememberLogin: true } });
      expect(response.status()).toBe(200);
      const { data } = await response.json();
      await page.goto('/404');
      await page.evaluate(
        ([user, token]) => {
          localStorage.setItem('user', user);
          localStorage.setItem('token', token);
        },
        [JSON.stringify(data.user), data.bearer_token] as const,
      );
    });
  },
  latestMail: async ({ request }, use) => {
    await use(async (to) => {
      const data = await readOutbox(request, to);
      expect(data.length, `an e-mail to ${to}`).toBeGreaterThan(0);
      return data[0]!;
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  expectAccessible: async ({}, use) => {
    await use(async (page, what) => {
      // Quick enough to run on every screen at both widths: only violations come back with every
      // element they name (listing each pass on a board of a hundred units doubled the time), and
      // legacy mode runs axe in the page itself, where the default opens a blank page for each
      // check to put the frames' results together (our pages have no frame of ours elsewhere).
      const results = await new AxeBuilder({ page })
        .options({ rules: AXE_RULES_ON_TOO, resultTypes: ['violations'] })
        .setLegacyMode()
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      // Soft: a journey goes on to its end and names every screen that fails, not only the first.
      expect
        .soft(
          serious.map(
            (v) =>
              `${v.id} × ${v.nodes.length}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          ),
          `axe-core on ${what}`,
        )
        .toEqual([]);
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  saveScreenshot: async ({}, use) => {
    await use(async (page, name) => {
      await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
    });
  },
  checkBothWidths: async ({ expectAccessible, saveScreenshot }, use) => {
    await use(async (page, name, what) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      // From the top, so the sticky header is not photographed over the middle of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `${name}-1280`);
      await expectAccessible(page, what);
      await page.setViewportSize(VIEWPORTS.phone);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect
        .soft(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${what}: no sideways scrolling`,
        )
        .toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await saveScreenshot(page, `${name}-390`);
      await expectAccessible(page, `${what} on a phone`);
      await page.setViewportSize(VIEWPORTS.desktop);
    });
  },
});

export { expect };

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * The tag of the journeys CI runs a second time on PostgreSQL with Redis (decision 043): those
 * whose story leans on what differs there (card money under row locks, the availability engine
 * hearing changes by NOTIFY, races). Every journey runs on PGlite.
 */
export const POSTGRES = { tag: '@postgres' } as const;
