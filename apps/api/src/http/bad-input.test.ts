import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { addDays, nextFriday } from '@parkstays/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKING_REFERENCES } from '../db/demo-data/catalogue';
import { cardPayments } from '../test/card-payments';
import { createTestContext, type TestContext } from '../test/harness';
import { runToday } from '../test/run-clock';

const { upcoming } = DEMO_BOOKING_REFERENCES.guest;

/**
 * Bad input answers 400 naming the field, never 5xx: NUL characters, dates
 * outside the years we handle, ids past the integer range, an extra listed twice, and Fastify's own
 * errors in our one error shape.
 */
let ctx: TestContext;
let guest: Awaited<ReturnType<TestContext['newUser']>>;
let guestToken: string;
let ownerToken: string;
let operatorToken: string;
let heldId: number;
let parkId: number;
let session: { no: string; activity_code: string; tickets: { code: string }[] };

const login = async (email: string, password: string) =>
  (await ctx.request({ method: 'POST', url: '/api/login', payload: { email, password } })).json().data
    .bearer_token as string;

/** A stay of the demo data that is free 8 weeks ahead: grade and arrival for a booking. */
async function freeStay() {
  const arrival = addDays(nextFriday(runToday()), 56);
  const search = await ctx.request({
    method: 'GET',
    url: `/api/find-availability?arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`,
  });
  const stay = search.json().data.find((a: { available_count: number }) => a.available_count > 0);
  return { grade_code: stay.grade_code as string, arrival_date: stay.arrival_date as string };
}

const bookingBody = (stay: { grade_code: string; arrival_date: string }, email: string) => ({
  ...stay,
  no_of_nights: 7,
  no_of_adults: 2,
  no_of_children: 0,
  first_name: 'Ada',
  last_name: 'Byron',
  email,
  phone_number: '07700900123',
  address_1: '1 Quay',
  city: 'Whitby',
  country_code: 'GB',
});

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  guest = await ctx.newUser();
  guestToken = guest.token;
  ownerToken = await login('owner@brackenbay.example', 'LighthouseKeeper26');
  operatorToken = await login('operator@brackenbay.example', 'HarbourMasterDesk26');
  const held = await ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token: guestToken,
    payload: bookingBody(await freeStay(), guest.email),
  });
  expect(held.statusCode).toBe(201);
  heldId = held.json().data.id;
  const parks = (await ctx.request({ method: 'GET', url: '/api/parks' })).json().data;
  parkId = parks.find((p: { park_code: string }) => p.park_code === 'RH').id;
  const today = runToday();
  const sessions = await ctx.request({
    method: 'GET',
    url: `/api/parks/${parkId}/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, 30)}`,
  });
  session = sessions.json().data[0];
}, 120_000);
afterAll(() => ctx.close());

/** The answer is 400 in the one error shape and names the field. */
/** A GET of `url` is refused as bad input, naming `field`. */
const expectGetRefused = async (url: string, field: string) =>
  expectRefused(await ctx.request({ method: 'GET', url }), field);

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  const body = response.json() as {
    success: boolean;
    message: string;
    code?: string;
    errors?: { field: string }[];
  };
  expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
  expect(body.errors?.map((e) => e.field)).toContain(field);
  expect(body.message).toContain(field);
}

describe('a NUL character (U+0000) in any text', () => {
  const NUL = '\u0000';
  const cases: [string, () => Promise<Parameters<TestContext['request']>[0]>, string][] = [
    [
      'sign-up',
      async () => ({
        method: 'POST',
        url: '/api/users',
        payload: {
          email: `nul.${randomUUID().slice(0, 8)}@example.test`,
          password: 'Wandering-Heron-42',
          first_name: 'Alex',
          last_name: 'Hart',
          address_1: `1 Beach Road${NUL}`,
          country_code: 'GB',
        },
      }),
      'address_1',
    ],
    [
      'my details',
      async () => ({
        method: 'PUT',
        url: '/api/users',
        token: guestToken,
        payload: { first_name: 'Alex', last_name: 'Hart', city: `Filey${NUL}`, country_code: 'GB' },
      }),
      'city',
    ],
    [
      'a booking',
      async () => ({
        method: 'POST',
        url: '/api/bookings',
        token: guestToken,
        payload: { ...bookingBody(await freeStay(), guest.email), address_2: `Flat 2${NUL}` },
      }),
      'address_2',
    ],
    [
      'a missing booking',
      async () => ({
        method: 'POST',
        url: '/api/find-missing-booking',
        token: guestToken,
        payload: { booking_reference: `${upcoming}${NUL}`, email: 'guest@brackenbay.example' },
      }),
      'booking_reference',
    ],
    [
      'an activity booking by number',
      async () => ({ method: 'GET', url: '/api/activity_bookings/AB1%00', token: guestToken }),
      'activity_booking_no',
    ],
    [
      'an activity',
      async () => ({ method: 'GET', url: '/api/activities/RH-ARCH%00', token: guestToken }),
      'activity_code',
    ],
    [
      'an activity booking',
      async () => ({
        method: 'POST',
        url: '/api/activity_bookings',
        token: guestToken,
        payload: {
          activity_session: `${session.no}${NUL}`,
          activity_no: session.activity_code,
          booking_no: upcoming,
          tickets: [{ code: session.tickets[0]!.code, quantity: 1 }],
        },
      }),
      'activity_session',
    ],
    [
      'the owner link',
      async () => ({
        method: 'POST',
        url: '/api/owners-portal/link',
        token: guestToken,
        payload: { email: 'guest@brackenbay.example', customer_no: `C10001${NUL}` },
      }),
      'customer_no',
    ],
    [
      'a deal',
      async () => ({
        method: 'POST',
        url: '/api/owners-portal/deal',
        token: ownerToken,
        payload: { deal_no: `D1${NUL}` },
      }),
      'deal_no',
    ],
    [
      'the outbox',
      async () => ({ method: 'GET', url: '/api/outbox?to=guest%00', token: operatorToken }),
      'to',
    ],
  ];

  it.each(cases)('is refused naming the field: %s', async (_, request, field) => {
    expectRefused(await ctx.request(await request()), field);
  });

  it('is refused in a card payment, before the card processor is called', async () => {
    const { cardIdentifier, pay } = cardPayments(ctx);
    const card = await cardIdentifier(guestToken, 'SUCCESSFUL');
    const view = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${heldId}`, token: guestToken })
    ).json().data;
    const option = view.payment_options[0];
    for (const field of ['merchantSessionKey', 'cardIdentifier'] as const) {
      const response = await pay(guestToken, {
        ...card,
        [field]: `${card[field]}${NUL}`,
        type: option.dbvalue,
        bookingNumber: String(heldId),
      });
      expectRefused(response, field);
    }
  });

  it('is refused in a key the schema does not know, too', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'guest@brackenbay.example', password: 'x', [`a${NUL}`]: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('dates outside the years we handle', () => {
  it('refuses year 0000 in the events calendar and activity sessions', async () => {
    await expectGetRefused(
      '/api/events?calendar_id=6&start_date=0000-01-01&end_date=0000-01-05',
      'start_date',
    );
    await expectGetRefused(
      `/api/parks/${parkId}/activity-sessions?start_date_filter=0000-01-01&end_date_filter=0000-01-10`,
      'start_date_filter',
    );
  });

  it('refuses a search whose columns run past the last date we handle', async () => {
    await expectGetRefused('/api/find-availability?arrival_date=9999-12-31&no_of_nights=21', 'arrival_date');
    await expectGetRefused('/api/find-availability?arrival_date=2999-12-20&no_of_nights=7', 'arrival_date');
  });

  it('refuses a booking in year 0000', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/bookings',
      token: guestToken,
      payload: { ...bookingBody(await freeStay(), guest.email), arrival_date: '0000-01-07' },
    });
    expectRefused(response, 'arrival_date');
  });
});

describe('ids beyond the integer range', () => {
  it('refuses them in the path and in bodies', async () => {
    await expectGetRefused('/api/accommodations/2147483648', 'id');
    expectRefused(
      await ctx.request({
        method: 'POST',
        url: '/api/users/visits',
        token: ownerToken,
        payload: {
          park_id: 2_147_483_648,
          start_date: addDays(runToday(), 10),
          end_date: addDays(runToday(), 12),
        },
      }),
      'park_id',
    );
    expectRefused(
      await ctx.request({
        method: 'POST',
        url: '/api/activity_bookings',
        token: ownerToken,
        payload: {
          activity_session: session.no,
          activity_no: session.activity_code,
          visit_id: 2_147_483_648,
          tickets: [{ code: session.tickets[0]!.code, quantity: 1 }],
        },
      }),
      'visit_id',
    );
  });
});

describe('extras', () => {
  it('refuses an extra listed twice, whatever its case', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${heldId}/updateExtras`,
      token: guestToken,
      payload: {
        extrasJSON: [
          { code: 'COT', quantity: 1 },
          { code: 'cot', quantity: 1 },
        ],
      },
    });
    expectRefused(response, 'extrasJSON.1.code');
  });
});

describe("Fastify's own errors", () => {
  it('answers a bad percent-encoding and an over-long path parameter in our error shape', async () => {
    const badUrl = await ctx.request({ method: 'GET', url: '/api/bookings/%zz' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ success: false, message: expect.any(String), code: 'VALIDATION' });
    const longParam = await ctx.request({ method: 'GET', url: `/api/activities/${'a'.repeat(150)}` });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({ success: false, message: expect.any(String), code: 'VALIDATION' });
  });

  it("answers what Node's HTTP parser refuses (431, 400) in our error shape", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString();
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const parse = (answer: string) => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) };
    };
    const bigHeaders = parse(
      await raw(`GET /api/site-settings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(bigHeaders.status).toBe(431);
    expect(bigHeaders.head).toMatch(/content-type: application\/json/i);
    expect(bigHeaders.body).toEqual({
      success: false,
      message: expect.any(String),
      code: 'HEADERS_TOO_LARGE',
    });
    const longUrl = parse(
      await raw(`GET /api/site-settings?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(longUrl.status).toBe(431);
    expect(longUrl.body).toEqual({ success: false, message: expect.any(String), code: 'HEADERS_TOO_LARGE' });
    const garbage = parse(await raw('NOT HTTP AT ALL\r\n\r\n'));
    expect(garbage.status).toBe(400);
    expect(garbage.body).toEqual({ success: false, message: expect.any(String), code: 'BAD_REQUEST' });
  });
});
