import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { userAccount } from './user-account';

/** What an e-mailed link is for; `staff_invite` sets a new member of staff's first password. */
export type EmailedLinkPurpose = 'password_reset' | 'confirm_email' | 'staff_invite';

/**
 * A link e-mailed to a user: a password reset, or the confirmation of an e-mail address. Single
 * use, expiring, kept only as a hash. (The table keeps its first name, from when it held only
 * password resets.)
 */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 })
      .$type<EmailedLinkPurpose>()
      .notNull()
      .default('password_reset'),
    /** The address a confirmation link confirms: it confirms nothing once the account's address changed. */
    email: varchar('email', { length: 254 }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_user_id_idx').on(table.userId)],
);
