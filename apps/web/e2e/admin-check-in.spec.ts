import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { addDays, londonToday, nextFriday } from '@parkstays/contract';
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEMO_OPERATOR, expect, type NewGuest, test, VIEWPORTS } from './fixtures';
import {
  ACTIVITIES_STAFF,
  activityWithSession,
  bookActivityTickets,
  signUpGuest,
  stayWithBalance,
  tokenOf,
  tomorrowsArrival,
  ukDate,
} from './helpers';

type Ticket = { code: string; sessionDate: string; sessionStart: string; bookingNo: string };

/**
 * One adult ticket for Family Bingo Night (free, so confirmed at once) during a new guest's week at
 * Robin Hood's Bay, its deposit paid (only a paid stay takes tickets), booked through the API as
 * the guest would.
 */
async function bingoTicket(request: APIRequestContext, guest: NewGuest): Promise<Ticket> {
  const token = await signUpGuest(request, guest);
  const headers = { authorization: `Bearer ${token}` };
  const arrival = nextFriday(addDays(londonToday(), 35));
  const paid = await stayWithBalance(request, token, guest, arrival);
  const stay = { id: paid.id, booking_no: paid.bookingNo };
  const view = await (await request.get(`/api/bookings/${stay.id}`, { headers })).json();
  const sessions = (
    await (
      await request.get(
        `/api/parks/${view.data.booking.park.id}/activity-sessions?start_date_filter=${arrival}&end_date_filter=${addDays(arrival, 6)}`,
      )
    ).json()
  ).data as { no: string; activity_code: string; date: string; start_time: string }[];
  const bingo = sessions.find((s) => s.activity_code === 'RH-BNGO');
  expect(bingo, 'a bingo night during the stay').toBeDefined();
  const no = await bookActivityTickets(request, token, {
    activity_session: bingo!.no,
    activity_no: 'RH-BNGO',
    booking_no: stay.booking_no,
    tickets: [{ code: 'ADULT', quantity: 1 }],
  });
  return {
    code: `${no}-1`,
    sessionDate: bingo!.date,
    sessionStart: bingo!.start_time,
    bookingNo: stay.booking_no,
  };
}

/** Opens the bingo night's door on Check-in: the day is in the address, the session is chosen. */
async function openBingoDoor(page: Page, ticket: Ticket) {
  await page.goto(`/admin/check-in?date=${ticket.sessionDate}`);
  await expect(page.getByRole('button', { name: /^Day / })).toContainText(ukDate(ticket.sessionDate));
  // Every park has a bingo night: the guest's stay is at Robin Hood's Bay.
  await page.getByLabel('Park').selectOption({ label: "Robin Hood's Bay" });
  await page.getByRole('button', { name: new RegExp(`^${ticket.sessionStart}.*Family Bingo Night`) }).click();
  await expect(page.getByRole('table', { name: /Tickets for Family Bingo Night/ })).toBeVisible();
}

test.describe('Check-in: activity tickets', () => {
  test('activities staff admit a ticket by its number, and a second scan is refused with when and by whom', async ({
    page,
    request,
    guest,
    signIn,
    checkBothWidths,
  }) => {
    const ticket = await bingoTicket(request, guest);
    const guestName = `${guest.firstName} ${guest.lastName}`;
    await signIn(ACTIVITIES_STAFF);

    // Activities staff land on Check-in: the one section their role opens.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/check-in$/);
    await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Today' })).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: /^Sessions on / })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await checkBothWidths(page, 'admin-check-in-today', "the check-in screen on today's sessions");

    await openBingoDoor(page, ticket);
    const attendees = page.getByRole('table', { name: /Tickets for Family Bingo Night/ });
    const row = attendees.getByRole('row').filter({ hasText: ticket.code });
    await expect(row).toContainText(guestName);
    await expect(row).toContainText(`Stay ${ticket.bookingNo}`);
    await expect(row).toContainText('Not yet');

    const number = page.getByLabel('Or type the ticket number');
    const results = page.getByRole('status').filter({ has: page.locator('[data-result]') });
    // Typed as a steward might: lower case, with spaces.
    await number.fill(` ${ticket.code.toLowerCase().replace('-', ' - ')} `);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(results).toContainText('Admitted');
    await expect(results).toContainText(`${guestName}, Adult`);
    await expect(row).toContainText(/\d\d:\d\d by Aisha Khan \(Activities\)/);
    await checkBothWidths(page, 'admin-check-in', 'the check-in screen with an admitted ticket');

    await number.fill(ticket.code);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(results).toContainText(/Already used at \d\d:\d\d by Aisha Khan \(Activities\)/);
    await expect(results).toContainText('Do not admit');
    await expect(results.locator('[data-result="already-used"]')).toBeVisible();
    await checkBothWidths(page, 'admin-check-in-refused', 'the check-in screen refusing a used ticket');

    await number.fill('AB9999999-1');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(results).toContainText('Ticket not found');
  });
});

test.describe('Check-in: a ticket for another day, at the door on a phone', () => {
  test('the scanner is at the top; a ticket for tomorrow typed with no session chosen is refused with its day and time', async ({
    page,
    request,
    guest,
    signIn,
    checkBothWidths,
  }) => {
    // The guest's own stay from tomorrow, and a free activity with a session tomorrow evening.
    const stayNo = await tomorrowsArrival(request, guest);
    const guestToken = await tokenOf(request, guest);
    const admin = await tokenOf(request, DEMO_OPERATOR);
    const tomorrow = addDays(londonToday(), 1);
    const name = `Rock Pooling ${randomUUID().slice(0, 6)}`;
    const activity = await activityWithSession(request, admin, {
      code: `RH-POOL${randomUUID().slice(0, 4).toUpperCase()}`,
      name,
      description: '<p>Crabs, anemones and starfish at low tide.</p>',
      pricePence: 0,
      session: { date: tomorrow, start: '19:36', end: '20:30', capacity: 10 },
    });
    const booked = await bookActivityTickets(request, guestToken, {
      activity_session: activity.session.session_no,
      activity_no: activity.activity_code,
      booking_no: stayNo,
      tickets: [{ code: 'ADULT', quantity: 1 }],
    });
    const code = `${booked}-1`;

    await signIn(ACTIVITIES_STAFF);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/admin/check-in');
    // On the door's phone the camera button is on the first screen, above the day's sessions.
    const camera = page.getByRole('button', { name: 'Scan with camera' });
    await expect(camera).toBeVisible();
    const cameraBox = (await camera.boundingBox())!;
    const sessionsBox = (await page.getByRole('heading', { name: 'Sessions', level: 3 }).boundingBox())!;
    expect(cameraBox.y).toBeLessThan(sessionsBox.y);
    expect(cameraBox.y + cameraBox.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);

    // Typed with no session chosen: not admitted, and the steward is told the day and time.
    await page.getByLabel('Or type the ticket number').fill(code);
    await page.getByRole('button', { name: 'Check in' }).click();
    const results = page.getByRole('status').filter({ has: page.locator('[data-result]') });
    await expect(results).toContainText('Not for today');
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${tomorrow}T12:00:00Z`),
    );
    await expect(results).toContainText(
      `This ticket is for ${weekday} ${ukDate(tomorrow).slice(0, 5)}, 19:36`,
    );
    await expect(results).not.toContainText('Admitted');
    await checkBothWidths(
      page,
      'admin-check-in-not-today',
      'the check-in screen refusing a ticket for tomorrow',
    );

    // Staff may open that session's door on purpose: the ticket is still unused there.
    await results.getByRole('button', { name: `Open ${name} on ${ukDate(tomorrow)} at 19:36` }).click();
    const attendees = page.getByRole('table', { name: new RegExp(`Tickets for ${name}`) });
    await expect(attendees.getByRole('row').filter({ hasText: code })).toContainText('Not yet');
  });
});

/**
 * YUV4MPEG2 (4:2:0) frames of a grey picture, what Chromium's fake camera plays from a file:
 * the picture as its luma plane, the two chroma planes neutral.
 */
function y4m(luma: number[], width: number, height: number, frames = 3) {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const y = Buffer.from(luma);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** The ticket's QR code as the guest's ticket page draws it (qrcode.react), on white, as luma. */
async function qrLuma(page: Page, code: string, width: number, height: number) {
  // An SVG image needs its namespace to be decoded on its own.
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, { value: code, size: 300, level: 'Q', marginSize: 4 }),
  ).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  return page.evaluate(
    async ({ svg, width, height }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(image, (width - 340) / 2, (height - 340) / 2, 340, 340);
      const { data } = context.getImageData(0, 0, width, height);
      const luma: number[] = [];
      for (let i = 0; i < data.length; i += 4) luma.push(data[i]!);
      return luma;
    },
    { svg, width, height },
  );
}

test.describe('Check-in with a camera', () => {
  test('a ticket held up to the camera is read and admitted', async ({
    page,
    request,
    guest,
    browserName,
  }, testInfo) => {
    test.skip(browserName !== 'chromium', 'the fake camera is a Chromium switch');
    const ticket = await bingoTicket(request, guest);
    const width = 640;
    const height = 480;
    const video = testInfo.outputPath('ticket.y4m');
    writeFileSync(video, y4m(await qrLuma(page, ticket.code, width, height), width, height));

    const use = testInfo.project.use;
    const camera = await chromium.launch({
      executablePath: use.launchOptions?.executablePath,
      args: [
        ...(use.launchOptions?.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await camera.newContext({
        baseURL: use.baseURL,
        locale: 'en-GB',
        timezoneId: 'Europe/London',
      });
      const staffPage = await context.newPage();
      const login = await request.post('/api/login', { data: { ...ACTIVITIES_STAFF, rememberLogin: true } });
      const { data } = await login.json();
      await staffPage.goto('/404');
      await staffPage.evaluate(
        ([user, token]) => {
          localStorage.setItem('user', user);
          localStorage.setItem('token', token);
        },
        [JSON.stringify(data.user), data.bearer_token] as const,
      );
      await openBingoDoor(staffPage, ticket);

      await staffPage.getByRole('button', { name: 'Scan with camera' }).click();
      await expect(staffPage.getByRole('button', { name: 'Stop the camera' })).toBeVisible();
      const results = staffPage.getByRole('status').filter({ has: staffPage.locator('[data-result]') });
      await expect(results).toContainText('Admitted', { timeout: 20_000 });
      await expect(results).toContainText(ticket.code);
      await staffPage.getByRole('button', { name: 'Stop the camera' }).click();
      await expect(staffPage.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
    } finally {
      await camera.close();
    }
  });
});
