import { addDays, londonToday, nextFriday } from '@parkstays/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_OPERATOR, expect, type NewGuest, POSTGRES, test } from './fixtures';
import { longDate, requestStay } from './helpers';

/** Next July's Fridays (this year's while July is still to come), as yyyy-mm-dd. */
function nextJulyFridays(): string[] {
  const today = londonToday();
  const year = Number(today.slice(0, 4)) + (today.slice(5, 7) >= '07' ? 1 : 0);
  const fridays: string[] = [];
  for (let day = nextFriday(`${year}-06-30`); day <= `${year}-07-31`; day = addDays(day, 7))
    fridays.push(day);
  return fridays;
}

/** "£1,234.00" and, as the rate calendar writes it, "£1,234". */
const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
const poundsCompact = (pence: number) => `£${(pence / 100).toLocaleString('en-GB')}`;

type Offer = { grade_code: string; arrival_date: string; price_pence: number; available_count: number };

async function offers(request: APIRequestContext, arrival: string, parkCode = '') {
  const response = await request.get(
    `/api/find-availability?booking_type=1&park_code=${parkCode}&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()).data as Offer[];
}

/** A caravan or lodge grade with a free unit for 7 nights from each of these Fridays: its code, title and park. */
async function gradeFreeOn(request: APIRequestContext, fridays: string[], skip: string[] = []) {
  const [first, ...rest] = await Promise.all(fridays.map((friday) => offers(request, friday)));
  const free = (rows: Offer[], code: string, day: string) =>
    rows.some((r) => r.grade_code === code && r.arrival_date === day && r.available_count >= 2);
  const found = first!.find(
    (row) =>
      row.arrival_date === fridays[0] &&
      row.available_count >= 2 &&
      !skip.includes(row.grade_code) &&
      rest.every((rows, i) => free(rows, row.grade_code, fridays[i + 1]!)),
  );
  expect(found, `a grade free on ${fridays.join(', ')}`).toBeDefined();
  const grade = (await (await request.get(`/api/accommodations/${found!.grade_code}`)).json()).data as {
    grade_code: string;
    title: string;
    park_code: string;
  };
  return { ...grade, pricePence: found!.price_pence };
}

/** Chooses a day in one of the form's date fields: the calendar opens at this month, Page Down moves a month on. */
async function pickDate(page: Page, label: string, iso: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const calendar = page.getByRole('dialog', { name: `Choose ${label.toLowerCase()}` });
  await expect(calendar.getByRole('grid').getByRole('button').and(page.locator(':focus'))).toHaveCount(1);
  const today = londonToday();
  const months =
    (Number(iso.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(iso.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let month = 0; month < months; month++) await page.keyboard.press('PageDown');
  await calendar.getByRole('button', { name: new RegExp(`\\b${longDate(iso)}$`) }).click();
  await expect(calendar).toBeHidden();
}

/** The guest search for 7 nights from a day at a park, as the home page runs it. */
async function searchFor(page: Page, parkCode: string, arrival: string) {
  await page.goto(
    `/?booking_type=1&park_code=${parkCode}&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`,
  );
  return page.getByRole('region', { name: 'Available holidays' });
}

/** Holds a stay for a new guest, as the booking form does: answers the booking's id. */
async function bookAsNewGuest(
  request: APIRequestContext,
  guest: NewGuest,
  gradeCode: string,
  arrival: string,
) {
  const made = await requestStay(
    request,
    undefined,
    guest,
    { gradeCode, arrival, nights: 7 },
    { password: guest.password },
  );
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).data.id as number;
}

test(
  'an admin raises the July Friday 7-night price of a grade in bulk: guests see it at once, a July stay booked before keeps its price',
  POSTGRES,
  async ({ page, request, guest, signIn, checkBothWidths }) => {
    const fridays = nextJulyFridays();
    const [booked, searched] = fridays as [string, string];
    const grade = await gradeFreeOn(request, [booked, searched]);
    const oldPence = grade.pricePence;
    // Above every July Friday's price now: a raise for each of them.
    const julyPrices = await Promise.all(
      fridays.map(async (friday) =>
        (await offers(request, friday, grade.park_code)).find(
          (row) => row.grade_code === grade.grade_code && row.arrival_date === friday,
        ),
      ),
    );
    const highest = Math.max(...julyPrices.map((row) => row?.price_pence ?? 0));
    const newPence = Math.ceil(highest / 10_000) * 10_000 + 10_000;
    // A guest books the first July Friday before the change.
    const bookingId = await bookAsNewGuest(request, guest, grade.grade_code, booked);

    await signIn(DEMO_OPERATOR);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Prices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
    await page.getByLabel('Accommodation grade').selectOption(grade.grade_code);
    await expect(
      page.getByRole('heading', { level: 2, name: `Rate calendar: ${grade.title}` }),
    ).toBeVisible();

    // The rate calendar reaches next July: the demo price list has its Fridays.
    const month = page.getByRole('heading', { level: 3, name: /\d{4}$/ });
    const july = `July ${searched.slice(0, 4)}`;
    while ((await month.textContent()) !== july) {
      const before = await month.textContent();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(month).not.toHaveText(before ?? '');
    }
    const julyCell = (day: string) =>
      page.getByRole('cell', { name: new RegExp(`^${longDateWithWeekday(day)}`) });
    await expect(julyCell(searched)).toContainText(poundsCompact(oldPence));

    // All Fridays in July, 7 nights: the new price, previewed before it is saved.
    const form = page.getByRole('form', { name: `Change prices of ${grade.title}` });
    await pickDate(page, 'First arrival date', `${searched.slice(0, 7)}-01`);
    await pickDate(page, 'Last arrival date', `${searched.slice(0, 7)}-31`);
    await form.getByLabel('Friday').check();
    await expect(form.getByLabel('7 Nights')).toBeChecked();
    await form.getByLabel('Price for the whole stay (£)').fill(String(newPence / 100));
    await form.getByRole('button', { name: 'Preview changes' }).click();
    const preview = form.getByRole('region', { name: /Fridays from/ });
    await expect(preview).toContainText(`${grade.title}: Fridays from 01/07/`);
    await expect(preview).toContainText(`7 nights: ${pounds(newPence)}`);
    await expect(preview).toContainText(`${fridays.length} of ${fridays.length} stays change`);
    await expect(preview.getByRole('row').nth(1)).toContainText(pounds(oldPence));
    await checkBothWidths(page, 'admin-prices-preview', 'the bulk price preview');
    await form.getByRole('button', { name: 'Save prices' }).click();
    await expect(form.getByText(`Saved: ${fridays.length} prices changed.`, { exact: false })).toBeVisible();
    await expect(julyCell(searched)).toContainText(poundsCompact(newPence));
    await expect(julyCell(addDays(searched, 1))).not.toContainText(poundsCompact(newPence));
    await checkBothWidths(page, 'admin-prices', 'the Prices screen');

    // A guest searching the second July Friday sees the new price straight away.
    await signIn({ email: guest.email, password: guest.password });
    const results = await searchFor(page, grade.park_code, searched);
    const card = results.getByRole('article').filter({ hasText: grade.title });
    await expect(card.getByText(pounds(newPence)).first()).toBeVisible();
    await expect(card.getByText(pounds(oldPence))).toHaveCount(0);

    // The stay booked before the change keeps its price on the guest's booking page.
    await page.goto(`/booking/${bookingId}`);
    const total = page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(total.first()).toHaveText(pounds(oldPence));
  },
);

test(
  'an admin stop-sells a grade for a week of July and it leaves the guest search at once',
  POSTGRES,
  async ({ page, request, signIn, checkBothWidths }) => {
    const fridays = nextJulyFridays();
    const searched = fridays[2]!;
    const grade = await gradeFreeOn(request, [addDays(searched, -7), searched, addDays(searched, 7)]);
    await page.goto('/404');
    const results = await searchFor(page, grade.park_code, searched);
    const card = results.getByRole('article').filter({ hasText: grade.title });
    await expect(card).toHaveCount(1);

    await signIn(DEMO_OPERATOR);
    await page.goto(`/admin/prices?grade=${grade.grade_code}`);
    await page.getByRole('tab', { name: 'Stop-sells' }).click();
    const form = page.getByRole('form', { name: 'Stop selling a grade' });
    await expect(form.getByLabel('Accommodation')).toHaveValue(grade.grade_code);
    // The three weeks the search's columns show: every stay there spends a night in them.
    await pickDate(page, 'First night off sale', addDays(searched, -7));
    await pickDate(page, 'Last night off sale', addDays(searched, 13));
    await form.getByLabel('Reason (optional)').fill('Roof repairs');
    await form.getByRole('button', { name: 'Stop selling' }).click();
    await expect(form.getByText(`${grade.title} is off sale on those nights.`)).toBeVisible();
    const stops = page.getByRole('list', { name: 'Stop-sells' });
    await expect(stops.getByRole('listitem').filter({ hasText: 'Roof repairs' })).toContainText(
      grade.grade_code,
    );
    await checkBothWidths(page, 'admin-prices-stop-sells', 'the stop-sells');

    await page.evaluate(() => localStorage.clear());
    const after = await searchFor(page, grade.park_code, searched);
    await expect(
      after
        .getByRole('status')
        .filter({ hasText: /found|no availabilities/i })
        .first(),
    ).toBeVisible();
    await expect(after.getByRole('article').filter({ hasText: grade.title })).toHaveCount(0);
  },
);

/** "Friday 9 July 2027", as the rate calendar names its days to a screen reader. */
function longDateWithWeekday(iso: string) {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace(',', '');
}
