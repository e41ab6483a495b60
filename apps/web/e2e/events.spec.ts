import { addDays, londonToday, weekday } from '@parkstays/contract';
import type { Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from './fixtures';

const today = londonToday();
/** The demo's busy day: the first Saturday after today, with five or more events. */
const busySaturday = addDays(today, (6 - weekday(today) + 7) % 7 || 7);
const monthTitle = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 7)}-01T00:00:00Z`),
  );

test('the events calendar shows the month it asks for, with a "Show N more events" link on a busy day', async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/events');
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: monthTitle(today) })).toBeVisible();

  // Exactly the six Monday-first weeks the grid shows, for calendar 6.
  const query = new URL((await asked).url()).searchParams;
  expect(query.get('calendar_id')).toBe('6');
  const start = query.get('start_date') ?? '';
  expect(weekday(start)).toBe(1);
  expect(start <= `${today.slice(0, 7)}-01`).toBe(true);
  expect(query.get('end_date')).toBe(addDays(start, 41));

  // This month's events are on the grid (the demo's 'Test' event, three days from today, is
  // ordinary data now: it is on the grid or behind its day's more link).
  const grid = page.getByRole('grid');
  await expect(grid.locator('.fc-event').first()).toBeVisible();
  const testDay = page.locator(`td[data-date="${addDays(today, 3)}"]`);
  await expect(testDay.locator('.fc-event').first()).toBeAttached();

  if (busySaturday.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: monthTitle(busySaturday) })).toBeVisible();
  }
  const busyDay = page.locator(`td[data-date="${busySaturday}"]`);
  const more = busyDay.getByRole('button', { name: /^Show \d+ more events?$/ });
  await expect(more).toBeVisible();
  const hidden = Number(/Show (\d+) more/.exec((await more.textContent()) ?? '')?.[1]);
  const shown = await busyDay.locator('.fc-daygrid-event').filter({ visible: true }).count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(3);
  expect(shown + hidden).toBeGreaterThanOrEqual(5);
  await expectAccessible(page, 'the events calendar');
  await saveScreenshot(page, 'events-1280');

  // The link opens the whole day; clicking a title only logs it.
  await more.click();
  // FullCalendar's popover has no role; it is named by its date heading.
  const popover = page.locator('.fc-more-popover');
  await expect(popover).toBeVisible();
  await expect(popover.locator('.fc-event')).toHaveCount(shown + hidden);
  const logged = page.waitForEvent('console', (message) => message.text().startsWith('Event clicked'));
  await popover.locator('.fc-event').first().click();
  await logged;
  await expect(page).toHaveURL(/\/events$/);
  await page.keyboard.press('Escape');

  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole('button', { name: 'Next month' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeInViewport();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  // A phone lists the month's events (whole titles) instead of the cramped grid.
  await expect(page.locator('.fc-list-event').first()).toBeVisible();
  await saveScreenshot(page, 'events-390');
});

type Cell = { date: string; state: string; text: string };

async function dayCells(page: Page, month: string): Promise<Cell[]> {
  const table = page.getByRole('table', { name: monthTitle(month) });
  await expect(table).toBeVisible();
  await expect(table.locator('td[data-state="loading"]')).toHaveCount(0);
  return table.locator('td[data-date]').evaluateAll((cells) =>
    cells.map((cell) => ({
      date: cell.getAttribute('data-date') ?? '',
      state: cell.getAttribute('data-state') ?? '',
      text: cell.textContent ?? '',
    })),
  );
}

/** Every day has the one state its date, its weekday and its price call give it. */
function expectStates(cells: Cell[], validWeekdays: number[]) {
  for (const cell of cells) {
    const expected =
      cell.date < today
        ? ['passed']
        : validWeekdays.includes(weekday(cell.date))
          ? ['available', 'unavailable']
          : ['not-bookable'];
    expect(expected, `${cell.date} is ${cell.state}`).toContain(cell.state);
    if (cell.state === 'available') expect(cell.text).toMatch(/£\d/);
    else expect(cell.text).not.toContain('£');
  }
}

test('the test calendar prices valid arrival days for the chosen stay length', async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/find-availability') calls.push(url.searchParams.get('arrival_date') ?? '');
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/test-calendar');
  await expect(page.getByRole('heading', { name: 'Test calendar', level: 1 })).toBeVisible();
  await expect(page.getByText(/park RH, Touring & Camping/)).toBeVisible();
  const duration = page.getByLabel('Duration');
  await expect(duration).toHaveValue('3');
  await expect(duration.getByRole('option')).toHaveText([
    '2 Nights',
    '3 Nights',
    '4 Nights',
    '7 Nights',
    '10 Nights',
    '11 Nights',
    '14 Nights',
  ]);
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();

  // Three nights: Fridays only; past days greyed and never asked about.
  const thisMonth = today.slice(0, 7);
  const threeNights = await dayCells(page, thisMonth);
  expectStates(threeNights, [5]);
  expect(calls.every((date) => date >= today && weekday(date) === 5)).toBe(true);
  await expectAccessible(page, 'the test calendar');
  await saveScreenshot(page, 'test-calendar-1280');

  // Seven nights: Mondays, Fridays and Saturdays become bookable.
  await duration.selectOption('7');
  const sevenNights = await dayCells(page, thisMonth);
  expectStates(sevenNights, [1, 5, 6]);
  const bookable = (cells: Cell[]) => cells.filter((c) => c.state !== 'not-bookable' && c.state !== 'passed');
  const futureMondaysOrSaturdays = sevenNights.filter(
    (c) => c.date >= today && [1, 6].includes(weekday(c.date)),
  );
  expect(bookable(sevenNights).length).toBe(bookable(threeNights).length + futureMondaysOrSaturdays.length);

  // Next month: nothing has passed, some days have prices; back again, Previous is disabled.
  await page.getByRole('button', { name: 'Next month' }).click();
  const next = `${addDays(`${thisMonth}-28`, 7).slice(0, 7)}`;
  const nextMonth = await dayCells(page, next);
  expectStates(nextMonth, [1, 5, 6]);
  expect(nextMonth.some((c) => c.state === 'available')).toBe(true);
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeEnabled();

  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole('button', { name: 'Next month' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeInViewport();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await saveScreenshot(page, 'test-calendar-390');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: monthTitle(today) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
});

test('the test purchase page pushes one sample purchase event', async ({ page }) => {
  await page.goto('/alksdhasdlkhasd');
  await expect(page.getByRole('heading', { name: 'Test purchase event', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('pushed to the data layer');
  const purchases = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase'),
  );
  expect(purchases).toEqual([
    {
      event: 'purchase',
      ecommerce: {
        transaction_id: 'TEST-0001',
        value: 0,
        currency: 'GBP',
        tax: 0,
        shipping: 0,
        items: [{ item_name: 'Test', item_category: 'Self-catering', quantity: 1, price: 0 }],
      },
    },
  ]);
});

test('the events calendar passes axe at 1280 px, with the more popover open, and lists whole titles on a phone', async ({
  page,
  expectAccessible,
  saveScreenshot,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/events');
  await expect(page.getByRole('grid').locator('.fc-event').first()).toBeVisible();
  await expectAccessible(page, 'the month grid');
  if (busySaturday.slice(0, 7) !== today.slice(0, 7)) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: monthTitle(busySaturday) })).toBeVisible();
  }
  await page
    .locator(`td[data-date="${busySaturday}"]`)
    .getByRole('button', { name: /^Show \d+ more events?$/ })
    .click();
  await expect(page.locator('.fc-more-popover')).toBeVisible();
  await expectAccessible(page, 'the month grid with the more popover open');
  await page.keyboard.press('Escape');

  // A phone: the month as a list, each event's whole title beside its time.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: monthTitle(today) })).toBeVisible();
  const titles = page.locator('.fc-list-event-title');
  await expect(titles.first()).toBeVisible();
  const cut = await titles.evaluateAll((cells) =>
    cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
  );
  expect(cut, 'titles cut short').toEqual([]);
  await expect(page.getByText(/\u2026$/)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await expectAccessible(page, 'the phone list');
  await saveScreenshot(page, 'events-list-390');
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(titles.first()).toBeVisible();
  await expectAccessible(page, "next month's list");
});

test('the test purchase page passes axe on a phone', async ({ page, expectAccessible, saveScreenshot }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/alksdhasdlkhasd');
  await expect(page.getByRole('status')).toContainText('pushed to the data layer');
  await expectAccessible(page, 'the test purchase page on a phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await saveScreenshot(page, 'test-purchase-390');
});

test("the header's What's On opens the site's own events calendar, on a computer and from the phone menu", async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: "What's On" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: "What's On" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
});
