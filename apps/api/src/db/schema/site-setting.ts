import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../columns';

/** One operator-editable setting; the value is JSON so lists (awards, social links) fit. */
export const siteSetting = pgTable('site_setting', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
