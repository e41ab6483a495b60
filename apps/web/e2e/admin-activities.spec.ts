import { randomUUID } from 'node:crypto';
import { addDays, londonToday, nextFriday, weekday } from '@parkstays/contract';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_OPERATOR, expect, type NewGuest, test } from './fixtures';
import {
  ACTIVITIES_STAFF,
  activityWithSession,
  bookActivityTickets,
  bookAndPay,
  bookTickets,
  freeGrade,
  moveDate,
  openTicketChoice,
  payByCard,
  signUpGuest,
  tokenOf,
  ukDate,
} from './helpers';

/** A new guest signed up through the API, with a week's stay of their own at Robin Hood's Bay, paid in full. */
async function guestWithStay(request: APIRequestContext, guest: NewGuest, arrival: string) {
  const token = await signUpGuest(request, guest);
  // Weeks away, a stay is paid in full when it is booked.
  const stay = await bookAndPay(request, token, guest, {
    gradeCode: await freeGrade(request, arrival),
    arrival,
    nights: 7,
    type: 'Initial',
  });
  return { token, ...stay };
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('activities staff add a repeating session every Tuesday 10:00–11:00, and a guest with a stay books it', async ({
  page,
  request,
  guest,
  signIn,
  checkBothWidths,
}) => {
  test.slow();
  const today = londonToday();
  const arrival = nextFriday(addDays(today, 14));
  const stay = await guestWithStay(request, guest, arrival);
  const tuesday = addDays(arrival, 4);
  const name = `Rock Pooling ${randomUUID().slice(0, 6)}`;
  const code = `RH-POOL${randomUUID().slice(0, 4).toUpperCase()}`;

  // The activities staff add the activity from the back office's navigation.
  await signIn(ACTIVITIES_STAFF);
  await page.goto('/admin/check-in');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Activities' })
    .click();
  await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add an activity' }).click();
  const form = page.getByRole('form', { name: 'New activity' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Park').selectOption({ label: "Robin Hood's Bay" });
  await form
    .getByLabel('Description', { exact: true })
    .fill('<p>Crabs, anemones and <strong>starfish</strong>.</p><script>alert(1)</script>');
  await expect(
    page.getByRole('region', { name: 'Preview of the description' }).getByText('starfish'),
  ).toBeVisible();
  await checkBothWidths(page, 'admin-activities-new', 'the new activity form');
  await form.getByRole('button', { name: 'Add activity' }).click();

  // Its tickets: an adult ticket at £6.
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
  const addTicket = page.getByRole('form', { name: 'Add a ticket type' });
  await addTicket.getByLabel('Code').fill('ADULT');
  await addTicket.getByLabel('Name', { exact: true }).fill('Adult');
  await addTicket.getByLabel('Price (£)').fill('6');
  await addTicket.getByRole('button', { name: 'Add ticket type' }).click();
  await expect(page.getByRole('form', { name: 'Ticket type Adult' })).toBeVisible();

  // Its sessions: every Tuesday, 10:00 to 11:00, from tomorrow until a week past the default.
  await page.getByRole('tab', { name: 'Sessions' }).click();
  const sessions = page.getByRole('form', { name: 'Add sessions' });
  await sessions.getByLabel('Repeating').check();
  await sessions.getByLabel('Tuesday').check();
  await moveDate(page, sessions, /^Until/, 'Choose until', 7);
  await sessions.getByLabel('Starts').fill('10:00');
  await sessions.getByLabel('Ends').fill('11:00');
  await sessions.getByLabel('Capacity').fill('8');
  const until = addDays(today, 36);
  let tuesdays = 0;
  for (let day = addDays(today, 1); day <= until; day = addDays(day, 1))
    if (weekday(day) === 2) tuesdays += 1;
  await sessions.getByRole('button', { name: `Add ${tuesdays} sessions` }).click();
  await expect(sessions.getByText(new RegExp(`^${tuesdays} sessions added, from `))).toBeVisible();
  const list = page.getByRole('list', { name: `Sessions of ${name}` });
  await expect(list.getByRole('listitem', { name: /^10:00 – 11:00, S\d+$/ })).toHaveCount(
    // The list shows four weeks from today.
    Array.from({ length: 28 }, (_, i) => addDays(today, i)).filter((d) => d > today && weekday(d) === 2)
      .length,
  );
  await checkBothWidths(page, 'admin-activities-sessions', 'the sessions of an activity');

  // The guest books a ticket for the Tuesday of their stay.
  await signIn(guest);
  await page.goto(`/booking/${stay.id}/activities`);
  const dialog = await openTicketChoice(page, name);
  await dialog.getByLabel('Adult').fill('2');
  await expect(dialog.getByText('£12.00')).toBeVisible();
  const no = await bookTickets(page, dialog);
  expect(no).toMatch(/^AB\d+$/);
  const booked = await request.get(`/api/activity_bookings/${no}`, { headers: auth(stay.token) });
  const record = (await booked.json()).data.data;
  expect(JSON.parse(record.activity_session)).toMatchObject({ name, date: tuesday, start_time: '10:00' });
});

test('the admin cancels a session where a guest holds a paid ticket: the guest is refunded and e-mailed', async ({
  page,
  request,
  guest,
  signIn,
  latestMail,
  checkBothWidths,
}) => {
  test.slow();
  const today = londonToday();
  const arrival = nextFriday(addDays(today, 7));
  const stay = await guestWithStay(request, guest, arrival);
  const admin = await tokenOf(request, DEMO_OPERATOR);

  // An activity at the guest's park with one session during the stay, made through the API.
  const name = `Coasteering ${randomUUID().slice(0, 6)}`;
  const date = addDays(arrival, 1);
  const activity = await activityWithSession(request, admin, {
    code: `RH-COAST${randomUUID().slice(0, 4).toUpperCase()}`,
    name,
    description: '<p>Scramble, swim and jump along the cliffs.</p>',
    pricePence: 750,
    session: { date, start: '15:00', end: '16:00', capacity: 10 },
  });
  const { session } = activity;

  // The guest books a ticket and pays for it by card through the sandbox.
  const no = await bookActivityTickets(request, stay.token, {
    activity_session: session.session_no,
    activity_no: activity.activity_code,
    booking_no: stay.bookingNo,
    tickets: [{ code: 'ADULT', quantity: 1 }],
  });
  await payByCard(
    request,
    stay.token,
    guest,
    { type: 'Activity', activityBookingNo: no },
    `e2e-activity-${no}`,
  );

  // The admin cancels the session: the confirmation step says whom it tells and what it refunds.
  await signIn(DEMO_OPERATOR);
  await page.goto(`/admin/activities?activity=${activity.id}&tab=sessions`);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const row = page.getByRole('listitem', { name: `15:00 – 16:00, ${session.session_no}` });
  await expect(row).toContainText('1 of 10 sold · 1 ticket holder · £7.50 paid');
  await row.getByRole('button', { name: 'Cancel session at 15:00 – 16:00' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel the session of / });
  await expect(
    dialog.getByText('1 ticket holder (1 ticket) will be e-mailed that it is cancelled.'),
  ).toBeVisible();
  const facts = dialog.getByRole('definition');
  await expect(facts.nth(1)).toHaveText('£7.50');
  await checkBothWidths(page, 'admin-activities-cancel', 'the confirmation of a cancellation');
  await dialog.getByRole('button', { name: 'Cancel and refund £7.50' }).click();
  await expect(dialog.getByText('Enter a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Sea too rough');
  await dialog.getByRole('button', { name: 'Cancel and refund £7.50' }).click();
  const done = page.getByRole('dialog', { name: 'The session is cancelled' });
  await expect(
    done.getByText('The session is cancelled. 1 ticket holder e-mailed. £7.50 refunded.'),
  ).toBeVisible();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Cancel session/ })).toHaveCount(0);

  // The guest's latest e-mail says it is cancelled and what is refunded.
  const mail = await latestMail(guest.email);
  expect(mail.subject).toContain(`Cancelled: ${name}`);
  expect(mail.subject).toContain('£7.50 refunded');
  expect(mail.text).toContain('Reason: Sea too rough');
  expect(mail.text).toContain('We have refunded £7.50 to the card ending 0006.');

  // The refund shows among the day's money.
  await page.goto('/admin/payments');
  const refundRow = page
    .getByRole('region', { name: 'Payments and refunds' })
    .getByRole('listitem')
    .filter({ hasText: 'Refund £7.50' })
    .filter({ hasText: `Activity booking ${no}` });
  await expect(refundRow).toBeVisible();
  await expect(refundRow).toContainText('Reason: Session cancelled: Sea too rough');

  // The session is offered to the guest no more.
  const sessionsAfter = await request.get(
    `/api/parks/${activity.parkId}/activity-sessions?start_date_filter=${date}&end_date_filter=${date}`,
  );
  const nos = ((await sessionsAfter.json()).data as { no: string }[]).map((s) => s.no);
  expect(nos).not.toContain(session.session_no);

  // The guest's Booked Activities still shows the booking: cancelled, with the refund.
  await signIn(guest);
  await page.goto(`/booking/${stay.id}/booked-activities`);
  const bookedCard = page.getByRole('article', { name });
  await expect(bookedCard).toContainText(`Cancelled by the park on ${ukDate(today)}`);
  await expect(bookedCard).toContainText('£7.50 has been refunded to your card.');
  await expect(bookedCard.getByRole('link', { name: /Make Payment|View Details/ })).toHaveCount(0);
  await expect(page.getByText(/You have not booked any activities/)).toHaveCount(0);
  await checkBothWidths(page, 'booked-activities-cancelled', 'Booked Activities with a cancelled session');
});
