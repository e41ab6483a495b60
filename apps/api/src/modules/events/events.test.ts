import { addDays } from '@parkstays/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { runToday } from '../../test/run-clock';

let ctx: TestContext;
const today = runToday();
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(event).values([
    {
      calendarId: 6,
      name: 'Quiz',
      date: addDays(today, 1),
      startTime: '19:00',
      endTime: '21:00',
      parkCode: 'RH',
    },
    {
      calendarId: 6,
      name: 'Bingo',
      date: addDays(today, 1),
      startTime: '18:00',
      endTime: '19:00',
      parkCode: 'GS',
    },
    {
      calendarId: 6,
      name: 'Walk',
      date: addDays(today, 5),
      startTime: '10:00',
      endTime: '11:30',
      parkCode: 'HM',
    },
    { calendarId: 6, name: 'Later', date: addDays(today, 40), startTime: '10:00', endTime: '11:00' },
    { calendarId: 7, name: 'Other calendar', date: addDays(today, 1), startTime: '10:00', endTime: '11:00' },
  ]);
});
afterAll(() => ctx.close());

const get = (query: string) => ctx.request({ method: 'GET', url: `/api/events?${query}` });

describe('GET /api/events', () => {
  it("answers the calendar's events in the range, grouped by date and in time order", async () => {
    const response = await get(`calendar_id=6&start_date=${today}&end_date=${addDays(today, 30)}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data)).toEqual([addDays(today, 1), addDays(today, 5)]);
    expect(data[addDays(today, 1)].events.map((e: { name: string }) => e.name)).toEqual(['Bingo', 'Quiz']);
    expect(data[addDays(today, 1)].events[0]).toMatchObject({
      start_time: '18:00',
      end_time: '19:00',
      park_code: 'GS',
    });
  });

  it('keeps calendars apart and answers an empty range with no dates', async () => {
    const other = (await get(`calendar_id=7&start_date=${today}&end_date=${addDays(today, 30)}`)).json().data;
    expect(
      Object.values(other).flatMap((d) => (d as { events: { name: string }[] }).events.map((e) => e.name)),
    ).toEqual(['Other calendar']);
    expect(
      (await get(`calendar_id=6&start_date=${addDays(today, 6)}&end_date=${addDays(today, 7)}`)).json().data,
    ).toEqual({});
  });

  it.each([
    ['calendar_id', 'calendar_id=x&start_date=2026-01-01&end_date=2026-01-31'],
    ['end_date', 'calendar_id=6&start_date=2026-02-01&end_date=2026-01-01'],
    ['end_date', 'calendar_id=6&start_date=2026-01-01&end_date=2026-06-01'],
    ['start_date', 'calendar_id=6&start_date=2026-13-01&end_date=2026-01-01'],
  ])('answers 400 naming %s', async (field, query) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });
});
