import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEntry, type NewAuditEntryRow, userAccount } from '../../db/schema';

export class AuditRepository {
  constructor(private readonly db: Database) {}

  /** Writes an audit entry in `tx`, the transaction of the change it records. */
  async insertAuditEntry(tx: Database, entry: NewAuditEntryRow) {
    await tx.insert(auditEntry).values(entry);
  }

  /** A record's audit entries, newest first, with the name of who made each change. */
  listAuditEntries(entityType: string, entityId: string) {
    return this.db
      .select({
        id: auditEntry.id,
        at: auditEntry.at,
        staffUserId: auditEntry.staffUserId,
        staffFirstName: userAccount.firstName,
        staffLastName: userAccount.lastName,
        staffEmail: userAccount.email,
        action: auditEntry.action,
        entityType: auditEntry.entityType,
        entityId: auditEntry.entityId,
        before: auditEntry.before,
        after: auditEntry.after,
      })
      .from(auditEntry)
      .innerJoin(userAccount, eq(userAccount.id, auditEntry.staffUserId))
      .where(and(eq(auditEntry.entityType, entityType), eq(auditEntry.entityId, entityId)))
      .orderBy(desc(auditEntry.at), desc(auditEntry.id));
  }

  /** The names of the people an entry's fields point to (who checked a party in), by account id. */
  namesOf(userIds: number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: userAccount.id, firstName: userAccount.firstName, lastName: userAccount.lastName })
      .from(userAccount)
      .where(inArray(userAccount.id, userIds));
  }
}
