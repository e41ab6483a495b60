import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/client';
import { EXCLUSION_VIOLATION, retryingTransient, sqlState, UNIQUE_VIOLATION } from '../../../db/errors';
import { booking, bookingExtra, grade, park, priceOnSale, promotionalCode, unit } from '../../../db/schema';
import { type BookingRow, newBookingNo } from '../../booking/booking.repository';
import { type ExtraShort, extraShortage, giveBackCodeUses } from '../../booking/booking-offers.repository';

/** A unit with its grade and park, as a move or a block needs it. */
export type UnitPlace = {
  unitId: number;
  unitCode: string;
  gradeId: number;
  gradeCode: string;
  gradeTitle: string;
  parkId: number;
  /** The unit is retired (unit.retired_at): offered to no booking, move or block. */
  retired: boolean;
};

/** What a move is decided on: the stay as it is (locked), where it would go, and that place's price. */
export type MoveFacts = {
  stay: BookingRow;
  from: UnitPlace;
  to: UnitPlace | undefined;
  /** The price list's price of the target grade for the new nights; undefined when not on sale. */
  listPricePence: number | undefined;
  /** The stay's promotional code's discount (a percentage or a fixed amount), if it has one. */
  promotion: { percentOff: number; amountOffPence: number } | undefined;
};

/** The stay's new place and price, as the service decided them. */
export type MovePlan = {
  unitId: number;
  gradeId: number;
  arrivalDate: string;
  standardPricePence: number;
  discountPence: number;
};

export type MoveOutcome<T> =
  | { moved: BookingRow; before: BookingRow; to: UnitPlace; extra: T }
  | { missing: true }
  /** The exclusion constraint refused it: the unit is taken on one of those nights. */
  | { unavailable: true }
  /** One of the stay's extras has too few left on the new nights (`extraShortage`). */
  | { short: ExtraShort };

export type BlockOutcome =
  | { blocked: BookingRow; place: UnitPlace }
  | { missingUnit: true }
  | { retiredUnit: UnitPlace }
  /** The exclusion constraint refused it: the live booking it would overlap, if it is still there. */
  | { unavailable: true; overlapping: string | undefined };

/** Tries at a new block's reference before giving up (another block may take the one it drew). */
const MAX_ATTEMPTS = 5;

/**
 * A live row a search counts as taking its unit (the `busy` rows of SearchRepository's query): a
 * confirmed booking or block, or a hold whose time has not run out or that has money on it.
 */
const takesItsUnit = (now: Date) =>
  sql`${booking.status} IN ('held', 'confirmed') AND (${booking.status} = 'confirmed'
    OR ${booking.holdExpiresAt} > ${now.toISOString()}::timestamptz
    OR ${booking.paidPence} > 0 OR ${booking.pendingPence} > 0)`;

const nightsOf = (first: string, nights: number) =>
  sql`daterange(${first}::date, ${first}::date + ${nights}::int, '[)')`;

/**
 * The allocation board's SQL (decision 032's booking domain): which unit each booking row sits on,
 * moving a stay to another unit or nights, and blocks (booking rows of kind 'block'). Overlap is
 * the exclusion constraint's to decide: every change here is written and its 23P01 caught, never
 * checked first.
 */
export class BoardRepository {
  constructor(private readonly db: Database) {}

  async parks() {
    return this.db
      .select({ id: park.id, parkCode: park.parkCode, title: park.title })
      .from(park)
      .orderBy(asc(park.title));
  }

  /** The park's grades and their units let today (retired ones are on no board), in the park's order. */
  async unitsOfPark(parkId: number) {
    return this.db
      .select({
        unitId: unit.id,
        unitCode: unit.unitCode,
        gradeCode: grade.gradeCode,
        gradeTitle: grade.title,
      })
      .from(unit)
      .innerJoin(grade, eq(grade.id, unit.gradeId))
      .where(and(eq(grade.parkId, parkId), isNull(unit.retiredAt)))
      .orderBy(asc(grade.position), asc(grade.id), asc(unit.unitCode), asc(unit.id));
  }

  /** Live booking rows (stays and blocks) on the park's units with a night in [from, from + nights). */
  async liveRowsOverlapping(parkId: number, from: string, nights: number, now: Date) {
    return this.db
      .select({
        bookingNo: booking.bookingNo,
        kind: booking.kind,
        status: booking.status,
        unitId: booking.unitId,
        firstName: booking.firstName,
        surname: booking.surname,
        blockReason: booking.blockReason,
        arrivalDate: booking.arrivalDate,
        noOfNights: booking.noOfNights,
      })
      .from(booking)
      .innerJoin(unit, eq(unit.id, booking.unitId))
      .innerJoin(grade, eq(grade.id, unit.gradeId))
      .where(and(eq(grade.parkId, parkId), takesItsUnit(now), sql`booking.stay && ${nightsOf(from, nights)}`))
      .orderBy(asc(booking.arrivalDate), asc(booking.id));
  }

  private async place(tx: Database, unitId: number, lock: boolean): Promise<UnitPlace | undefined> {
    const [row] = rowsOf<{
      unit_id: number;
      unit_code: string;
      grade_id: number;
      grade_code: string;
      grade_title: string;
      park_id: number;
      retired: boolean;
    }>(
      await tx.execute(sql`
        SELECT u.id AS unit_id, u.unit_code, g.id AS grade_id, g.grade_code, g.title AS grade_title,
          g.park_id, u.retired_at IS NOT NULL AS retired
        FROM unit u JOIN grade g ON g.id = u.grade_id
        WHERE u.id = ${unitId}::int
        ${lock ? sql`FOR NO KEY UPDATE OF u` : sql``}`),
    );
    return (
      row && {
        unitId: row.unit_id,
        unitCode: row.unit_code,
        gradeId: row.grade_id,
        gradeCode: row.grade_code,
        gradeTitle: row.grade_title,
        parkId: row.park_id,
        retired: Boolean(row.retired),
      }
    );
  }

  /**
   * Lets go the lapsed holds with no money on them that sit on the unit on these nights (a lapsed
   * hold no longer keeps its unit, but its row is live until the hold-expiry job passes), as
   * `holdUnit` does before it books, giving back their promotional codes' uses.
   */
  private async letLapsedHoldsGo(tx: Database, unitId: number, first: string, nights: number, now: Date) {
    const letGo = rowsOf<{ promotional_code: string }>(
      await tx.execute(sql`
        UPDATE booking SET status = 'expired'
        WHERE id IN (
          SELECT id FROM booking
          WHERE unit_id = ${unitId}::int AND stay && ${nightsOf(first, nights)} AND status = 'held'
            AND hold_expires_at <= ${now.toISOString()}::timestamptz AND paid_pence = 0 AND pending_pence = 0
          ORDER BY id FOR UPDATE)
        RETURNING promotional_code`),
    );
    await giveBackCodeUses(
      tx,
      letGo.map((row) => row.promotional_code),
    );
  }

  /**
   * Moves a confirmed stay, in one transaction: the stay is locked, then the target unit (so a
   * guest's booking, which skips units being claimed, never races this write into a deadlock);
   * `decide` sees the facts and answers the new place and price or throws to refuse; lapsed holds
   * in the way are let go; the row is changed, and `record` writes the audit entry in the same
   * transaction. The exclusion constraint refusing the new nights answers `unavailable`.
   */
  async moveStay<T>(
    bookingNo: string,
    target: { unitId: number; arrivalDate: string },
    now: Date,
    decide: (facts: MoveFacts) => MovePlan,
    record: (
      tx: Database,
      before: BookingRow,
      after: BookingRow,
      places: { from: UnitPlace; to: UnitPlace },
    ) => Promise<T>,
  ): Promise<MoveOutcome<T>> {
    try {
      return await retryingTransient(() =>
        this.db.transaction(async (tx): Promise<MoveOutcome<T>> => {
          const [stay] = await tx
            .select()
            .from(booking)
            .where(and(eq(booking.bookingNo, bookingNo), eq(booking.kind, 'stay')))
            .for('no key update');
          if (!stay) return { missing: true };
          const from = (await this.place(tx, stay.unitId, false))!;
          const to = await this.place(tx, target.unitId, true);
          let listPricePence: number | undefined;
          if (to) {
            // What is on sale there (price_on_sale): a stop-sold or limited stay has no price.
            const [listed] = await tx
              .select({ pricePence: priceOnSale.pricePence })
              .from(priceOnSale)
              .where(
                and(
                  eq(priceOnSale.gradeId, to.gradeId),
                  eq(priceOnSale.arrivalDate, target.arrivalDate),
                  eq(priceOnSale.noOfNights, stay.noOfNights),
                ),
              );
            listPricePence = listed?.pricePence;
          }
          const [promotion] = stay.promotionalCode
            ? await tx
                .select({
                  percentOff: promotionalCode.percentOff,
                  amountOffPence: promotionalCode.amountOffPence,
                })
                .from(promotionalCode)
                .where(eq(promotionalCode.code, stay.promotionalCode))
            : [];
          const plan = decide({ stay, from, to, listPricePence, promotion });
          if (plan.arrivalDate !== stay.arrivalDate) {
            // The stay's extras go with it to its new nights: each must be free on them.
            const extras = await tx
              .select({ code: bookingExtra.extraCode, quantity: bookingExtra.quantity })
              .from(bookingExtra)
              .where(eq(bookingExtra.bookingId, stay.id));
            const short = await extraShortage(
              tx,
              { bookingId: stay.id, arrivalDate: plan.arrivalDate, nights: stay.noOfNights },
              extras,
              now,
            );
            if (short) return { short };
          }
          await this.letLapsedHoldsGo(tx, plan.unitId, plan.arrivalDate, stay.noOfNights, now);
          const [moved] = await tx
            .update(booking)
            .set({
              unitId: plan.unitId,
              gradeId: plan.gradeId,
              arrivalDate: plan.arrivalDate,
              standardPricePence: plan.standardPricePence,
              discountPence: plan.discountPence,
            })
            .where(eq(booking.id, stay.id))
            .returning();
          const extra = await record(tx, stay, moved!, { from, to: to! });
          return { moved: moved!, before: stay, to: to!, extra };
        }),
      );
    } catch (error) {
      if (sqlState(error) === EXCLUSION_VIOLATION) return { unavailable: true };
      throw error;
    }
  }

  /**
   * Takes the unit out of order for the nights: a booking row of kind 'block', confirmed, with no
   * guest and no price, under the exclusion constraint. The unit is locked first (as for a move);
   * `record` writes the audit entry in the same transaction. A drawn reference already taken is
   * drawn again.
   */
  async createBlock(
    values: { unitId: number; arrivalDate: string; noOfNights: number; reason: string },
    now: Date,
    record: (tx: Database, block: BookingRow, place: UnitPlace) => Promise<void>,
  ): Promise<BlockOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await retryingTransient(() =>
          this.db.transaction(async (tx): Promise<BlockOutcome> => {
            const place = await this.place(tx, values.unitId, true);
            if (!place) return { missingUnit: true };
            if (place.retired) return { retiredUnit: place };
            await this.letLapsedHoldsGo(tx, place.unitId, values.arrivalDate, values.noOfNights, now);
            const [blocked] = await tx
              .insert(booking)
              .values({
                bookingNo: newBookingNo(),
                kind: 'block',
                blockReason: values.reason,
                gradeId: place.gradeId,
                unitId: place.unitId,
                userId: null,
                arrivalDate: values.arrivalDate,
                noOfNights: values.noOfNights,
                status: 'confirmed',
                confirmedAt: now,
                noOfAdults: 0,
              })
              .returning();
            await record(tx, blocked!, place);
            return { blocked: blocked!, place };
          }),
        );
      } catch (error) {
        const state = sqlState(error);
        if (state === UNIQUE_VIOLATION && attempt < MAX_ATTEMPTS) continue;
        if (state !== EXCLUSION_VIOLATION) throw error;
        const overlapping = await this.liveOverlapping(values.unitId, values.arrivalDate, values.noOfNights);
        return { unavailable: true, overlapping };
      }
    }
  }

  /**
   * Inside the catalogue's transaction that retires the unit (which holds it FOR UPDATE): lapsed
   * unpaid holds on it are let go, then its stays to come are its guests' stays that are neither
   * cancelled nor expired and leave after `today`, soonest first. With none, its blocks with nights
   * to come are lifted (a retired unit is out of order for good); with some, nothing else is done
   * here and the caller rolls back.
   */
  async vacateForRetirement(
    tx: Database,
    unitId: number,
    today: string,
    now: Date,
  ): Promise<{ staysToCome: string[]; liftedBlocks: string[] }> {
    await tx.execute(sql`
      UPDATE booking SET status = 'expired'
      WHERE id IN (
        SELECT id FROM booking
        WHERE unit_id = ${unitId}::int AND status = 'held' AND hold_expires_at <= ${now.toISOString()}::timestamptz
          AND paid_pence = 0 AND pending_pence = 0
        ORDER BY id FOR UPDATE)`);
    const stays = await tx
      .select({ bookingNo: booking.bookingNo })
      .from(booking)
      .where(
        and(
          eq(booking.unitId, unitId),
          eq(booking.kind, 'stay'),
          inArray(booking.status, ['held', 'confirmed']),
          sql`${booking.arrivalDate} + ${booking.noOfNights}::int > ${today}::date`,
        ),
      )
      .orderBy(asc(booking.arrivalDate), asc(booking.id));
    if (stays.length > 0) return { staysToCome: stays.map((s) => s.bookingNo), liftedBlocks: [] };
    const lifted = await tx
      .update(booking)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(booking.unitId, unitId),
          eq(booking.kind, 'block'),
          eq(booking.status, 'confirmed'),
          sql`${booking.arrivalDate} + ${booking.noOfNights}::int > ${today}::date`,
        ),
      )
      .returning({ bookingNo: booking.bookingNo });
    return { staysToCome: [], liftedBlocks: lifted.map((b) => b.bookingNo).sort() };
  }

  /** The reference of a live row on the unit with a night among these (for a refusal's words). */
  async liveOverlapping(unitId: number, first: string, nights: number) {
    const [row] = await this.db
      .select({ bookingNo: booking.bookingNo })
      .from(booking)
      .where(
        and(
          eq(booking.unitId, unitId),
          inArray(booking.status, ['held', 'confirmed']),
          sql`booking.stay && ${nightsOf(first, nights)}`,
        ),
      )
      .orderBy(asc(booking.arrivalDate))
      .limit(1);
    return row?.bookingNo;
  }

  /** The nights of a stay by its reference (for a refusal's words). */
  async stayNights(bookingNo: string) {
    const [row] = await this.db
      .select({ nights: booking.noOfNights })
      .from(booking)
      .where(eq(booking.bookingNo, bookingNo));
    return row?.nights;
  }

  /** A unit and its place, unlocked (for a refusal's words). */
  unitPlace(unitId: number) {
    return this.place(this.db, unitId, false);
  }

  /**
   * Cancels a live block by its reference, recording the change in the same transaction; undefined
   * when there is no live block with that reference.
   */
  async removeBlock(
    bookingNo: string,
    record: (tx: Database, block: BookingRow, place: UnitPlace) => Promise<void>,
  ): Promise<{ removed: BookingRow; place: UnitPlace } | undefined> {
    return this.db.transaction(async (tx) => {
      const [removed] = await tx
        .update(booking)
        .set({ status: 'cancelled' })
        .where(
          and(eq(booking.bookingNo, bookingNo), eq(booking.kind, 'block'), eq(booking.status, 'confirmed')),
        )
        .returning();
      if (!removed) return undefined;
      const place = (await this.place(tx, removed.unitId, false))!;
      await record(tx, removed, place);
      return { removed, place };
    });
  }
}
