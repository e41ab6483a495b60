import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/client';
import { privacyRequest } from '../../../db/schema';

export type StaffPrivacyRequestRow = {
  id: number;
  kind: 'access' | 'correction' | 'erasure' | 'complaint';
  details: string;
  status: 'open' | 'done';
  created_at: Date | string;
  due_on: string;
  handled_at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  erased_at: Date | string | null;
  handled_first_name: string | null;
  handled_last_name: string | null;
};

/** The privacy requests as staff answer them. */
export class PrivacyAdminRepository {
  constructor(private readonly db: Database) {}

  /** Requests with who made them and who answered, open ones first by their due date. */
  async list(status: '' | 'open' | 'done', id?: number): Promise<StaffPrivacyRequestRow[]> {
    return rowsOf<StaffPrivacyRequestRow>(
      await this.db.execute(sql`
        select r.id, r.kind, r.details, r.status, r.created_at, r.due_on::text as due_on, r.handled_at,
          u.first_name, u.last_name, u.email, u.erased_at,
          h.first_name as handled_first_name, h.last_name as handled_last_name
        from privacy_request r
        left join user_account u on u.id = r.user_id
        left join user_account h on h.id = r.handled_by
        where ${status ? sql`r.status = ${status}` : sql`true`} and ${id === undefined ? sql`true` : sql`r.id = ${id}`}
        order by r.status = 'done', r.due_on, r.id`),
    );
  }

  /** Marks an open request done, in `tx` with its audit entry; undefined when none is open by that id. */
  async markDone(tx: Database, id: number, staffUserId: number, now: Date) {
    const [row] = await tx
      .update(privacyRequest)
      .set({ status: 'done', handledAt: now, handledBy: staffUserId })
      .where(and(eq(privacyRequest.id, id), eq(privacyRequest.status, 'open')))
      .returning({ id: privacyRequest.id });
    return row;
  }

  async inTransaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (transaction) => work(transaction as unknown as Database));
  }
}
