import { randomUUID } from 'node:crypto';
import { addDays, londonToday, PROMOTIONAL_CODE_USED_UP_MESSAGE } from '@parkstays/contract';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_OPERATOR, expect, type NewGuest, test } from './fixtures';
import { bookStay, requestStay, signUpGuest, tokenOf } from './helpers';

const BOOKINGS = 20;

/**
 * `count` guests of the test's own, each holding one stay as the booking page makes it, in whatever
 * accommodation a week's search from `from` finds free: a guest may hold only a few stays at once,
 * as in production. Answers each guest with their bearer token and their stay's id.
 */
async function guestsHoldingStays(request: APIRequestContext, base: NewGuest, count: number, from: string) {
  const holders: { guest: NewGuest; token: string; id: number }[] = [];
  let signedUp = 0;
  for (let week = 0; holders.length < count && week < 8; week++) {
    const search = await request.get(
      `/api/find-availability?booking_type=1&arrival_date=${addDays(from, week * 7)}&no_of_nights=7&no_of_adults=2`,
    );
    expect(search.status(), 'the search for free stays').toBe(200);
    const rows = (await search.json()).data as {
      grade_code: string;
      arrival_date: string;
      available_count: number;
    }[];
    for (const row of rows) {
      for (let unit = 0; unit < row.available_count && holders.length < count; unit++) {
        signedUp += 1;
        const guest = { ...base, email: `${signedUp}.${base.email}` };
        const token = await signUpGuest(request, guest);
        const made = await requestStay(request, token, guest, {
          gradeCode: row.grade_code,
          arrival: row.arrival_date,
          nights: 7,
        });
        // Another journey may have taken the unit since the search: the next one will do.
        if (made.status() === 201) holders.push({ guest, token, id: (await made.json()).data.id as number });
      }
      if (holders.length >= count) break;
    }
  }
  expect(holders, `${count} guests holding a stay`).toHaveLength(count);
  return holders;
}

test('an admin makes a code limited to 3 uses: 20 bookings apply it at once, exactly 3 get it, and the next guest is told it is used up @postgres', async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  test.setTimeout(180_000);
  const code = `LIMIT${randomUUID().slice(0, 6).toUpperCase()}`;

  await signIn(DEMO_OPERATOR);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: /back office/i })
    .getByRole('link', { name: 'Extras & codes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Extras & codes' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Promotional codes' });
  await expect(codes.getByRole('listitem', { name: 'SUMMER10' })).toContainText('10% off the stay');
  await checkBothWidths(page, 'admin-offers', 'Extras & codes');

  await page.getByRole('button', { name: 'Add a promotional code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotional code' });
  await dialog.getByRole('radio', { name: 'A fixed amount off the stay' }).check();
  await dialog.getByRole('button', { name: 'Add code' }).click();
  await expect(dialog.getByRole('link', { name: 'Enter the code' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Enter the amount off/ })).toBeVisible();
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Description').fill('£25 off for the first three');
  await dialog.getByLabel('Amount off, in pounds').fill('25');
  await dialog.getByLabel('Usage limit').fill('3');
  await checkBothWidths(page, 'admin-offers-new-code', 'the new promotional code form');
  await dialog.getByRole('button', { name: 'Add code' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${code} is added.`)).toBeVisible();
  const card = codes.getByRole('listitem', { name: code });
  await expect(card).toContainText('£25.00 off the stay');
  await expect(card).toContainText('Every park');
  await expect(card).toContainText('Used 0 of 3');

  // Twenty guests' held stays, then all twenty apply the code at the same moment.
  const holders = await guestsHoldingStays(request, guest, BOOKINGS + 1, addDays(londonToday(), 60));
  const racers = holders.slice(0, BOOKINGS);
  const answers = await Promise.all(
    racers.map(({ id, token }) =>
      request.put(`/api/bookings/${id}/apply_promotional_code`, {
        headers: { authorization: `Bearer ${token}` },
        data: { promotional_code: code },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status())).toEqual(racers.map(() => 200));
  const bodies = await Promise.all(answers.map((answer) => answer.json()));
  const applied = bodies.filter((body) => body.data['@attributes'].applied === 'true');
  const refused = bodies.filter((body) => body.data['@attributes'].applied === 'false');
  expect(applied).toHaveLength(3);
  expect(refused).toHaveLength(BOOKINGS - 3);
  for (const body of refused)
    expect(body).toMatchObject({ message: PROMOTIONAL_CODE_USED_UP_MESSAGE, data: { reason: 'used_up' } });

  await page.reload();
  await expect(codes.getByRole('listitem', { name: code })).toContainText('Used 3 of 3');

  // The twenty-first booking, in the browser: its guest types the code and is told why not.
  const last = holders[BOOKINGS]!;
  await signIn(last.guest);
  await page.goto(`/confirm-booking/${last.id}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  const coupon = page.getByRole('form', { name: 'Coupon' });
  await expect(coupon.getByRole('alert')).toHaveText(
    'Invalid coupon, please check and try again. This code has been used as many times as it allows, so it cannot be applied.',
  );
  await expect(page.getByText(/Discount \(/)).toHaveCount(0);
});

test('an admin adds an extra with one to lend a night: the first guest gets it, the next on those nights is told none is left', async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  const suffix = randomUUID().slice(0, 5).toUpperCase();
  const description = `Kayak hire ${suffix}`;
  const admin = await tokenOf(request, DEMO_OPERATOR);
  // A grade with two units free for the same week, named as the admin's form names it.
  const arrival = addDays(londonToday(), 90);
  const search = await request.get(
    `/api/find-availability?booking_type=1&park_code=RH&arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`,
  );
  const rows = (await search.json()).data as {
    grade_code: string;
    arrival_date: string;
    available_count: number;
  }[];
  const free = rows.find((row) => row.available_count >= 2);
  expect(free, 'a grade at RH with two units free for a week').toBeTruthy();
  const { grades } = (
    await (await request.get('/api/admin/extras', { headers: { authorization: `Bearer ${admin}` } })).json()
  ).data as { grades: { grade_code: string; title: string; park_title: string }[] };
  const grade = grades.find((g) => g.grade_code === free!.grade_code)!;

  await signIn(DEMO_OPERATOR);
  await page.goto('/admin/offers');
  await page.getByRole('tab', { name: 'Extras' }).click();
  await expect(
    page.getByRole('list', { name: 'Extras' }).getByRole('listitem', { name: 'Cot hire' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add an extra' }).click();
  const dialog = page.getByRole('dialog', { name: 'New extra' });
  await dialog.getByLabel('Code', { exact: true }).fill(`KAYAK${suffix}`);
  await dialog.getByLabel('What guests see').fill(description);
  await dialog.getByLabel('Price each, in pounds').fill('12.50');
  await dialog.getByLabel('Stock per night').fill('1');
  await dialog
    .getByRole('group', { name: grade.park_title })
    .getByRole('checkbox', { name: grade.title })
    .check();
  await dialog.getByRole('button', { name: 'Add extra' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('list', { name: 'Extras' }).getByRole('listitem', { name: description });
  await expect(card).toContainText('£12.50');
  await expect(card).toContainText('1 a night');
  await expect(card).toContainText(`${grade.park_title}: ${grade.title}`);
  await checkBothWidths(page, 'admin-offers-extras', 'the extras on Extras & codes');

  // Two stays of that grade on the same nights: the first takes the one kayak.
  const token = await signUpGuest(request, guest);
  const book = async () =>
    (
      await bookStay(request, token, guest, {
        gradeCode: free!.grade_code,
        arrival: free!.arrival_date,
        nights: 7,
      })
    ).id;
  const first = await book();
  const taken = await request.post(`/api/bookings/${first}/updateExtras`, {
    headers: { authorization: `Bearer ${token}` },
    data: { extrasJSON: [{ code: `KAYAK${suffix}`, quantity: 1 }] },
  });
  expect(taken.status()).toBe(200);
  const second = await book();

  await signIn({ email: guest.email, password: guest.password });
  await page.goto(`/confirm-booking/${second}`);
  await page.getByLabel(`Quantity of ${description}`).fill('1');
  await page.getByRole('button', { name: 'Continue' }).click();
  const refusal = `Sorry, there is no ${description} left for those nights.`;
  await expect(page.getByRole('link', { name: `${description}: ${refusal}` })).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${description}`)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('tab', { name: '2 Optional Extras' })).toHaveAttribute('aria-selected', 'true');
});
