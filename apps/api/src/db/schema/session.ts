import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant } from '../columns';
import { userAccount } from './user-account';

/** A signed-in session. Only the SHA-256 of its bearer token is kept. */
export const session = pgTable(
  'session',
  {
    id: id(),
    userId: belongsTo('user_id', () => userAccount.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof session.$inferSelect;
