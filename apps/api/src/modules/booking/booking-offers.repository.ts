import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { booking, bookingExtra, extra, grade, gradeExtra, park, promotionalCode } from '../../db/schema';
import type { BookingRow } from './booking.repository';

/** A promotional code's row. */
export type PromotionRow = typeof promotionalCode.$inferSelect;

/** An extra with too few left on some night of a stay: how many are left on its busiest night. */
export type ExtraShort = { code: string; description: string; left: number };

/** Rolls a transaction back with an outcome to answer (a refusal found half-way through). */
class Undo extends Error {
  constructor(readonly outcome: unknown) {
    super('undo');
  }
}

/**
 * Gives back one use of a promotional code for each booking that no longer carries it (it was
 * cancelled, its hold lapsed, or it dropped or replaced the code), inside the transaction `tx`
 * that makes the change, so times_used always counts the live bookings carrying each code. The
 * codes are updated in name order, as `applyPromotionalCode` locks them, so releases and takes
 * never wait on each other in a circle. Empty names (no code) are skipped.
 */
export async function giveBackCodeUses(tx: Database, codes: readonly string[]) {
  const counts = new Map<string, number>();
  for (const code of codes) if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  for (const code of [...counts.keys()].sort()) {
    await tx
      .update(promotionalCode)
      .set({ timesUsed: sql`greatest(${promotionalCode.timesUsed} - ${counts.get(code)!}::int, 0)` })
      .where(eq(promotionalCode.code, code));
  }
}

/**
 * A stay that still takes its extras from the park's stock (availability_kind of migration 0016
 * above 0, with a hold counted only until it lapses): confirmed, held with money paid or on its
 * way, or held and not yet lapsed. `b` is the booking's alias.
 */
const takesStock = (now: Date) =>
  sql`(b.status = 'confirmed' OR (b.status = 'held' AND (b.paid_pence > 0 OR b.pending_pence > 0
    OR b.hold_expires_at > ${now.toISOString()}::timestamptz)))`;

/**
 * The first of `wanted` (extras at their new quantities) that has fewer left than wanted on some
 * night of the stay, or undefined when each fits. Each extra's row is locked (FOR NO KEY UPDATE,
 * in code order) before its nights are counted, so two bookings adding the same extra take turns
 * and cannot both take its last one; the lock does not stop other bookings inserting rows that
 * refer to it (those take KEY SHARE), so it cannot deadlock with them. Extras with no stock (null)
 * have no limit. What is left on a night is the stock less the quantities of the extra on other
 * stays that take stock and include that night.
 */
export async function extraShortage(
  tx: Database,
  stay: { bookingId: number; arrivalDate: string; nights: number },
  wanted: readonly { code: string; quantity: number }[],
  now: Date,
): Promise<ExtraShort | undefined> {
  const byCode = [...wanted].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (const item of byCode) {
    const [row] = await tx
      .select({ description: extra.description, stock: extra.stock })
      .from(extra)
      .where(eq(extra.code, item.code))
      .for('no key update');
    if (!row || row.stock === null) continue;
    const [lent] = rowsOf<{ most: number }>(
      await tx.execute(sql`
        SELECT coalesce(max(used), 0)::int AS most FROM (
          SELECT sum(be.quantity) AS used
          FROM booking_extra be
          JOIN booking b ON b.id = be.booking_id
          CROSS JOIN LATERAL generate_series(
            greatest(b.arrival_date, ${stay.arrivalDate}::date),
            least(b.arrival_date + b.no_of_nights::int, ${stay.arrivalDate}::date + ${stay.nights}::int) - 1,
            interval '1 day') AS night
          WHERE be.extra_code = ${item.code} AND b.id <> ${stay.bookingId}::int AND ${takesStock(now)}
            AND b.stay && daterange(${stay.arrivalDate}::date, ${stay.arrivalDate}::date + ${stay.nights}::int, '[)')
          GROUP BY night
        ) AS per_night`),
    );
    const left = Math.max(0, row.stock - (lent?.most ?? 0));
    if (item.quantity > left) return { code: item.code, description: row.description, left };
  }
  return undefined;
}

/** A stay's price may change only while it is held with nothing paid and nothing in flight. */
const CHANGEABLE = sql`${booking.status} = 'held' and ${booking.paidPence} = 0 and ${booking.pendingPence} = 0`;

/**
 * The SQL of a stay's extras and promotional code: choosing extras within their stock, and taking
 * or giving back a code's use, each in one transaction with the stay's new price.
 */
export class BookingOffersRepository {
  constructor(private readonly db: Database) {}

  /**
   * The extras a grade offers, with what the booking has chosen of each, and any extra the booking
   * has that its grade no longer offers (staff changed the grades of an extra after it was chosen).
   */
  async extrasOf(bookingId: number, gradeId: number) {
    return this.db
      .select({
        code: extra.code,
        description: extra.description,
        note: extra.note,
        unitPricePence: sql<number>`coalesce(${bookingExtra.unitPricePence}, ${extra.unitPricePence})`,
        quantity: sql<number>`coalesce(${bookingExtra.quantity}, 0)::int`,
      })
      .from(extra)
      .leftJoin(gradeExtra, and(eq(gradeExtra.extraCode, extra.code), eq(gradeExtra.gradeId, gradeId)))
      .leftJoin(
        bookingExtra,
        and(eq(bookingExtra.extraCode, extra.code), eq(bookingExtra.bookingId, bookingId)),
      )
      .where(sql`${gradeExtra.gradeId} is not null or ${bookingExtra.bookingId} is not null`)
      .orderBy(asc(extra.position), asc(extra.code));
  }

  /**
   * Replaces the booking's extras and their total in one transaction, only while the booking is
   * held with nothing paid and no payment in flight (checked by the same statement that changes the
   * total, so a payment starting at the same moment either sees the new total or blocks this).
   * An extra whose quantity goes up must have that many left on every night of the stay
   * (`extraShortage`, under its row lock). Answers 'locked', changing nothing, when the booking
   * cannot change, and the first extra short of stock when one is.
   */
  async replaceExtras(
    bookingId: number,
    items: { code: string; quantity: number; unitPricePence: number }[],
    now: Date,
  ): Promise<'replaced' | 'locked' | { short: ExtraShort }> {
    try {
      return await this.db.transaction(async (tx) => {
        const total = items.reduce((sum, item) => sum + item.quantity * item.unitPricePence, 0);
        const [changed] = await tx
          .update(booking)
          .set({ extrasPence: total })
          .where(and(eq(booking.id, bookingId), CHANGEABLE))
          .returning({ arrivalDate: booking.arrivalDate, noOfNights: booking.noOfNights });
        if (!changed) return 'locked' as const;
        const had = new Map(
          (
            await tx
              .select({ code: bookingExtra.extraCode, quantity: bookingExtra.quantity })
              .from(bookingExtra)
              .where(eq(bookingExtra.bookingId, bookingId))
          ).map((row) => [row.code, row.quantity]),
        );
        const short = await extraShortage(
          tx,
          { bookingId, arrivalDate: changed.arrivalDate, nights: changed.noOfNights },
          items.filter((item) => item.quantity > (had.get(item.code) ?? 0)),
          now,
        );
        if (short) throw new Undo({ short });
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
        return 'replaced' as const;
      });
    } catch (error) {
      if (error instanceof Undo) return error.outcome as { short: ExtraShort };
      throw error;
    }
  }

  /**
   * Puts a promotional code on a held, unpaid booking, in one transaction: the booking is locked
   * (and must still be changeable), `judge` says whether the code's rules allow it for the stay
   * (undefined: they do), then a use of the code is taken by one conditional UPDATE that only
   * passes while uses are left, so racing bookings can never take more than the limit (the
   * CHECK on times_used says the same). A code the booking had before is given back in the same
   * transaction. Codes are locked in name order, so two bookings swapping codes cannot deadlock.
   * A code the booking already carries applies again without another use.
   */
  async applyPromotionalCode<Refusal>(
    bookingId: number,
    code: string,
    judge: (facts: {
      stay: BookingRow;
      parkCode: string;
      promotion: PromotionRow | undefined;
    }) => Refusal | undefined,
    discountOf: (promotion: PromotionRow, stay: BookingRow) => number,
  ): Promise<{ applied: PromotionRow } | { locked: true } | { refused: Refusal } | { usedUp: true }> {
    try {
      return await this.db.transaction(async (tx) => {
        const [stay] = await tx
          .select()
          .from(booking)
          .where(and(eq(booking.id, bookingId), CHANGEABLE))
          .for('update');
        if (!stay) return { locked: true as const };
        const [place] = await tx
          .select({ parkCode: park.parkCode })
          .from(grade)
          .innerJoin(park, eq(park.id, grade.parkId))
          .where(eq(grade.id, stay.gradeId));
        const [promotion] = await tx
          .select()
          .from(promotionalCode)
          .where(eq(promotionalCode.code, code.toUpperCase()));
        if (promotion && promotion.code === stay.promotionalCode) return { applied: promotion };
        const refusal = judge({ stay, parkCode: place?.parkCode ?? '', promotion });
        if (refusal !== undefined || !promotion) return { refused: refusal as Refusal };

        let taken: PromotionRow | undefined;
        for (const name of [promotion.code, stay.promotionalCode].filter(Boolean).sort()) {
          if (name !== promotion.code) {
            await giveBackCodeUses(tx, [name]);
            continue;
          }
          [taken] = await tx
            .update(promotionalCode)
            .set({ timesUsed: sql`${promotionalCode.timesUsed} + 1` })
            .where(
              and(
                eq(promotionalCode.code, name),
                sql`(${promotionalCode.usageLimit} IS NULL OR ${promotionalCode.timesUsed} < ${promotionalCode.usageLimit})`,
              ),
            )
            .returning();
          // Used up since it was read: undo the old code's release too.
          if (!taken) throw new Undo({ usedUp: true });
        }
        await tx
          .update(booking)
          .set({ promotionalCode: taken!.code, discountPence: discountOf(taken!, stay) })
          .where(eq(booking.id, bookingId));
        return { applied: taken! };
      });
    } catch (error) {
      if (error instanceof Undo) return error.outcome as { usedUp: true };
      throw error;
    }
  }

  /**
   * Takes the promotional code off a held, unpaid booking and gives its use back, in one
   * transaction. Answers the code it had ('' when none), or 'locked' when the booking cannot change.
   */
  async dropPromotionalCode(bookingId: number): Promise<{ dropped: string } | 'locked'> {
    return this.db.transaction(async (tx) => {
      const [stay] = await tx
        .select({ code: booking.promotionalCode })
        .from(booking)
        .where(and(eq(booking.id, bookingId), CHANGEABLE))
        .for('update');
      if (!stay) return 'locked' as const;
      if (!stay.code) return { dropped: '' };
      await tx
        .update(booking)
        .set({ promotionalCode: '', discountPence: 0 })
        .where(eq(booking.id, bookingId));
      await giveBackCodeUses(tx, [stay.code]);
      return { dropped: stay.code };
    });
  }
}
