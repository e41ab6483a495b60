import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from './fixtures';

/**
 * Consent before analytics. The journeys' own server has no Google tag; this file starts a second
 * one, on a port of its own, with GOOGLE_TAG_ID set and GOOGLE_TAG_ORIGIN pointed at a stand-in for
 * Google's origin on this machine, which counts every request it is sent.
 */
const TAG_ID = 'G-E2ETEST26';
const taggedPort = Number(process.env.E2E_PORT ?? 3100) + 50;
const taggedSite = `http://127.0.0.1:${taggedPort}`;

const tagRequests: string[] = [];
let stub: Server;
let taggedServer: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stub = createServer((request, response) => {
    tagRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end('window.stubTagRan = true;');
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  taggedServer = spawn('node', ['--import', 'tsx', 'apps/api/scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      E2E_PORT: String(taggedPort),
      GOOGLE_TAG_ID: TAG_ID,
      GOOGLE_TAG_ORIGIN: stubOrigin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${taggedSite}/api/site-settings`)
          .then((answer) => answer.status)
          .catch(() => 0),
      { message: 'the server with a Google tag starts', timeout: 150_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (taggedServer && taggedServer.exitCode === null) {
    const exited = new Promise((resolve) => taggedServer.once('exit', resolve));
    taggedServer.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => stub?.close(resolve));
});

/** The gtag() commands on the data layer, each as the list of its arguments. */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );

const consentUpdates = async (page: Page) =>
  (await gtagCommands(page))
    .filter(([name, kind]) => name === 'consent' && kind === 'update')
    .map((c) => c[2]);

/** The page is the app's (no longer the inert prerendered HTML) and has read the site settings. */
async function ready(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

test.describe('with a Google tag', () => {
  test.use({ baseURL: taggedSite });

  test.beforeEach(() => {
    tagRequests.length = 0;
  });

  test('nothing is fetched from the tag origin before a choice, nor after Reject all, nor after a reload', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await ready(page);
    await expect(banner(page)).toBeVisible();
    const defaults = (await gtagCommands(page)).find(
      ([name, kind]) => name === 'consent' && kind === 'default',
    );
    expect(defaults?.[2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    });
    await page.waitForLoadState('networkidle');
    expect(tagRequests, 'requests to the tag origin before a choice').toEqual([]);
    await expectAccessible(page, 'the cookie banner');

    // Refusing is as easy as accepting: the first control a keyboard reaches, beside Accept all.
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Tab');
    const reject = banner(page).getByRole('button', { name: 'Reject all' });
    await expect(reject).toBeFocused();
    const accept = await banner(page).getByRole('button', { name: 'Accept all' }).boundingBox();
    const rejectBox = await reject.boundingBox();
    expect(rejectBox?.height).toBe(accept?.height);
    expect(rejectBox?.width).toBe(accept?.width);
    await page.keyboard.press('Enter');

    await expect(banner(page)).toBeHidden();
    expect(await consentUpdates(page)).toEqual([
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-choice') ?? 'null'));
    expect(kept).toMatchObject({ analytics: false, marketing: false });
    expect(Date.parse(kept.chosen_at)).not.toBeNaN();

    await page.reload();
    await ready(page);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(await consentUpdates(page), 'the kept choice, told to the tag again').toHaveLength(1);
    expect(tagRequests, 'requests to the tag origin after Reject all').toEqual([]);
  });

  test('Accept all loads the tag with consent granted; Cookie settings in the footer asks again', async ({
    page,
  }) => {
    await page.goto('/');
    await ready(page);
    expect(tagRequests).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => 'stubTagRan' in window)).toBe(true);
    expect(tagRequests).toEqual([`/gtag/js?id=${TAG_ID}`]);
    expect(await consentUpdates(page)).toEqual([
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ]);
    expect(await gtagCommands(page)).toContainEqual(['config', TAG_ID]);

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Cookies' })).toBeFocused();
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(settings, 'focus back where the visitor was').toBeFocused();
    expect((await consentUpdates(page)).at(-1)).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
    expect(tagRequests, 'the tag is fetched once').toHaveLength(1);
  });

  test('Choose allows analytics alone, and the banner fits a phone', async ({ page, checkBothWidths }) => {
    await page.goto('/');
    await ready(page);
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    await expect(banner(page).getByRole('checkbox', { name: 'Analytics cookies' })).not.toBeChecked();
    await checkBothWidths(page, 'cookie-banner-choices', 'the cookie choices');

    await page.setViewportSize(VIEWPORTS.phone);
    const save = banner(page).getByRole('button', { name: 'Save choices' });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    await banner(page).getByRole('checkbox', { name: 'Analytics cookies' }).check();
    await save.click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => tagRequests).toEqual([`/gtag/js?id=${TAG_ID}`]);
    expect(await consentUpdates(page)).toEqual([
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
  });

  test('with consent given, a purchase still goes to the data layer once, after the consent', async ({
    page,
  }) => {
    await page.goto('/');
    await ready(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    // The sample purchase page pushes the purchase event as Booking Confirmed does.
    await page.goto('/alksdhasdlkhasd');
    await expect(page.getByRole('status')).toContainText('pushed to the data layer');
    await expect.poll(() => page.evaluate(() => 'stubTagRan' in window)).toBe(true);
    const layer = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? `gtag ${Array.from(entry as ArrayLike<unknown>)
              .slice(0, 2)
              .join(' ')}`
          : String((entry as { event?: string }).event),
      ),
    );
    expect(layer.filter((entry) => entry === 'purchase')).toHaveLength(1);
    expect(layer.indexOf('gtag consent default')).toBe(0);
    expect(layer).toContain('gtag consent update');
    expect(await consentUpdates(page)).toEqual([expect.objectContaining({ analytics_storage: 'granted' })]);
  });

  test("on a phone the banner, painted after the page, is never the page's largest paint", async ({
    page,
  }) => {
    // A paragraph painted later and larger than the page's own becomes the largest contentful
    // paint, and Lighthouse then times the page by the banner (a second later on a slow phone).
    await page.setViewportSize(VIEWPORTS.phone);
    await page.addInitScript(() => {
      const paints: Element[] = [];
      (window as unknown as { paints: Element[] }).paints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = (entry as PerformanceEntry & { element?: Element | null }).element;
          if (element) paints.push(element);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto('/');
    await ready(page);
    await expect(banner(page)).toBeVisible();
    const largest = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            // Entries arrive after the frame that painted them: three frames on, all are in.
            const frame = (left: number) =>
              requestAnimationFrame(() => {
                if (left > 0) return frame(left - 1);
                const paints = (window as unknown as { paints: Element[] }).paints;
                const last = paints[paints.length - 1];
                const region = last?.closest('section')?.querySelector('h2')?.textContent;
                resolve(region === 'Cookies' ? 'the banner' : (last?.tagName ?? 'none'));
              });
            frame(3);
          }),
      );
    expect(await largest()).not.toBe('none');
    expect(await largest()).not.toBe('the banner');
  });

  test('the banner at both widths', async ({ page, checkBothWidths }) => {
    await page.goto('/');
    await ready(page);
    await expect(banner(page)).toBeVisible();
    await checkBothWidths(page, 'cookie-banner', 'the cookie banner');
    // As a visitor sees it: the window, the banner at its foot over the page.
    await page.screenshot({ path: 'test-results/screenshots/cookie-banner-window-1280.png' });
    await page.setViewportSize(VIEWPORTS.phone);
    for (const name of ['Accept all', 'Reject all', 'Choose']) {
      await expect(banner(page).getByRole('button', { name })).toBeInViewport();
    }
    await page.screenshot({ path: 'test-results/screenshots/cookie-banner-window-390.png' });
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    await page.screenshot({ path: 'test-results/screenshots/cookie-banner-choices-window-390.png' });
  });
});

test('without a Google tag there is no banner, no Cookie settings and nothing but the refusing defaults', async ({
  page,
}) => {
  await page.goto('/');
  await ready(page);
  await expect(page.getByRole('link', { name: 'Accessibility statement' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(await gtagCommands(page)).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ],
  ]);
  expect(
    await page.evaluate(() => document.querySelectorAll('script[src*="gtag"], script[src*="gtm"]').length),
  ).toBe(0);
});
