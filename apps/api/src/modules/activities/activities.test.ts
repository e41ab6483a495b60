import { addDays, londonToday } from '@parkstays/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { activitySession } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { ActivitiesRepository } from './activities.repository';

let ctx: TestContext;
const today = londonToday();
beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
}, 120_000);
afterAll(() => ctx.close());

const get = async (url: string) => {
  const response = await ctx.request({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const parkId = async (code: string) =>
  rowsOf<{ id: number }>(await ctx.db.execute(sql`select id from park where park_code = ${code}`))[0]!.id;

describe("a park's activities and sessions", () => {
  it('lists the activities with their rules, owner-only flag and HTML description', async () => {
    const { status, body } = await get(`/api/parks/${await parkId('RH')}/activities`);
    expect(status).toBe(200);
    expect(body.data.map((a: { activity_code: string }) => a.activity_code)).toEqual([
      'RH-ARCH',
      'RH-SWIM',
      'RH-BNGO',
      'RH-STAR',
      'RH-WINE',
    ]);
    expect(body.data[0]).toMatchObject({
      name: 'Archery Taster',
      owner_only: 0,
      minimum_hours_before_booking: 2,
    });
    expect(body.data[4]).toMatchObject({ owner_only: 1 });
    expect(body.data[0].description).toContain('<strong>');
    expect((await ctx.request({ method: 'GET', url: body.data[0].image })).statusCode).toBe(200);
  });

  it('lists sessions in a date range with tickets left and prices, including one past midnight', async () => {
    const id = await parkId('RH');
    const { body } = await get(
      `/api/parks/${id}/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, 13)}`,
    );
    const sessions = body.data as {
      activity_code: string;
      date: string;
      start_time: string;
      end_time: string;
      no_of_available_tickets: number;
      tickets: { code: string; price: string; price_pence: number }[];
    }[];
    expect(sessions.every((s) => s.date >= today && s.date <= addDays(today, 13))).toBe(true);
    const archery = sessions.filter((s) => s.activity_code === 'RH-ARCH');
    expect(archery.some((s) => s.no_of_available_tickets === 0)).toBe(true);
    expect(archery[0]!.tickets).toEqual([
      { code: 'ADULT', name: 'Adult', type: 'adult', price: '8.00', price_pence: 800 },
      { code: 'CHILD', name: 'Child (4–17)', type: 'child', price: '6.00', price_pence: 600 },
    ]);
    const star = sessions.find((s) => s.activity_code === 'RH-STAR')!;
    expect(star).toMatchObject({ start_time: '22:30', end_time: '00:30' });
    const bingo = sessions.find((s) => s.activity_code === 'RH-BNGO')!;
    expect(bingo.tickets.every((t) => t.price_pence === 0)).toBe(true);
  });

  it.each([
    ['park_id', '/api/parks/abc/activities'],
    [
      'end_date_filter',
      `/api/parks/1/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, -1)}`,
    ],
    [
      'end_date_filter',
      `/api/parks/1/activity-sessions?start_date_filter=${today}&end_date_filter=${addDays(today, 200)}`,
    ],
    ['start_date_filter', '/api/parks/1/activity-sessions?end_date_filter=2026-12-01'],
  ])('answers 400 naming %s', async (field, url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe('tickets are never oversold', () => {
  it('gives 50 concurrent requests for one ticket each exactly the 10 tickets left', async () => {
    const [session] = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`
        select s.id from activity_session s join activity a on a.id = s.activity_id
        where a.activity_code = 'GS-BNGO' order by s.date limit 1`),
    );
    await ctx.db.update(activitySession).set({ ticketsSold: 70 }).where(eq(activitySession.id, session!.id));
    const repository = new ActivitiesRepository(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => repository.takeTickets(session!.id, 1)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    const [after] = await ctx.db.select().from(activitySession).where(eq(activitySession.id, session!.id));
    expect(after!.ticketsSold).toBe(80);
    expect(await repository.takeTickets(session!.id, 1)).toBe(false);
    // The database itself refuses more than the capacity, whatever the code does.
    await expect(
      ctx.db.update(activitySession).set({ ticketsSold: 81 }).where(eq(activitySession.id, session!.id)),
    ).rejects.toThrow();
  });
});
