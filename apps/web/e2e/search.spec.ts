import {
  addDays,
  decodeAvailability,
  londonToday,
  NO_AVAILABILITY_MESSAGE,
  nextFriday,
} from '@parkstays/contract';
import type { Page } from '@playwright/test';
import { expect, POSTGRES, test, VIEWPORTS } from './fixtures';

/** A Friday three weeks or more away: the columns are the week before, the chosen week and the next. */
const arrival = nextFriday(addDays(londonToday(), 21));
const searchUrl = `/?booking_type=1&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

const results = (page: Page) => page.getByRole('region', { name: 'Available holidays' });
const cards = (page: Page) => results(page).getByRole('article');

/** The number in "N holidays found". */
async function foundCount(page: Page) {
  const status = results(page).getByRole('status').filter({ hasText: /found/ });
  await expect(status).toBeVisible();
  return Number(/(\d+) holidays? found/.exec((await status.textContent()) ?? '')?.[1]);
}

test(
  'a guest searches, filters, pages, reads More Information and chooses a stay',
  POSTGRES,
  async ({ page, expectAccessible, saveScreenshot }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(searchUrl);

    // The address is spelled out in full, and the search bar shows it.
    await expect(page).toHaveURL(/no_of_children=0/);
    expect(new URL(page.url()).searchParams.get('arrival_date')).toBe(arrival);
    await expect(page.getByLabel('Holiday Type')).toHaveValue('1');
    await expect(page.getByRole('button', { name: /Arrival Date/ })).toContainText(ddmmyyyy(arrival));
    await expect(page.getByLabel('Nights')).toHaveValue('7');
    await expect(page.getByLabel('Adults')).toHaveValue('2');

    // Cards, each with three columns: the week before, the chosen week, the week after.
    await expect(cards(page).first()).toBeVisible();
    const first = cards(page).first();
    const columns = first.getByTestId('availability-column');
    await expect(columns).toHaveCount(3);
    await expect(columns.nth(0)).toContainText(ddmmyyyy(addDays(arrival, -7)));
    await expect(columns.nth(1)).toContainText(ddmmyyyy(arrival));
    await expect(columns.nth(2)).toContainText(ddmmyyyy(addDays(arrival, 7)));
    await expectAccessible(page, 'the search results');
    await saveScreenshot(page, 'search-results-1280');

    // Ten to a page; page 2 exists.
    const total = await foundCount(page);
    expect(total).toBeGreaterThan(10);
    await expect(cards(page)).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Results pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page)).toHaveCount(Math.min(10, total - 10));

    // A feature and a facility narrow the list (every ticked one must match); back to page 1.
    await page.getByLabel('Central Heating').check();
    await expect.poll(() => foundCount(page)).toBeLessThan(total);
    const withHeating = await foundCount(page);
    expect(withHeating).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', { name: 'Results pages' })).toHaveCount(
      withHeating > 10 ? 1 : 0,
    );
    await page.getByLabel('Spa').check();
    await expect.poll(() => foundCount(page)).toBeLessThan(withHeating);
    const withHeatingAndSpa = await foundCount(page);
    expect(withHeatingAndSpa).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(Math.min(10, withHeatingAndSpa));
    await page.getByLabel('Spa').uncheck();
    await page.getByLabel('Central Heating').uncheck();
    await expect.poll(() => foundCount(page)).toBe(total);

    // More Information: gallery, park page, features, facilities, map.
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: /More Information/ }).click();
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup.getByRole('link', { name: /View Park Page/ })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Park facilities' })).toBeVisible();
    await popup.getByRole('button', { name: 'Next image' }).click();
    await expect(popup.getByText('2 / ', { exact: false })).toBeVisible();
    await expectAccessible(page, 'the More Information popup');
    await popup.getByRole('button', { name: /Enlarge/ }).click();
    await expect(popup.getByRole('img', { name: new RegExp(`${title}, photo 2 of`) })).toBeVisible();
    await popup.getByRole('button', { name: 'Back to photos' }).click();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Book Now carries the shown stay to /create-booking/.
    const bookable = results(page)
      .getByTestId('availability-column')
      .filter({ has: page.getByRole('link', { name: /Book Now/ }) })
      .first();
    const shownText = (await bookable.textContent()) ?? '';
    await bookable.getByRole('link', { name: /Book Now/ }).click();
    await expect(page).toHaveURL(
      /\/create-booking\/[A-Za-z0-9_-]+\?no_of_adults=2&no_of_children=0&has_pets=0$/,
    );
    const stay = decodeAvailability(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(stay).toBeDefined();
    expect(shownText).toContain(ddmmyyyy(stay!.arrival_date));
    const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
      stay!.price_pence / 100,
    );
    expect(shownText).toContain(price);
    expect(stay!.no_of_nights).toBe(7);
    expect(stay!.available_count).toBeGreaterThan(0);
    await expect(page.getByRole('tab', { name: '1 Your Details' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your stay' }).getByText(price)).toBeVisible();
  },
);

test('a party too big for any holiday sees the no-availability message', async ({ page }) => {
  await page.goto(
    `/?booking_type=1&arrival_date=${arrival}&no_of_nights=7&no_of_adults=10&no_of_children=10`,
  );
  await expect(page.getByText(NO_AVAILABILITY_MESSAGE)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('on a phone the filters slide in from a Filters button', async ({
  page,
  saveScreenshot,
  expectAccessible,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(searchUrl);
  await expect(cards(page).first()).toBeVisible();
  await saveScreenshot(page, 'search-results-390');
  const total = await foundCount(page);

  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter results' });
  await panel.getByLabel('Three Bedrooms').check();
  await expect(panel.getByRole('button', { name: /^Show \d+ results?$/ })).toBeVisible();
  await expectAccessible(page, 'the filter panel on a phone');
  await panel.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => foundCount(page)).toBeLessThan(total);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // The arrival date by keyboard: open, move a week on, choose.
  await page.getByRole('button', { name: /Arrival Date/ }).focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choose arrival date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`arrival_date=${addDays(arrival, 7)}`));
});

test('while the operator has the site in maintenance, the search shows the maintenance page', async ({
  page,
  request,
  expectAccessible,
}) => {
  const login = await request.post('/api/login', {
    data: { email: 'operator@brackenbay.example', password: 'HarbourMasterDesk26' },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.bearer_token}` };
  const setMaintenance = (on: boolean) =>
    request.put('/api/site-settings/maintenance', { headers, data: { maintenance_mode: on } });
  expect((await setMaintenance(true)).status()).toBe(200);
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Website Under Maintenance' })).toBeVisible();
    await expect(page.getByText("We'll be back soon")).toBeVisible();
    await expectAccessible(page, 'the maintenance page');
  } finally {
    expect((await setMaintenance(false)).status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Website Under Maintenance' })).toBeHidden();
});

test('every select of the search bar shows its longest choice whole at 1024 and 1280 px', async ({
  page,
}) => {
  const bar = page.getByRole('search', { name: 'Search holidays' });
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    for (const label of ['Holiday Type', 'Park', 'Nights', 'Adults', 'Children', 'Pets']) {
      const select = bar.getByLabel(label, { exact: true });
      // The widest choice's words against the room the select gives them (its padding holds the arrow).
      const fit = await select.evaluate((element) => {
        const box = element as HTMLSelectElement;
        const style = getComputedStyle(box);
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.letterSpacing = style.letterSpacing;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'nowrap';
        document.body.append(probe);
        let text = 0;
        for (const option of box.options) {
          probe.textContent = option.textContent ?? '';
          text = Math.max(text, probe.getBoundingClientRect().width);
        }
        probe.remove();
        const room =
          box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text, room };
      });
      expect(fit.text, `${label} at ${width} px fits its select`).toBeLessThanOrEqual(fit.room);
    }
  }
});
