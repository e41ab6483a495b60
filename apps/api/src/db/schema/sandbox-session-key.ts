import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A merchant session key of the built-in card sandbox (the Opayo Pi protocol). It lives 400 s and
 * makes one card identifier; `used_at` is set when it has.
 */
export const sandboxSessionKey = pgTable('sandbox_session_key', {
  merchantSessionKey: varchar('merchant_session_key', { length: 36 }).primaryKey(),
  vendorName: varchar('vendor_name', { length: 40 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type SandboxSessionKeyRow = typeof sandboxSessionKey.$inferSelect;
