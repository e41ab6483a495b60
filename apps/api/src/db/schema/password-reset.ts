import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userAccount } from './user-account';

/** A password reset link: single use, short-lived, kept only as a hash. */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_user_id_idx').on(table.userId)],
);
