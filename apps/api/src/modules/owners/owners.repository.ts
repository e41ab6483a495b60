import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { activityBooking, deal, ledgerEntry, owner, ownerLinkCode, ownerVisit, park } from '../../db/schema';

export type OwnerRow = typeof owner.$inferSelect;
export type DealRow = typeof deal.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntry.$inferSelect;
export type VisitWithPark = Awaited<ReturnType<OwnersRepository['listVisits']>>[number];
/** A visit to plan: whose, where, when and the party coming. */
export type NewVisit = {
  userId: number;
  parkId: number;
  startDate: string;
  endDate: string;
  noOfAdults: number;
  noOfChildren: number;
};

/** A visit's columns as the owner and the back office read it, with its park and whose it is. */
const VISIT_COLUMNS = {
  id: ownerVisit.id,
  userId: ownerVisit.userId,
  startDate: ownerVisit.startDate,
  endDate: ownerVisit.endDate,
  noOfAdults: ownerVisit.noOfAdults,
  noOfChildren: ownerVisit.noOfChildren,
  park: {
    id: park.id,
    title: park.title,
    imageUrl: park.imageUrl,
    mapUrl: park.mapUrl,
    parkCode: park.parkCode,
  },
};

export class OwnersRepository {
  constructor(private readonly db: Database) {}

  async findOwnerByCustomerNo(customerNo: string) {
    const [row] = await this.db.select().from(owner).where(eq(owner.customerNo, customerNo));
    return row;
  }

  /** The owner whose e-mail on file is this one, ignoring case (the first, if several share it). */
  async findOwnerByEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(owner)
      .where(sql`lower(${owner.email}) = ${email.toLowerCase()}`)
      .orderBy(asc(owner.id))
      .limit(1);
    return row;
  }

  /** What remains on the owner's entries and what of it card payments have claimed, in pence. */
  async totals(ownerId: number) {
    const [row] = await this.db
      .select({
        remaining: sql<number>`coalesce(sum(${ledgerEntry.remainingPence}), 0)::int`,
        pending: sql<number>`coalesce(sum(${ledgerEntry.pendingPence}), 0)::int`,
      })
      .from(ledgerEntry)
      .where(eq(ledgerEntry.ownerId, ownerId));
    return { remaining: Number(row?.remaining ?? 0), pending: Number(row?.pending ?? 0) };
  }

  /** Newest first. */
  listEntries(ownerId: number) {
    return this.db
      .select()
      .from(ledgerEntry)
      .where(eq(ledgerEntry.ownerId, ownerId))
      .orderBy(desc(ledgerEntry.postingDate), desc(ledgerEntry.entryNo));
  }

  async findEntry(ownerId: number, entryNo: number) {
    const [row] = await this.db
      .select()
      .from(ledgerEntry)
      .where(and(eq(ledgerEntry.ownerId, ownerId), eq(ledgerEntry.entryNo, entryNo)));
    return row;
  }

  /** The invoice (or any entry) by entry number, if it belongs to the owner with this customer number. */
  async findOwnEntry(entryNo: number, customerNo: string) {
    const [row] = await this.db
      .select({ entry: ledgerEntry, email: owner.email })
      .from(ledgerEntry)
      .innerJoin(owner, eq(owner.id, ledgerEntry.ownerId))
      .where(and(eq(ledgerEntry.entryNo, entryNo), eq(owner.customerNo, customerNo)));
    return row;
  }

  /**
   * Open invoices falling due from `from` to `until` (both included): something remains on them
   * that no card payment on its way has claimed. With their owner's name, e-mail and customer number;
   * owners with no e-mail address are left out (there is no one to remind).
   */
  async openInvoicesDueBetween(range: { from: string; until: string }) {
    return this.db
      .select({
        entry: ledgerEntry,
        owner: { name: owner.name, email: owner.email, customerNo: owner.customerNo },
      })
      .from(ledgerEntry)
      .innerJoin(owner, eq(owner.id, ledgerEntry.ownerId))
      .where(
        and(
          eq(ledgerEntry.documentType, 'Invoice'),
          gte(ledgerEntry.dueDate, range.from),
          lte(ledgerEntry.dueDate, range.until),
          sql`${ledgerEntry.remainingPence} - ${ledgerEntry.pendingPence} > 0`,
          sql`${owner.email} <> ''`,
        ),
      )
      .orderBy(asc(ledgerEntry.dueDate), asc(ledgerEntry.entryNo));
  }

  // Card payments of an invoice. Each runs inside the payment's own transaction (`tx`), so the
  // payment row and the entry's money change together or not at all.

  /**
   * Sets `amount` aside on the entry for a payment on its way to the card provider, only while
   * what remains less what is in flight covers it (the table's CHECK says the same). Answers
   * whether it fitted.
   */
  async setAsidePayment(tx: Database, entryId: number, amount: number) {
    const rows = await tx
      .update(ledgerEntry)
      .set({ pendingPence: sql`${ledgerEntry.pendingPence} + ${amount}` })
      .where(
        and(
          eq(ledgerEntry.id, entryId),
          sql`${ledgerEntry.remainingPence} - ${ledgerEntry.pendingPence} >= ${amount}`,
        ),
      )
      .returning({ id: ledgerEntry.id });
    return rows.length > 0;
  }

  /** Gives back what a payment that took no money had set aside. */
  async releasePayment(tx: Database, entryId: number, amount: number) {
    await tx
      .update(ledgerEntry)
      .set({ pendingPence: sql`${ledgerEntry.pendingPence} - ${amount}` })
      .where(eq(ledgerEntry.id, entryId));
  }

  /**
   * Books an authorised card payment: the amount moves from in flight off what remains on the
   * entry, and a Payment line (document PAY{paymentId}) joins the owner's account.
   */
  async recordPayment(tx: Database, entryId: number, amount: number, paymentId: number, now: Date) {
    const [entry] = await tx
      .update(ledgerEntry)
      .set({
        remainingPence: sql`${ledgerEntry.remainingPence} - ${amount}`,
        pendingPence: sql`${ledgerEntry.pendingPence} - ${amount}`,
      })
      .where(eq(ledgerEntry.id, entryId))
      .returning({ ownerId: ledgerEntry.ownerId, documentNo: ledgerEntry.documentNo });
    await tx.insert(ledgerEntry).values({
      entryNo: sql`nextval('ledger_entry_no_seq')`,
      ownerId: entry!.ownerId,
      documentType: 'Payment',
      documentNo: `PAY${paymentId}`,
      description: `Card payment for ${entry!.documentNo}`,
      postingDate: now.toISOString().slice(0, 10),
      amountPence: -amount,
      remainingPence: 0,
    });
  }

  async findDeal(ownerId: number, dealNo: string) {
    const [row] = await this.db
      .select()
      .from(deal)
      .where(and(eq(deal.ownerId, ownerId), eq(deal.dealNo, dealNo)));
    return row;
  }

  /** A new code for this user and owner; earlier unused ones of the pair stop working. */
  async replaceLinkCode(
    values: { userId: number; ownerId: number; codeHash: string; expiresAt: Date },
    /** Written in the same transaction (staff's audit entry), so both happen or neither. */
    record?: (tx: Database) => Promise<void>,
  ) {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(ownerLinkCode)
        .where(
          and(
            eq(ownerLinkCode.userId, values.userId),
            eq(ownerLinkCode.ownerId, values.ownerId),
            isNull(ownerLinkCode.usedAt),
          ),
        );
      await tx.insert(ownerLinkCode).values(values);
      await record?.(tx as unknown as Database);
    });
  }

  /**
   * Spends one attempt on the user's live code for the owner and uses it up if the hash matches,
   * in one UPDATE, so concurrent guesses can never take more than the allowed attempts between
   * them. Answers whether the code was right.
   */
  async tryLinkCode(params: {
    userId: number;
    ownerId: number;
    codeHash: string;
    maxAttempts: number;
    now: Date;
  }): Promise<boolean> {
    const rows = await this.db
      .update(ownerLinkCode)
      .set({
        attempts: sql`${ownerLinkCode.attempts} + 1`,
        usedAt: sql`case when ${ownerLinkCode.codeHash} = ${params.codeHash} then ${params.now.toISOString()}::timestamptz else null end`,
      })
      .where(
        and(
          eq(ownerLinkCode.userId, params.userId),
          eq(ownerLinkCode.ownerId, params.ownerId),
          isNull(ownerLinkCode.usedAt),
          gt(ownerLinkCode.expiresAt, params.now),
          lt(ownerLinkCode.attempts, params.maxAttempts),
        ),
      )
      .returning({ usedAt: ownerLinkCode.usedAt });
    return rows.some((row) => row.usedAt !== null);
  }

  async findPark(parkId: number) {
    const [row] = await this.db.select().from(park).where(eq(park.id, parkId));
    return row;
  }

  /**
   * The visits of these accounts (the owner's own, or every account linked to one owner), earliest
   * first, with their parks.
   */
  listVisits(userIds: number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(VISIT_COLUMNS)
      .from(ownerVisit)
      .innerJoin(park, eq(park.id, ownerVisit.parkId))
      .where(inArray(ownerVisit.userId, userIds))
      .orderBy(asc(ownerVisit.startDate), asc(ownerVisit.id));
  }

  /** One of the visits of these accounts. */
  async findVisit(id: number, userIds: number[]) {
    if (userIds.length === 0) return undefined;
    const [row] = await this.db
      .select(VISIT_COLUMNS)
      .from(ownerVisit)
      .innerJoin(park, eq(park.id, ownerVisit.parkId))
      .where(and(eq(ownerVisit.id, id), inArray(ownerVisit.userId, userIds)));
    return row;
  }

  /** Adds a visit, with what `record` writes in the same transaction (the back office's audit entry). */
  async insertVisit(values: NewVisit, record?: (tx: Database, id: number) => Promise<void>) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(ownerVisit).values(values).returning({ id: ownerVisit.id });
      await record?.(tx as unknown as Database, row!.id);
      return row!.id;
    });
  }

  /**
   * Deletes the user's visit unless activities are booked against it, with what `record` writes in
   * the same transaction (the back office's audit entry). 'booked' also covers a booking made while
   * the delete ran: the foreign key refuses the delete then.
   */
  async deleteVisit(
    id: number,
    userId: number,
    record?: (tx: Database) => Promise<void>,
  ): Promise<'deleted' | 'booked' | 'missing'> {
    try {
      const deleted = await this.db.transaction(async (tx) => {
        const rows = await tx
          .delete(ownerVisit)
          .where(
            and(
              eq(ownerVisit.id, id),
              eq(ownerVisit.userId, userId),
              sql`not exists (select 1 from ${activityBooking} where ${activityBooking.visitId} = ${ownerVisit.id})`,
            ),
          )
          .returning({ id: ownerVisit.id });
        if (rows.length === 1) await record?.(tx as unknown as Database);
        return rows.length === 1;
      });
      if (deleted) return 'deleted';
    } catch (error) {
      if (isForeignKeyViolation(error)) return 'booked';
      throw error;
    }
    const [still] = await this.db
      .select({ id: ownerVisit.id })
      .from(ownerVisit)
      .where(and(eq(ownerVisit.id, id), eq(ownerVisit.userId, userId)));
    return still ? 'booked' : 'missing';
  }
}
