import { asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type BookingTermsRow, bookingTerms, holidayType, termsColumns } from '../../../db/schema';
import { latestTermsOf } from '../../booking/booking-terms.repository';

/** A holiday type with the latest version of its terms (none while the standard terms apply). */
export type HolidayTypeTermsRecord = { id: number; title: string; terms: BookingTermsRow | undefined };

/** The booking terms as admins write them: versions added, never changed (decision 056). */
export class TermsAdminRepository {
  constructor(private readonly db: Database) {}

  /** Every holiday type in menu order, each with its latest version. */
  async list(): Promise<HolidayTypeTermsRecord[]> {
    const types = await this.db
      .select({ id: holidayType.id, title: holidayType.title })
      .from(holidayType)
      .orderBy(asc(holidayType.position), asc(holidayType.id));
    return Promise.all(
      types.map(async (type) => ({ ...type, terms: await latestTermsOf(this.db, type.id) })),
    );
  }

  /**
   * Adds the next version of a holiday type's terms, the holiday type's row locked so two admins
   * saving at once write versions one after the other; undefined when there is no such holiday type.
   * `record` runs in the same transaction with the version before (if any) and the one added.
   */
  async addVersion(
    holidayTypeId: number,
    values: Parameters<typeof termsColumns>[0],
    createdBy: number,
    record: (tx: Database, before: BookingTermsRow | undefined, after: BookingTermsRow) => Promise<void>,
  ): Promise<{ title: string; terms: BookingTermsRow } | undefined> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [type] = await tx
        .select({ title: holidayType.title })
        .from(holidayType)
        .where(eq(holidayType.id, holidayTypeId))
        .for('update');
      if (!type) return undefined;
      const before = await latestTermsOf(tx, holidayTypeId);
      const [last] = await tx
        .select({ version: max(bookingTerms.version) })
        .from(bookingTerms)
        .where(eq(bookingTerms.holidayTypeId, holidayTypeId));
      const [added] = await tx
        .insert(bookingTerms)
        .values({ holidayTypeId, version: (last?.version ?? 0) + 1, ...termsColumns(values), createdBy })
        .returning();
      await record(tx, before, added!);
      return { title: type.title, terms: added! };
    });
  }
}
