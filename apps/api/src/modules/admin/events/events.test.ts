import { addDays, type TAdminEvent, type TEvent } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client';
import { createTestContext, type TestContext } from '../../../test/harness';
import { runToday } from '../../../test/run-clock';

let ctx: TestContext;
let activities: string;
let admin: string;
let reception: string;

beforeAll(async () => {
  ctx = await createTestContext({}, 'demo');
  ({ activities, admin, reception } = await ctx.signInAll('activities', 'admin', 'reception'));
}, 60_000);
afterAll(() => ctx.close());

// A day well inside next month's first half, so a month and the public calendar's range hold it.
const day = `${addDays(`${runToday().slice(0, 7)}-01`, 40).slice(0, 7)}-12`;
const month = day.slice(0, 7);

const event = (overrides: Record<string, unknown> = {}) => ({
  calendar_id: 6,
  name: 'Lantern Parade',
  date: day,
  start_time: '19:30',
  end_time: '21:00',
  park_code: 'RH',
  location: 'Village Green',
  description: 'Bring a lantern, or make one at the craft tent from 5pm. <b>Not HTML</b>: shown as typed.',
  ...overrides,
});
const create = (body: Record<string, unknown>, token = activities) =>
  ctx.request({ method: 'POST', url: '/api/admin/events', payload: body, token });
const update = (id: number, body: Record<string, unknown>, token = activities) =>
  ctx.request({ method: 'PUT', url: `/api/admin/events/${id}`, payload: body, token });
const remove = (id: number, token = activities) =>
  ctx.request({ method: 'DELETE', url: `/api/admin/events/${id}`, token });
const listMonth = (query: string, token = activities) =>
  ctx.request({ method: 'GET', url: `/api/admin/events?${query}`, token });
const publicDay = (headers: Record<string, string> = {}) =>
  ctx.request({
    method: 'GET',
    url: `/api/events?calendar_id=6&start_date=${addDays(day, -3)}&end_date=${addDays(day, 3)}`,
    headers,
  });
const publicEvents = async () =>
  (((await publicDay()).json().data[day]?.events ?? []) as TEvent[]).map((e) => e.name);
const history = async (id: number, token = activities) =>
  ctx.request({ method: 'GET', url: `/api/admin/audit-entries?entity_type=event&entity_id=${id}`, token });
const auditCount = async () =>
  rowsOf<{ n: number }>(await ctx.db.execute(sql`select count(*)::int as n from audit_entry`))[0]!.n;

describe('events in the back office', () => {
  it("lists a calendar's month with the calendars and parks to choose from", async () => {
    const answer = await listMonth(`month=${month}`);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({ calendar_id: 6, month });
    expect(data.calendars).toContain(6);
    expect(data.parks.map((park: { park_code: string }) => park.park_code)).toEqual(
      expect.arrayContaining(['RH', 'GS', 'HM']),
    );
    const events = data.events as TAdminEvent[];
    expect(events.length).toBeGreaterThan(10);
    expect(events.every((e) => e.date.startsWith(month) && e.calendar_id === 6)).toBe(true);
    const order = events.map((e) => `${e.date} ${e.start_time}`);
    expect(order).toEqual([...order].sort());
    expect((await listMonth(`calendar_id=77&month=${month}`)).json().data).toMatchObject({
      calendar_id: 77,
      events: [],
    });
  });

  it('adds, changes and removes an event: the public calendar shows each change on its next look, audited', async () => {
    // A guest's browser has the day already, with its ETag.
    const seen = await publicDay();
    expect(seen.headers['cache-control']).toBe('public, no-cache');
    const etag = String(seen.headers.etag);
    expect((await publicDay({ 'if-none-match': etag })).statusCode).toBe(304);

    const created = await create(event());
    expect(created.statusCode).toBe(201);
    const made = created.json().data as TAdminEvent;
    expect(made).toMatchObject({ ...event(), id: expect.any(Number) });
    expect(created.json().message).toMatch(/^Lantern Parade is on the calendar for \w+day \d+ \w+ \d{4}\.$/);

    const next = await publicDay({ 'if-none-match': etag });
    expect(next.statusCode).toBe(200);
    const shown = (next.json().data[day].events as TEvent[]).find((e) => e.id === made.id);
    // Shown as it was made; its calendar is the one asked for.
    const { calendar_id: _, ...asMade } = event();
    expect(shown).toEqual({ id: made.id, ...asMade });

    const changed = await update(
      made.id,
      event({ name: 'Lantern Parade and Fireworks', end_time: '21:30', park_code: '' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Lantern Parade and Fireworks',
      end_time: '21:30',
      park_code: '',
    });
    expect(await publicEvents()).toContain('Lantern Parade and Fireworks');
    expect(await publicEvents()).not.toContain('Lantern Parade');

    // Moved to another day: gone from this one.
    const moved = await update(made.id, event({ date: addDays(day, 10) }), admin);
    expect(moved.statusCode).toBe(200);
    expect(await publicEvents()).not.toContain('Lantern Parade');
    await update(made.id, event());

    const removed = await remove(made.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toMatch(/^Lantern Parade on \w+day .* is removed from the calendar\.$/);
    expect(await publicEvents()).not.toContain('Lantern Parade');
    expect((await remove(made.id)).statusCode).toBe(404);
    expect((await update(made.id, event())).statusCode).toBe(404);

    const entries = (await history(made.id)).json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'event.remove',
      'event.change',
      'event.change',
      'event.change',
      'event.create',
    ]);
    expect(entries[0]).toMatchObject({ before: { name: 'Lantern Parade' }, after: null });
    expect(entries[3]).toMatchObject({
      before: { name: 'Lantern Parade', end_time: '21:00', park_code: 'RH' },
      after: { name: 'Lantern Parade and Fireworks', end_time: '21:30', park_code: '' },
    });
    expect(entries[4]).toMatchObject({ before: null, after: { name: 'Lantern Parade', calendar_id: 6 } });
    expect((await history(made.id, reception)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad event, and changes nothing', async () => {
    const entries = await auditCount();
    const cases: [Record<string, unknown>, string][] = [
      [event({ name: '  ' }), 'name'],
      [event({ name: 'x'.repeat(151) }), 'name'],
      [event({ date: '2026-02-30' }), 'date'],
      [event({ start_time: '25:00' }), 'start_time'],
      [event({ start_time: '7pm' }), 'start_time'],
      [event({ end_time: '19:00' }), 'end_time'],
      [event({ end_time: '19:30' }), 'end_time'],
      [event({ park_code: 'ZZ' }), 'park_code'],
      [event({ calendar_id: 0 }), 'calendar_id'],
      [event({ description: 'x'.repeat(2001) }), 'description'],
      [event({ location: 42 }), 'location'],
    ];
    for (const [body, field] of cases) {
      const refused = await create(body);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().code).toBe('VALIDATION');
      expect(
        refused.json().errors.map((e: { field: string }) => e.field),
        JSON.stringify(body).slice(0, 80),
      ).toEqual([field]);
    }
    expect((await listMonth('month=2026-13')).json().errors[0].field).toBe('month');
    expect(await auditCount()).toBe(entries);
    expect(await publicEvents()).not.toContain('Lantern Parade');
  });

  it('is for admins and the activities team only', async () => {
    expect((await create(event(), reception)).statusCode).toBe(403);
    expect((await listMonth(`month=${month}`, reception)).statusCode).toBe(403);
    expect(await publicEvents()).not.toContain('Lantern Parade');
  });
});
