import { readFileSync } from 'node:fs';
import { addDays, FEATURE_FILTERS, nextFriday } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS } from '../../db/demo-data';
import { DEMO_BOOKING_REFERENCES } from '../../db/demo-data/catalogue';
import { createTestContext, type TestContext } from '../../test/harness';
import { missingBookingCalls } from '../../test/missing-booking';
import { runToday } from '../../test/run-clock';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
}, 120_000);
afterAll(() => ctx.close());

const count = async (table: string) =>
  rowsOf<{ n: number }>(await ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

describe('the demo catalogue', () => {
  it('is big enough to feel real: 6 parks, 5 holiday types, 40 grades, 600 units, 18 months of prices', async () => {
    expect(await count('park')).toBeGreaterThanOrEqual(6);
    expect(await count('holiday_type')).toBeGreaterThanOrEqual(4);
    expect(await count('grade')).toBeGreaterThanOrEqual(40);
    expect(await count('unit')).toBeGreaterThanOrEqual(600);
    const [span] = rowsOf<{ last: string }>(
      await ctx.db.execute(sql`select to_char(max(arrival_date), 'YYYY-MM-DD') as last from price`),
    );
    expect(span!.last >= addDays(runToday(), 540)).toBe(true);
  });

  it('gives every card pictures that load, and school holidays cost more', async () => {
    const { body } = await ctx.get('/api/parks/grades?booking_type=1');
    for (const accommodation of body.data) {
      expect(accommodation.images.length).toBeGreaterThan(0);
      const image = await ctx.request({ method: 'GET', url: accommodation.images[0].image_url });
      expect(image.statusCode, accommodation.images[0].image_url).toBe(200);
    }
    const [prices] = rowsOf<{ august: number; november: number }>(
      await ctx.db.execute(sql`
        select max(price_pence) filter (where to_char(arrival_date, 'MM') = '08') as august,
               max(price_pence) filter (where to_char(arrival_date, 'MM') = '11') as november
        from price join grade on grade.id = price.grade_id
        where grade.grade_code = 'RH-BRC' and no_of_nights = 7`),
    );
    expect(prices!.august).toBeGreaterThan(prices!.november);
  });

  it('describes each park in its own words, as a real park would', async () => {
    const grades = rowsOf<{ description: string; park: string; code: string }>(
      await ctx.db.execute(
        sql.raw(
          'select g.description, p.title as park, p.park_code as code from grade g join park p on p.id = g.park_id',
        ),
      ),
    );
    expect(grades.length).toBeGreaterThan(0);
    for (const { description, park } of grades) {
      // Never "Robin Hood's Bay sits near Robin Hood's Bay".
      expect(description, park).not.toMatch(/(\b[A-Z][\w’' ]+) sits near \1\b/);
      expect(description.split(park).length - 1, `${park} named more than once`).toBeLessThanOrEqual(1);
    }
    // The moors and the lakes are not on the coast.
    for (const inland of ['HM', 'LW']) {
      for (const { description } of grades.filter((g) => g.code === inland)) {
        expect(description, inland).not.toMatch(/coast|beach|sea\b/i);
      }
    }
  });

  it('has availability for the default search, with some grades nearly or fully booked', async () => {
    const { status, body } = await ctx.get(
      `/api/find-availability?booking_type=1&arrival_date=${nextFriday(runToday())}&no_of_nights=7&no_of_adults=2`,
    );
    expect(status).toBe(200);
    expect(new Set(body.data.map((r: { grade_code: string }) => r.grade_code)).size).toBeGreaterThan(10);
    const counts = body.data.map((r: { available_count: number }) => r.available_count);
    expect(counts.some((n: number) => n > 3)).toBe(true);
    expect(counts.some((n: number) => n >= 1 && n <= 3)).toBe(true);
  });
});

describe('catalogue endpoints', () => {
  it('lists holiday types, accommodation types and facilities', async () => {
    const types = await ctx.get('/api/holiday-types');
    expect(types.body.data.map((t: { id: number }) => t.id)).toEqual([1, 2, 3, 4, 5]);
    expect(types.body.data[4]).toEqual({ id: 5, title: 'Resort' });
    // Staff edit the catalogue: a browser keeps an answer but asks again before using it.
    expect(types.headers['cache-control']).toBe('no-cache');
    expect((await ctx.get('/api/accommodation-types')).body.data).toContainEqual({ id: 2, title: 'Lodge' });
    const facilities = (await ctx.get('/api/facilities')).body.data;
    expect(facilities).toContainEqual({ id: 1, title: 'Indoor Pool', icon: '/media/facilities/1.svg' });
  });

  it('lists the parks that sell a holiday type, with facilities, and only owners’ parks on request', async () => {
    const all = (await ctx.get('/api/parks')).body.data;
    expect(all).toHaveLength(6);
    const touring = (await ctx.get('/api/parks?booking_type=2')).body.data.map(
      (p: { park_code: string }) => p.park_code,
    );
    expect(touring.sort()).toEqual(['GS', 'RH', 'WC']);
    const resort = (await ctx.get('/api/parks?booking_type=5')).body.data;
    expect(resort.map((p: { park_code: string }) => p.park_code)).toEqual(['SR']);
    const rh = all.find((p: { park_code: string }) => p.park_code === 'RH');
    expect(rh).toMatchObject({ title: "Robin Hood's Bay", image_url: '/media/parks/RH.svg' });
    expect(rh.facilities.map((f: { title: string }) => f.title)).toContain('Indoor Pool');
    const owners = (await ctx.get('/api/parks?show_owner_only=1')).body.data.map(
      (p: { park_code: string }) => p.park_code,
    );
    expect(owners).not.toContain('WC');
    expect((await ctx.get('/api/parks?show_owner_only=2')).status).toBe(400);
  });

  it('lists the grades of a type at one park with features, images and the park', async () => {
    const { body } = await ctx.get('/api/parks/grades?booking_type=1&park_code_filter=rh');
    expect(body.data.map((g: { grade_code: string }) => g.grade_code)).toEqual([
      'RH-BRC',
      'RH-SLC',
      'RH-GDC',
      'RH-PLL',
      'RH-FAL',
    ]);
    const gold = body.data[2];
    expect(gold).toMatchObject({ title: 'Gold Caravan', capacity: 6, pets_allowed: true, park_code: 'RH' });
    const known = FEATURE_FILTERS.map((f) => f.feature) as string[];
    expect(gold.features.every((f: { feature: string }) => known.includes(f.feature))).toBe(true);
    expect(gold.park).toMatchObject({ park_code: 'RH', accommodation_type_id: 1 });
    expect(gold.park.facilities.length).toBeGreaterThan(0);
  });

  it('answers one accommodation by id or grade code, 404 for a missing one, 400 for a bad id', async () => {
    const byCode = await ctx.get('/api/accommodations/rh-pll');
    expect(byCode.status).toBe(200);
    expect(byCode.body.data).toMatchObject({ grade_code: 'RH-PLL', title: 'Platinum Lodge' });
    const byId = await ctx.get(`/api/accommodations/${byCode.body.data.id}`);
    expect(byId.body.data.grade_code).toBe('RH-PLL');
    expect((await ctx.get('/api/accommodations/ZZ-NONE')).status).toBe(404);
    expect((await ctx.get('/api/accommodations/99999')).status).toBe(404);
    expect((await ctx.get('/api/accommodations/a%20b')).status).toBe(400);
  });
});

describe('arrival rules and demo events', () => {
  it("answers the test calendar park's arrival weekdays by stay length", async () => {
    const { status, body } = await ctx.get('/api/arrival-rules?park_code=rh&booking_type=2');
    expect(status).toBe(200);
    const rh = [
      { park_code: 'RH', no_of_nights: 2, weekdays: [5] },
      { park_code: 'RH', no_of_nights: 3, weekdays: [5] },
      { park_code: 'RH', no_of_nights: 4, weekdays: [1] },
      { park_code: 'RH', no_of_nights: 7, weekdays: [1, 5, 6] },
      { park_code: 'RH', no_of_nights: 10, weekdays: [5] },
      { park_code: 'RH', no_of_nights: 11, weekdays: [1] },
      { park_code: 'RH', no_of_nights: 14, weekdays: [1, 5, 6] },
    ];
    expect(body.data).toEqual(rh);
    expect((await ctx.get('/api/arrival-rules?park_code=RH&booking_type=1')).body.data).toEqual([]);
    // Without a park: every park's rules for the holiday type (the demo has RH's only).
    expect((await ctx.get('/api/arrival-rules?booking_type=2')).body.data).toEqual(rh);
    expect((await ctx.get('/api/arrival-rules?park_code=R-H&booking_type=2')).status).toBe(400);
  });

  it('prices the test calendar park for 10 and 11 nights on their arrival days', async () => {
    const friday = nextFriday(addDays(runToday(), 14));
    const monday = addDays(friday, 3);
    for (const [nights, arrival] of [
      [10, friday],
      [11, monday],
    ] as const) {
      const { status, body } = await ctx.get(
        `/api/find-availability?booking_type=2&park_code=RH&arrival_date=${arrival}&no_of_nights=${nights}&no_of_adults=2`,
      );
      expect(status, `${nights} nights`).toBe(200);
      const stays = (
        body.data as { arrival_date: string; no_of_nights: number; price_pence: number }[]
      ).filter((row) => row.arrival_date === arrival);
      expect(stays.length, `${nights} nights from ${arrival}`).toBeGreaterThan(0);
      expect(stays.every((row) => row.no_of_nights === nights && row.price_pence > 0)).toBe(true);
    }
  });

  it('has a busy day with more than three events in the next week', async () => {
    const { body } = await ctx.get(
      `/api/events?calendar_id=6&start_date=${runToday()}&end_date=${addDays(runToday(), 7)}`,
    );
    const busiest = Math.max(
      ...Object.values(body.data).map((day) => (day as { events: unknown[] }).events.length),
    );
    expect(busiest).toBeGreaterThan(3);
  });
});

describe('the demo bookings', () => {
  it('have references drawn like real ones: BK and seven digits, none near the one made before it', async () => {
    const numbers = rowsOf<{ booking_no: string }>(
      await ctx.db.execute(sql`select booking_no from booking where kind = 'stay' order by id`),
    ).map((row) => row.booking_no);
    expect(numbers.length).toBeGreaterThan(100);
    expect(numbers.filter((no) => !/^BK\d{7}$/.test(no))).toEqual([]);
    const near = numbers
      .slice(1)
      .filter((no, i) => Math.abs(Number(no.slice(2)) - Number(numbers[i]!.slice(2))) <= 5);
    expect(near).toEqual([]);
  });

  it('are the ones the README gives for trying "Missing booking?"', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const { guest, byPhoneWithoutAccount } = DEMO_BOOKING_REFERENCES;
    for (const reference of [...Object.values(guest), byPhoneWithoutAccount.reference]) {
      expect(readme).toContain(`\`${reference}\``);
    }
    expect(readme).toContain(byPhoneWithoutAccount.email);
  });
});

describe('the demo guest', () => {
  const signIn = async (who: { email: string; password: string }) =>
    (await ctx.request({ method: 'POST', url: '/api/login', payload: who })).json().data
      .bearer_token as string;
  it('has a booking coming up and one in the past, and adds the one made by phone at once', async () => {
    const { upcoming, past, byPhone } = DEMO_BOOKING_REFERENCES.guest;
    const { ask, bookingsOf } = missingBookingCalls(ctx);
    const token = await signIn(DEMO_ACCOUNTS.guest);
    expect(await bookingsOf(token)).toEqual([past, upcoming]);

    // Someone who knows the guest's address and guesses the reference only gets a link sent to it.
    const stranger = await ctx.newUser();
    const guessed = await ask(stranger.token, byPhone, DEMO_ACCOUNTS.guest.email);
    expect(guessed.statusCode).toBe(202);
    expect(await bookingsOf(stranger.token)).toEqual([]);
    expect((await ctx.outbox(DEMO_ACCOUNTS.guest.email))[0]?.subject).toBe(
      `Add booking ${byPhone} to an account?`,
    );

    // The guest's address is confirmed: their own booking is added without a link.
    const claim = await ask(token, byPhone, DEMO_ACCOUNTS.guest.email);
    expect(claim.statusCode).toBe(200);
    expect(await bookingsOf(token)).toEqual([past, upcoming, byPhone]);
  });

  it("has a stay booked by phone under an address with no account, which a link adds to the asker's", async () => {
    const { reference, email } = DEMO_BOOKING_REFERENCES.byPhoneWithoutAccount;
    const { ask, bookingsOf, linkSentTo, addWithLink } = missingBookingCalls(ctx);
    const asker = await ctx.newUser();
    expect((await ask(asker.token, reference, email)).statusCode).toBe(202);
    const { mail, token } = await linkSentTo(email);
    expect(mail.subject).toBe(`Add booking ${reference} to an account?`);
    const added = await addWithLink(token);
    expect(added.statusCode, added.body).toBe(200);
    expect(await bookingsOf(asker.token)).toEqual([reference]);
  });
});
