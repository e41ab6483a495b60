import { nextFriday, STAY_LENGTHS } from '@parkstays/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { apiClusterForTests } from '../../../test/api-process';
import { catalogueFactory } from '../../../test/catalogue-factory';

const serverUrl = process.env.DATABASE_URL;

/** How soon the other process must show an edit (its engine hears it by NOTIFY; decision 029 allows 50 ms). */
const OTHER_PROCESS_WITHIN_MS = 1_000;

// Two API processes as production runs them (answers kept, engines fed by LISTEN/NOTIFY) on one
// PostgreSQL server: an admin's edit through one shows at once in its own searches, and in the
// other's as soon as that engine hears it.
describe.skipIf(!serverUrl)('price and rule edits seen by every API process (PostgreSQL)', () => {
  const cluster = apiClusterForTests('prices', 2);
  let make: ReturnType<typeof catalogueFactory>;
  let admin: string;
  beforeAll(async () => {
    make = catalogueFactory(cluster.db);
    await make.basics();
    admin = await cluster.logIn(DEMO_ACCOUNTS.admin);
  }, 120_000);

  const send = async (port: number, method: string, url: string, body: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${admin}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, text).toBeLessThan(300);
    return JSON.parse(text) as { data: { id: number } };
  };

  it('shows a new price, a stop-sell, a stay limit and an arrival-day rule in both processes', async () => {
    const p = await make.park();
    const g = await make.grade({
      parkId: p.id,
      units: 2,
      prices: { from: 0, to: 90, nights: [...STAY_LENGTHS], pricePence: 10_000 },
    });
    const friday = nextFriday(make.day(30));
    const [first, second] = cluster.ports as [number, number];
    const priceShown = async (port: number, nights = 7, arrival = friday) => {
      const answer = (await (
        await fetch(
          `http://127.0.0.1:${port}/api/find-availability?booking_type=1&park_code=${p.parkCode}&arrival_date=${arrival}&no_of_nights=${nights}&no_of_adults=2`,
        )
      ).json()) as { data: { arrival_date: string; grade_code: string; price_pence: number }[] };
      return answer.data.find((row) => row.arrival_date === arrival && row.grade_code === g.gradeCode)
        ?.price_pence;
    };
    /** Asks `port` until it answers `expected`; fails if that takes longer than OTHER_PROCESS_WITHIN_MS. */
    const seen = async (port: number, expected: number | undefined, nights = 7, arrival = friday) => {
      const started = Date.now();
      while ((await priceShown(port, nights, arrival)) !== expected) {
        if (Date.now() - started > OTHER_PROCESS_WITHIN_MS)
          throw new Error(`port ${port} still does not show ${expected} after ${OTHER_PROCESS_WITHIN_MS} ms`);
      }
    };
    // Both processes know the new grade and keep its answers.
    await seen(first, 70_000);
    await seen(second, 70_000);
    expect(await priceShown(second)).toBe(70_000);

    // A bulk price through the first process: its next search shows it, the other's soon after.
    await send(first, 'POST', '/api/admin/prices/bulk', {
      grade_code: g.gradeCode,
      start_date: friday,
      end_date: friday,
      weekdays: [5],
      nights: [7],
      action: 'set_price',
      price_pence: 65_000,
    });
    expect(await priceShown(first)).toBe(65_000);
    await seen(second, 65_000);

    // A stop-sell through the second process.
    const stop = await send(second, 'POST', '/api/admin/stop-sells', {
      grade_code: g.gradeCode,
      start_date: friday,
      end_date: friday,
    });
    expect(await priceShown(second)).toBeUndefined();
    await seen(first, undefined);
    await send(first, 'DELETE', `/api/admin/stop-sells/${stop.data.id}`, undefined);
    expect(await priceShown(first)).toBe(65_000);
    await seen(second, 65_000);

    // A stay limit of 3 to 4 nights: 7 nights is off sale in both.
    const limit = await send(first, 'POST', '/api/admin/stay-limits', {
      park_code: p.parkCode,
      holiday_type_id: 1,
      start_date: make.day(20),
      end_date: make.day(50),
      min_nights: 3,
      max_nights: 4,
    });
    expect(await priceShown(first)).toBeUndefined();
    await seen(second, undefined);
    await send(second, 'DELETE', `/api/admin/stay-limits/${limit.data.id}`, undefined);
    await seen(first, 65_000);

    // An arrival-day rule: 3-night stays start on Mondays only.
    expect(await priceShown(first, 3)).toBe(30_000);
    await send(second, 'POST', '/api/admin/arrival-rules', {
      park_code: p.parkCode,
      holiday_type_id: 1,
      no_of_nights: 3,
      weekdays: [1],
    });
    expect(await priceShown(second, 3)).toBeUndefined();
    await seen(first, undefined, 3);
  }, 60_000);
});
