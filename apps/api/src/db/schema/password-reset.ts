import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, instant } from '../columns';
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
    id: id(),
    userId: belongsTo('user_id', () => userAccount.id, 'cascade'),
    purpose: varchar('purpose', { length: 20 })
      .$type<EmailedLinkPurpose>()
      .notNull()
      .default('password_reset'),
    /** The address a confirmation link confirms: it confirms nothing once the account's address changed. */
    email: varchar('email', { length: 254 }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('password_reset_user_id_idx').on(table.userId)],
);
