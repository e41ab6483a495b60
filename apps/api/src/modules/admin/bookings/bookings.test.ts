import {
  addDays,
  type TBookingChange,
  type TBookingQuote,
  type TDeskBooking,
  type TFoundStay,
} from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_BOOKING_REFERENCES } from '../../../db/demo-data/catalogue';
import { createTestContext, type TestContext } from '../../../test/harness';
import { holdAsNewGuest } from '../../../test/held-stay';
import { referenceSearch } from '../../../test/reference-search';
import { runToday } from '../../../test/run-clock';
import { AuditRepository } from '../../audit/audit.repository';
import { AuditService } from '../../audit/audit.service';
import { CmsRepository } from '../../cms/cms.repository';
import { CmsService } from '../../cms/cms.service';
import { AvailabilityEngine } from '../../search/availability-engine';
import { SearchRepository } from '../../search/search.repository';
import { SearchService } from '../../search/search.service';

const { upcoming, past, byPhone } = DEMO_BOOKING_REFERENCES.guest;

let ctx: TestContext;
let reception: string;
const today = runToday();

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  reception = await ctx.signIn('reception');
}, 60_000);
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const query = async <T = Row>(text: ReturnType<typeof sql>) => rowsOf<T>(await ctx.db.execute(text));
const bookingRow = async (bookingNo: string) =>
  (
    await query<{
      id: number;
      arrival_date: string;
      no_of_nights: number;
      unit_id: number;
      grade_id: number;
      standard_price_pence: number;
      extras_pence: number;
      no_of_adults: number;
    }>(
      sql`select id, to_char(arrival_date, 'YYYY-MM-DD') as arrival_date, no_of_nights, unit_id, grade_id,
            standard_price_pence, extras_pence, no_of_adults from booking where booking_no = ${bookingNo}`,
    )
  )[0]!;
const auditOf = (bookingNo: string) =>
  query<{ action: string; before: Row; after: Row }>(
    sql`select action, before, after from audit_entry where entity_type = 'booking' and entity_id = ${bookingNo} order by id`,
  );
const priceOf = async (gradeCode: string, arrival: string, nights: number) =>
  (
    await query<{ price_pence: number }>(
      sql`select p.price_pence from price p join grade g on g.id = p.grade_id
          where g.grade_code = ${gradeCode} and p.arrival_date = ${arrival} and p.no_of_nights = ${nights}`,
    )
  )[0]!.price_pence;

/** A stay booked through the API by a new guest (held, nothing paid) on the demo's Bronze Caravans. */
async function aStay(offset: number, nights = 3, overrides: Record<string, unknown> = {}) {
  const { guest, bookingNo } = await holdAsNewGuest(ctx, {
    grade_code: 'RH-BRC',
    arrival_date: addDays(today, offset),
    no_of_nights: nights,
    first_name: 'Priya',
    last_name: 'Shah',
    ...overrides,
  });
  return { guest, bookingNo, row: await bookingRow(bookingNo) };
}

const find = async (search: string) => {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/admin/bookings${search}`,
    token: reception,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { stays: TFoundStay[]; total: number; page: number; per_page: number };
};
const detail = async (bookingNo: string) => {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/admin/bookings/${bookingNo}`,
    token: reception,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TDeskBooking;
};
const changeOf = (stay: TDeskBooking, overrides: Partial<TBookingChange> = {}): TBookingChange => ({
  arrival_date: stay.arrival_date,
  no_of_nights: stay.no_of_nights,
  grade_id: stay.grade.id,
  unit_id: null,
  no_of_adults: stay.party.no_of_adults,
  no_of_children: stay.party.no_of_children,
  has_pets: stay.party.has_pets,
  extras: stay.extras.map((e) => ({ code: e.code, quantity: e.quantity })),
  ...overrides,
});
const quote = (bookingNo: string, body: object) =>
  ctx.request({
    method: 'POST',
    url: `/api/admin/bookings/${bookingNo}/quote`,
    token: reception,
    payload: body,
  });
const patch = (bookingNo: string, body: object) =>
  ctx.request({ method: 'PATCH', url: `/api/admin/bookings/${bookingNo}`, token: reception, payload: body });

describe('GET /api/admin/bookings', () => {
  it('finds stays by reference, name, e-mail, park and arrival dates, newest arrival first', async () => {
    const { bookingNo, guest } = await aStay(41);
    const byReference = await find(`?q=${bookingNo.toLowerCase()}`);
    expect(byReference.stays.map((s) => s.booking_no)).toEqual([bookingNo]);
    expect(byReference.stays[0]).toMatchObject({
      guest_name: 'Priya Shah',
      email: guest.email,
      park_code: 'RH',
      grade_code: 'RH-BRC',
      arrival_date: addDays(today, 41),
      departure_date: addDays(today, 44),
      no_of_nights: 3,
      status: 'held',
    });
    expect(byReference.stays[0]!.total_pence).toBe(await priceOf('RH-BRC', addDays(today, 41), 3));
    expect(byReference.stays[0]!.balance_due_pence).toBe(byReference.stays[0]!.total_pence);
    expect((await find(`?q=${encodeURIComponent(guest.email.toUpperCase())}`)).stays[0]?.booking_no).toBe(
      bookingNo,
    );

    const emily = await find('?q=emily%20carter');
    expect(emily.stays.map((s) => s.booking_no)).toEqual([byPhone, upcoming, past]);
    expect(emily.total).toBe(3);
    expect((await find('?q=emily%20carter&park_code=rh')).stays.map((s) => s.booking_no)).toEqual([upcoming]);
    const arriving = await find(`?q=carter&from=${addDays(today, 60)}&to=${addDays(today, 70)}`);
    expect(arriving.stays.map((s) => s.booking_no)).toEqual([upcoming]);
    // Staying: the upcoming stay arrives at +63 for 7 nights, so it is in on the night of +66 …
    expect(
      (await find(`?q=carter&dates=staying&from=${addDays(today, 66)}&to=${addDays(today, 66)}`)).total,
    ).toBe(1);
    // … but not on its day of departure.
    expect(
      (await find(`?q=carter&dates=staying&from=${addDays(today, 70)}&to=${addDays(today, 75)}`)).total,
    ).toBe(0);
  });

  it('pages newest arrival first, and never lists unit blocks', async () => {
    const first = await find(`?park_code=RH&from=${addDays(today, 10)}&to=${addDays(today, 30)}&per_page=5`);
    expect(first.stays).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const second = await find(
      `?park_code=RH&from=${addDays(today, 10)}&to=${addDays(today, 30)}&per_page=5&page=2`,
    );
    const arrivals = [...first.stays, ...second.stays].map((s) => s.arrival_date);
    expect(arrivals).toEqual([...arrivals].sort().reverse());
    expect(second.stays[0]!.booking_no).not.toBe(first.stays[0]!.booking_no);

    const block = await aBlock(300);
    expect((await find(`?q=${block}`)).total).toBe(0);
    expect(
      (await find(`?from=${addDays(today, 300)}&to=${addDays(today, 300)}`)).stays.map((s) => s.booking_no),
    ).not.toContain(block);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: `/api/admin/bookings?from=${addDays(today, 5)}&to=${today}`,
      token: reception,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('to');
  });
});

/** A unit block (kind 'block') on a free Bronze Caravan, as the allocation board makes them. */
async function aBlock(offset: number) {
  const bookingNo = `BL${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`;
  await ctx.db.execute(sql`
    insert into booking (booking_no, kind, block_reason, grade_id, unit_id, arrival_date, no_of_nights, status)
    select ${bookingNo}, 'block', 'Boiler replaced', u.grade_id, u.id, ${addDays(today, offset)}::date, 2, 'confirmed'
    from unit u join grade g on g.id = u.grade_id
    where g.grade_code = 'RH-BRC' and not exists (
      select 1 from booking b where b.unit_id = u.id and b.status in ('held', 'confirmed')
        and b.stay && daterange(${addDays(today, offset)}::date, ${addDays(today, offset + 2)}::date, '[)'))
    order by u.id limit 1`);
  return bookingNo;
}

describe('GET /api/admin/bookings/:booking_no', () => {
  it("shows the demo's part-paid stay with its guest, party, unit, money, notes and change options", async () => {
    const stay = await detail(upcoming.toLowerCase());
    expect(stay).toMatchObject({
      booking_no: upcoming,
      status: 'confirmed',
      guest: {
        first_name: 'Emily',
        last_name: 'Carter',
        email: 'guest@brackenbay.example',
        city: 'Scarborough',
      },
      party: { no_of_adults: 2, no_of_children: 2, has_pets: false },
      park: { park_code: 'RH' },
      grade: { grade_code: 'RH-GDC', title: 'Gold Caravan' },
      arrival_date: addDays(today, 63),
      departure_date: addDays(today, 70),
      no_of_nights: 7,
      extras: [],
      money: {
        stay_pence: 69_300,
        discount_pence: 0,
        extras_pence: 0,
        total_pence: 69_300,
        paid_pence: 14_000,
        due_pence: 55_300,
        deposit_pence: 14_000,
      },
      notes: [],
      activity_bookings: [],
    });
    expect(stay.unit.unit_code).toMatch(/^GDC\d{3}$/);
    expect(stay.change_options[0]).toMatchObject({ grade_code: 'RH-GDC', capacity: 6, pets_allowed: true });
    expect(stay.change_options[0]!.units.map((u) => u.id)).toContain(stay.unit.id);
    expect(stay.change_options[0]!.extras.map((e) => e.code)).toEqual(['COT', 'HCH', 'LIN', 'PET']);
    expect(stay.change_options.every((o) => o.grade_code.startsWith('RH-'))).toBe(true);
  });

  it('answers 404 for an unknown reference and for a unit block, on every booking call', async () => {
    const block = await aBlock(310);
    for (const reference of ['BK0000000', block]) {
      const read = await ctx.request({
        method: 'GET',
        url: `/api/admin/bookings/${reference}`,
        token: reception,
      });
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('NOT_FOUND');
      const stay = await detail(upcoming);
      expect((await quote(reference, changeOf(stay))).statusCode).toBe(404);
      expect((await patch(reference, { ...changeOf(stay), expected_total_pence: 0 })).statusCode).toBe(404);
      expect(
        (
          await ctx.request({
            method: 'POST',
            url: `/api/admin/bookings/${reference}/notes`,
            token: reception,
            payload: { body: 'Hello' },
          })
        ).statusCode,
      ).toBe(404);
    }
  });
});

describe('changing a booking', () => {
  it('prices a change without making it', async () => {
    const { bookingNo, row } = await aStay(42);
    const stay = await detail(bookingNo);
    const response = await quote(
      bookingNo,
      changeOf(stay, { no_of_nights: 7, extras: [{ code: 'cot', quantity: 1 }] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const q = response.json().data as TBookingQuote;
    const stayPrice = await priceOf('RH-BRC', addDays(today, 42), 7);
    expect(q).toMatchObject({
      arrival_date: addDays(today, 42),
      departure_date: addDays(today, 49),
      no_of_nights: 7,
      stay_pence: stayPrice,
      extras: [{ code: 'COT', quantity: 1, unit_price_pence: 1500, total_pence: 1500 }],
      extras_pence: 1500,
      total_pence: stayPrice + 1500,
      previous_total_pence: row.standard_price_pence,
      paid_pence: 0,
      difference_pence: stayPrice + 1500,
      refund_first: false,
    });
    expect(typeof q.unit_available).toBe('boolean');
    expect(await bookingRow(bookingNo)).toEqual(row);
    expect(await auditOf(bookingNo)).toEqual([]);
  });

  it("refuses a party the grade does not take, with the guest booking's own words", async () => {
    const { bookingNo } = await aStay(43);
    const stay = await detail(bookingNo);
    const response = await quote(bookingNo, changeOf(stay, { no_of_adults: 4, no_of_children: 2 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'no_of_adults', message: 'This accommodation sleeps 4: please reduce the number of guests' },
    ]);
  });

  it('changes the dates and party at the quoted price, audits it in the same transaction and e-mails the guest', async () => {
    const { bookingNo, guest, row } = await aStay(44);
    const stay = await detail(bookingNo);
    const change = changeOf(stay, {
      arrival_date: addDays(today, 46),
      no_of_nights: 4,
      no_of_adults: 3,
      extras: [{ code: 'LIN', quantity: 3 }],
    });
    const q = (await quote(bookingNo, change)).json().data as TBookingQuote;
    const newPrice = await priceOf('RH-BRC', addDays(today, 46), 4);
    expect(q.total_pence).toBe(newPrice + 3600);

    // The entry cannot be written: the change is not made either.
    await ctx.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await ctx.db.execute(
      sql`create trigger refuse_audit before insert on audit_entry for each row execute function refuse_audit()`,
    );
    try {
      const failed = await patch(bookingNo, { ...change, expected_total_pence: q.total_pence });
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_audit on audit_entry`);
      await ctx.db.execute(sql`drop function refuse_audit()`);
    }
    expect(await bookingRow(bookingNo)).toEqual(row);

    const response = await patch(bookingNo, { ...change, expected_total_pence: q.total_pence });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.total_pence).toBe(newPrice + 3600);
    const after = await bookingRow(bookingNo);
    expect(after).toMatchObject({
      arrival_date: addDays(today, 46),
      no_of_nights: 4,
      no_of_adults: 3,
      standard_price_pence: newPrice,
      extras_pence: 3600,
    });
    const entries = await auditOf(bookingNo);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'booking.change',
      before: { arrival_date: addDays(today, 44), no_of_nights: 3, no_of_adults: 2, extras: 'none' },
      after: {
        arrival_date: addDays(today, 46),
        no_of_nights: 4,
        no_of_adults: 3,
        extras: 'LIN × 3',
        total_pence: newPrice + 3600,
      },
    });
    expect(Object.keys(entries[0]!.before)).not.toContain('grade');

    const [mail] = await ctx.outbox(guest.email);
    expect(mail?.subject).toContain(`Booking ${bookingNo} changed`);
    const departure = addDays(today, 50).split('-').reverse().join('/');
    expect(mail?.text).toContain(departure);
    expect(mail?.text).toContain('balance due');
    const shown = await detail(bookingNo);
    expect(shown.emails[0]?.subject).toBe(mail?.subject);
    expect(shown.extras).toEqual([
      expect.objectContaining({ code: 'LIN', quantity: 3, unit_price_pence: 1200, total_pence: 3600 }),
    ]);
  });

  it('answers 409 PRICE_CHANGED with the new quote when the price shown is not the price, changing nothing', async () => {
    const { bookingNo, row } = await aStay(47);
    const stay = await detail(bookingNo);
    const change = changeOf(stay, { no_of_nights: 4 });
    const response = await patch(bookingNo, { ...change, expected_total_pence: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      quote: { no_of_nights: 4, total_pence: await priceOf('RH-BRC', addDays(today, 47), 4) },
    });
    expect(await bookingRow(bookingNo)).toEqual(row);
    expect(await auditOf(bookingNo)).toEqual([]);
  });

  it('leaves the overlap to the exclusion constraint: 409 UNIT_NOT_AVAILABLE naming the nights, nothing changed', async () => {
    const a = await aStay(50);
    const b = await aStay(52, 3);
    const stay = await detail(a.bookingNo);
    const change = changeOf(stay, { unit_id: b.row.unit_id, arrival_date: addDays(today, 51) });
    const q = (await quote(a.bookingNo, change)).json().data as TBookingQuote;
    expect(q.unit_available).toBe(false);
    const response = await patch(a.bookingNo, { ...change, expected_total_pence: q.total_pence });
    expect(response.statusCode).toBe(409);
    const nights = (offset: number) => addDays(today, offset).split('-').reverse().join('/');
    expect(response.json()).toMatchObject({
      code: 'UNIT_NOT_AVAILABLE',
      message: expect.stringContaining(`nights of ${nights(52)} to ${nights(53)}`),
    });
    expect(await bookingRow(a.bookingNo)).toEqual(a.row);
    expect(await auditOf(a.bookingNo)).toEqual([]);
  });

  it('answers 409 REFUND_FIRST when the new total is below what is paid', async () => {
    // The stay booked by phone: 3 nights, paid in full.
    const before = await bookingRow(byPhone);
    const stay = await detail(byPhone);
    const change = changeOf(stay, { no_of_nights: 2 });
    const q = (await quote(byPhone, change)).json().data as TBookingQuote;
    expect(q.refund_first).toBe(true);
    expect(q.difference_pence).toBeLessThan(0);
    const response = await patch(byPhone, { ...change, expected_total_pence: q.total_pence });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REFUND_FIRST');
    expect(await bookingRow(byPhone)).toEqual(before);
  });

  it("moves a stay the availability engine then sees as it does the database (a row's update is heard)", async () => {
    const { bookingNo } = await aStay(55, 7);
    const repository = new SearchRepository(ctx.db);
    const cms = new CmsService(new CmsRepository(ctx.db), new AuditService(new AuditRepository(ctx.db)));
    const reference = referenceSearch(ctx.db, () => ctx.now());
    const engine = new SearchService(repository, cms, {
      cacheSeconds: 0,
      engine: new AvailabilityEngine(repository, {
        now: () => ctx.now(),
        maxStalenessMs: 0,
        onError: (error) => {
          throw error;
        },
      }),
    });
    await engine.start();
    try {
      const search = (offset: number) => ({
        booking_type: 1,
        park_code: 'RH',
        arrival_date: addDays(today, offset),
        no_of_nights: 7,
        no_of_adults: 2,
        no_of_children: 0,
        has_pets: 0,
      });
      const beforeOld = await engine.findAvailability(search(55));
      const beforeNew = await engine.findAvailability(search(75));
      const stay = await detail(bookingNo);
      const change = changeOf(stay, { arrival_date: addDays(today, 75) });
      const q = (await quote(bookingNo, change)).json().data as TBookingQuote;
      expect((await patch(bookingNo, { ...change, expected_total_pence: q.total_pence })).statusCode).toBe(
        200,
      );
      for (const offset of [55, 75]) {
        expect(await engine.findAvailability(search(offset))).toBe(
          await reference.findAvailability(search(offset)),
        );
      }
      expect(await engine.findAvailability(search(55))).not.toBe(beforeOld);
      expect(await engine.findAvailability(search(75))).not.toBe(beforeNew);
    } finally {
      await engine.close();
    }
  });
});

describe('notes and the confirmation', () => {
  it('adds notes, newest first with who wrote them, each audited', async () => {
    const { bookingNo } = await aStay(60);
    const add = (body: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/admin/bookings/${bookingNo}/notes`,
        token: reception,
        payload: { body },
      });
    expect((await add('  ')).statusCode).toBe(400);
    const first = await add('Arriving late, keys in the safe');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.staff_name).not.toBe('');
    await add('Asked for a cot');
    const stay = await detail(bookingNo);
    expect(stay.notes.map((n) => n.body)).toEqual(['Asked for a cot', 'Arriving late, keys in the safe']);
    expect(stay.notes[0]!.staff_name).toBe(first.json().data.staff_name);
    const entries = await auditOf(bookingNo);
    expect(entries.map((e) => e.action)).toEqual(['booking.note', 'booking.note']);
    expect(entries[0]!.after).toMatchObject({ note: 'Arriving late, keys in the safe' });
  });

  it('sends the confirmation again to a confirmed stay, audited, and shows it among the e-mails', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: `/api/admin/bookings/${upcoming}/resend-confirmation`,
      token: reception,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await ctx.outbox('guest@brackenbay.example');
    expect(mail?.subject).toMatch(new RegExp(`^Booking ${upcoming} confirmed`));
    expect((await auditOf(upcoming)).map((e) => e.action)).toContain('booking.resend_confirmation');
    expect((await detail(upcoming)).emails[0]?.subject).toBe(mail?.subject);

    const { bookingNo } = await aStay(61);
    const held = await ctx.request({
      method: 'POST',
      url: `/api/admin/bookings/${bookingNo}/resend-confirmation`,
      token: reception,
    });
    expect(held.statusCode).toBe(409);
  });
});
