import { date, index, integer, pgTable, text, time, varchar } from 'drizzle-orm/pg-core';
import { id } from '../columns';

/** An event on one of the operator's calendars (entertainment, markets, walks…). */
export const event = pgTable(
  'event',
  {
    id: id(),
    calendarId: integer('calendar_id').notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    parkCode: varchar('park_code', { length: 10 }).notNull().default(''),
    location: varchar('location', { length: 150 }).notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (table) => [index('event_calendar_date_idx').on(table.calendarId, table.date)],
);
