import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Person, type PersonalDataHolder, personPattern, scrubbedJson } from '../../db/personal-data';
import { auditEntry } from '../../db/schema';

/** Entries about the person: of their account or their records, or naming them by address or full name. */
const about = (person: Person) =>
  or(
    ...[{ type: 'user_account', id: String(person.userId) }, ...person.records].map((record) =>
      and(eq(auditEntry.entityType, record.type), eq(auditEntry.entityId, record.id)),
    ),
    sql`${auditEntry.before}::text ~* ${personPattern(person, true)}`,
    sql`${auditEntry.after}::text ~* ${personPattern(person, true)}`,
  );

/**
 * The audit log's part of the privacy centre. Entries are never removed or their amounts changed
 * (decision 032); erasure takes the person's name and contact details out of what they recorded.
 */
export class AuditPersonalData implements PersonalDataHolder {
  constructor(private readonly db: Database) {}

  async collect(person: Person) {
    const rows = await this.db.select().from(auditEntry).where(about(person)).orderBy(asc(auditEntry.id));
    return {
      audit_entries: rows.map((row) => ({
        at: row.at.toISOString(),
        action: row.action,
        record: `${row.entityType} ${row.entityId}`,
        before: row.before,
        after: row.after,
      })),
    };
  }

  async erase(tx: Database, person: Person) {
    const pattern = personPattern(person);
    await tx
      .update(auditEntry)
      .set({
        before: scrubbedJson(auditEntry.before, pattern),
        after: scrubbedJson(auditEntry.after, pattern),
      })
      .where(about(person));
  }
}
