import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { booking } from '../../../db/schema';
import { apiClusterForTests } from '../../../test/api-process';
import { catalogueFactory } from '../../../test/catalogue-factory';
import { doubleBookedNights } from '../../../test/double-booked';

const serverUrl = process.env.DATABASE_URL;
const ROUNDS = 8;

type Answer = { status: number; body: { code?: string; message?: string } };

// Two API processes on one PostgreSQL server: staff at two desks (and a guest online) change the
// same unit at the same moment through different processes. Only the exclusion constraint decides.
describe.skipIf(!serverUrl)('the allocation board under races (PostgreSQL, two API processes)', () => {
  const cluster = apiClusterForTests('allocation', 2);
  let make: ReturnType<typeof catalogueFactory>;
  let reception: string;
  let admin: string;

  const call = async (
    port: number,
    method: string,
    path: string,
    token: string,
    body: unknown,
  ): Promise<Answer> => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const signIn = (who: 'reception' | 'admin') => cluster.logIn(DEMO_ACCOUNTS[who]);

  const doubleBooked = () => doubleBookedNights(cluster.db);

  beforeAll(async () => {
    make = catalogueFactory(cluster.db);
    await make.basics();
    reception = await signIn('reception');
    admin = await signIn('admin');
  }, 120_000);

  it('two staff moving two stays onto one unit and night at once: one is moved, the other told the unit is taken', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 3 });
    const [u1, u2, u3] = g.units as [(typeof g.units)[0], (typeof g.units)[0], (typeof g.units)[0]];
    const [first, second] = cluster.ports as [number, number];
    for (let round = 0; round < ROUNDS; round++) {
      const offset = 5 + round * 4;
      const stays = await cluster.db
        .insert(booking)
        .values(
          [u1, u2].map((u, i) => ({
            bookingNo: `RACE${round}${i}`,
            gradeId: g.id,
            unitId: u.id,
            arrivalDate: make.day(offset),
            noOfNights: 2,
            status: 'confirmed' as const,
            surname: `Racer${i}`,
          })),
        )
        .returning();
      const [a, b] = stays as [(typeof stays)[0], (typeof stays)[0]];
      const answers = await Promise.all([
        call(first, 'POST', `/api/admin/bookings/${a.bookingNo}/move`, reception, {
          unit_id: u3.id,
          arrival_date: make.day(offset),
        }),
        call(second, 'POST', `/api/admin/bookings/${b.bookingNo}/move`, admin, {
          unit_id: u3.id,
          arrival_date: make.day(offset),
        }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers)).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.code).toBe('UNIT_NOT_AVAILABLE');
      expect(refused.body.message).toContain(`Unit ${u3.unitCode}`);
      const onUnit3 = rowsOf<{ booking_no: string }>(
        await cluster.db.execute(
          sql`select booking_no from booking where unit_id = ${u3.id} and booking_no in (${a.bookingNo}, ${b.bookingNo})`,
        ),
      );
      expect(onUnit3).toHaveLength(1);
      // One move audited, not two.
      const [entries] = rowsOf<{ n: number }>(
        await cluster.db.execute(
          sql`select count(*)::int as n from audit_entry where action = 'booking.move' and entity_id in (${a.bookingNo}, ${b.bookingNo})`,
        ),
      );
      expect(entries!.n).toBe(1);
    }
    expect(await doubleBooked()).toBe(0);
  }, 120_000);

  it('a guest booking racing a staff block of the last free unit: never both, never a 500', async () => {
    const guest = await cluster.signUp('block.racer@example.test', 'Harbour-Lights-58');
    const [first, second] = cluster.ports as [number, number];
    const winners = { guest: 0, block: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const p = await make.park();
      const g = await make.grade({ parkId: p.id, units: 2 });
      const [taken, last] = g.units as [(typeof g.units)[0], (typeof g.units)[0]];
      await make.booking({ gradeId: g.id, unitId: taken.id, arrivalOffset: 10, nights: 7 });
      const [guestAnswer, blockAnswer] = await Promise.all([
        call(round % 2 ? first : second, 'POST', '/api/bookings', guest, {
          grade_code: g.gradeCode,
          arrival_date: make.day(12),
          no_of_nights: 3,
          no_of_adults: 2,
          no_of_children: 0,
          first_name: 'Rae',
          last_name: 'Cer',
          email: 'block.racer@example.test',
          phone_number: '07700900000',
          country_code: 'GB',
        }),
        call(round % 2 ? second : first, 'POST', '/api/admin/unit-blocks', reception, {
          unit_id: last.id,
          arrival_date: make.day(13),
          no_of_nights: 2,
          reason: 'Leak under the sink',
        }),
      ]);
      const answers = JSON.stringify([guestAnswer, blockAnswer]);
      expect(guestAnswer.status, answers).toBeLessThan(500);
      expect(blockAnswer.status, answers).toBeLessThan(500);
      const guestWon = guestAnswer.status === 201;
      const blockWon = blockAnswer.status === 201;
      expect(guestWon !== blockWon, answers).toBe(true);
      if (guestWon) {
        winners.guest += 1;
        expect(blockAnswer.body.code).toBe('UNIT_NOT_AVAILABLE');
      } else {
        winners.block += 1;
        expect(guestAnswer.body.code).toBe('SOLD_OUT');
      }
      const [live] = rowsOf<{ n: number }>(
        await cluster.db.execute(
          sql`select count(*)::int as n from booking where unit_id = ${last.id} and status in ('held', 'confirmed')`,
        ),
      );
      expect(live!.n).toBe(1);
    }
    expect(winners.guest + winners.block).toBe(ROUNDS);
    expect(await doubleBooked()).toBe(0);
  }, 120_000);

  it('a block made through one process is taken in the other’s searches (its engine hears it), and free again once removed', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 2 });
    const [first, second] = cluster.ports as [number, number];
    const arrival = make.day(20);
    const free = async () => {
      const response = await fetch(
        `http://127.0.0.1:${second}/api/find-availability?booking_type=1&park_code=${p.parkCode}&arrival_date=${arrival}&no_of_nights=3&no_of_adults=2`,
      );
      const answer = (await response.json()) as {
        data: { arrival_date: string; grade_code: string; available_count: number }[];
      };
      return answer.data.find((row) => row.arrival_date === arrival && row.grade_code === g.gradeCode)
        ?.available_count;
    };
    const shows = async (expected: number) => {
      const deadline = Date.now() + 5_000;
      for (;;) {
        const count = await free();
        if (count === expected || Date.now() > deadline) return count;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    expect(await shows(2)).toBe(2);
    const made = await call(first, 'POST', '/api/admin/unit-blocks', reception, {
      unit_id: g.units[0]!.id,
      arrival_date: make.day(21),
      no_of_nights: 1,
      reason: 'Electrics tested',
    });
    expect(made.status).toBe(201);
    expect(await shows(1)).toBe(1);
    const bookingNo = (made.body as { data?: { booking_no: string } }).data!.booking_no;
    const removed = await call(first, 'DELETE', `/api/admin/unit-blocks/${bookingNo}`, reception, undefined);
    expect(removed.status).toBe(200);
    expect(await shows(2)).toBe(2);
  }, 60_000);
});
