import { z } from 'zod';
import { ZSuccess } from '../common/api-error';

/** The kinds of record the back office changes and shows a history for (an audit entry's entity_type). */
export const AUDITED_ENTITY_TYPES = [
  'site_setting',
  'booking',
  'payment',
  'activity',
  'activity_session',
  'activity_booking',
  'ticket',
  'owner',
  'owner_visit',
  'user_account',
  'menu_item',
  'event',
  // Prices and rules: a grade's price list (by grade code), seasons, arrival-day rules,
  // stay limits and stop-sells.
  'price_list',
  'season',
  'arrival_rule',
  'stay_limit',
  'stop_sell',
  'extra',
  'promotional_code',
  'park',
  'holiday_type',
  // A new version of a holiday type's booking terms, by the holiday type's id.
  'booking_terms',
  'grade',
  'unit',
  // An e-mail staff sent again, by its number.
  'outbox_message',
  'privacy_request',
] as const;
export const ZAuditedEntityType = z.enum(AUDITED_ENTITY_TYPES, {
  error: `entity_type must be one of ${AUDITED_ENTITY_TYPES.join(', ')}`,
});
export type TAuditedEntityType = z.infer<typeof ZAuditedEntityType>;

/** One change a member of staff made: who, when, what, and the record before and after. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp. */
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** What was done, e.g. 'maintenance_mode.switch'. */
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  /** The record as it was (null: it did not exist) and as it became (null: it was removed). */
  before: z.unknown(),
  after: z.unknown(),
  /**
   * The names of the people the change's fields point to (who checked a party in, whose visit),
   * by user account id, so the history names them (AUDIT_FIELDS' person fields).
   */
  people: z.record(z.string(), z.string()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET api/admin/audit-entries?entity_type=…&entity_id=…: a record's history, newest first. */
export const ZAuditEntriesQuery = z.object({
  entity_type: ZAuditedEntityType,
  entity_id: z
    .string({ error: 'entity_id is required' })
    .trim()
    .min(1, 'entity_id is required')
    .max(60, 'entity_id must be at most 60 characters'),
});
export type TAuditEntriesQuery = z.infer<typeof ZAuditEntriesQuery>;

export const ZAuditEntriesResponse = ZSuccess(z.array(ZAuditEntry));
export type TAuditEntriesResponse = z.infer<typeof ZAuditEntriesResponse>;
