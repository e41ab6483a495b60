import type { Locator, Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../src/app/routes/admin/admin-sections';
import { backOfficePaths } from '../src/config/back-office-paths';
import { DEMO_OPERATOR, expect, test, VIEWPORTS } from './fixtures';
import { RECEPTION } from './helpers';

/** The page scrolls sideways: wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });

/** Where each of `links` is drawn. */
const boxesOf = (links: Locator) =>
  links.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    }),
  );

/** The back office's front door at 1280 px, for whoever is signed in. */
async function openTodayOnADesk(page: Page) {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(backOfficePaths.today);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

/** None of the guest site's frame: its menus, its Log In, its footer with the award badges. */
async function expectNoPublicFrame(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Awards' })).toHaveCount(0);
}

test('the admin works in the back office’s own frame, on a desk and on a phone', async ({
  page,
  signIn,
  expectAccessible,
  saveScreenshot,
}) => {
  await signIn(DEMO_OPERATOR);
  await openTodayOnADesk(page);

  // At the top: the park, who is signed in, and the way out.
  const top = page.getByRole('banner');
  await expect(top.getByText('Brackenbay Holiday Parks')).toBeVisible();
  await expect(top.getByText('Priya Shah')).toBeVisible();
  await expect(top.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectNoPublicFrame(page);

  // At 1280 px every section is in the side navigation, in one column, in its group.
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav).toBeVisible();
  const links = nav.getByRole('link');
  await expect(links).toHaveText(ADMIN_SECTIONS.map((section) => section.label));
  for (const group of ['Day', 'Sales', 'Catalogue', 'Owners', 'Site', 'Staff']) {
    await expect(nav.getByRole('list', { name: group, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  const boxes = await boxesOf(links);
  expect(new Set(boxes.map((box) => Math.round(box.left))).size, 'one column').toBe(1);
  for (const [index, box] of boxes.slice(1).entries()) {
    expect(box.top, `${ADMIN_SECTIONS[index + 1]?.label} below the one before`).toBeGreaterThanOrEqual(
      boxes[index]!.bottom - 1,
    );
  }
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  expect(await scrollsSideways(page), 'sideways scroll at 1280 px').toBe(false);

  // The first Tab offers the skip link, which lands on the screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await saveScreenshot(page, 'admin-frame-1280');
  await expectAccessible(page, 'the back office’s frame at 1280 px');

  // On a phone the sections wait behind the Menu button; the top still names the park and person.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.evaluate(() => window.scrollTo(0, 0));
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(top.getByText('Brackenbay Holiday Parks')).toBeVisible();
  await expect(top.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await scrollsSideways(page), 'sideways scroll at 390 px').toBe(false);
  await saveScreenshot(page, 'admin-frame-390');
  await expectAccessible(page, 'the back office’s frame at 390 px');

  // The Menu button opens the sections in place, whole, under the top bar.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expect(links).toHaveText(ADMIN_SECTIONS.map((section) => section.label));
  for (const box of await boxesOf(links)) {
    expect(box.left, 'a section inside the window').toBeGreaterThanOrEqual(0);
    expect(box.right, 'a section inside the window').toBeLessThanOrEqual(VIEWPORTS.phone.width);
  }
  expect(await scrollsSideways(page), 'sideways scroll with the menu open').toBe(false);
  // The sections come next after the button, in the order of the keys.
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await saveScreenshot(page, 'admin-frame-390-menu');
  await expectAccessible(page, 'the back office’s menu open at 390 px');

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // A section chosen in the menu shuts it and opens.
  await menu.click();
  await nav.getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await scrollsSideways(page), 'sideways scroll on Prices at 390 px').toBe(false);
});

test('reception sees their groups only, and signs out to the guest site with its own frame', async ({
  page,
  signIn,
}) => {
  await signIn(RECEPTION);
  await openTodayOnADesk(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('list')).toHaveCount(3);
  await expect(nav.getByRole('list', { name: 'Day', exact: true }).getByRole('link')).toHaveText([
    'Today',
    'Bookings',
    'Allocation board',
    'Payments',
    'Check-in',
  ]);
  await expect(nav.getByRole('list', { name: 'Owners', exact: true }).getByRole('link')).toHaveText([
    'Owners',
  ]);
  await expect(nav.getByRole('list', { name: 'Site', exact: true }).getByRole('link')).toHaveText(['Outbox']);
  await expect(page.getByRole('banner').getByText('Tom Bennett')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  // The home page: it spells its default search out in the query string as soon as it starts.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // The guest site as ever: its header with Log In, its footer.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
});
