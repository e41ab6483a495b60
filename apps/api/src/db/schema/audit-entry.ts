import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { belongsTo, id, instant } from '../columns';
import { userAccount } from './user-account';

/**
 * One change a member of the park's staff made (decision 032): who, when, what, and the record
 * before and after. Written in the same transaction as the change, so a change that did not
 * happen has no entry and a change that happened always has one. Never updated or deleted.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: id(),
    staffUserId: belongsTo('staff_user_id', () => userAccount.id),
    at: instant('at').notNull(),
    /** What was done, in the product's words: 'maintenance_mode.switch', 'booking.cancel'… */
    action: varchar('action', { length: 60 }).notNull(),
    /** The record it touched, as the screens name it: ('site_setting', 'maintenance_mode'), ('booking', '1042'). */
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    /** The record as it was (null: it did not exist) and as it became (null: it was removed). */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_entry_entity_idx').on(table.entityType, table.entityId, table.at),
    index('audit_entry_staff_user_id_idx').on(table.staffUserId),
  ],
);

export type AuditEntryRow = typeof auditEntry.$inferSelect;
export type NewAuditEntryRow = typeof auditEntry.$inferInsert;
