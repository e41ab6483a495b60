import { and, asc, between, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { event } from '../../../db/schema';
import { EVENT_COLUMNS } from '../../events/events.repository';

/** An event as the back office reads and writes it. */
export type EventValues = {
  calendarId: number;
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  parkCode: string;
  location: string;
  description: string;
};
export type EventRecord = EventValues & { id: number };

const columns = { ...EVENT_COLUMNS, calendarId: event.calendarId };

/** The calendars' events as staff change them (admins, activities). */
export class EventsAdminRepository {
  constructor(private readonly db: Database) {}

  /** A calendar's events from `from` to `to` inclusive, by date and start time. */
  list(calendarId: number, from: string, to: string): Promise<EventRecord[]> {
    return this.db
      .select(columns)
      .from(event)
      .where(and(eq(event.calendarId, calendarId), between(event.date, from, to)))
      .orderBy(asc(event.date), asc(event.startTime), asc(event.id));
  }

  /** The calendars that have events. */
  async calendars(): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: event.calendarId })
      .from(event)
      .orderBy(asc(event.calendarId));
    return rows.map((row) => row.id);
  }

  /** Adds an event; `record` runs in the same transaction with the row made. */
  async create(values: EventValues, record: (tx: Database, created: EventRecord) => Promise<void>) {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [created] = await tx.insert(event).values(values).returning(columns);
      await record(tx, created!);
      return created!;
    });
  }

  /**
   * Changes an event, its row locked so the audit entry's "before" is what this change replaced;
   * undefined when there is no such event.
   */
  async update(
    id: number,
    values: EventValues,
    record: (tx: Database, before: EventRecord, after: EventRecord) => Promise<void>,
  ) {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [before] = await tx.select(columns).from(event).where(eq(event.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(event).set(values).where(eq(event.id, id)).returning(columns);
      await record(tx, before, after!);
      return after!;
    });
  }

  /** Removes an event; undefined when there was none. */
  async remove(id: number, record: (tx: Database, before: EventRecord) => Promise<void>) {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [removed] = await tx.delete(event).where(eq(event.id, id)).returning(columns);
      if (!removed) return undefined;
      await record(tx, removed);
      return removed;
    });
  }
}
