import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { event } from '../../db/schema';

/** An event's columns as both calendars read them: times as HH:MM. */
export const EVENT_COLUMNS = {
  id: event.id,
  name: event.name,
  date: event.date,
  startTime: sql<string>`to_char(${event.startTime}, 'HH24:MI')`,
  endTime: sql<string>`to_char(${event.endTime}, 'HH24:MI')`,
  parkCode: event.parkCode,
  location: event.location,
  description: event.description,
};

export class EventsRepository {
  constructor(private readonly db: Database) {}

  /** A calendar's events from `from` to `to` inclusive, in date and time order. */
  list(calendarId: number, from: string, to: string) {
    return this.db
      .select(EVENT_COLUMNS)
      .from(event)
      .where(and(eq(event.calendarId, calendarId), between(event.date, from, to)))
      .orderBy(asc(event.date), asc(event.startTime), asc(event.id));
  }
}
