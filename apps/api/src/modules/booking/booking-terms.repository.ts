import { STANDARD_TERMS } from '@parkstays/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type BookingTermsRow, booking, bookingTerms, grade, termsColumns } from '../../db/schema';

/** The latest version of a holiday type's terms (the one on sale), if it has any. */
export async function latestTermsOf(
  db: Database,
  holidayTypeId: number,
): Promise<BookingTermsRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingTerms)
    .where(eq(bookingTerms.holidayTypeId, holidayTypeId))
    .orderBy(desc(bookingTerms.version))
    .limit(1);
  return row;
}

/** The terms stays are sold under and the terms a booking was agreed under (decision 056). */
export class BookingTermsRepository {
  constructor(private readonly db: Database) {}

  /** The holiday type a grade is sold as. */
  async holidayTypeOfGrade(gradeId: number): Promise<number> {
    const [row] = await this.db
      .select({ holidayTypeId: grade.holidayTypeId })
      .from(grade)
      .where(eq(grade.id, gradeId));
    return row!.holidayTypeId;
  }

  byId(id: number): Promise<BookingTermsRow | undefined> {
    return this.db
      .select()
      .from(bookingTerms)
      .where(eq(bookingTerms.id, id))
      .then((rows) => rows[0]);
  }

  latest(holidayTypeId: number) {
    return latestTermsOf(this.db, holidayTypeId);
  }

  /**
   * Records that the guest agreed, now, to the terms on sale for the stay's holiday type. A holiday
   * type with no terms yet gets the standard ones as its first version, so the booking points at a
   * row that never changes. Only a stay still held is changed: a confirmed one keeps what it had.
   * `readVersion`, the version the guest was shown (0 for the standard terms), must still be the
   * one on sale: otherwise nothing is agreed and 'changed' is answered.
   */
  async agree(
    bookingId: number,
    holidayTypeId: number,
    now: Date,
    readVersion?: number,
  ): Promise<BookingTermsRow | 'changed'> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      let terms = await latestTermsOf(tx, holidayTypeId);
      if (readVersion !== undefined && readVersion !== (terms?.version ?? 0)) return 'changed';
      if (!terms) {
        // Two first payments at once: one inserts version 1, the other reads it.
        await tx
          .insert(bookingTerms)
          .values({
            holidayTypeId,
            version: 1,
            ...termsColumns(STANDARD_TERMS),
          })
          .onConflictDoNothing();
        terms = (await latestTermsOf(tx, holidayTypeId))!;
      }
      await tx
        .update(booking)
        .set({ termsId: terms.id, termsAgreedAt: now })
        .where(and(eq(booking.id, bookingId), eq(booking.status, 'held')));
      return terms;
    });
  }
}
