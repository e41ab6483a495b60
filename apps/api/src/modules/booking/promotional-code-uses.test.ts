import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../db/client';
import { booking } from '../../db/schema';
import { catalogueContext } from '../../test/catalogue-context';
import type { catalogueFactory } from '../../test/catalogue-factory';
import type { TestContext } from '../../test/harness';
import { BookingRepository } from './booking.repository';
import { StayMoneyRepository } from './stay-money.repository';

/**
 * A promotional code's times_used is the number of live bookings (held or confirmed) that carry
 * it, and never passes its limit, whatever bookings do in whatever order: apply a code (taking a
 * use, giving back the one replaced), apply the same again, remove it, be cancelled, lapse and
 * be let go, or be confirmed. fast-check draws the sequences; a model says what each step must
 * answer.
 */

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let units: number[];
let gradeId: number;
let guest: Awaited<ReturnType<TestContext['newUser']>>;
const BOOKINGS = 4;

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  const p = await make.park();
  const g = await make.grade({
    parkId: p.id,
    units: BOOKINGS,
    prices: { from: 0, to: 0, nights: [3], pricePence: 1 },
  });
  gradeId = g.id;
  units = g.units.map((u) => u.id);
  guest = await ctx.newUser();
}, 60_000);
afterAll(() => ctx.close());

type Step =
  | { kind: 'apply'; stay: number; code: number }
  | { kind: 'drop'; stay: number }
  | { kind: 'cancel'; stay: number }
  | { kind: 'lapse'; stay: number }
  | { kind: 'confirm'; stay: number };

const stay = fc.integer({ min: 0, max: BOOKINGS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('apply' as const), stay, code: fc.integer({ min: 0, max: 2 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), stay }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), stay }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lapse' as const), stay }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('confirm' as const), stay }) },
);

let run = 0;

describe('promotional code uses', () => {
  it('always equal the live bookings carrying the code, within its limit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 14 }),
        fc.tuple(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 })),
        async (steps, [limitA, limitB]) => {
          run += 1;
          // Each run has codes and stays of its own, on nights no other run uses.
          const codes = [`A${run}`, `B${run}`, `C${run}`];
          const limits = [limitA, limitB, null];
          for (const [index, code] of codes.entries()) {
            await make.promotion({
              code,
              usageLimit: limits[index],
              ...(index === 2 ? { amountOffPence: 500 } : {}),
            });
          }
          const arrival = make.day(400 + run * 4);
          const ids: number[] = [];
          for (const unitId of units) {
            const [row] = await ctx.db
              .insert(booking)
              .values({
                bookingNo: `PC${run}X${unitId}`,
                gradeId,
                unitId,
                userId: guest.id,
                arrivalDate: arrival,
                noOfNights: 3,
                status: 'held',
                holdExpiresAt: new Date(ctx.now().getTime() + 3_600_000),
                standardPricePence: 30_000,
                email: guest.email,
              })
              .returning({ id: booking.id });
            ids.push(row!.id);
          }
          const model = ids.map(() => ({ code: '', state: 'held' as 'held' | 'confirmed' | 'gone' }));
          const carrying = (code: string) =>
            model.filter((m) => m.state !== 'gone' && m.code === code).length;

          for (const s of steps) {
            const id = ids[s.stay]!;
            const m = model[s.stay]!;
            if (s.kind === 'apply') {
              const code = codes[s.code]!;
              const answer = await ctx.request({
                method: 'PUT',
                url: `/api/bookings/${id}/apply_promotional_code`,
                token: guest.token,
                payload: { promotional_code: code },
              });
              if (m.state !== 'held') {
                expect(answer.statusCode).toBeGreaterThanOrEqual(400);
              } else {
                const limit = limits[s.code] ?? null;
                const fits = m.code === code || limit === null || carrying(code) < limit;
                expect(answer.statusCode).toBe(200);
                expect(answer.json().data['@attributes'].applied).toBe(fits ? 'true' : 'false');
                if (fits) m.code = code;
                else expect(answer.json().data.reason).toBe('used_up');
              }
            } else if (s.kind === 'drop') {
              const answer = await ctx.request({
                method: 'DELETE',
                url: `/api/bookings/${id}/promotional_code`,
                token: guest.token,
              });
              if (m.state === 'held') {
                expect(answer.statusCode).toBe(200);
                m.code = '';
              } else expect(answer.statusCode).toBeGreaterThanOrEqual(400);
            } else if (s.kind === 'cancel') {
              await ctx.db.transaction((tx) =>
                new StayMoneyRepository(ctx.db).cancel(tx as unknown as Database, id),
              );
              m.state = 'gone';
            } else if (s.kind === 'lapse') {
              if (m.state === 'held') {
                await ctx.db.execute(
                  sql`update booking set hold_expires_at = now() - interval '1 second' where id = ${id}`,
                );
                await new BookingRepository(ctx.db).expireHolds(ctx.now());
                m.state = 'gone';
              }
            } else if (m.state === 'held') {
              await ctx.db.execute(
                sql`update booking set status = 'confirmed', hold_expires_at = null where id = ${id}`,
              );
              m.state = 'confirmed';
            }

            const rows = rowsOf<{
              code: string;
              times_used: number;
              usage_limit: number | null;
              live: number;
            }>(
              await ctx.db.execute(sql`
                select p.code, p.times_used, p.usage_limit,
                  (select count(*)::int from booking b
                   where b.promotional_code = p.code and b.status in ('held', 'confirmed')) as live
                from promotional_code p where p.code in (${codes[0]}, ${codes[1]}, ${codes[2]}) order by p.code`),
            );
            for (const row of rows) {
              expect(row.times_used, `${row.code} after ${JSON.stringify(s)}`).toBe(row.live);
              expect(row.times_used).toBe(carrying(row.code));
              if (row.usage_limit !== null) expect(row.times_used).toBeLessThanOrEqual(row.usage_limit);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
