import { boolean, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../columns';
import { sandboxSessionKey } from './sandbox-session-key';

/**
 * A card identifier of the card sandbox: single use. The card number is never kept, only its last
 * four digits and type; the security code is not kept at all. `challenge` and `decline` record what
 * the sandbox's test data says the card will do (by cardholder name and card number).
 */
export const sandboxCardIdentifier = pgTable('sandbox_card_identifier', {
  cardIdentifier: varchar('card_identifier', { length: 36 }).primaryKey(),
  merchantSessionKey: varchar('merchant_session_key', { length: 36 })
    .notNull()
    .unique()
    .references(() => sandboxSessionKey.merchantSessionKey, { onDelete: 'cascade' }),
  cardholderName: varchar('cardholder_name', { length: 45 }).notNull(),
  cardType: varchar('card_type', { length: 20 }).notNull(),
  lastFourDigits: varchar('last_four_digits', { length: 4 }).notNull(),
  expiryDate: varchar('expiry_date', { length: 4 }).notNull(),
  challenge: boolean('challenge').notNull(),
  decline: boolean('decline').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export type SandboxCardIdentifierRow = typeof sandboxCardIdentifier.$inferSelect;
