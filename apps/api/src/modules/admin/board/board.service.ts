import {
  addDays,
  extraShortMessage,
  formatPounds,
  londonToday,
  type TAllocationBoard,
  type TAllocationBoardQuery,
  type TCreateUnitBlockRequest,
  type TMoveBookingRequest,
  type TMovedBooking,
  type TUnitBlock,
} from '@parkstays/contract';
import type { Database } from '../../../db/client';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { formatUkDate } from '../../../lib/uk-date';
import type { Mailer } from '../../../mail/mail';
import type { AuditService } from '../../audit/audit.service';
import type { BookingRow } from '../../booking/booking.repository';
import { codeDiscountPence, totalOf } from '../../booking/booking-price';
import { Service } from '../../service';
import { stayMovedMail } from './board.mail';
import type { BoardRepository, MoveFacts, MovePlan, UnitPlace } from './board.repository';

/** A move or block refused because the unit is taken on one of the nights. */
const unitTaken = (message: string) => new HttpError(409, message, undefined, 'UNIT_NOT_AVAILABLE');

/** A move or block onto a unit taken out of letting (the catalogue's retired units). */
const unitRetired = (place: UnitPlace) => {
  const message = `Unit ${place.unitCode} is retired: it can take no stay or block. Choose another unit.`;
  return new HttpError(409, message, [{ field: 'unit_id', message }], 'UNIT_NOT_AVAILABLE');
};

/** A refused move that carries the totals the web shows (PRICE_CONFIRMATION_NEEDED, REFUND_FIRST). */
export class MoveRefusal extends HttpError {
  constructor(
    message: string,
    code: 'PRICE_CONFIRMATION_NEEDED' | 'REFUND_FIRST',
    readonly totals: { old_total_pence: number; new_total_pence: number; paid_pence: number },
  ) {
    super(409, message, undefined, code);
  }
}

const nightsWord = (nights: number) => `${nights} night${nights === 1 ? '' : 's'}`;
const pounds = (pence: number) => `£${formatPounds(pence)}`;
/** "3 nights from 12/06/2027". */
const nightsFrom = (first: string, nights: number) => `${nightsWord(nights)} from ${formatUkDate(first)}`;

export type BoardServiceOptions = {
  repository: BoardRepository;
  audit: Pick<AuditService, 'recordChange'>;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
  /** Stock changed through this process: searches here see it at once. */
  stockChanged: () => void;
  onMailError: (error: unknown, what: string) => void;
  now?: () => Date;
};

/** What an audit entry keeps of a stay's or block's place. */
const placeOf = (row: BookingRow, place: UnitPlace) => ({
  unit_id: place.unitId,
  unit_code: place.unitCode,
  grade_code: place.gradeCode,
  arrival_date: row.arrivalDate,
  no_of_nights: row.noOfNights,
});

/**
 * The allocation board (docs/product.md, "Staff and the back office"): which unit each stay and
 * block has, night by night; moving a confirmed stay to another unit or nights, re-priced from the
 * price list when its grade or nights change; blocking a unit for maintenance.
 */
export class BoardService extends Service<BoardServiceOptions> {
  /** The park's units grouped by grade, and every live stay, hold and block on them in the window. */
  async board(query: TAllocationBoardQuery): Promise<TAllocationBoard> {
    const now = this.now();
    const today = londonToday(now);
    const from = query.from ?? today;
    const parks = await this.repository.parks();
    const chosen = query.park_code
      ? parks.find((p) => p.parkCode.toUpperCase() === query.park_code.toUpperCase())
      : parks[0];
    if (!chosen) throw notFound('No park has that code');
    const [units, rows] = await Promise.all([
      this.repository.unitsOfPark(chosen.id),
      this.repository.liveRowsOverlapping(chosen.id, from, query.nights, now),
    ]);
    const grades: TAllocationBoard['grades'] = [];
    for (const u of units) {
      let g = grades.at(-1);
      if (g?.grade_code !== u.gradeCode) {
        g = { grade_code: u.gradeCode, title: u.gradeTitle, units: [] };
        grades.push(g);
      }
      g.units.push({ unit_id: u.unitId, unit_code: u.unitCode });
    }
    const end = addDays(from, query.nights);
    return {
      park: { park_code: chosen.parkCode, title: chosen.title },
      parks: parks.map((p) => ({ park_code: p.parkCode, title: p.title })),
      from,
      nights: query.nights,
      today,
      grades,
      bars: rows.map((row) => ({
        booking_no: row.bookingNo,
        kind: row.kind,
        status: row.status as 'held' | 'confirmed',
        unit_id: row.unitId,
        guest_name: row.kind === 'stay' ? `${row.firstName} ${row.surname}`.trim() : '',
        surname: row.kind === 'stay' ? row.surname : '',
        reason: row.kind === 'block' ? row.blockReason : '',
        arrival_date: row.arrivalDate,
        no_of_nights: row.noOfNights,
        starts_before: row.arrivalDate < from,
        ends_after: addDays(row.arrivalDate, row.noOfNights) > end,
      })),
    };
  }

  /**
   * Moves a confirmed stay to another unit of its park and/or another first night, for the same
   * nights. Another grade or other nights are priced from the price list (the promotional code's
   * discount kept, a fixed amount never more than the stay; extras unchanged); a different total
   * needs `accept_total_pence` to equal it, and a total below what is paid is refused until the
   * difference is refunded. The exclusion constraint decides whether the unit is free.
   */
  async move(staffUserId: number, bookingNo: string, input: TMoveBookingRequest): Promise<TMovedBooking> {
    const now = this.now();
    const today = londonToday(now);
    const decide = (facts: MoveFacts): MovePlan => {
      const { stay, from, to } = facts;
      if (stay.status !== 'confirmed') {
        throw new HttpError(409, `Booking ${stay.bookingNo} is not confirmed, so it cannot be moved.`);
      }
      if (!to || to.parkId !== from.parkId) {
        const message = 'Choose a unit at the same park';
        throw new HttpError(404, message, [{ field: 'unit_id', message }]);
      }
      if (to.retired) throw unitRetired(to);
      const sameNights = input.arrival_date === stay.arrivalDate;
      if (!sameNights && input.arrival_date < today) {
        const message = 'The new first night has passed';
        throw badRequest(message, [{ field: 'arrival_date', message }]);
      }
      if (sameNights && to.gradeId === stay.gradeId) {
        return {
          unitId: to.unitId,
          gradeId: to.gradeId,
          arrivalDate: stay.arrivalDate,
          standardPricePence: stay.standardPricePence,
          discountPence: stay.discountPence,
        };
      }
      if (facts.listPricePence === undefined) {
        throw new HttpError(
          409,
          `${to.gradeTitle} has no price for ${nightsFrom(input.arrival_date, stay.noOfNights)}, so the booking cannot be moved there.`,
        );
      }
      const standard = facts.listPricePence;
      const discount = codeDiscountPence(facts.promotion, standard);
      const oldTotal = totalOf(stay);
      const newTotal = standard - discount + stay.extrasPence;
      const totals = { old_total_pence: oldTotal, new_total_pence: newTotal, paid_pence: stay.paidPence };
      if (newTotal < stay.paidPence + stay.pendingPence) {
        throw new MoveRefusal(
          `The new total, ${pounds(newTotal)}, is less than the ${pounds(stay.paidPence)} already paid. Refund the difference first, then move the booking.`,
          'REFUND_FIRST',
          totals,
        );
      }
      if (newTotal !== oldTotal && input.accept_total_pence !== newTotal) {
        throw new MoveRefusal(
          `Moving booking ${stay.bookingNo} changes its total from ${pounds(oldTotal)} to ${pounds(newTotal)}. Confirm the new total to move it.`,
          'PRICE_CONFIRMATION_NEEDED',
          totals,
        );
      }
      return {
        unitId: to.unitId,
        gradeId: to.gradeId,
        arrivalDate: input.arrival_date,
        standardPricePence: standard,
        discountPence: discount,
      };
    };
    const outcome = await this.repository.moveStay(
      bookingNo,
      { unitId: input.unit_id, arrivalDate: input.arrival_date },
      now,
      decide,
      async (tx, before, after, { from, to }) => {
        await this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'booking.move',
          entityType: 'booking',
          entityId: before.bookingNo,
          before: { ...placeOf(before, from), total_pence: totalOf(before) },
          after: { ...placeOf(after, to), total_pence: totalOf(after) },
        });
      },
    );
    if ('missing' in outcome) throw notFound('No booking has that reference');
    if ('short' in outcome) {
      throw new HttpError(
        409,
        extraShortMessage(outcome.short.description, outcome.short.left),
        undefined,
        'EXTRA_SOLD_OUT',
      );
    }
    if ('unavailable' in outcome) {
      const place = await this.repository.unitPlace(input.unit_id);
      const nights = await this.nightsOfStay(bookingNo);
      throw unitTaken(
        `Unit ${place?.unitCode ?? input.unit_id} is not free for ${nightsFrom(input.arrival_date, nights)}.`,
      );
    }
    const { moved, before, to } = outcome;
    this.options.stockChanged();
    await this.mailMove(moved, to);
    return {
      booking_no: moved.bookingNo,
      unit_id: to.unitId,
      unit_code: to.unitCode,
      grade_code: to.gradeCode,
      arrival_date: moved.arrivalDate,
      no_of_nights: moved.noOfNights,
      previous_total_pence: totalOf(before),
      total_pence: totalOf(moved),
    };
  }

  private async nightsOfStay(bookingNo: string) {
    return (await this.repository.stayNights(bookingNo)) ?? 1;
  }

  /** Tells the lead guest where and when their stay is now (after the move has committed). */
  private async mailMove(row: BookingRow, to: UnitPlace) {
    if (!row.email) return;
    try {
      await this.options.mailer.send(
        stayMovedMail(row, to, {
          siteName: await this.options.siteName(),
          publicUrl: this.options.publicUrl,
        }),
      );
    } catch (error) {
      this.options.onMailError(error, `the e-mail about moving booking ${row.bookingNo} was not sent`);
    }
  }

  /** Takes a unit out of order for a run of nights; refused when the unit is taken on one of them. */
  async block(staffUserId: number, input: TCreateUnitBlockRequest): Promise<TUnitBlock> {
    const outcome = await this.repository.createBlock(
      {
        unitId: input.unit_id,
        arrivalDate: input.arrival_date,
        noOfNights: input.no_of_nights,
        reason: input.reason,
      },
      this.now(),
      (tx, block, place) =>
        this.options.audit.recordChange(tx, {
          staffUserId,
          action: 'unit_block.create',
          entityType: 'booking',
          entityId: block.bookingNo,
          before: null,
          after: { ...placeOf(block, place), reason: block.blockReason, status: block.status },
        }),
    );
    if ('missingUnit' in outcome) {
      const message = 'No unit has that id';
      throw new HttpError(404, message, [{ field: 'unit_id', message }]);
    }
    if ('retiredUnit' in outcome) throw unitRetired(outcome.retiredUnit);
    if ('unavailable' in outcome) {
      const place = await this.repository.unitPlace(input.unit_id);
      const taken = nightsFrom(input.arrival_date, input.no_of_nights);
      throw unitTaken(
        outcome.overlapping
          ? `Unit ${place?.unitCode} cannot be blocked for ${taken}: booking ${outcome.overlapping} has it on some of those nights.`
          : `Unit ${place?.unitCode} is not free for ${taken}.`,
      );
    }
    this.options.stockChanged();
    return toBlock(outcome.blocked, outcome.place);
  }

  /**
   * For the catalogue retiring a unit, inside its transaction: the unit's stays to come (which
   * must move first), or, with none, its blocks to come lifted. Lapsed unpaid holds are let go.
   */
  vacateUnit(tx: Database, unitId: number) {
    const now = this.now();
    return this.repository.vacateForRetirement(tx, unitId, londonToday(now), now);
  }

  /** Puts a blocked unit back on sale for the block's nights. */
  async removeBlock(staffUserId: number, bookingNo: string): Promise<TUnitBlock> {
    const outcome = await this.repository.removeBlock(bookingNo, (tx, block, place) =>
      this.options.audit.recordChange(tx, {
        staffUserId,
        action: 'unit_block.remove',
        entityType: 'booking',
        entityId: block.bookingNo,
        before: { ...placeOf(block, place), reason: block.blockReason, status: 'confirmed' },
        after: { ...placeOf(block, place), reason: block.blockReason, status: block.status },
      }),
    );
    if (!outcome) throw notFound('No unit block has that reference');
    this.options.stockChanged();
    return toBlock(outcome.removed, outcome.place);
  }
}

function toBlock(row: BookingRow, place: UnitPlace): TUnitBlock {
  return {
    booking_no: row.bookingNo,
    unit_id: place.unitId,
    unit_code: place.unitCode,
    grade_code: place.gradeCode,
    arrival_date: row.arrivalDate,
    no_of_nights: row.noOfNights,
    reason: row.blockReason,
    status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
  };
}
