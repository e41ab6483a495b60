import {
  addDays,
  extraShortMessage,
  formatPounds,
  partyRefusal,
  type TBookingChange,
  type TBookingQuote,
  type TChangeBookingRequest,
  type TDeskBooking,
  type TFindStaysFilter,
  type TFindStaysResponse,
} from '@parkstays/contract';
import { isExclusionViolation, sqlState } from '../../../db/errors';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import { postalAddressOf } from '../../../lib/postal-address';
import { formatUkDate } from '../../../lib/uk-date';
import type { Mailer } from '../../../mail/mail';
import type { AuditService } from '../../audit/audit.service';
import type { BookingService } from '../../booking/booking.service';
import { codeDiscountPence, totalOf } from '../../booking/booking-price';
import { Service } from '../../service';
import { bookingChangedMail } from './bookings.mail';
import {
  type BookingsRepository,
  ExtraShortError,
  type StayExtra,
  StayMoved,
  UnitRetired,
} from './bookings.repository';

type Staff = { id: number };
/** SQLSTATE of a CHECK constraint's violation: booking_money_check says paid cannot pass the total. */
const CHECK_VIOLATION = '23514';
type FoundStay = NonNullable<Awaited<ReturnType<BookingsRepository['findStay']>>>;

/** The part of reception's booking page the booking domain answers (the rest comes from others). */
export type DeskStay = Omit<TDeskBooking, 'activity_bookings' | 'emails'> & {
  /** For the other domains' parts of the page: the stay's id and the guest's account, if any. */
  bookingId: number;
  guestUserId: number | null;
};

/** A 409 PRICE_CHANGED: the price staff were shown is no longer the price; the new quote goes with it. */
export class PriceChanged extends HttpError {
  constructor(
    readonly quote: TBookingQuote,
    message: string,
  ) {
    super(409, message, undefined, 'PRICE_CHANGED');
  }
}

export type BookingsServiceOptions = {
  repository: BookingsRepository;
  audit: Pick<AuditService, 'recordChange'>;
  /** The guest's confirmation e-mail, and word that stock changed (search answers cached). */
  bookings: Pick<BookingService, 'sendConfirmation' | 'stockChanged'>;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
  now?: () => Date;
};

const LIVE = new Set(['held', 'confirmed']);
const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const extrasText = (extras: { code: string; quantity: number }[]) =>
  extras.length ? extras.map((e) => `${e.code} × ${e.quantity}`).join(', ') : 'none';
/** One extra of a stay as the desk shows it: how many, at what price each, and for how much. */
const extraLine = (e: { code: string; description: string; quantity: number; unitPricePence: number }) => ({
  code: e.code,
  description: e.description,
  quantity: e.quantity,
  unit_price_pence: e.unitPricePence,
  total_pence: e.quantity * e.unitPricePence,
});

/**
 * Reception's work on guests' stays (the back office's Bookings screens): finding them, reading
 * one, pricing and making a change, notes, and sending the confirmation again. Every change is
 * audited in its own transaction (decision 032).
 */
export class BookingsService extends Service<BookingsServiceOptions> {
  async findStays(query: TFindStaysFilter): Promise<TFindStaysResponse['data']> {
    const { rows, total } = await this.repository.findStays({
      q: query.q,
      parkCode: query.park_code,
      from: query.from,
      to: query.to,
      dates: query.dates,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return {
      stays: rows.map(({ booking: row, ...r }) => ({
        booking_no: row.bookingNo,
        guest_name: fullName(row.firstName, row.surname),
        email: row.email,
        park_code: r.parkCode,
        park_title: r.parkTitle,
        grade_code: r.gradeCode,
        grade_title: r.gradeTitle,
        unit_code: r.unitCode,
        arrival_date: row.arrivalDate,
        departure_date: addDays(row.arrivalDate, row.noOfNights),
        no_of_nights: row.noOfNights,
        status: row.status,
        total_pence: totalOf(row),
        balance_due_pence: Math.max(0, totalOf(row) - row.paidPence),
      })),
      page: query.page,
      per_page: query.per_page,
      total,
    };
  }

  private async found(bookingNo: string): Promise<FoundStay> {
    const found = await this.repository.findStay(bookingNo);
    if (!found) throw notFound('No booking has that reference');
    return found;
  }

  /** A stay by reference as reception's booking page shows it (blocks and unknown references: 404). */
  async stay(bookingNo: string): Promise<DeskStay> {
    const found = await this.found(bookingNo);
    const row = found.booking;
    const [extras, notes, grades] = await Promise.all([
      this.repository.chosenExtras(row.id),
      this.repository.notesOf(row.id),
      this.repository.gradesOfPark(found.grade.parkId),
    ]);
    const total = totalOf(row);
    return {
      bookingId: row.id,
      guestUserId: row.userId,
      booking_no: row.bookingNo,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      confirmed_at: row.confirmedAt?.toISOString() ?? null,
      checked_in_at: row.checkedInAt?.toISOString() ?? null,
      guest: {
        first_name: row.firstName,
        last_name: row.surname,
        email: row.email,
        phone_no: row.phoneNo,
        ...postalAddressOf(row),
        country_code: row.countryCode,
      },
      party: { no_of_adults: row.noOfAdults, no_of_children: row.noOfChildren, has_pets: row.hasPets },
      park: { park_code: found.parkCode, title: found.parkTitle },
      grade: { id: found.grade.id, grade_code: found.grade.gradeCode, title: found.grade.title },
      unit: { id: row.unitId, unit_code: found.unitCode },
      arrival_date: row.arrivalDate,
      departure_date: addDays(row.arrivalDate, row.noOfNights),
      no_of_nights: row.noOfNights,
      extras: extras.map(extraLine),
      money: {
        stay_pence: row.standardPricePence,
        discount_pence: row.discountPence,
        promotional_code: row.promotionalCode,
        extras_pence: row.extrasPence,
        total_pence: total,
        paid_pence: row.paidPence,
        pending_pence: row.pendingPence,
        due_pence: Math.max(0, total - row.paidPence),
        deposit_pence: row.depositPence,
      },
      notes: notes.map((n) => ({
        id: n.id,
        body: n.body,
        created_at: n.createdAt.toISOString(),
        staff_name: fullName(n.firstName, n.lastName),
      })),
      change_options: [...grades]
        .sort((a, b) => Number(b.grade.id === row.gradeId) - Number(a.grade.id === row.gradeId))
        .map((g) => ({
          grade_id: g.grade.id,
          grade_code: g.grade.gradeCode,
          title: g.grade.title,
          capacity: g.grade.capacity,
          pets_allowed: g.grade.petsAllowed,
          units: g.units.map((u) => ({ id: u.id, unit_code: u.unitCode })),
          extras: g.extras.map((e) => ({
            code: e.code,
            description: e.description,
            unit_price_pence: e.unitPricePence,
          })),
        })),
    };
  }

  /** The stay as `change` would make it, priced, with the unit it would have; changes nothing. */
  async quote(bookingNo: string, change: TBookingChange): Promise<TBookingQuote> {
    return (await this.price(await this.found(bookingNo), change)).quote;
  }

  private async price(found: FoundStay, change: TBookingChange) {
    const row = found.booking;
    if (!LIVE.has(row.status)) {
      throw new HttpError(409, `A ${row.status} booking can't be changed.`, undefined, 'BOOKING_LOCKED');
    }
    const g = await this.repository.gradeById(change.grade_id);
    if (!g || g.parkId !== found.grade.parkId) {
      throw badRequest('Choose accommodation at this park', [
        { field: 'grade_id', message: 'Choose accommodation at this park' },
      ]);
    }
    const refusal = partyRefusal(
      { capacity: g.capacity, pets_allowed: g.petsAllowed },
      { no_of_adults: change.no_of_adults, no_of_children: change.no_of_children, has_pets: change.has_pets },
    );
    if (refusal) throw badRequest(refusal.message, [refusal]);
    const today = this.today();
    if (change.arrival_date !== row.arrivalDate && change.arrival_date < today) {
      const message = 'The new arrival date has passed';
      throw badRequest(message, [{ field: 'arrival_date', message }]);
    }
    const departure = addDays(change.arrival_date, change.no_of_nights);

    // The same stay (grade, arrival and nights) keeps the price it was booked at, whatever the
    // price list says now; other dates or another grade are priced from what is on sale.
    const sameStay =
      g.id === row.gradeId &&
      change.arrival_date === row.arrivalDate &&
      change.no_of_nights === row.noOfNights;
    const [stayPence, promotion, offered, chosen, free] = await Promise.all([
      sameStay
        ? row.standardPricePence
        : this.repository.priceOf(g.id, change.arrival_date, change.no_of_nights),
      this.repository.promotionOf(row.promotionalCode),
      this.repository.extrasOffered(g.id),
      this.repository.chosenExtras(row.id),
      this.repository.freeUnits(g.id, change.arrival_date, change.no_of_nights, row.id),
    ]);
    if (stayPence === undefined) {
      const message = `${g.title} is not on sale for ${change.no_of_nights} nights from ${formatUkDate(change.arrival_date)}: choose other dates`;
      throw badRequest(message, [{ field: 'arrival_date', message }]);
    }

    const offers = new Map(offered.map((e) => [e.code, e]));
    const kept = new Map(chosen.map((e) => [e.code, e]));
    const extras: (StayExtra & { description: string })[] = [];
    for (const [index, item] of change.extras.entries()) {
      if (item.quantity === 0) continue;
      const code = item.code.toUpperCase();
      // An extra the stay has may stay on it though its grade no longer offers it.
      const offer = offers.get(code) ?? kept.get(code);
      if (!offer) {
        const message = `${g.title} does not offer the extra ${code}`;
        throw badRequest(message, [{ field: `extras.${index}.code`, message }]);
      }
      // An extra the stay already has keeps the price it was sold at; a new one is at today's.
      const unitPricePence = kept.get(code)?.unitPricePence ?? offer.unitPricePence;
      extras.push({ code, description: offer.description, quantity: item.quantity, unitPricePence });
    }

    let unitChoice: { id: number; unitCode: string } | undefined;
    let unitMessage = '';
    const nightsText = `${change.no_of_nights} nights from ${formatUkDate(change.arrival_date)}`;
    if (change.unit_id) {
      const asked = await this.repository.unitById(change.unit_id);
      if (!asked || asked.gradeId !== g.id) {
        const message = `Choose a unit of ${g.title}`;
        throw badRequest(message, [{ field: 'unit_id', message }]);
      }
      unitChoice = asked;
      if (asked.retiredAt && asked.id !== row.unitId) {
        unitMessage = `Unit ${asked.unitCode} is retired: choose another unit.`;
      } else if (!free.some((u) => u.id === asked.id)) {
        unitMessage = await this.takenMessage(asked, change.arrival_date, change.no_of_nights, row.id);
      }
    } else {
      unitChoice = free.find((u) => u.id === row.unitId) ?? free[0];
      if (!unitChoice) unitMessage = `No unit of ${g.title} is free for the ${nightsText}.`;
    }

    const discountPence = sameStay ? row.discountPence : codeDiscountPence(promotion, stayPence);
    const extrasPence = extras.reduce((sum, e) => sum + e.quantity * e.unitPricePence, 0);
    const total = stayPence - discountPence + extrasPence;
    const paid = row.paidPence + row.pendingPence;
    const quote: TBookingQuote = {
      arrival_date: change.arrival_date,
      departure_date: departure,
      no_of_nights: change.no_of_nights,
      grade: { id: g.id, grade_code: g.gradeCode, title: g.title },
      unit: unitChoice ? { id: unitChoice.id, unit_code: unitChoice.unitCode } : null,
      unit_available: unitMessage === '',
      unit_message: unitMessage,
      stay_pence: stayPence,
      promotional_code: row.promotionalCode,
      percent_off: promotion?.percentOff ?? 0,
      amount_off_pence: promotion?.amountOffPence ?? 0,
      discount_pence: discountPence,
      extras: extras.map(extraLine),
      extras_pence: extrasPence,
      total_pence: total,
      previous_total_pence: totalOf(row),
      paid_pence: paid,
      difference_pence: total - paid,
      refund_first: total < paid,
    };
    return { quote, extras, grade: g };
  }

  /** Why a unit cannot be had on these nights, naming the nights someone else has it. */
  private async takenMessage(
    asked: { id: number; unitCode: string },
    arrival: string,
    nights: number,
    bookingId: number,
  ) {
    const taken = await this.repository.takenNights(asked.id, arrival, nights, bookingId);
    if (!taken) return `Unit ${asked.unitCode} is taken on some of those nights.`;
    return taken.first === taken.last
      ? `Unit ${asked.unitCode} is already taken on the night of ${formatUkDate(taken.first)}.`
      : `Unit ${asked.unitCode} is already taken on the nights of ${formatUkDate(taken.first)} to ${formatUkDate(taken.last)}.`;
  }

  /**
   * Changes the stay as quoted, if the price is still the one staff were shown: the stay, its
   * extras and the audit entry in one transaction; the exclusion constraint decides whether the
   * unit is free. The guest is e-mailed what changed.
   */
  async change(bookingNo: string, request: TChangeBookingRequest, staff: Staff) {
    const { expected_total_pence: expectedTotal, ...change } = request;
    const found = await this.found(bookingNo);
    const before = found.booking;
    const { quote, extras, grade: g } = await this.price(found, change);
    if (quote.total_pence !== expectedTotal) {
      throw new PriceChanged(
        quote,
        'The price has changed since it was shown: check the new price and save again.',
      );
    }
    // No unit of the grade is free: nothing to try. A unit staff chose is tried even if the quote
    // saw it taken: the exclusion constraint has the last word either way.
    if (!quote.unit) throw new HttpError(409, quote.unit_message, undefined, 'UNIT_NOT_AVAILABLE');
    if (quote.refund_first) throw this.refundFirst(quote);

    const chosenBefore = await this.repository.chosenExtras(before.id);
    const was = {
      arrival_date: before.arrivalDate,
      no_of_nights: before.noOfNights,
      grade: found.grade.gradeCode,
      unit: found.unitCode,
      no_of_adults: before.noOfAdults,
      no_of_children: before.noOfChildren,
      has_pets: before.hasPets,
      extras: extrasText(chosenBefore),
      total_pence: totalOf(before),
    };
    const becomes: typeof was = {
      arrival_date: quote.arrival_date,
      no_of_nights: quote.no_of_nights,
      grade: quote.grade.grade_code,
      unit: quote.unit.unit_code,
      no_of_adults: change.no_of_adults,
      no_of_children: change.no_of_children,
      has_pets: change.has_pets,
      extras: extrasText(extras),
      total_pence: quote.total_pence,
    };
    const changed = (Object.keys(was) as (keyof typeof was)[]).filter((key) => was[key] !== becomes[key]);
    if (changed.length === 0)
      return { quote, message: 'The booking already has these details: nothing was changed.' };
    const pick = (record: typeof was) => Object.fromEntries(changed.map((key) => [key, record[key]]));

    try {
      await this.repository.applyChange(
        before,
        {
          arrivalDate: quote.arrival_date,
          noOfNights: quote.no_of_nights,
          gradeId: g.id,
          unitId: quote.unit.id,
          noOfAdults: change.no_of_adults,
          noOfChildren: change.no_of_children,
          hasPets: change.has_pets,
          standardPricePence: quote.stay_pence,
          discountPence: quote.discount_pence,
          extrasPence: quote.extras_pence,
        },
        extras,
        (tx) =>
          this.options.audit.recordChange(tx, {
            staffUserId: staff.id,
            action: 'booking.change',
            entityType: 'booking',
            entityId: before.bookingNo,
            before: pick(was),
            after: pick(becomes),
          }),
        this.now(),
      );
    } catch (error) {
      if (error instanceof ExtraShortError) {
        const { short } = error;
        const message = extraShortMessage(short.description, short.left);
        const index = change.extras.findIndex((item) => item.code.toUpperCase() === short.code);
        throw new HttpError(
          409,
          message,
          index >= 0 ? [{ field: `extras.${index}.quantity`, message }] : undefined,
          'EXTRA_SOLD_OUT',
        );
      }
      if (error instanceof StayMoved) {
        const fresh = await this.quote(bookingNo, change);
        throw new PriceChanged(
          fresh,
          'The booking changed while you were looking at it: check the new price and save again.',
        );
      }
      if (error instanceof UnitRetired) {
        const message = `Unit ${quote.unit.unit_code} is retired: choose another unit.`;
        throw new HttpError(409, message, [{ field: 'unit_id', message }], 'UNIT_NOT_AVAILABLE');
      }
      if (isExclusionViolation(error)) {
        throw new HttpError(
          409,
          await this.takenMessage(
            { id: quote.unit.id, unitCode: quote.unit.unit_code },
            quote.arrival_date,
            quote.no_of_nights,
            before.id,
          ),
          undefined,
          'UNIT_NOT_AVAILABLE',
        );
      }
      if (sqlState(error) === CHECK_VIOLATION) throw this.refundFirst(quote);
      throw error;
    }
    this.options.bookings.stockChanged();

    const after = (await this.repository.findStay(before.bookingNo))!;
    await this.options.mailer.send(
      bookingChangedMail(after.booking, {
        gradeTitle: after.grade.title,
        parkTitle: after.parkTitle,
        unitCode: after.unitCode,
        previousTotalPence: quote.previous_total_pence,
        siteName: await this.options.siteName(),
        publicUrl: this.options.publicUrl,
      }),
    );
    return { quote, message: `Booking ${before.bookingNo} is changed and the guest has been e-mailed.` };
  }

  private refundFirst(quote: TBookingQuote) {
    return conflict(
      `The new total (£${formatPounds(quote.total_pence)}) is below what has been paid (£${formatPounds(quote.paid_pence)}): refund the difference first, then make the change.`,
      'REFUND_FIRST',
    );
  }

  /** Adds a note to the stay, audited with it. */
  async addNote(bookingNo: string, body: string, staff: Staff & { name: string }) {
    const found = await this.found(bookingNo);
    const note = await this.repository.addNote(found.booking.id, staff.id, body, (tx, made) =>
      this.options.audit.recordChange(tx, {
        staffUserId: staff.id,
        action: 'booking.note',
        entityType: 'booking',
        entityId: found.booking.bookingNo,
        before: null,
        after: { note: body, note_id: made.id },
      }),
    );
    return { id: note.id, body, created_at: note.createdAt.toISOString(), staff_name: staff.name };
  }

  /** Sends the guest the confirmation e-mail again (only a confirmed stay has one), then audits it. */
  async resendConfirmation(bookingNo: string, staff: Staff) {
    const found = await this.found(bookingNo);
    const row = found.booking;
    if (row.status !== 'confirmed') {
      throw conflict(`Only a confirmed booking has a confirmation to send; this one is ${row.status}.`);
    }
    await this.options.bookings.sendConfirmation(row.id);
    await this.repository.inTransaction((tx) =>
      this.options.audit.recordChange(tx, {
        staffUserId: staff.id,
        action: 'booking.resend_confirmation',
        entityType: 'booking',
        entityId: row.bookingNo,
        before: null,
        after: { to: row.email },
      }),
    );
    return `The confirmation has been sent again to ${row.email}.`;
  }
}
