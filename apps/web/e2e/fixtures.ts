import { randomInt, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { addDays, londonToday } from '@parkstays/contract';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

/** The demo's staff admin: only admins may read the demo's outbox. */
export const DEMO_OPERATOR = { email: 'operator@brackenbay.example', password: 'HarbourMasterDesk26' };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in through the API; answers the bearer token for the API calls of a test. */
export async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/login', { data: { email: who.email, password: who.password } });
  expect(login.status()).toBe(200);
  return (await login.json()).data.bearer_token as string;
}

/** The e-mails to an address, newest first, read from the outbox as the admin (the demo's inbox). */
export async function readOutbox(request: APIRequestContext, to: string) {
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: auth(await tokenOf(request, DEMO_OPERATOR)),
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as { subject: string; text: string; html: string }[];
}

export type NewGuest = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

/** An owner staff have added, as the journeys read them: see `addOwner`. */
export type NewOwner = {
  customerNo: string;
  name: string;
  email: string;
  postCode: string;
  /** The park of their holiday home and current deal. */
  park: { id: number; code: string; title: string };
  dealNo: string;
  /** The open invoice on their account. */
  invoice: { entryNo: number; documentNo: string; description: string; amountPence: number };
};

/**
 * A new owner of a test's own, added by staff (the demo admin) through the API as the back office
 * would: their holiday home at Robin Hood's Bay (a park with activities, the owners-only wine
 * tasting among them) on a deal made their current one, and an open invoice for the coming
 * season's site fees. No account is linked to them.
 */
export async function addOwner(
  request: APIRequestContext,
  who: { name: string; email: string },
): Promise<NewOwner> {
  const admin = auth(await tokenOf(request, DEMO_OPERATOR));
  const parks = await request.get('/api/parks?show_owner_only=1');
  expect(parks.status()).toBe(200);
  const park = ((await parks.json()).data as { id: number; park_code: string; title: string }[]).find(
    (p) => p.park_code === 'RH',
  );
  expect(park, "Robin Hood's Bay among the parks with owners").toBeDefined();
  const postCode = 'YO21 1AA';

  const added = await request.post('/api/admin/owners', {
    headers: admin,
    data: { ...who, address: '3 Harbour Row', city: 'Whitby', post_code: postCode, park_id: park!.id },
  });
  expect(added.status(), 'the owner').toBe(201);
  const customerNo = (await added.json()).data.customer_no as string;

  const plotNo = `B${randomInt(10, 99)}`;
  const dealNo = `D${randomUUID().slice(0, 8).toUpperCase()}`;
  const deal = await request.post(`/api/admin/owners/${customerNo}/deals`, {
    headers: admin,
    data: {
      deal_no: dealNo,
      park_code: 'RH',
      plot_no: plotNo,
      deposit_pence: 500_000,
      // Second-hand holiday homes carry no VAT: a zero field the portal leaves out.
      vat_pence: 0,
      customer_contribution_pence: 3_799_500,
      selling_price_of_extras_pence: 0,
      site_fee_contribution_pence: 150_000,
      unit_manufacturer: 'Willerby',
      unit_model: 'Sheraton',
      unit_year: 2022,
      // What the owners portal shows as Current Deal.
      make_current: true,
    },
  });
  expect(deal.status(), 'the owner’s deal').toBe(201);

  const today = londonToday();
  const description = `Site fees ${Number(today.slice(0, 4)) + 1} season, plot ${plotNo}`;
  const amountPence = 425_000;
  const invoice = await request.post(`/api/admin/owners/${customerNo}/ledger-entries`, {
    headers: admin,
    data: {
      document_type: 'Invoice',
      description,
      amount_pence: amountPence,
      posting_date: today,
      due_date: addDays(today, 40),
    },
  });
  expect(invoice.status(), 'the owner’s invoice').toBe(201);
  const entry = (await invoice.json()).data as { entry_no: number; document_no: string };
  return {
    customerNo,
    ...who,
    postCode,
    park: { id: park!.id, code: park!.park_code, title: park!.title },
    dealNo,
    invoice: { entryNo: entry.entry_no, documentNo: entry.document_no, description, amountPence },
  };
}

/** Signs a new account up through the API with a guest's details, and any more of a profile given. */
export async function signUp(
  request: APIRequestContext,
  guest: NewGuest,
  profile: Record<string, string> = {},
) {
  const response = await request.post('/api/users', {
    data: {
      email: guest.email,
      password: guest.password,
      first_name: guest.firstName,
      last_name: guest.lastName,
      country_code: 'GB',
      ...profile,
    },
  });
  expect(response.status(), "sign-up of the test's own account").toBe(201);
}

/**
 * Signs a guest up through the API with a whole profile and confirms the address by the link
 * e-mailed to it, as a demo account's is; answers their bearer token.
 */
async function confirmedAccount(request: APIRequestContext, guest: NewGuest) {
  // A whole profile, as the demo guest's: the booking steps come prefilled.
  await signUp(request, guest, {
    phone_number: '07700900456',
    address_1: '3 Harbour Row',
    city: 'Whitby',
    postcode: 'YO211AA',
  });
  const mail = (await readOutbox(request, guest.email)).find((m) => /confirm-email\//.test(m.text));
  const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `the confirmation link e-mailed to ${guest.email}`).toBeTruthy();
  const confirmed = await request.post('/api/users/confirm-email', { data: { token } });
  expect(confirmed.status()).toBe(200);
  return tokenOf(request, guest);
}

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
  /**
   * An owner of the test's own, signed up and linked as a real one is: staff add the owner with the
   * `guest` fixture's address and name (a current deal at Robin Hood's Bay and an open invoice, see
   * `addOwner`), then an account signs up with that address, confirms it by the e-mailed link and
   * links to the owner by it in the portal. A journey has this or `account`, not both (one address).
   */
  owner: NewGuest & NewOwner & { token: string };
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
    await use({ ...guest, token: await confirmedAccount(request, guest) });
  },
  owner: async ({ guest, request }, use) => {
    const added = await addOwner(request, {
      name: `${guest.firstName} ${guest.lastName}`,
      email: guest.email,
    });
    const token = await confirmedAccount(request, guest);
    // The owner links their account in the portal by their own address, confirmed: no code.
    const linked = await request.post('/api/owners-portal/link', {
      headers: auth(token),
      data: { email: guest.email, customer_no: added.customerNo },
    });
    expect(linked.status(), "the account linked to the test's own owner").toBe(200);
    await use({ ...guest, ...added, token });
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
