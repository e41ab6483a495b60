import { addDays, nextFriday, ZApiError } from '@parkstays/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldCount,
  type GeneratedRequest,
  type KnownValues,
  operationsOf,
  RequestGenerator,
  requestsFor,
} from '../test/generated-requests';
import { createTestContext, type TestContext } from '../test/harness';
import { holdStay } from '../test/held-stay';
import { runToday } from '../test/run-clock';

/**
 * Generated input: every operation of the API's own OpenAPI document gets requests
 * drawn from its schemas from a fixed seed, so a run is repeatable. Whatever comes in, the API
 * never answers 5xx, and every 4xx is the one error shape `{ success: false, message, code }` (with
 * optional `errors`).
 */
const SEED = 20_260_611;
/** Each operation's own seed, so adding an operation leaves the others' requests as they were. */
const seedOf = (operation: { method: string; path: string }) =>
  [...`${operation.method} ${operation.path}`].reduce(
    (hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16_777_619),
    SEED,
  );
/** Requests for an operation: a few for the identities, more for each field it takes. */
const requestsPerOperation = (fields: number) => Math.min(160, 20 + 14 * fields);

let ctx: TestContext;
const tokens: Record<string, string | undefined> = {};

async function json(url: string, token?: string) {
  const response = await ctx.request({ method: 'GET', url, token });
  return response.statusCode === 200 ? response.json().data : undefined;
}

/** Real ids and codes from the demo data, so generated requests also reach past the lookups. */
async function knownValues(today: string): Promise<KnownValues> {
  const parks: { id: number; park_code: string }[] = (await json('/api/parks')) ?? [];
  const grades: { id: number; grade_code: string }[] = (await json('/api/parks/grades')) ?? [];
  const bookings: { id: number; booking_no: string; status: string }[] =
    (await json('/api/bookings', tokens.guest)) ?? [];
  const held = bookings.find((b) => b.status === 'held');
  const paid = bookings.find((b) => b.status === 'confirmed');
  const view = held ? await json(`/api/bookings/${held.id}`, tokens.guest) : undefined;
  const paymentTypes: string[] = view?.payment_options.map((o: { dbvalue: string }) => o.dbvalue) ?? [];
  const extraCodes: string[] = view?.eliteData.Extra.map((extra: { code: string }) => extra.code) ?? [];
  const activities = [];
  const sessions = [];
  for (const park of parks.slice(0, 2)) {
    activities.push(...((await json(`/api/parks/${park.id}/activities`)) ?? []));
    sessions.push(
      ...((await json(
        `/api/parks/${park.id}/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, 30)}`,
      )) ?? []),
    );
  }
  const activityBookings = paid
    ? ((await json(`/api/bookings/${paid.id}/activity_bookings`, tokens.guest)) ?? [])
    : [];
  const entries = (await json('/api/owners-portal/customer-ledger-entries', tokens.owner))?.entries ?? [];
  const visits: { id: number }[] = (await json('/api/users/visits', tokens.owner)) ?? [];
  const owner = await json('/api/owners-portal/owner', tokens.owner);
  const ticketCodes = sessions.flatMap((s: { tickets: { code: string }[] }) => s.tickets.map((t) => t.code));
  const bookingNos = bookings.map((b) => b.booking_no);
  const unique = <T>(values: T[]) => [...new Set(values)].filter((v) => v !== undefined && v !== null);
  const known = <T>(values: T[]) => values.filter((v) => v !== undefined && v !== null);
  return {
    // The held stay first and twice: most of what a booking's operations do needs one.
    id: known([
      held?.id,
      held?.id,
      ...bookings.map((b) => b.id),
      ...visits.map((v) => v.id),
      ...grades.slice(0, 3).map((g) => g.id),
      ...grades.slice(0, 3).map((g) => g.grade_code),
      ...activityBookings.map((a: { id: number }) => a.id),
    ]),
    park_id: unique(parks.map((p) => p.id)),
    park_code: unique(parks.map((p) => p.park_code)),
    park_code_filter: unique(parks.map((p) => p.park_code)),
    grade_code: unique(grades.map((g) => g.grade_code)),
    booking_no: bookingNos,
    bookingNumber: bookingNos,
    booking_reference: bookingNos,
    activity_booking_no: unique(
      activityBookings.map((a: { activity_booking_no: string }) => a.activity_booking_no),
    ),
    activityBookingNo: unique(
      activityBookings.map((a: { activity_booking_no: string }) => a.activity_booking_no),
    ),
    activity_code: unique(activities.map((a: { activity_code: string }) => a.activity_code)),
    activity_no: unique(sessions.map((s: { activity_code: string }) => s.activity_code)),
    activity_session: unique(sessions.map((s: { no: string }) => s.no)),
    code: unique([...extraCodes, ...extraCodes.map((c) => c.toLowerCase()), ...ticketCodes]),
    promotional_code: ['SUMMER10', 'WELCOME5', 'SPRING20'],
    entry_no: unique(entries.map((e: { entry_no: number }) => e.entry_no)),
    entryNumber: unique(entries.map((e: { entry_no: number }) => e.entry_no)),
    visit_id: unique(visits.map((v) => v.id)),
    customer_no: unique([owner?.customer_no, 'C10003']),
    customerNo: unique([owner?.customer_no]),
    deal_no: unique([owner?.current_deal_no]),
    calendar_id: [6],
    email: ['guest@brackenbay.example', 'newowner@brackenbay.example', 'owner@brackenbay.example'],
    to: ['guest@brackenbay.example'],
    type: [...paymentTypes, 'Initial', 'Deposit', 'Activity', 'Additional', 'Invoice'],
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '1000000' }, 'demo');
  tokens.guest = await ctx.signIn('guest');
  tokens.owner = await ctx.signIn('owner');
  tokens.operator = await ctx.signIn('admin');
  tokens.reception = await ctx.signIn('reception');
  tokens.activities = await ctx.signIn('activities');
  tokens.stranger = 'not-a-real-token';
  // A stay the guest holds (the demo guest's own are paid): extras, codes and payments can change it.
  const arrival = addDays(nextFriday(runToday()), 56);
  const search = await ctx.request({
    method: 'GET',
    url: `/api/find-availability?arrival_date=${arrival}&no_of_nights=7&no_of_adults=2`,
  });
  const stay = search.json().data.find((a: { available_count: number }) => a.available_count > 0);
  await holdStay(
    ctx,
    { token: tokens.guest, email: 'guest@brackenbay.example' },
    { grade_code: stay.grade_code, arrival_date: stay.arrival_date, no_of_nights: 7 },
  );
}, 120_000);
afterAll(async () => ctx?.close());

describe('generated input', () => {
  it('never answers 5xx to requests generated from the OpenAPI document, and errors keep their shape', async () => {
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);

    const today = runToday();
    const generator = new RequestGenerator(await knownValues(today), today);
    const requests: GeneratedRequest[] = [];
    for (const operation of operations) {
      // Log-out must not end the sessions every other request signs in with.
      const identities =
        operation.path === '/api/logout'
          ? ['none', 'stranger']
          : operation.secured
            ? [
                'guest',
                'guest',
                'guest',
                'owner',
                'owner',
                'operator',
                'reception',
                'activities',
                'none',
                'stranger',
              ]
            : ['none', 'none', 'guest'];
      requests.push(
        ...fc.sample(requestsFor(generator, operation, identities), {
          seed: seedOf(operation),
          numRuns: requestsPerOperation(fieldCount(operation)),
        }),
      );
    }

    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const badShapes: string[] = [];
    const started = Date.now();
    for (const request of requests) {
      const response = await ctx.request({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        token: tokens[request.as],
      });
      const status = response.statusCode;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const what = `${request.method} ${request.url.slice(0, 200)} as ${request.as} ${String(request.payload ?? '').slice(0, 300)}`;
      if (status >= 500) {
        serverErrors.push(`${status} ← ${what}\n    ${response.body.slice(0, 200)}`);
      } else if (status >= 400) {
        // Extra keys are allowed: find-missing-booking's 404 also says `error`, as the first version did.
        const shape = response.headers['content-type']?.toString().startsWith('application/json')
          ? ZApiError.safeParse(JSON.parse(response.body))
          : undefined;
        if (!shape?.success)
          badShapes.push(`${status} (not the error shape) ← ${what}\n    ${response.body.slice(0, 200)}`);
      }
      // The operator may switch maintenance mode on (availability then answers 503 by design).
      if (request.url === '/api/site-settings/maintenance' && status === 200) {
        await ctx.request({
          method: 'PUT',
          url: '/api/site-settings/maintenance',
          payload: { maintenance_mode: false },
          token: tokens.operator,
        });
      }
    }

    const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    process.stdout.write(
      `generated input: ${requests.length} requests over ${operations.length} operations in ${Math.round((Date.now() - started) / 100) / 10} s; statuses ${seen.join(' ')}\n`,
    );
    const failures = [...serverErrors, ...badShapes];
    expect(
      failures.slice(0, 25).join('\n'),
      `${serverErrors.length} answers 5xx, ${badShapes.length} not in the error shape`,
    ).toBe('');
  }, 300_000);

  it('refuses bodies nested past 32 levels with a 400 naming the field, and survives deep and wide input anywhere', async () => {
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(document);
    const withBody = operations.filter((operation) => operation.body);
    expect(withBody.length).toBeGreaterThan(15);

    const failures: string[] = [];
    let sent = 0;
    const send = async (
      operation: { method: string; path: string },
      url: string,
      payload: string | undefined,
      as: string,
      expectation: (
        status: number,
        body: { code?: string; errors?: { field: string }[] },
      ) => string | undefined,
    ) => {
      sent++;
      const response = await ctx.request({
        method: operation.method as 'POST',
        url,
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        payload,
        token: tokens[as],
      });
      const what = `${operation.method} ${url.slice(0, 120)} as ${as} (${String(payload ?? '').slice(0, 40)}…)`;
      if (response.statusCode >= 500) {
        failures.push(`${response.statusCode} ← ${what}: ${response.body.slice(0, 160)}`);
        return;
      }
      const body = response.headers['content-type']?.toString().startsWith('application/json')
        ? JSON.parse(response.body)
        : {};
      if (response.statusCode >= 400 && !ZApiError.safeParse(body).success) {
        failures.push(`${response.statusCode} not in the error shape ← ${what}`);
        return;
      }
      const wrong = expectation(response.statusCode, body);
      if (wrong) failures.push(`${wrong} ← ${what}: ${response.body.slice(0, 160)}`);
    };
    const pathOf = (operation: { path: string }) => operation.path.replace(/\{[^}]+\}/g, '1');

    // Past the limit: 33 levels is refused as surely as 5,000; the field is named.
    const deepBodies: { payload: string; field: string }[] = [
      { payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, field: 'body' },
      { payload: `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`, field: 'a' },
      { payload: `{"email":${'['.repeat(33)}${']'.repeat(33)}}`, field: 'email' },
      { payload: `{"first_name":"Ann","extras":[${'{"x":'.repeat(40)}0${'}'.repeat(40)}]}`, field: 'extras' },
    ];
    for (const operation of withBody) {
      for (const as of operation.secured ? ['guest', 'operator'] : ['none']) {
        for (const { payload, field } of deepBodies) {
          await send(operation, pathOf(operation), payload, as, (status, body) => {
            // Signed-in checks may answer first (401, 403, 404 for an id that is not theirs).
            if (status !== 400 && ![401, 403, 404, 405].includes(status)) return `${status}, not 400`;
            if (status === 400 && !body.errors?.some((error) => error.field === field))
              return `400 without naming ${field}`;
            return undefined;
          });
        }
        // Unclosed nesting is not JSON at all.
        await send(operation, pathOf(operation), '['.repeat(10_000), as, (status) =>
          status >= 400 && status < 500 ? undefined : `${status}, not a 4xx`,
        );
      }
    }

    // Wide: tens of thousands of items and keys, within the body limit, are no fault either.
    const wide = [
      `[${Array.from({ length: 40_000 }, () => '0').join(',')}]`,
      `{${Array.from({ length: 6_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
      `{"extras":[${Array.from({ length: 20_000 }, () => '{}').join(',')}]}`,
    ];
    for (const operation of withBody) {
      for (const payload of wide) {
        await send(operation, pathOf(operation), payload, operation.secured ? 'guest' : 'none', (status) =>
          status < 500 ? undefined : `${status}`,
        );
      }
    }

    // Query strings: a key repeated a thousand times, keys nested like a[b][c]…, and both at once.
    const repeated = (name: string) => Array.from({ length: 1_000 }, (_, i) => `${name}=${i}`).join('&');
    const bracketed = (name: string) => `${name}${'[a]'.repeat(200)}=1&${name}[]=1&${name}[0][1][2]=x`;
    for (const operation of operations.filter((o) => o.method === 'GET')) {
      const names = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      if (names.length === 0) names.push('q');
      for (const query of [names.map(repeated).join('&'), names.map(bracketed).join('&')]) {
        await send(
          operation,
          `${pathOf(operation)}?${query}`,
          undefined,
          operation.secured ? 'guest' : 'none',
          (status) => (status < 500 ? undefined : `${status}`),
        );
      }
    }

    process.stdout.write(`deep and wide input: ${sent} requests, ${failures.length} wrong\n`);
    expect(failures.slice(0, 25).join('\n'), `${failures.length} of ${sent} answered wrongly`).toBe('');
  }, 300_000);
});
