import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import {
  booking,
  bookingExtra,
  extra,
  grade,
  gradeExtra,
  gradeImage,
  park,
  payment,
  price,
  promotionalCode,
} from '../../db/schema';

export type BookingRow = typeof booking.$inferSelect;
export type NewHold = Omit<typeof booking.$inferInsert, 'id' | 'bookingNo' | 'unitId' | 'status'> & {
  holdExpiresAt: Date;
};

const EXCLUSION_VIOLATION = '23P01';

function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === EXCLUSION_VIOLATION) return true;
  }
  return false;
}

export class BookingRepository {
  constructor(private readonly db: Database) {}

  async findGradeByCode(code: string) {
    const [row] = await this.db
      .select({ grade, parkCode: park.parkCode })
      .from(grade)
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(eq(grade.gradeCode, code.toUpperCase()));
    return row;
  }

  async findPrice(gradeId: number, arrivalDate: string, nights: number) {
    const [row] = await this.db
      .select({ pricePence: price.pricePence })
      .from(price)
      .where(
        and(eq(price.gradeId, gradeId), eq(price.arrivalDate, arrivalDate), eq(price.noOfNights, nights)),
      );
    return row?.pricePence;
  }

  /**
   * Holds one unit of the grade that is free on every night of the stay, or answers undefined
   * when none is. Expired holds of the grade are released first. Each candidate is tried inside a
   * savepoint: if another request took the unit a moment ago, the exclusion constraint refuses the
   * insert and the next candidate is tried, so the database alone decides who gets a unit.
   */
  async holdUnit(values: NewHold, now: Date): Promise<BookingRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(booking)
        .set({ status: 'expired' })
        .where(
          and(
            eq(booking.gradeId, values.gradeId),
            eq(booking.status, 'held'),
            lte(booking.holdExpiresAt, now),
          ),
        );
      const candidates = rowsOf<{ id: number }>(
        await tx.execute(sql`
          SELECT u.id FROM unit u
          WHERE u.grade_id = ${values.gradeId}
            AND NOT EXISTS (
              SELECT 1 FROM booking b
              WHERE b.unit_id = u.id AND b.status IN ('held', 'confirmed')
                AND b.stay && daterange(${values.arrivalDate}::date, ${values.arrivalDate}::date + ${values.noOfNights}::int, '[)')
            )
          ORDER BY u.id`),
      );
      for (const candidate of candidates) {
        try {
          return await tx.transaction(async (savepoint) => {
            const [row] = await savepoint
              .insert(booking)
              .values({
                ...values,
                unitId: candidate.id,
                status: 'held',
                bookingNo: sql`'BK' || lpad(nextval('booking_no_seq')::text, 7, '0')`,
              })
              .returning();
            return row;
          });
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
        }
      }
      return undefined;
    });
  }

  async findBooking(id: number) {
    const [row] = await this.db.select().from(booking).where(eq(booking.id, id));
    return row;
  }

  async listBookingsOfUser(userId: number) {
    return this.db
      .select({ booking, gradeTitle: grade.title, gradeCode: grade.gradeCode, park })
      .from(booking)
      .innerJoin(grade, eq(grade.id, booking.gradeId))
      .innerJoin(park, eq(park.id, grade.parkId))
      .where(and(eq(booking.userId, userId), inArray(booking.status, ['held', 'confirmed'])))
      .orderBy(asc(booking.arrivalDate));
  }

  async gradeWithImage(gradeId: number) {
    const [row] = await this.db.select().from(grade).where(eq(grade.id, gradeId));
    const [image] = await this.db
      .select({ imageUrl: gradeImage.imageUrl })
      .from(gradeImage)
      .where(eq(gradeImage.gradeId, gradeId))
      .orderBy(asc(gradeImage.position))
      .limit(1);
    return row ? { ...row, imageUrl: image?.imageUrl ?? '' } : undefined;
  }

  /** The extras a grade offers, with what the booking has chosen of each. */
  async extrasOf(bookingId: number, gradeId: number) {
    return this.db
      .select({
        code: extra.code,
        description: extra.description,
        note: extra.note,
        unitPricePence: sql<number>`coalesce(${bookingExtra.unitPricePence}, ${extra.unitPricePence})`,
        quantity: sql<number>`coalesce(${bookingExtra.quantity}, 0)::int`,
      })
      .from(gradeExtra)
      .innerJoin(extra, eq(extra.code, gradeExtra.extraCode))
      .leftJoin(
        bookingExtra,
        and(eq(bookingExtra.extraCode, extra.code), eq(bookingExtra.bookingId, bookingId)),
      )
      .where(eq(gradeExtra.gradeId, gradeId))
      .orderBy(asc(extra.position));
  }

  /** Replaces the booking's extras and their total in one transaction. */
  async replaceExtras(
    bookingId: number,
    items: { code: string; quantity: number; unitPricePence: number }[],
  ) {
    await this.db.transaction(async (tx) => {
      await tx.delete(bookingExtra).where(eq(bookingExtra.bookingId, bookingId));
      if (items.length) {
        await tx.insert(bookingExtra).values(
          items.map((item) => ({
            bookingId,
            extraCode: item.code,
            quantity: item.quantity,
            unitPricePence: item.unitPricePence,
          })),
        );
      }
      const total = items.reduce((sum, item) => sum + item.quantity * item.unitPricePence, 0);
      await tx.update(booking).set({ extrasPence: total }).where(eq(booking.id, bookingId));
    });
  }

  async findPromotionalCode(code: string, today: string) {
    const [row] = await this.db
      .select()
      .from(promotionalCode)
      .where(
        and(
          eq(promotionalCode.code, code.toUpperCase()),
          lte(promotionalCode.validFrom, today),
          sql`${promotionalCode.validTo} >= ${today}`,
        ),
      );
    return row;
  }

  async setDiscount(bookingId: number, code: string, discountPence: number) {
    await this.db
      .update(booking)
      .set({ promotionalCode: code, discountPence })
      .where(eq(booking.id, bookingId));
  }

  async paymentsOf(bookingId: number) {
    return this.db
      .select()
      .from(payment)
      .where(
        and(
          eq(payment.bookingId, bookingId),
          inArray(payment.status, ['authorised', 'refunded', 'declined', 'rejected']),
        ),
      )
      .orderBy(desc(payment.id));
  }

  /** Attaches a booking whose reference and e-mail both match, if no one else has it. */
  async claimBooking(reference: string, email: string, userId: number) {
    const [row] = await this.db
      .update(booking)
      .set({ userId })
      .where(
        and(
          sql`upper(${booking.bookingNo}) = upper(${reference})`,
          sql`lower(${booking.email}) = lower(${email})`,
          sql`(${booking.userId} is null or ${booking.userId} = ${userId})`,
          inArray(booking.status, ['held', 'confirmed']),
        ),
      )
      .returning({ bookingNo: booking.bookingNo });
    return row;
  }

  /** Releases every hold whose time is up; answers how many. */
  async expireHolds(now: Date) {
    const rows = await this.db
      .update(booking)
      .set({ status: 'expired' })
      .where(and(eq(booking.status, 'held'), lte(booking.holdExpiresAt, now)))
      .returning({ id: booking.id });
    return rows.length;
  }

  async extendHold(bookingId: number, until: Date) {
    await this.db
      .update(booking)
      .set({ holdExpiresAt: until })
      .where(
        and(eq(booking.id, bookingId), eq(booking.status, 'held'), gt(booking.holdExpiresAt, new Date(0))),
      );
  }

  async cancelHold(bookingId: number) {
    await this.db
      .update(booking)
      .set({ status: 'cancelled' })
      .where(and(eq(booking.id, bookingId), eq(booking.status, 'held')));
  }

  async setUser(bookingId: number, userId: number) {
    await this.db.update(booking).set({ userId }).where(eq(booking.id, bookingId));
  }
}
