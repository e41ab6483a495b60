import {
  auditPersonIds,
  staffRoleAllows,
  type TAuditEntry,
  type TAuditedEntityType,
  type TStaffRole,
} from '@parkstays/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { AuditRepository } from './audit.repository';

/** A change a member of staff made, as its audit entry records it. */
export type StaffChange = {
  /** The signed-in staff member who made it. */
  staffUserId: number;
  /** What was done, in the product's words: 'maintenance_mode.switch', 'booking.cancel'… */
  action: string;
  entityType: TAuditedEntityType;
  entityId: string | number;
  /** The record as it was and as it became: undefined or null when it did not exist or was removed. */
  before: unknown;
  after: unknown;
};

/** Who may read the history of each kind of record (an admin reads everything). */
const HISTORY_READERS: Record<TAuditedEntityType, readonly TStaffRole[]> = {
  site_setting: ['admin'],
  user_account: ['admin'],
  booking: ['reception'],
  payment: ['reception'],
  owner: ['reception'],
  owner_visit: ['reception'],
  activity: ['activities'],
  activity_session: ['activities'],
  activity_booking: ['activities', 'reception'],
  ticket: ['activities', 'reception'],
  menu_item: ['admin'],
  event: ['activities'],
  price_list: ['admin'],
  season: ['admin'],
  arrival_rule: ['admin'],
  stay_limit: ['admin'],
  stop_sell: ['admin'],
  extra: ['admin'],
  promotional_code: ['admin'],
  park: ['admin'],
  holiday_type: ['admin'],
  booking_terms: ['admin'],
  grade: ['admin'],
  unit: ['admin'],
  outbox_message: ['reception'],
  privacy_request: ['admin'],
};

/**
 * The park's staff: the audit log of what they change (decision 032). Other domains' services
 * take `Pick<AuditService, 'recordChange'>` and call it with their own transaction, so a change
 * and its entry commit together or not at all.
 */
export class AuditService {
  private readonly now: () => Date;

  constructor(
    private readonly repository: AuditRepository,
    options: { now?: () => Date } = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Records `change` inside `tx`, the transaction that makes it. */
  async recordChange(tx: Database, change: StaffChange): Promise<void> {
    await this.repository.insertAuditEntry(tx, {
      staffUserId: change.staffUserId,
      at: this.now(),
      action: change.action,
      entityType: change.entityType,
      entityId: String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
    });
  }

  /** A record's history, newest first, for a staff member whose role may read that kind of record. */
  async history(role: TStaffRole, entityType: TAuditedEntityType, entityId: string): Promise<TAuditEntry[]> {
    if (!staffRoleAllows(role, HISTORY_READERS[entityType]))
      throw new HttpError(403, 'Your staff role cannot see the history of this record.');
    const rows = await this.repository.listAuditEntries(entityType, entityId);
    // The people the entries' fields point to are named, so the history shows a name, not an id.
    const named = await this.repository.namesOf(
      auditPersonIds(rows.flatMap((row) => [row.before, row.after])),
    );
    const names = new Map(
      named.map((person) => [person.id, `${person.firstName} ${person.lastName}`.trim()]),
    );
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff: {
        id: row.staffUserId,
        name: `${row.staffFirstName} ${row.staffLastName}`.trim(),
        email: row.staffEmail,
      },
      action: row.action,
      entity_type: row.entityType,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
      people: Object.fromEntries(
        auditPersonIds([row.before, row.after]).flatMap((id) => {
          const name = names.get(id);
          return name ? [[String(id), name]] : [];
        }),
      ),
    }));
  }
}

/**
 * How a section records the changes of one kind of record, said once: each record is kept as `show`
 * puts it, before and after the change (null where it did not exist, or no longer does). A change
 * then names only who made it, what was done and to which record:
 * `recordEvent(tx, staffUserId, 'event.change', id, before, after)`.
 */
export function auditTrail<Row>(
  audit: Pick<AuditService, 'recordChange'>,
  entityType: TAuditedEntityType,
  show: (row: Row) => unknown,
) {
  return (
    tx: Database,
    staffUserId: number,
    action: string,
    entityId: string | number,
    before: Row | null,
    after: Row | null,
  ) =>
    audit.recordChange(tx, {
      staffUserId,
      action,
      entityType,
      entityId,
      before: before && show(before),
      after: after && show(after),
    });
}
