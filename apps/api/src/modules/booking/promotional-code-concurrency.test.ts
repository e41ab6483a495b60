import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { extra } from '../../db/schema';
import { apiClusterForTests } from '../../test/api-process';
import { catalogueFactory } from '../../test/catalogue-factory';
import { bookingForm } from '../../test/held-stay';

const serverUrl = process.env.DATABASE_URL;
const PROCESSES = 3;
const BOOKINGS = 20;

// Several API processes on one PostgreSQL server: only a server database has connections from
// several processes racing, so this runs in the PostgreSQL pass of `npm test` (DATABASE_URL set).
describe.skipIf(!serverUrl)(
  'the last uses of a code and the last extras, from three API processes at once',
  () => {
    const cluster = apiClusterForTests('codes', PROCESSES);
    let token: string;
    let admin: string;
    const ids: number[] = [];
    let make: ReturnType<typeof catalogueFactory>;

    const port = (i: number) => cluster.ports[i % PROCESSES];
    const send = async (i: number, method: string, path: string, body: unknown, bearer = token) => {
      const response = await fetch(`http://127.0.0.1:${port(i)}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    beforeAll(async () => {
      make = catalogueFactory(cluster.db);
      await make.basics();
      const p = await make.park();
      const g = await make.grade({ parkId: p.id, units: BOOKINGS, capacity: 4 });
      await make.extras(g.id, ['COT']);
      await cluster.db.update(extra).set({ stock: 2 }).where(sql`${extra.code} = 'COT'`);
      token = await cluster.signUp('racer@example.test', 'Starting-Pistol-42');
      admin = await cluster.logIn(DEMO_ACCOUNTS.admin);
      for (let i = 0; i < BOOKINGS; i++) {
        const made = await send(
          i,
          'POST',
          '/api/bookings',
          bookingForm('racer@example.test', {
            grade_code: g.gradeCode,
            arrival_date: make.day(30),
            no_of_nights: 7,
          }),
        );
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        ids.push((made.body.data as { id: number }).id);
      }
    }, 180_000);

    it('gives a code limited to 3 to exactly 3 of 20 simultaneous bookings, and the rest a clean refusal', async () => {
      const made = await send(
        0,
        'POST',
        '/api/admin/promotional-codes',
        {
          code: 'RACE3',
          description: 'Three lucky stays',
          discount_type: 'percent',
          percent_off: 15,
          amount_off_pence: 0,
          valid_from: make.day(0),
          valid_to: make.day(10),
          minimum_nights: 1,
          park_codes: [],
          usage_limit: 3,
        },
        admin,
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);

      const answers = await Promise.all(
        ids.map((id, i) =>
          send(i, 'PUT', `/api/bookings/${id}/apply_promotional_code`, { promotional_code: 'RACE3' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
      type Answer = { message: string; data: { '@attributes': { applied: string }; reason?: string } };
      const applied = answers.filter((a) => (a.body as Answer).data['@attributes'].applied === 'true');
      const refused = answers.filter((a) => (a.body as Answer).data['@attributes'].applied === 'false');
      expect(applied).toHaveLength(3);
      expect(refused).toHaveLength(BOOKINGS - 3);
      expect(new Set(refused.map((a) => (a.body as Answer).data.reason))).toEqual(new Set(['used_up']));

      const [code] = rowsOf<{ times_used: number; carried: number }>(
        await cluster.db.execute(sql`
        select times_used, (select count(*)::int from booking where promotional_code = 'RACE3') as carried
        from promotional_code where code = 'RACE3'`),
      );
      expect(code).toEqual({ times_used: 3, carried: 3 });
    }, 120_000);

    it('lends the last 2 cots to exactly 2 of 10 simultaneous stays on the same nights', async () => {
      const answers = await Promise.all(
        ids.slice(0, 10).map((id, i) =>
          send(i, 'POST', `/api/bookings/${id}/updateExtras`, {
            extrasJSON: [{ code: 'COT', quantity: 1 }],
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(8);
      expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(['EXTRA_SOLD_OUT']));
      const [lent] = rowsOf<{ n: number }>(
        await cluster.db.execute(
          sql`select coalesce(sum(quantity), 0)::int as n from booking_extra where extra_code = 'COT'`,
        ),
      );
      expect(lent!.n).toBe(2);
    }, 120_000);
  },
);
