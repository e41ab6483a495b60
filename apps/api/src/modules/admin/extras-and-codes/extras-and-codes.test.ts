import type { TAdminExtra, TAdminPromotionalCode } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { fieldsAtFault } from '../../../test/answers';
import { catalogueContext } from '../../../test/catalogue-context';
import { BREAKS_AT_100_A_NIGHT, type catalogueFactory } from '../../../test/catalogue-factory';
import type { TestContext } from '../../../test/harness';
import { holdAsNewGuest } from '../../../test/held-stay';

let ctx: TestContext;
let make: ReturnType<typeof catalogueFactory>;
let admin: string;
let reception: string;
let parkCode: string;
let otherParkCode: string;
let gradeCode: string;
let gradeId: number;
let otherGradeId: number;

beforeAll(async () => {
  ({ ctx, make } = await catalogueContext({
    MAX_LIVE_HOLDS_PER_ACCOUNT: '1000',
    MAX_LIVE_HOLDS_PER_EMAIL: '1000',
  }));
  const p = await make.park();
  const other = await make.park();
  parkCode = p.parkCode;
  otherParkCode = other.parkCode;
  const g = await make.grade({ parkId: p.id, units: 6, prices: BREAKS_AT_100_A_NIGHT });
  gradeCode = g.gradeCode;
  gradeId = g.id;
  otherGradeId = (await make.grade({ parkId: other.id, units: 1 })).id;
  ({ admin, reception } = await ctx.signInAll('admin', 'reception'));
}, 60_000);
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  ctx.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });

/** An admin's POST of `body` to `url` is refused as bad input, naming `field`. */
async function expectRefusedNaming(url: string, body: Record<string, unknown>, field: string) {
  const response = await call('POST', url, body);
  expect(response.statusCode, JSON.stringify(body)).toBe(400);
  expect(fieldsAtFault(response.json()), JSON.stringify(body)).toContain(field);
}

async function audit(entityType: string, entityId: string) {
  return rowsOf<{ action: string; before: unknown; after: unknown }>(
    await ctx.db.execute(
      sql`select action, before, after from audit_entry
          where entity_type = ${entityType} and entity_id = ${entityId} order by id`,
    ),
  );
}

/** A stay on the file's grade held through the API by a new guest. */
const hold = (offset: number, nights = 3) =>
  holdAsNewGuest(ctx, { grade_code: gradeCode, arrival_date: make.day(offset), no_of_nights: nights });

const extrasSeenBy = async (stay: { id: number; token: string }) =>
  (
    (await ctx.request({ method: 'GET', url: `/api/bookings/${stay.id}`, token: stay.token })).json().data
      .eliteData.Extra as { code: string; description: string; unit_price: string }[]
  ).map((e) => `${e.code} ${e.description} £${e.unit_price}`);

const applyCode = async (stay: { id: number; token: string }, code: string) =>
  (
    await ctx.request({
      method: 'PUT',
      url: `/api/bookings/${stay.id}/apply_promotional_code`,
      token: stay.token,
      payload: { promotional_code: code },
    })
  ).json();

const newExtra = (overrides: Record<string, unknown> = {}) => ({
  code: 'kayak',
  description: 'Kayak hire',
  unit_price_pence: 2_500,
  note: 'Life jackets included.',
  position: 5,
  stock: 4,
  grade_ids: [gradeId],
  ...overrides,
});

describe('extras (admins)', () => {
  it('makes an extra that guests of its grades see at once, audited', async () => {
    const stay = await hold(20);
    expect(await extrasSeenBy(stay)).toEqual([]);
    const made = await call('POST', '/api/admin/extras', newExtra());
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({
      success: true,
      message: 'Kayak hire is added.',
      // As it was made, its code in capitals.
      data: { ...newExtra(), code: 'KAYAK' } satisfies TAdminExtra,
    });
    expect(await extrasSeenBy(stay)).toEqual(['KAYAK Kayak hire £25.00']);
    expect(await audit('extra', 'KAYAK')).toEqual([
      { action: 'extra.create', before: null, after: made.json().data },
    ]);

    const list = (await call('GET', '/api/admin/extras')).json().data as {
      extras: TAdminExtra[];
      grades: { id: number; park_code: string }[];
    };
    expect(list.extras.map((e) => e.code)).toContain('KAYAK');
    expect(list.grades.map((g) => g.id)).toEqual(expect.arrayContaining([gradeId, otherGradeId]));

    const again = await call('POST', '/api/admin/extras', newExtra({ code: 'Kayak' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EXTRA_EXISTS', errors: [{ field: 'code' }] });
  });

  it('changes price, stock and grades: new prices for new choices, the grade that no longer offers it hides it', async () => {
    await call(
      'POST',
      '/api/admin/extras',
      newExtra({ code: 'BIKE', description: 'Bike hire', stock: null }),
    );
    const stay = await hold(24);
    const chosen = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${stay.id}/updateExtras`,
      token: stay.token,
      payload: { extrasJSON: [{ code: 'BIKE', quantity: 1 }] },
    });
    expect(chosen.statusCode).toBe(200);

    const changed = await call('PUT', '/api/admin/extras/bike', {
      description: 'Bicycle hire',
      unit_price_pence: 3_000,
      note: '',
      position: 1,
      stock: 2,
      grade_ids: [otherGradeId],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ code: 'BIKE', stock: 2, grade_ids: [otherGradeId] });
    // The stay keeps the bike it chose, at the price it was sold; a new stay is not offered it.
    const view = (
      await ctx.request({ method: 'GET', url: `/api/bookings/${stay.id}`, token: stay.token })
    ).json().data;
    expect(view.eliteData['@attributes'].extras_amount).toBe('25.00');
    expect(await extrasSeenBy(stay)).toContain('BIKE Bicycle hire £25.00');
    expect((await extrasSeenBy(await hold(24))).filter((e) => e.startsWith('BIKE'))).toEqual([]);

    const [entry] = (await audit('extra', 'BIKE')).filter((e) => e.action === 'extra.update');
    expect(entry).toMatchObject({
      before: { description: 'Bike hire', unit_price_pence: 2_500, stock: null, grade_ids: [gradeId] },
      after: { description: 'Bicycle hire', unit_price_pence: 3_000, stock: 2, grade_ids: [otherGradeId] },
    });
    expect((await call('PUT', '/api/admin/extras/NOSUCH', newExtra())).statusCode).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ unit_price_pence: -1 }, 'unit_price_pence'],
      [{ unit_price_pence: 12.5 }, 'unit_price_pence'],
      [{ stock: -1 }, 'stock'],
      [{ description: '  ' }, 'description'],
      [{ code: 'cot hire' }, 'code'],
      [{ grade_ids: [gradeId, gradeId] }, 'grade_ids.1'],
      [{ grade_ids: [999_999] }, 'grade_ids.0'],
    ];
    for (const [overrides, field] of cases) {
      await expectRefusedNaming('/api/admin/extras', newExtra({ code: 'BAD', ...overrides }), field);
    }
    expect((await call('GET', '/api/admin/extras', undefined, reception)).statusCode).toBe(403);
  });
});

const newCode = (overrides: Record<string, unknown> = {}) => ({
  code: 'spring25',
  description: '£25 off a spring break',
  discount_type: 'amount' as const,
  percent_off: 0,
  amount_off_pence: 2_500,
  valid_from: make.day(0),
  valid_to: make.day(60),
  minimum_nights: 3,
  park_codes: [],
  usage_limit: 3,
  ...overrides,
});

describe('promotional codes (admins)', () => {
  it('makes a fixed-amount or a percentage code, lists it with its uses, and audits it', async () => {
    const made = await call('POST', '/api/admin/promotional-codes', newCode());
    expect(made.statusCode, made.body).toBe(201);
    // Answered as it was made, its code in capitals, with no uses yet.
    expect(made.json().data).toEqual({
      ...newCode(),
      code: 'SPRING25',
      times_used: 0,
      status: 'active',
    } satisfies TAdminPromotionalCode);
    expect(await audit('promotional_code', 'SPRING25')).toEqual([
      { action: 'promotional_code.create', before: null, after: made.json().data },
    ]);

    // A percentage code keeps no amount, whatever was typed in the other box.
    const percent = await call(
      'POST',
      '/api/admin/promotional-codes',
      newCode({
        code: 'TENPC',
        discount_type: 'percent',
        percent_off: 10,
        amount_off_pence: 999,
        usage_limit: null,
      }),
    );
    expect(percent.json().data).toMatchObject({ percent_off: 10, amount_off_pence: 0, usage_limit: null });

    const stay = await hold(30);
    expect((await applyCode(stay, 'spring25')).data['@attributes'].applied).toBe('true');
    const codes = (await call('GET', '/api/admin/promotional-codes')).json().data;
    expect(codes.codes.find((c: TAdminPromotionalCode) => c.code === 'SPRING25')).toMatchObject({
      times_used: 1,
      usage_limit: 3,
    });
    expect(codes.parks.map((p: { park_code: string }) => p.park_code)).toEqual(
      expect.arrayContaining([parkCode, otherParkCode]),
    );
    expect((await call('POST', '/api/admin/promotional-codes', newCode())).json().code).toBe(
      'PROMOTIONAL_CODE_EXISTS',
    );
  });

  it('refuses bad input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discount_type: 'percent', percent_off: 0 }, 'percent_off'],
      [{ discount_type: 'percent', percent_off: 101 }, 'percent_off'],
      [{ discount_type: 'amount', amount_off_pence: 0 }, 'amount_off_pence'],
      [{ discount_type: 'half' }, 'discount_type'],
      [{ valid_to: make.day(-1) }, 'valid_to'],
      [{ valid_from: '2026-02-30' }, 'valid_from'],
      [{ minimum_nights: 0 }, 'minimum_nights'],
      [{ usage_limit: 0 }, 'usage_limit'],
      [{ park_codes: ['NOPARK'] }, 'park_codes.0'],
      [{ code: '' }, 'code'],
    ];
    for (const [overrides, field] of cases) {
      await expectRefusedNaming(
        '/api/admin/promotional-codes',
        newCode({ code: 'BADONE', ...overrides }),
        field,
      );
    }
    expect((await call('GET', '/api/admin/promotional-codes', undefined, reception)).statusCode).toBe(403);
  });

  it('changes a code for guests at once, but never its limit below the bookings that carry it', async () => {
    await call('POST', '/api/admin/promotional-codes', newCode({ code: 'EDITME', usage_limit: 5 }));
    const first = await hold(34);
    const second = await hold(34);
    expect((await applyCode(first, 'EDITME')).data['@attributes'].applied).toBe('true');
    expect((await applyCode(second, 'EDITME')).data['@attributes'].applied).toBe('true');

    const below = await call('PUT', '/api/admin/promotional-codes/EDITME', {
      ...newCode({ usage_limit: 1 }),
      code: undefined,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual([
      { field: 'usage_limit', message: '2 bookings carry this code: the limit cannot be below 2' },
    ]);

    const changed = await call('PUT', '/api/admin/promotional-codes/editme', {
      ...newCode({ minimum_nights: 7, park_codes: [otherParkCode.toLowerCase()], usage_limit: 2 }),
      code: undefined,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      minimum_nights: 7,
      park_codes: [otherParkCode],
      times_used: 2,
    });
    const third = await hold(36, 7);
    expect((await applyCode(third, 'EDITME')).data.reason).toBe('other_park');
    const [entry] = (await audit('promotional_code', 'EDITME')).filter(
      (e) => e.action === 'promotional_code.update',
    );
    expect(entry).toMatchObject({ before: { minimum_nights: 3 }, after: { minimum_nights: 7 } });
  });

  it('ends a code early: guests are refused from today, bookings that carry it keep it', async () => {
    await call('POST', '/api/admin/promotional-codes', newCode({ code: 'STOPNOW', usage_limit: null }));
    const stay = await hold(40);
    expect((await applyCode(stay, 'STOPNOW')).data['@attributes'].applied).toBe('true');
    const ended = await call('POST', '/api/admin/promotional-codes/STOPNOW/end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({
      valid_to: make.day(-1),
      valid_from: make.day(-1),
      status: 'ended',
    });
    expect((await applyCode(await hold(40), 'STOPNOW')).data.reason).toBe('ended');
    const [row] = rowsOf<{ code: string }>(
      await ctx.db.execute(sql`select promotional_code as code from booking where id = ${stay.id}`),
    );
    expect(row!.code).toBe('STOPNOW');
    expect((await call('POST', '/api/admin/promotional-codes/STOPNOW/end')).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/promotional-codes/NOSUCH/end')).statusCode).toBe(404);
    expect((await audit('promotional_code', 'STOPNOW')).map((e) => e.action)).toEqual([
      'promotional_code.create',
      'promotional_code.end',
    ]);
  });
});
