import { addDays, type TOccupancyNight } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { runToday } from '../../../test/run-clock';

let ctx: TestContext;
let reception: string;
let activities: string;
const today = runToday();

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  ({ reception, activities } = await ctx.signInAll('reception', 'activities'));
}, 60_000);
afterAll(() => ctx.close());

/** A park's first few units with nothing on them over [from, to) (the demo's parks are busy). */
async function freeUnits(parkCode: string, from = addDays(today, -4), to = addDays(today, 5)) {
  return rowsOf<{ unit_id: number; grade_id: number; unit_code: string }>(
    await ctx.db.execute(sql`
      select u.id as unit_id, u.grade_id, u.unit_code from unit u
      join grade g on g.id = u.grade_id join park p on p.id = g.park_id
      where p.park_code = ${parkCode}
        and not exists (select 1 from booking b where b.unit_id = u.id and b.status in ('held', 'confirmed')
          and b.stay && daterange(${from}::date, ${to}::date, '[)'))
      order by u.id limit 3`),
  );
}

let serial = 0;
async function insertRow(values: {
  unitId: number;
  gradeId: number;
  arrival: string;
  nights: number;
  kind?: 'stay' | 'block';
  status?: string;
  firstName?: string;
  surname?: string;
  standard?: number;
  paid?: number;
}) {
  serial += 1;
  const bookingNo = `BK77${String(serial).padStart(5, '0')}`;
  await ctx.db.execute(sql`
    insert into booking (booking_no, grade_id, unit_id, arrival_date, no_of_nights, status, kind,
      block_reason, first_name, surname, email, standard_price_pence, paid_pence, confirmed_at)
    values (${bookingNo}, ${values.gradeId}, ${values.unitId}, ${values.arrival}, ${values.nights},
      ${values.status ?? 'confirmed'}, ${values.kind ?? 'stay'},
      ${values.kind === 'block' ? 'Boiler replaced' : ''}, ${values.firstName ?? 'Priya'},
      ${values.surname ?? 'Shah'}, 'priya.shah@example.test', ${values.standard ?? 50_000},
      ${values.paid ?? 10_000}, now())`);
  return bookingNo;
}

describe('GET /api/admin/occupancy', () => {
  it('counts a stay as taken and a block as out of order, night by night, for 14 nights', async () => {
    const from = addDays(today, 200);
    const read = async (): Promise<TOccupancyNight[]> => {
      const response = await ctx.request({
        method: 'GET',
        url: `/api/admin/occupancy?park_code=GS&from=${from}`,
        token: reception,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ park_code: 'GS', from });
      return response.json().data.nights;
    };
    const before = await read();
    expect(before.map((n) => n.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(from, i)));
    const [first, second] = await freeUnits('GS', from, addDays(from, 14));
    await insertRow({
      unitId: first!.unit_id,
      gradeId: first!.grade_id,
      arrival: addDays(from, 1),
      nights: 3,
    });
    await insertRow({
      unitId: second!.unit_id,
      gradeId: second!.grade_id,
      arrival: addDays(from, 2),
      nights: 2,
      kind: 'block',
      standard: 0,
      paid: 0,
    });
    const after = await read();
    const change = after.map((night, i) => ({
      taken: night.units_taken - before[i]!.units_taken,
      blocked: night.units_blocked - before[i]!.units_blocked,
      free: night.units_free - before[i]!.units_free,
    }));
    expect(change.slice(0, 5)).toEqual([
      { taken: 0, blocked: 0, free: 0 },
      { taken: 1, blocked: 0, free: -1 },
      { taken: 1, blocked: 1, free: -2 },
      { taken: 1, blocked: 1, free: -2 },
      { taken: 0, blocked: 0, free: 0 },
    ]);
    for (const night of after) {
      const inOrder = night.units_total - night.units_blocked;
      expect(night.units_free).toBe(inOrder - night.units_taken - night.units_held);
      expect(night.percent).toBe(Math.round(((night.units_taken + night.units_held) / inOrder) * 100));
    }
  });

  it('answers 400 naming a bad date, 404 for an unknown park, 403 to activities staff', async () => {
    const bad = await ctx.request({
      method: 'GET',
      url: '/api/admin/occupancy?park_code=GS&from=2026-13-01',
      token: reception,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('from');
    const missing = await ctx.request({
      method: 'GET',
      url: '/api/admin/occupancy?park_code=ZZ',
      token: reception,
    });
    expect(missing.statusCode).toBe(404);
    const other = await ctx.request({
      method: 'GET',
      url: '/api/admin/occupancy?park_code=GS',
      token: activities,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('checking a stay in', () => {
  const checkIn = (bookingNo: string, token = reception) =>
    ctx.request({ method: 'POST', url: `/api/admin/bookings/${bookingNo}/check-in`, token });

  it('checks a stay arriving today in once, audited; a second time says when and by whom', async () => {
    const [unit] = await freeUnits('HM');
    const bookingNo = await insertRow({
      unitId: unit!.unit_id,
      gradeId: unit!.grade_id,
      arrival: today,
      nights: 2,
      firstName: 'Tomasz',
      surname: 'Nowak',
    });

    const first = await checkIn(bookingNo);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      data: {
        booking_no: bookingNo,
        guest_name: 'Tomasz Nowak',
        unit_code: unit!.unit_code,
        checked_in_by: 'Tom Bennett',
      },
    });
    expect(first.json().message).toContain('is checked in');

    const history = await ctx.request({
      method: 'GET',
      url: `/api/admin/audit-entries?entity_type=booking&entity_id=${bookingNo}`,
      token: reception,
    });
    expect(history.json().data).toHaveLength(1);
    const [entry] = history.json().data;
    expect(entry).toMatchObject({ action: 'booking.check_in', before: { checked_in_at: null } });
    // The history names who checked the party in, not their account's number.
    expect(entry.people).toEqual({ [String(entry.after.checked_in_by)]: 'Tom Bennett' });

    const again = await checkIn(bookingNo);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_CHECKED_IN');
    expect(again.json().message).toMatch(
      new RegExp(`^${bookingNo} was already checked in on .+ by Tom Bennett\\.$`),
    );
    const stillOne = await ctx.request({
      method: 'GET',
      url: `/api/admin/audit-entries?entity_type=booking&entity_id=${bookingNo}`,
      token: reception,
    });
    expect(stillOne.json().data).toHaveLength(1);

    // Today's lists show who checked the party in.
    const day = await ctx.request({
      method: 'GET',
      url: `/api/admin/today?park_code=HM&date=${today}`,
      token: reception,
    });
    const listed = day
      .json()
      .data.parks[0].arrivals.find((s: { booking_no: string }) => s.booking_no === bookingNo);
    expect(listed).toMatchObject({ checked_in_by: 'Tom Bennett' });
    expect(listed.checked_in_at).not.toBeNull();
  });

  it('refuses a stay arriving on another day, a stay that is over, one not confirmed, and a block', async () => {
    const [a, b, c] = await freeUnits('RH');
    const tomorrow = await insertRow({
      unitId: a!.unit_id,
      gradeId: a!.grade_id,
      arrival: addDays(today, 1),
      nights: 2,
    });
    const refused = await checkIn(tomorrow);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_ARRIVING');
    expect(refused.json().message).toContain('not today');

    const over = await insertRow({
      unitId: b!.unit_id,
      gradeId: b!.grade_id,
      arrival: addDays(today, -3),
      nights: 3,
    });
    expect((await checkIn(over)).json()).toMatchObject({ code: 'NOT_ARRIVING' });

    // Arrived yesterday, still there: reception can still check the party in.
    const late = await insertRow({
      unitId: c!.unit_id,
      gradeId: c!.grade_id,
      arrival: addDays(today, -1),
      nights: 3,
    });
    expect((await checkIn(late)).statusCode).toBe(200);

    const [d, e] = await freeUnits('HM');
    const cancelled = await insertRow({
      unitId: d!.unit_id,
      gradeId: d!.grade_id,
      arrival: today,
      nights: 2,
      status: 'cancelled',
    });
    expect((await checkIn(cancelled)).json()).toMatchObject({ code: 'NOT_ARRIVING' });
    const block = await insertRow({
      unitId: e!.unit_id,
      gradeId: e!.grade_id,
      arrival: today,
      nights: 2,
      kind: 'block',
      standard: 0,
      paid: 0,
    });
    expect((await checkIn(block)).statusCode).toBe(404);
    expect((await checkIn('BK0000000')).statusCode).toBe(404);
    expect((await checkIn(tomorrow, activities)).statusCode).toBe(403);
    const changed = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`select count(*)::int as n from booking where booking_no in (${tomorrow}, ${over}, ${cancelled}, ${block}) and checked_in_at is not null`,
      ),
    );
    expect(changed[0]!.n).toBe(0);
  });

  it("finds the day's arrivals by reference or name, and leaves blocks out of Today", async () => {
    const [unit, other] = await freeUnits('GS');
    const bookingNo = await insertRow({
      unitId: unit!.unit_id,
      gradeId: unit!.grade_id,
      arrival: today,
      nights: 4,
      firstName: 'Olwen',
      surname: 'Pritchard',
    });
    const block = await insertRow({
      unitId: other!.unit_id,
      gradeId: other!.grade_id,
      arrival: today,
      nights: 1,
      kind: 'block',
      standard: 0,
      paid: 0,
    });
    const find = async (q: string) =>
      (
        await ctx.request({
          method: 'GET',
          url: `/api/admin/arrivals?park_code=GS&date=${today}&q=${encodeURIComponent(q)}`,
          token: reception,
        })
      )
        .json()
        .data.arrivals.map((arrival: { booking_no: string }) => arrival.booking_no);
    expect(await find('pritch')).toEqual([bookingNo]);
    expect(await find(bookingNo.toLowerCase())).toEqual([bookingNo]);
    expect(await find('olwen p')).toEqual([bookingNo]);
    expect(await find('nobody-called-this')).toEqual([]);
    expect(await find('')).not.toContain(block);

    const day = await ctx.request({
      method: 'GET',
      url: `/api/admin/today?park_code=GS&date=${today}`,
      token: reception,
    });
    const park = day.json().data.parks[0];
    expect(park.arrivals.map((s: { booking_no: string }) => s.booking_no)).toContain(bookingNo);
    expect(park.arrivals.map((s: { booking_no: string }) => s.booking_no)).not.toContain(block);
  });
});
