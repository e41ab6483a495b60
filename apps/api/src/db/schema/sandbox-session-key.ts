import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../columns';

/**
 * A merchant session key of the built-in card sandbox (the Opayo Pi protocol). It lives 400 s and
 * makes one card identifier; `used_at` is set when it has.
 */
export const sandboxSessionKey = pgTable('sandbox_session_key', {
  merchantSessionKey: varchar('merchant_session_key', { length: 36 }).primaryKey(),
  vendorName: varchar('vendor_name', { length: 40 }).notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export type SandboxSessionKeyRow = typeof sandboxSessionKey.$inferSelect;
