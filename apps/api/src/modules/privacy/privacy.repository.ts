import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Person, personPattern, scrubbed } from '../../db/personal-data';
import { type PrivacyRequestRow, privacyRequest } from '../../db/schema';

/** The privacy requests, and the one transaction an erasure runs in. */
export class PrivacyRepository {
  constructor(private readonly db: Database) {}

  async insertRequest(values: {
    userId: number;
    kind: PrivacyRequestRow['kind'];
    details: string;
    dueOn: string;
  }) {
    const [row] = await this.db.insert(privacyRequest).values(values).returning();
    return row!;
  }

  async requestsOf(userId: number): Promise<PrivacyRequestRow[]> {
    return this.db
      .select()
      .from(privacyRequest)
      .where(eq(privacyRequest.userId, userId))
      .orderBy(desc(privacyRequest.createdAt), desc(privacyRequest.id));
  }

  /** One of the user's requests; undefined for another user's, as for one that does not exist. */
  async requestOf(userId: number, id: number): Promise<PrivacyRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(privacyRequest)
      .where(and(eq(privacyRequest.id, id), eq(privacyRequest.userId, userId)));
    return row;
  }

  /** Runs `erase` in one transaction: every domain's part commits together, or none does. */
  async inOneTransaction(erase: (tx: Database) => Promise<void>) {
    await this.db.transaction(async (transaction) => erase(transaction as unknown as Database));
  }

  /** The person's own requests keep that they were made and answered; their free text loses the person's name. */
  async eraseRequests(tx: Database, person: Person) {
    await tx
      .update(privacyRequest)
      .set({ details: scrubbed(privacyRequest.details, personPattern(person)) })
      .where(eq(privacyRequest.userId, person.userId));
  }

  async collect(person: Person) {
    const rows = await this.db
      .select()
      .from(privacyRequest)
      .where(eq(privacyRequest.userId, person.userId))
      .orderBy(asc(privacyRequest.id));
    return {
      privacy_requests: rows.map((row) => ({
        kind: row.kind,
        details: row.details,
        status: row.status,
        made_at: row.createdAt.toISOString(),
        due_on: row.dueOn,
        handled_at: row.handledAt?.toISOString() ?? null,
      })),
    };
  }
}
