import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from '../columns';
import { userAccount } from './user-account';

/** What a privacy request asks of the park (UK GDPR articles 15, 16, 17 and the complaints duty). */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'complaint'] as const;
export const PRIVACY_REQUEST_STATUSES = ['open', 'done'] as const;

/**
 * A request a guest or an owner makes about their personal data, answered by staff within a
 * month (`due_on`, 30 days from when it was made). `user_id` is null once the person's account
 * has been erased: the request itself, and that it was answered, stay on record.
 */
export const privacyRequest = pgTable(
  'privacy_request',
  {
    id: id(),
    userId: integer('user_id').references(() => userAccount.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 12, enum: PRIVACY_REQUEST_KINDS }).notNull(),
    details: text('details').notNull().default(''),
    status: varchar('status', { length: 8, enum: PRIVACY_REQUEST_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    handledAt: instant('handled_at'),
    handledBy: integer('handled_by').references(() => userAccount.id),
  },
  (table) => [
    index('privacy_request_status_due_idx').on(table.status, table.dueOn),
    index('privacy_request_user_idx').on(table.userId),
    check(
      'privacy_request_kind_check',
      sql`${table.kind} IN ('access', 'correction', 'erasure', 'complaint')`,
    ),
    check('privacy_request_status_check', sql`${table.status} IN ('open', 'done')`),
  ],
);

export type PrivacyRequestRow = typeof privacyRequest.$inferSelect;
