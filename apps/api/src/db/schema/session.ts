import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { userAccount } from './user-account';

/** A signed-in session. Only the SHA-256 of its bearer token is kept. */
export const session = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof session.$inferSelect;
