import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One operator-editable setting; the value is JSON so lists (awards, social links) fit. */
export const siteSetting = pgTable('site_setting', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
