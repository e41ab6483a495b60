import { addDays, type TAuditEntry } from '@parkstays/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { DEMO_ACCOUNTS } from '../../../db/demo-data';
import { booking, unit } from '../../../db/schema';
import { catalogueContext } from '../../../test/catalogue-context';
import type { catalogueFactory } from '../../../test/catalogue-factory';
import type { TestContext } from '../../../test/harness';
import { referenceRows } from '../../../test/reference-search';
import { runToday } from '../../../test/run-clock';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let admin: string;
let reception: string;
let guest: string;
const today = runToday();
const day = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext());
  ({ admin, reception, guest } = await ctx.signInAll('admin', 'reception', 'guest'));
}, 60_000);
afterAll(() => ctx.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  token = admin,
) => {
  const response = await ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

/** Reception blocks a unit for `nights` from `offset` days ahead. */
const blockAtDesk = (unitId: number, offset: number, nights: number, reason: string) =>
  call(
    'POST',
    '/api/admin/unit-blocks',
    { unit_id: unitId, arrival_date: day(offset), no_of_nights: nights, reason },
    reception,
  );

/** A record's audit entries, newest first, as the back office reads them. */
const historyOf = async (entityType: string, entityId: number | string) =>
  (await call('GET', `/api/admin/audit-entries?entity_type=${entityType}&entity_id=${entityId}`)).body
    .data as TAuditEntry[];

const parkFields = {
  title: 'Kittiwake Sands',
  description: 'Dunes, a lifeguarded beach and a playground.',
  park_url: 'https://www.brackenbay.example/parks/kittiwake/',
  map_url: 'Bridlington, UK',
  image_url: '',
  has_owners: false,
  facility_ids: [1],
};

/** A grade's edit form's fields as the API answers them, ready to send back changed. */
const fieldsOf = (grade: Record<string, unknown>) => ({
  park_id: grade.park_id,
  holiday_type_id: grade.holiday_type_id,
  accommodation_type_id: grade.accommodation_type_id,
  title: grade.title,
  subtitle: grade.subtitle,
  excerpt: grade.excerpt,
  description: grade.description,
  features: grade.features,
  capacity: grade.capacity,
  pets_allowed: grade.pets_allowed,
  position: grade.position,
  photos: grade.photos,
});

/** What a guest's search shows of one grade: its columns' free counts, from the API (the engine). */
async function freeCounts(parkCode: string, gradeCode: string, arrival: string, nights = 3, adults = 2) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/find-availability?booking_type=1&park_code=${parkCode}&arrival_date=${arrival}&no_of_nights=${nights}&no_of_adults=${adults}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { grade_code: string; arrival_date: string; available_count: number }[])
    .filter((row) => row.grade_code === gradeCode)
    .map((row) => row.available_count);
}

/** The same from the reference query the engine is held equal to. */
async function referenceCount(parkCode: string, gradeCode: string, arrival: string, nights = 3) {
  const rows = await referenceRows(ctx.db, {
    bookingType: 1,
    parkCode,
    arrivalDates: [arrival],
    nights,
    partySize: 2,
    withPets: false,
    now: ctx.now(),
  });
  return rows.find((row) => row.grade_code === gradeCode)?.available_count;
}

describe('parks', () => {
  it('adds a park, audited, and guests see it with its words and facilities at once', async () => {
    const created = await call('POST', '/api/admin/parks', { ...parkFields, park_code: 'ks' });
    expect(created.status).toBe(201);
    const park = created.body.data;
    expect(park).toMatchObject({
      park_code: 'KS',
      title: 'Kittiwake Sands',
      facility_ids: [1],
      grade_count: 0,
    });

    const [entry] = await historyOf('park', park.id);
    expect(entry).toMatchObject({ action: 'park.create', before: null });
    expect(entry!.after).toMatchObject({ park_code: 'KS', title: 'Kittiwake Sands', facility_ids: [1] });
    expect(entry!.staff.email).toBe(DEMO_ACCOUNTS.admin.email);

    const list = await call('GET', '/api/admin/parks');
    expect(list.body.data.map((p: { park_code: string }) => p.park_code)).toContain('KS');

    const publicParks = await call('GET', '/api/parks', undefined, '');
    expect(publicParks.headers['cache-control']).toBe('no-cache');
    const seen = publicParks.body.data.find((p: { park_code: string }) => p.park_code === 'KS');
    expect(seen).toMatchObject({ title: 'Kittiwake Sands' });
    expect(seen.facilities.map((f: { id: number }) => f.id)).toEqual([1]);
  });

  it('edits a park: words, owners and facilities replaced, before and after audited', async () => {
    const p = await make.park({ title: 'Old Name' }, [1]);
    const g = await make.grade({ parkId: p.id });
    const edited = await call('PUT', `/api/admin/parks/${p.id}`, {
      ...parkFields,
      title: 'Puffin Point',
      description: 'Cliff walks to the puffin colony.',
      has_owners: true,
      facility_ids: [2],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Puffin Point', has_owners: true, facility_ids: [2] });

    const [entry] = await historyOf('park', p.id);
    expect(entry).toMatchObject({ action: 'park.edit' });
    expect(entry!.before).toMatchObject({ title: 'Old Name', facility_ids: [1], has_owners: false });
    expect(entry!.after).toMatchObject({ title: 'Puffin Point', facility_ids: [2], has_owners: true });

    // Guests read the park with its grades (the More Information popup).
    const seen = (await call('GET', `/api/accommodations/${g.gradeCode}`, undefined, '')).body.data.park;
    expect(seen).toMatchObject({ title: 'Puffin Point', description: 'Cliff walks to the puffin colony.' });
    expect(seen.facilities.map((f: { id: number }) => f.id)).toEqual([2]);
  });

  it('answers 400 naming the field and its code, and 409 naming the field for a code in use, changing nothing', async () => {
    const noTitle = await call('POST', '/api/admin/parks', { ...parkFields, park_code: 'ZZ', title: '  ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.code).toBe('VALIDATION');
    expect(noTitle.body.errors).toContainEqual({ field: 'title', message: 'Enter the park name' });

    const badCode = await call('POST', '/api/admin/parks', { ...parkFields, park_code: 'K S' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors[0].field).toBe('park_code');

    const unknownFacility = await call('POST', '/api/admin/parks', {
      ...parkFields,
      park_code: 'ZZ',
      facility_ids: [1, 999],
    });
    expect(unknownFacility.status).toBe(400);
    expect(unknownFacility.body.code).toBe('VALIDATION');
    expect(unknownFacility.body.errors).toEqual([
      { field: 'facility_ids.1', message: 'There is no facility 999' },
    ]);

    const script = await call('POST', '/api/admin/parks', {
      ...parkFields,
      park_code: 'ZZ',
      image_url: 'javascript:alert(1)',
    });
    expect(script.status).toBe(400);
    expect(script.body.errors[0].field).toBe('image_url');

    const taken = await call('POST', '/api/admin/parks', { ...parkFields, park_code: 'KS' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CONFLICT');
    expect(taken.body.errors).toEqual([{ field: 'park_code', message: expect.stringContaining('KS') }]);
    const [{ n }] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from park where park_code in ('ZZ', 'KS')`),
    ) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('is for admins only: reception is refused', async () => {
    expect((await call('GET', '/api/admin/parks', undefined, reception)).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/parks', { ...parkFields, park_code: 'RC' }, reception)).status,
    ).toBe(403);
  });
});

describe('holiday types', () => {
  it('renames and reorders a holiday type, audited, and guests see the new order at once', async () => {
    const before = (await call('GET', '/api/admin/holiday-types')).body.data;
    expect(before.map((t: { id: number }) => t.id)).toEqual([1, 2, 5]);
    const edited = await call('PUT', '/api/admin/holiday-types/5', { title: 'Resort Breaks', position: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: 5, title: 'Resort Breaks', position: 0 });
    const [entry] = await historyOf('holiday_type', 5);
    expect(entry).toMatchObject({
      action: 'holiday_type.edit',
      before: { title: 'Resort', position: 5 },
      after: { title: 'Resort Breaks', position: 0 },
    });
    const seen = await call('GET', '/api/holiday-types', undefined, '');
    expect(seen.body.data.map((t: { title: string }) => t.title)).toEqual([
      'Resort Breaks',
      'Caravan & Lodge Holidays',
      'Touring & Camping',
    ]);
  });

  it('answers 400 naming the field for an empty name or a fractional order, 404 for no such type', async () => {
    const empty = await call('PUT', '/api/admin/holiday-types/1', { title: '', position: 1 });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContainEqual({ field: 'title', message: 'Enter the holiday type name' });
    const half = await call('PUT', '/api/admin/holiday-types/1', { title: 'Caravans', position: 1.5 });
    expect(half.body.errors).toContainEqual({
      field: 'position',
      message: 'The order must be a whole number',
    });
    expect((await call('PUT', '/api/admin/holiday-types/77', { title: 'X', position: 1 })).status).toBe(404);
  });
});

describe('grades', () => {
  const gradeFields = async () => {
    const p = await make.park();
    return {
      park: p,
      fields: {
        park_id: p.id,
        holiday_type_id: 1,
        accommodation_type_id: 1,
        title: 'Ocean Breeze Caravan',
        subtitle: '2 bedrooms, sleeps 6',
        excerpt: 'A bright caravan near the beach.',
        description: 'Open-plan living.\n\nDecking with sea views.',
        features: ['tv', 'hot_tub'],
        capacity: 6,
        pets_allowed: true,
        position: 3,
        photos: [
          { image_url: '/media/grades/a.svg', alt: 'The decking at sunset' },
          { image_url: 'https://images.example.com/b.jpg', alt: '' },
        ],
      },
    };
  };

  it('adds a grade with its features and photos in order, audited, and guests see it at once', async () => {
    const { park, fields } = await gradeFields();
    const created = await call('POST', '/api/admin/grades', { ...fields, grade_code: 'ks-obc' });
    expect(created.status).toBe(201);
    const grade = created.body.data;
    expect(grade).toMatchObject({
      grade_code: 'KS-OBC',
      title: 'Ocean Breeze Caravan',
      features: ['tv', 'hot_tub'],
      photos: fields.photos,
      units: [],
      units_let: 0,
      photo_url: '/media/grades/a.svg',
    });
    const [entry] = await historyOf('grade', grade.id);
    expect(entry).toMatchObject({ action: 'grade.create', before: null });
    expect(entry!.after).toMatchObject({
      grade_code: 'KS-OBC',
      features: ['tv', 'hot_tub'],
      photos: fields.photos,
    });

    const seen = (
      await call('GET', `/api/parks/grades?booking_type=1&park_code_filter=${park.parkCode}`, undefined, '')
    ).body.data;
    expect(seen).toHaveLength(1);
    expect(seen[0].images.map((i: { image_url: string; alt: string }) => [i.image_url, i.alt])).toEqual([
      ['/media/grades/a.svg', 'The decking at sunset'],
      ['https://images.example.com/b.jpg', ''],
    ]);
  });

  it('edits a grade: title, words, features, capacity and photos reordered, seen by guests and searches at once', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 2, capacity: 4, features: ['tv'] });
    const loaded = (await call('GET', `/api/admin/grades/${g.id}`)).body.data;
    expect(loaded.units.map((u: { unit_code: string }) => u.unit_code)).toEqual(['U1', 'U2']);
    const arrival = day(20);
    expect(await freeCounts(p.parkCode, g.gradeCode, arrival, 3, 4)).toEqual([2, 2, 2]);

    const uploaded = `/media/uploads/${'a'.repeat(32)}-960.webp`;
    const edited = await call('PUT', `/api/admin/grades/${g.id}`, {
      ...fieldsOf(loaded),
      title: 'Seaview Lodge',
      description: 'Brand new for this summer.',
      features: ['central_heating', 'three_bedrooms'],
      capacity: 3,
      photos: [
        { image_url: uploaded, alt: 'The lodge from the beach' },
        { image_url: loaded.photos[0].image_url, alt: '' },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Seaview Lodge', capacity: 3, photo_url: uploaded });

    const [entry] = await historyOf('grade', g.id);
    expect(entry).toMatchObject({ action: 'grade.edit' });
    expect(entry!.before).toMatchObject({ title: g.title, capacity: 4, features: ['tv'] });
    expect(entry!.after).toMatchObject({
      title: 'Seaview Lodge',
      capacity: 3,
      features: ['central_heating', 'three_bedrooms'],
    });

    // The guest's pages (result card, More Information, booking pages) read these answers.
    const card = (await call('GET', `/api/accommodations/${g.gradeCode}`, undefined, '')).body.data;
    expect(card).toMatchObject({
      title: 'Seaview Lodge',
      description: 'Brand new for this summer.',
      capacity: 3,
    });
    expect(card.images[0]).toMatchObject({
      image_url: uploaded,
      alt: 'The lodge from the beach',
      srcset: `/media/uploads/${'a'.repeat(32)}-480.webp 1x, ${uploaded} 2x`,
    });
    expect(card.images[1]).toMatchObject({ srcset: '' });
    expect(card.features.map((f: { feature: string }) => f.feature)).toEqual([
      'central_heating',
      'three_bedrooms',
    ]);
    // The engine read the catalogue again: the grade no longer takes a party of four.
    expect(await freeCounts(p.parkCode, g.gradeCode, arrival, 3, 4)).toEqual([]);
    expect(await freeCounts(p.parkCode, g.gradeCode, arrival, 3, 3)).toEqual([2, 2, 2]);
  });

  it('answers 400 naming each field at fault with its code, 404 for no such grade, 409 for a code in use', async () => {
    const { fields } = await gradeFields();
    const bad = await call('POST', '/api/admin/grades', {
      ...fields,
      grade_code: 'OK-1',
      capacity: 0,
      features: ['Hot Tub'],
      photos: [{ image_url: '/etc/passwd', alt: '' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    const fieldsAtFault = bad.body.errors.map((e: { field: string }) => e.field);
    expect(fieldsAtFault).toEqual(expect.arrayContaining(['capacity', 'features.0', 'photos.0.image_url']));

    const noPark = await call('POST', '/api/admin/grades', {
      ...fields,
      grade_code: 'OK-2',
      park_id: 99_999,
    });
    expect(noPark.status).toBe(400);
    expect(noPark.body.errors).toEqual([{ field: 'park_id', message: 'Choose a park' }]);

    expect((await call('PUT', '/api/admin/grades/99999', fields)).status).toBe(404);

    const first = await call('POST', '/api/admin/grades', { ...fields, grade_code: 'DUP-1' });
    expect(first.status).toBe(201);
    const again = await call('POST', '/api/admin/grades', { ...fields, grade_code: 'dup-1' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'grade_code' }] });
  });
});

describe('units', () => {
  it('adds a unit, audited, which searches offer at once; a code in use is refused', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 1 });
    const arrival = day(15);
    expect(await freeCounts(p.parkCode, g.gradeCode, arrival)).toEqual([1, 1, 1]);

    const added = await call('POST', `/api/admin/grades/${g.id}/units`, { unit_code: 'u9' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ grade_id: g.id, unit_code: 'U9', retired_at: null });
    const [entry] = await historyOf('unit', added.body.data.id);
    expect(entry).toMatchObject({
      action: 'unit.add',
      before: null,
      after: { unit_code: 'U9', grade_id: g.id },
    });
    expect(await freeCounts(p.parkCode, g.gradeCode, arrival)).toEqual([2, 2, 2]);

    const taken = await call('POST', `/api/admin/grades/${g.id}/units`, { unit_code: 'U1' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'unit_code' }] });
    const badCode = await call('POST', `/api/admin/grades/${g.id}/units`, { unit_code: '' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors[0].field).toBe('unit_code');
  });

  it('renames a unit, audited; another unit of the grade keeps its code', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 2 });
    const [first, second] = g.units;
    const renamed = await call('PATCH', `/api/admin/units/${first!.id}`, { unit_code: 'Pine-1' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.unit_code).toBe('PINE-1');
    const [entry] = await historyOf('unit', first!.id);
    expect(entry).toMatchObject({
      action: 'unit.rename',
      before: { unit_code: 'U1' },
      after: { unit_code: 'PINE-1' },
    });
    const clash = await call('PATCH', `/api/admin/units/${second!.id}`, { unit_code: 'pine-1' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'unit_code' }] });
  });

  it('refuses to retire a unit with stays to come, naming them soonest first, and changes nothing', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 2 });
    const u = g.units[0]!;
    const later = await make.booking({ gradeId: g.id, unitId: u.id, arrivalOffset: 30, nights: 7 });
    // In the middle of its stay: it leaves after today.
    const staying = await make.booking({ gradeId: g.id, unitId: u.id, arrivalOffset: -2, nights: 4 });
    // A guest still paying: a live hold is a stay to come too.
    const paying = await make.booking({
      gradeId: g.id,
      unitId: u.id,
      arrivalOffset: 50,
      nights: 3,
      status: 'held',
      holdExpiresAt: new Date(ctx.now().getTime() + 10 * 60_000),
    });
    // Neither of these is a stay to come.
    await make.booking({ gradeId: g.id, unitId: u.id, arrivalOffset: -9, nights: 7 });
    await make.booking({ gradeId: g.id, unitId: u.id, arrivalOffset: 60, nights: 7, status: 'cancelled' });
    const block = await blockAtDesk(u.id, 40, 2, 'Boiler replaced');
    expect(block.status).toBe(201);

    const refused = await call('POST', `/api/admin/units/${u.id}/retire`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('UNIT_HAS_STAYS');
    expect(refused.body.booking_nos).toEqual([staying.bookingNo, later.bookingNo, paying.bookingNo]);
    expect(refused.body.message).toContain(staying.bookingNo);

    const [row] = await ctx.db.select().from(unit).where(eq(unit.id, u.id));
    expect(row!.retiredAt).toBeNull();
    const [blockRow] = await ctx.db
      .select()
      .from(booking)
      .where(eq(booking.bookingNo, block.body.data.booking_no));
    expect(blockRow!.status).toBe('confirmed');
    expect(await historyOf('unit', u.id)).toEqual([]);
  });

  it('retires a unit once its stays have moved: blocks to come are lifted, lapsed holds let go, audited', async () => {
    const p = await make.park();
    const g = await make.grade({ parkId: p.id, units: 2 });
    const [u, other] = [g.units[0]!, g.units[1]!];
    const stay = await ctx.db
      .insert(booking)
      .values({
        bookingNo: `RT${Date.now() % 1_000_000}`,
        gradeId: g.id,
        unitId: u.id,
        arrivalDate: day(10),
        noOfNights: 3,
        status: 'confirmed',
        standardPricePence: 30_000,
        firstName: 'Jo',
        surname: 'March',
      })
      .returning();
    const lapsed = await make.booking({
      gradeId: g.id,
      unitId: u.id,
      arrivalOffset: 20,
      nights: 3,
      status: 'held',
      holdExpiresAt: new Date(ctx.now().getTime() - 60_000),
    });
    const block = await blockAtDesk(u.id, 30, 2, 'Repainting');
    expect((await call('POST', `/api/admin/units/${u.id}/retire`)).body.booking_nos).toEqual([
      stay[0]!.bookingNo,
    ]);

    // Reception moves the stay to the other unit on the board; then the unit can go.
    const moved = await call(
      'POST',
      `/api/admin/bookings/${stay[0]!.bookingNo}/move`,
      { unit_id: other.id, arrival_date: day(10) },
      reception,
    );
    expect(moved.status).toBe(200);
    const retired = await call('POST', `/api/admin/units/${u.id}/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body.data.retired_at).not.toBeNull();

    const statuses = rowsOf<{ booking_no: string; status: string }>(
      await ctx.db.execute(
        sql`select booking_no, status from booking where booking_no in (${lapsed.bookingNo}, ${block.body.data.booking_no})`,
      ),
    );
    expect(Object.fromEntries(statuses.map((s) => [s.booking_no, s.status]))).toEqual({
      [lapsed.bookingNo]: 'expired',
      [block.body.data.booking_no]: 'cancelled',
    });
    const [entry] = await historyOf('unit', u.id);
    expect(entry).toMatchObject({
      action: 'unit.retire',
      before: { retired_at: null },
      after: { unit_code: u.unitCode, blocks_lifted: [block.body.data.booking_no] },
    });
    expect((await call('POST', `/api/admin/units/${u.id}/retire`)).status).toBe(409);
  });

  it('offers a retired unit to no search, booking, move, block or desk change, and brings it back', async () => {
    const p = await make.park();
    const g = await make.grade({
      parkId: p.id,
      units: 2,
      prices: { from: 0, to: 60, nights: [3, 7], pricePence: 10_000 },
    });
    const [kept, gone] = [g.units[0]!, g.units[1]!];
    const arrival = day(21);
    expect(await freeCounts(p.parkCode, g.gradeCode, arrival)).toEqual([2, 2, 2]);
    expect((await call('POST', `/api/admin/units/${gone.id}/retire`)).status).toBe(200);

    // Searches: the engine (through the API) and the reference query agree on one unit.
    expect(await freeCounts(p.parkCode, g.gradeCode, arrival)).toEqual([1, 1, 1]);
    expect(await referenceCount(p.parkCode, g.gradeCode, arrival)).toBe(1);

    // Booking: the first guest gets the unit still let; the next finds the grade sold out.
    const details = {
      grade_code: g.gradeCode,
      arrival_date: arrival,
      no_of_nights: 3,
      no_of_adults: 2,
      no_of_children: 0,
      first_name: 'Emily',
      last_name: 'Carter',
      email: DEMO_ACCOUNTS.guest.email,
      phone_number: '07700900123',
      country_code: 'GB',
    };
    const first = await call('POST', '/api/bookings', details, guest);
    expect(first.status).toBe(201);
    const [held] = await ctx.db
      .select()
      .from(booking)
      .where(eq(booking.bookingNo, first.body.data.booking_no));
    expect(held!.unitId).toBe(kept.id);
    const second = await call('POST', '/api/bookings', details, guest);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SOLD_OUT');

    // The board: no lane for it, and neither a move nor a block onto it.
    const board = (
      await call('GET', `/api/admin/board?park_code=${p.parkCode}&from=${today}`, undefined, reception)
    ).body.data;
    const lanes = board.grades.flatMap((x: { units: { unit_id: number }[] }) =>
      x.units.map((u) => u.unit_id),
    );
    expect(lanes).toContain(kept.id);
    expect(lanes).not.toContain(gone.id);
    const stay = await make.booking({ gradeId: g.id, unitId: kept.id, arrivalOffset: 40, nights: 3 });
    const move = await call(
      'POST',
      `/api/admin/bookings/${stay.bookingNo}/move`,
      { unit_id: gone.id, arrival_date: day(40) },
      reception,
    );
    expect(move.status).toBe(409);
    expect(move.body).toMatchObject({ code: 'UNIT_NOT_AVAILABLE', errors: [{ field: 'unit_id' }] });
    const block = await blockAtDesk(gone.id, 45, 1, 'Survey');
    expect(block.status).toBe(409);
    expect(block.body).toMatchObject({
      code: 'UNIT_NOT_AVAILABLE',
      message: expect.stringContaining('retired'),
    });

    // The desk's change of a stay: the quote says so, and saving is refused.
    const change = {
      arrival_date: day(40),
      no_of_nights: 3,
      grade_id: g.id,
      unit_id: gone.id,
      no_of_adults: 2,
      no_of_children: 0,
      has_pets: false,
      extras: [],
    };
    const quote = await call('POST', `/api/admin/bookings/${stay.bookingNo}/quote`, change, reception);
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({
      unit_available: false,
      unit_message: expect.stringContaining('retired'),
    });
    const saved = await call(
      'PATCH',
      `/api/admin/bookings/${stay.bookingNo}`,
      { ...change, expected_total_pence: quote.body.data.total_pence },
      reception,
    );
    expect(saved.status).toBe(409);
    expect(saved.body).toMatchObject({
      code: 'UNIT_NOT_AVAILABLE',
      message: expect.stringContaining('retired'),
    });
    const [unmoved] = await ctx.db.select().from(booking).where(eq(booking.id, stay.id));
    expect(unmoved!.unitId).toBe(kept.id);

    // Brought back: searches offer it again at once, audited.
    const back = await call('POST', `/api/admin/units/${gone.id}/bring-back`);
    expect(back.status).toBe(200);
    expect(back.body.data.retired_at).toBeNull();
    expect((await historyOf('unit', gone.id)).map((e) => e.action)).toEqual([
      'unit.bring_back',
      'unit.retire',
    ]);
    expect(await freeCounts(p.parkCode, g.gradeCode, day(50))).toEqual([2, 2, 2]);
    expect((await call('POST', `/api/admin/units/${gone.id}/bring-back`)).status).toBe(409);
  });
});
