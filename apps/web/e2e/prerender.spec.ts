import { gzipSync } from 'node:zlib';
import { HOME_SCRIPT_BUDGET_KB } from '../build/home-page';
import { expect, test } from './fixtures';

/**
 * The home page's first screen is in the HTML (decision 038): the build prerenders it, so the
 * hero and the search bar are on show before any script has run, and the app then takes over the
 * same elements.
 */
test.describe('the prerendered home page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the hero heading and the search bar from the HTML alone', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holidays the whole family will love');
      const bar = page.locator('search[aria-label="Search holidays"]');
      await expect(bar).toBeVisible();
      for (const id of ['search-holiday-type', 'search-park', 'search-nights', 'search-adults']) {
        await expect(bar.locator(`select#${id}`)).toBeVisible();
      }
      await expect(bar.locator('#search-arrival-date')).toBeVisible();
      await expect(page.locator('header')).toBeVisible();
    });
  });

  test('the app adopts the same heading and makes the page work', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
        }
      });
    });
    await page.goto('/');
    await expect(page).toHaveURL(/arrival_date=/);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(
      await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as unknown as { firstHeading: Element | null }).firstHeading,
      ),
    ).toBe(true);
    await page.getByLabel('Adults').selectOption('2');
    await expect(page).toHaveURL(/no_of_adults=2/);
  });

  test(`loads at most ${HOME_SCRIPT_BUDGET_KB} KB of JavaScript, gzipped, on a first visit`, async ({
    page,
    baseURL,
  }) => {
    // As bench:pages counts it: every script of the site the page fetched, each gzipped at level 9.
    const origin = new URL(baseURL ?? '').origin;
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).origin === origin) {
        scripts.set(response.url(), response.body());
      }
    });
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The default search answered and drawn: whatever the first visit loads has been asked for.
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const body of await Promise.all(scripts.values())) bytes += gzipSync(body, { level: 9 }).length;
    const kb = bytes / 1024;
    const files = [...scripts.keys()].map((url) => new URL(url).pathname).join(', ');
    expect(scripts.size, 'the scripts the page loaded').toBeGreaterThan(0);
    expect(kb, `${kb.toFixed(1)} KB in ${files}`).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_KB);
  });
});
