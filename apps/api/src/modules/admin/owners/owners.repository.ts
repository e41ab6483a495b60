import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { deal, ledgerEntry, owner, ownerVisit, park } from '../../../db/schema';
import {
  type DealRow,
  type LedgerEntryRow,
  type OwnerRow,
  OwnersRepository,
} from '../../owners/owners.repository';

type NewOwner = Omit<typeof owner.$inferInsert, 'id' | 'customerNo' | 'currentDealNo'>;
type DealValues = Omit<typeof deal.$inferInsert, 'id' | 'ownerId' | 'dealNo'>;
type Record<T> = (tx: Database, row: T) => Promise<void>;

export type OwnerWithPark = OwnerRow & { park: { id: number; title: string; parkCode: string } | null };
export type AdminVisitRow = Awaited<ReturnType<OwnersAdminRepository['listVisits']>>[number];

const asDb = (tx: unknown) => tx as Database;

/** What remains on each owner's entries, as a subquery to join. */
const balances = (db: Database) =>
  db
    .select({
      ownerId: ledgerEntry.ownerId,
      balance: sql<number>`coalesce(sum(${ledgerEntry.remainingPence}), 0)::int`.as('balance'),
    })
    .from(ledgerEntry)
    .groupBy(ledgerEntry.ownerId)
    .as('balances');

/**
 * The back office's work on owners (decision 042): finding them, their details, deals,
 * ledger postings and visits. Every change runs in one transaction with the audit entry its
 * `record` writes; ledger entries are only ever added.
 */
export class OwnersAdminRepository extends OwnersRepository {
  constructor(private readonly database: Database) {
    super(database);
  }

  /** Owners matching the search, by name, one page, with their balances and parks. */
  async findOwners(params: { q: string; parkId?: number | undefined; limit: number; offset: number }) {
    const conditions: SQL[] = [];
    if (params.q) {
      const like = `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(${owner.name} ilike ${like} or ${owner.customerNo} ilike ${like} or ${owner.email} ilike ${like})`,
      );
    }
    if (params.parkId !== undefined) conditions.push(eq(owner.parkId, params.parkId));
    const where = conditions.length ? and(...conditions) : undefined;
    const sums = balances(this.database);
    const [rows, [total]] = await Promise.all([
      this.database
        .select({
          owner,
          park: { id: park.id, title: park.title, parkCode: park.parkCode },
          balance: sql<number>`coalesce(${sums.balance}, 0)::int`,
        })
        .from(owner)
        .leftJoin(park, eq(park.id, owner.parkId))
        .leftJoin(sums, eq(sums.ownerId, owner.id))
        .where(where)
        .orderBy(asc(owner.name), asc(owner.customerNo))
        .limit(params.limit)
        .offset(params.offset),
      this.database.select({ n: count() }).from(owner).where(where),
    ]);
    return {
      rows: rows.map((row) => ({ ...row, balance: Number(row.balance) })),
      total: Number(total?.n ?? 0),
    };
  }

  /** The owner by customer number, with their park. */
  async findOwnerWithPark(customerNo: string): Promise<OwnerWithPark | undefined> {
    const [row] = await this.database
      .select({ owner, park: { id: park.id, title: park.title, parkCode: park.parkCode } })
      .from(owner)
      .leftJoin(park, eq(park.id, owner.parkId))
      .where(eq(owner.customerNo, customerNo));
    return row ? { ...row.owner, park: row.park } : undefined;
  }

  async findParkByCode(parkCode: string) {
    const [row] = await this.database.select().from(park).where(eq(park.parkCode, parkCode));
    return row;
  }

  /**
   * Adds an owner: `customerNo`, or when empty the next number after the highest C-number. Staff
   * adding owners at once take the next number one after another (a transaction-scoped advisory
   * lock), so two never pick the same. Undefined when a given number is taken (the unique index
   * decides).
   */
  async insertOwner(customerNo: string, values: NewOwner, record: Record<OwnerRow>) {
    try {
      return await this.database.transaction(async (tx) => {
        if (!customerNo) await tx.execute(sql`select pg_advisory_xact_lock(hashtext('owner.customer_no'))`);
        const number =
          customerNo ||
          sql<string>`(select 'C' || (coalesce(max(substring(${owner.customerNo} from '^C([0-9]{1,9})$')::int), 10000) + 1) from ${owner})`;
        const [made] = await tx
          .insert(owner)
          .values({ ...values, customerNo: number })
          .returning();
        await record(asDb(tx), made!);
        return made!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Changes the owner's details, locked so the audit's "before" is what the change replaced. */
  async updateOwner(
    ownerId: number,
    values: Partial<NewOwner> & { currentDealNo?: string | null },
    record: (tx: Database, before: OwnerRow, after: OwnerRow) => Promise<void>,
  ) {
    return this.database.transaction(async (tx) => {
      const [before] = await tx.select().from(owner).where(eq(owner.id, ownerId)).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(owner).set(values).where(eq(owner.id, ownerId)).returning();
      await record(asDb(tx), before, after!);
      return after!;
    });
  }

  /** The owner's deals, newest number first. */
  listDeals(ownerId: number) {
    return this.database
      .select()
      .from(deal)
      .where(eq(deal.ownerId, ownerId))
      .orderBy(sql`${deal.completedDate} desc nulls first`, asc(deal.dealNo));
  }

  /**
   * Adds a deal, and makes it the owner's current one when `makeCurrent` or the owner has none.
   * Undefined when the deal number is taken (by any owner).
   */
  async insertDeal(
    ownerId: number,
    dealNo: string,
    values: DealValues,
    makeCurrent: boolean,
    record: Record<DealRow>,
  ): Promise<DealRow | undefined> {
    try {
      return await this.database.transaction(async (tx) => {
        const [made] = await tx
          .insert(deal)
          .values({ ...values, ownerId, dealNo })
          .returning();
        await tx
          .update(owner)
          .set({ currentDealNo: dealNo })
          .where(and(eq(owner.id, ownerId), makeCurrent ? sql`true` : isNull(owner.currentDealNo)));
        await record(asDb(tx), made!);
        return made!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  async updateDeal(
    ownerId: number,
    dealNo: string,
    values: DealValues,
    record: (tx: Database, before: DealRow, after: DealRow) => Promise<void>,
  ) {
    return this.database.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(deal)
        .where(and(eq(deal.ownerId, ownerId), eq(deal.dealNo, dealNo)))
        .for('update');
      if (!before) return undefined;
      const [after] = await tx.update(deal).set(values).where(eq(deal.id, before.id)).returning();
      await record(asDb(tx), before, after!);
      return after!;
    });
  }

  /**
   * Posts an invoice or a credit memo: its entry number from the sequence card payments use
   * (migration 0013) and its document number from that (SINV900123, SCM900124), so neither can
   * meet an operator's number, with the audit entry, in one transaction.
   */
  async postEntry(
    ownerId: number,
    values: {
      documentType: 'Invoice' | 'Credit Memo';
      description: string;
      postingDate: string;
      dueDate: string | null;
      amountPence: number;
      reasonCode: string;
    },
    record: Record<LedgerEntryRow>,
  ): Promise<LedgerEntryRow> {
    return this.database.transaction(async (tx) => {
      const [next] = rowsOf<{ entry_no: number }>(
        await tx.execute(sql`select nextval('ledger_entry_no_seq')::int as entry_no`),
      );
      const entryNo = Number(next!.entry_no);
      const prefix = values.documentType === 'Invoice' ? 'SINV' : 'SCM';
      const signed = values.documentType === 'Invoice' ? values.amountPence : -values.amountPence;
      const [made] = await tx
        .insert(ledgerEntry)
        .values({
          entryNo,
          ownerId,
          documentType: values.documentType,
          documentNo: `${prefix}${entryNo}`,
          description: values.description,
          postingDate: values.postingDate,
          dueDate: values.dueDate,
          amountPence: signed,
          remainingPence: signed,
          reasonCode: values.reasonCode,
        })
        .returning();
      await record(asDb(tx), made!);
      return made!;
    });
  }

  /** New dates for the account's visit, with the audit entry; false when the visit is gone. */
  async changeVisitDates(
    id: number,
    userId: number,
    dates: { startDate: string; endDate: string },
    record: (tx: Database) => Promise<void>,
  ): Promise<boolean> {
    return this.database.transaction(async (tx) => {
      const rows = await tx
        .update(ownerVisit)
        .set(dates)
        .where(and(eq(ownerVisit.id, id), eq(ownerVisit.userId, userId)))
        .returning({ id: ownerVisit.id });
      if (rows.length === 1) await record(asDb(tx));
      return rows.length === 1;
    });
  }
}
