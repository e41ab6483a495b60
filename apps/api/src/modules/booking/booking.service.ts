import {
  ACCOUNT_EXISTS_MESSAGE,
  addDays,
  BALANCE_DUE_DAYS,
  BALANCE_REMINDER_DAYS,
  COUPON_APPLIED_MESSAGE,
  COUPON_REMOVED_MESSAGE,
  extraShortMessage,
  holdLimitMessage,
  londonToday,
  PROMOTIONAL_CODE_USED_UP_MESSAGE,
  partyRefusal,
  promotionalCodeRefusal,
  promotionalDiscountPence,
  SOLD_OUT_MESSAGE,
  type TBookingView,
  type TCreateBookingInput,
  type TDayStay,
  TERMS_CHANGED_MESSAGE,
  type TParkDayResponse,
  type TPaymentType,
  type TPromotionalCodeRefusal,
  type TSession,
} from '@parkstays/contract';
import type { Database } from '../../db/client';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { Mail, Mailer } from '../../mail/mail';
import type { AccountService } from '../account/account.service';
import type { SearchService } from '../search/search.service';
import { Service } from '../service';
import {
  BOOKING_CONFIRMED_MAIL,
  BOOKING_PAYMENT_MAIL,
  balanceReminderMail,
  bookingConfirmedMail,
  bookingPaymentMail,
} from './booking.mail';
import {
  type BookingViewParts,
  presentBooking,
  presentBookingSummary,
  presentTerms,
} from './booking.presenter';
import type { BookingRepository, BookingRow, HoldLimits } from './booking.repository';
import { confirmAtFor, discountOf, rulesOf, totalOf } from './booking-price';

const MINUTE = 60_000;

/** Extras and codes would change the price of money already taken or on its way to the bank. */
const locked = () =>
  new HttpError(
    409,
    "Extras and promotional codes can't be changed once a payment has been made or is being processed.",
    undefined,
    'BOOKING_LOCKED',
  );

const soldOut = () => new HttpError(409, SOLD_OUT_MESSAGE, undefined, 'SOLD_OUT');

export type BookingServiceOptions = {
  repository: BookingRepository;
  accounts: AccountService;
  search: SearchService;
  holdMinutes: number;
  holdLimits: HoldLimits;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
  /** The payments made on a stay and the refunds on them, newest first (the payment module keeps them). */
  payments: StayPaymentHistory;
  now?: () => Date;
};

/** What the booking module reads of the payment module (decision 051): the payment module provides it. */
export type StayPaymentHistory = {
  historyOfBooking(bookingId: number): Promise<Pick<BookingViewParts, 'payments' | 'refunds'>>;
};

/** What a card payment on a stay did to it: confirmed it, paid part of it, or found its hold lapsed. */
export type StayPaymentOutcome = 'confirmed' | 'paid' | 'lapsed';

export class BookingService extends Service<BookingServiceOptions> {
  /**
   * Holds a unit for the stay and records the lead guest's details. A guest who is not signed in
   * gets an account made from the password they chose, and is signed in. `ip` is the address the
   * booking comes from: with the account and the e-mail, it is limited in how many bookings may
   * wait for payment at once.
   */
  async create(
    input: TCreateBookingInput,
    signedIn: UserAccountRow | null,
    ip: string,
  ): Promise<{ booking: BookingRow; session?: TSession }> {
    const now = this.now();
    const today = londonToday(now);
    // A check that needs no database and fails: answer the first problem in the documented order
    // (the grade's own checks come first), which takes the grade. Otherwise the grade's checks are
    // made by the statement that makes the hold, and asked about only when it makes none.
    if (input.arrival_date < today || (!signedIn && !input.password)) {
      throw (await this.refusal(input, today, signedIn)) ?? soldOut();
    }

    const outcome = await this.repository.holdUnit(
      {
        gradeCode: input.grade_code.toUpperCase(),
        userId: signedIn?.id ?? null,
        arrivalDate: input.arrival_date,
        noOfNights: input.no_of_nights,
        noOfAdults: input.no_of_adults,
        noOfChildren: input.no_of_children,
        hasPets: input.has_pets === 1,
        holdExpiresAt: new Date(now.getTime() + this.options.holdMinutes * MINUTE),
        firstName: input.first_name,
        surname: input.last_name,
        email: input.email.trim().toLowerCase(),
        phoneNo: input.phone_number,
        address: input.address_1,
        address2: input.address_2,
        city: input.city,
        postCode: input.postcode.toUpperCase(),
        countryCode: input.country_code,
        withDeposit: input.arrival_date > addDays(today, BALANCE_DUE_DAYS),
        createdIp: ip.slice(0, 45),
      },
      now,
      this.options.holdLimits,
    );
    // Not bookable a moment ago but fine now (its price or capacity changed in between): the
    // guest is told it sold out, and booking again finds it as it is.
    if ('notBookable' in outcome) throw (await this.refusal(input, today, signedIn)) ?? soldOut();
    if ('soldOut' in outcome) throw soldOut();
    if ('limitReached' in outcome) {
      throw new HttpError(429, holdLimitMessage(outcome.limitReached), undefined, 'HOLD_LIMIT');
    }
    const { held } = outcome;
    this.options.search.invalidate();
    if (signedIn) return { booking: held };

    try {
      const session = await this.options.accounts.signUp({
        email: input.email,
        password: input.password!,
        first_name: input.first_name,
        last_name: input.last_name,
        phone_number: input.phone_number,
        address_1: input.address_1,
        address_2: input.address_2,
        city: input.city,
        postcode: input.postcode,
        country_code: input.country_code,
        marketing_preference: 0,
      });
      await this.repository.setUser(held.id, session.user.id);
      return { booking: { ...held, userId: session.user.id }, session };
    } catch (error) {
      // The account could not be made (it exists, or the password is refused): let the unit go.
      await this.repository.cancelHold(held.id);
      this.options.search.invalidate();
      if (error instanceof HttpError && error.statusCode === 409)
        throw conflict(ACCOUNT_EXISTS_MESSAGE, 'ACCOUNT_EXISTS');
      throw error;
    }
  }

  /**
   * Why this booking cannot be made, in the documented order: the grade exists, the arrival date
   * has not passed, the party fits, pets are allowed, the park lets the stay start on that weekday,
   * the stay is on sale (sold out otherwise: no price, stop-sold or outside the stay limits), a
   * password when not signed in. Undefined when nothing is wrong.
   */
  private async refusal(
    input: TCreateBookingInput,
    today: string,
    signedIn: UserAccountRow | null,
  ): Promise<HttpError | undefined> {
    const found = await this.repository.findGradeWithPrice(
      input.grade_code,
      input.arrival_date,
      input.no_of_nights,
    );
    if (!found)
      return badRequest('This accommodation does not exist', [
        { field: 'grade_code', message: 'Unknown accommodation' },
      ]);
    const { grade } = found;
    if (input.arrival_date < today) {
      return badRequest('The arrival date has passed', [
        { field: 'arrival_date', message: 'The arrival date has passed' },
      ]);
    }
    const party = partyRefusal(
      { capacity: grade.capacity, pets_allowed: grade.petsAllowed },
      {
        no_of_adults: input.no_of_adults,
        no_of_children: input.no_of_children,
        has_pets: input.has_pets === 1,
      },
    );
    if (party) return badRequest(party.message, [party]);
    // The park's arrival-day rules, as staff set them (the search offers no other day).
    const arrivalDay = await this.options.search.arrivalDayRefusal(
      input.grade_code,
      input.arrival_date,
      input.no_of_nights,
    );
    if (arrivalDay) return badRequest(arrivalDay, [{ field: 'arrival_date', message: arrivalDay }]);
    if (found.pricePence === undefined) return soldOut();
    if (!signedIn && !input.password) {
      const message = 'Choose a password for your account';
      return badRequest(message, [{ field: 'password', message }]);
    }
    return undefined;
  }

  /** A booking of this user; anyone else's answers as missing. */
  async ownBooking(id: number, user: UserAccountRow): Promise<BookingRow> {
    const row = await this.repository.findBooking(id);
    if (!row || row.userId !== user.id) throw notFound('Booking not found');
    return row;
  }

  async view(id: number, user: UserAccountRow): Promise<TBookingView> {
    return this.toView(await this.ownBooking(id, user));
  }

  async toView(row: BookingRow): Promise<TBookingView> {
    const today = this.today();
    const g = await this.repository.gradeWithImage(row.gradeId);
    const [parkOfGrade] = await this.options.search.parks({ parkIds: [g!.parkId] });
    const [extras, { payments, refunds }, terms] = await Promise.all([
      this.repository.offers.extrasOf(row.id, row.gradeId),
      this.options.payments.historyOfBooking(row.id),
      row.termsId ? this.repository.terms.byId(row.termsId) : this.repository.terms.latest(g!.holidayTypeId),
    ]);
    return presentBooking(row, {
      grade: g!,
      park: parkOfGrade!,
      extras,
      payments,
      refunds,
      today,
      terms: presentTerms(terms, row.termsAgreedAt),
    });
  }

  /**
   * The guest agreed to the terms on sale for their stay, as they pay for it: the booking keeps
   * that version from now on (decision 056). A confirmed stay keeps the terms it already has.
   */
  async agreeToTerms(row: BookingRow, readVersion?: number): Promise<void> {
    if (row.status !== 'held') return;
    const holidayTypeId = await this.repository.terms.holidayTypeOfGrade(row.gradeId);
    const agreed = await this.repository.terms.agree(row.id, holidayTypeId, this.now(), readVersion);
    if (agreed === 'changed') {
      throw new HttpError(
        409,
        TERMS_CHANGED_MESSAGE,
        [{ field: 'termsVersion', message: 'Read the booking terms again' }],
        'TERMS_CHANGED',
      );
    }
  }

  async list(user: UserAccountRow) {
    const rows = await this.repository.listBookingsOfUser(user.id);
    return rows.map(({ booking: row, gradeTitle, gradeCode, park }) =>
      presentBookingSummary(row, { title: gradeTitle, gradeCode }, park),
    );
  }

  private assertChangeable(row: BookingRow) {
    if (row.status !== 'held') {
      throw badRequest('This booking can no longer be changed online. Please contact us.');
    }
    if (row.paidPence > 0 || row.pendingPence > 0) throw locked();
  }

  /**
   * Sets the extras from scratch; only quantities above 0 count; prices come from the price list.
   * An extra whose quantity goes up must have that many left on every night of the stay: 409
   * EXTRA_SOLD_OUT names it and how many are left, with the field of its row in the request.
   */
  async updateExtras(id: number, user: UserAccountRow, items: { code: string; quantity: number }[]) {
    const row = await this.ownBooking(id, user);
    this.assertChangeable(row);
    const offered = new Map(
      (await this.repository.offers.extrasOf(row.id, row.gradeId)).map((e) => [e.code, e]),
    );
    const chosen = items.filter((item) => item.quantity > 0);
    const unknown = chosen.find((item) => !offered.has(item.code.toUpperCase()));
    if (unknown) {
      const message = `${unknown.code} is not an extra of this accommodation`;
      throw badRequest(message, [{ field: 'extrasJSON', message }]);
    }
    const outcome = await this.repository.offers.replaceExtras(
      row.id,
      chosen.map((item) => {
        const known = offered.get(item.code.toUpperCase())!;
        return { code: known.code, quantity: item.quantity, unitPricePence: known.unitPricePence };
      }),
      this.now(),
    );
    if (outcome === 'locked') throw locked();
    if (outcome !== 'replaced') {
      const { short } = outcome;
      const message = extraShortMessage(short.description, short.left);
      const index = items.findIndex((item) => item.code.toUpperCase() === short.code);
      throw new HttpError(
        409,
        message,
        [{ field: `extrasJSON.${index}.quantity`, message }],
        'EXTRA_SOLD_OUT',
      );
    }
    return this.view(id, user);
  }

  /**
   * Applies a promotional code; the answer says whether it applied, in the documented shape, and
   * why not (`reason`, with the guest's words as the message). The code's rules are the contract's
   * (`promotionalCodeRefusal`); its use is taken race-safely by the repository, and a code the
   * booking had before is given back.
   */
  async applyPromotionalCode(
    id: number,
    user: UserAccountRow,
    code: string,
  ): Promise<{ applied: boolean; message: string; reason?: TPromotionalCodeRefusal }> {
    const row = await this.ownBooking(id, user);
    this.assertChangeable(row);
    const today = this.today();
    const outcome = await this.repository.offers.applyPromotionalCode(
      row.id,
      code,
      ({ stay, parkCode, promotion }) =>
        promotionalCodeRefusal(
          promotion && rulesOf(promotion),
          {
            no_of_nights: stay.noOfNights,
            park_code: parkCode,
          },
          today,
        ),
      (promotion, stay) => promotionalDiscountPence(discountOf(promotion), stay.standardPricePence),
    );
    if ('locked' in outcome) throw locked();
    if ('usedUp' in outcome) {
      return { applied: false, message: PROMOTIONAL_CODE_USED_UP_MESSAGE, reason: 'used_up' };
    }
    if ('refused' in outcome) {
      return { applied: false, message: outcome.refused.message, reason: outcome.refused.reason };
    }
    return { applied: true, message: COUPON_APPLIED_MESSAGE };
  }

  /** Takes the promotional code off the booking, giving its use back to the code. */
  async dropPromotionalCode(id: number, user: UserAccountRow) {
    const row = await this.ownBooking(id, user);
    this.assertChangeable(row);
    const outcome = await this.repository.offers.dropPromotionalCode(row.id);
    if (outcome === 'locked') throw locked();
    return outcome.dropped ? COUPON_REMOVED_MESSAGE : 'This booking has no code to remove.';
  }

  /**
   * The back office's Today screen (docs/product.md, "Staff and the back office"): per park, the
   * confirmed stays arriving on `date`, leaving on it and staying through it, with what each still
   * owes. Today in Europe/London unless a date is given; 404 for an unknown park code.
   */
  async parkDay(parkCode: string, date: string | undefined): Promise<TParkDayResponse['data']> {
    const day = date ?? this.today();
    const parks = await this.options.repository.parksFor(parkCode);
    if (parkCode && parks.length === 0) throw notFound('No park has that code');
    const stays = await this.options.repository.confirmedStaysAround(
      parks.map((p) => p.id),
      day,
    );
    return {
      date: day,
      parks: parks.map((p) => {
        const at = stays.filter((stay) => stay.parkId === p.id).map(toDayStay);
        const arrivals = at.filter((stay) => stay.arrival_date === day);
        const departures = at.filter((stay) => stay.departure_date === day);
        const inHouse = at.filter((stay) => stay.arrival_date < day && stay.departure_date > day);
        return {
          park_code: p.parkCode,
          park_title: p.title,
          arrivals,
          departures,
          in_house: inHouse,
          balance_due_pence: [...arrivals, ...departures, ...inHouse].reduce(
            (sum, stay) => sum + stay.balance_due_pence,
            0,
          ),
        };
      }),
    };
  }

  async bookingById(id: number): Promise<BookingRow> {
    const row = await this.repository.findBooking(id);
    if (!row) throw notFound('Booking not found');
    return row;
  }

  /** Stock changed outside this service (a payment confirmed or released a unit). */
  stockChanged() {
    this.options.search.invalidate();
  }

  /** E-mails the lead guest the booking's confirmation again (the desk's "send again"). */
  async sendConfirmation(id: number) {
    const mail = await this.confirmationMail(id);
    if (mail) await this.options.mailer.send(mail);
  }

  /**
   * The confirmation as it reads now, with the stay as a calendar file; null once the stay is no
   * longer confirmed (cancelled before an outage let the first one go: nothing true to say).
   */
  async confirmationMail(id: number): Promise<Mail | null> {
    const row = await this.repository.findBooking(id);
    if (row?.status !== 'confirmed') return null;
    return bookingConfirmedMail(row, await this.toView(row), await this.mailContext());
  }

  /** The receipt for a payment on a stay that was already confirmed. */
  async paymentMail(id: number, amountPence: number): Promise<Mail | null> {
    const row = await this.repository.findBooking(id);
    if (!row) return null;
    return bookingPaymentMail(row, await this.toView(row), amountPence, await this.mailContext());
  }

  private async mailContext() {
    return { siteName: await this.options.siteName(), publicUrl: this.options.publicUrl, now: this.now() };
  }

  /**
   * E-mails each lead guest whose confirmed stay has a balance to pay a reminder, BALANCE_REMINDER_DAYS
   * before arrival (London's today), with the link to View booking; answers how many were sent.
   * Stays arriving sooner, but before the balance falls due (more than BALANCE_DUE_DAYS ahead), are
   * reminded too, so a day the job did not run is caught up. Each stay's reminder has its own dedupe
   * key, so the outbox takes it once: the job may run any number of times, in any number of
   * processes, and a guest still hears once.
   */
  async sendBalanceReminders(now: Date): Promise<number> {
    const today = londonToday(now);
    const stays = await this.repository.staysWithBalanceArriving({
      after: addDays(today, BALANCE_DUE_DAYS),
      until: addDays(today, BALANCE_REMINDER_DAYS),
    });
    if (stays.length === 0) return 0;
    const context = { siteName: await this.options.siteName(), publicUrl: this.options.publicUrl };
    let sent = 0;
    for (const stay of stays) {
      const mail = balanceReminderMail(
        stay.booking,
        { accommodation: stay.gradeTitle, park: stay.parkTitle },
        context,
      );
      if (await this.options.mailer.send(mail, { dedupeKey: `balance-reminder:${stay.booking.id}` }))
        sent += 1;
    }
    return sent;
  }

  // Card payments on a stay (the payment module calls these). The ones given `tx` run inside the
  // payment's own transaction, so the payment and the stay's money change together or not at all.

  /** What the stay's payments must reach for it to count as confirmed, for a payment of `type`. */
  confirmAtFor(row: BookingRow, type: TPaymentType | string): number {
    return confirmAtFor(row, type);
  }

  /** Sets a payment's amount aside on the stay; false when it no longer fits (see the repository). */
  setAsidePayment(tx: Database, bookingId: number, amount: number, options: { firstPayment: boolean }) {
    return this.repository.money.setAsidePayment(tx, bookingId, amount, options.firstPayment);
  }

  /** Gives back what a payment that took no money had set aside on the stay. */
  releasePayment(tx: Database, bookingId: number, amount: number) {
    return this.repository.money.releasePayment(tx, bookingId, amount);
  }

  /**
   * Books an authorised payment on the stay, confirming it once paid reaches `confirmAt`. A stay
   * whose hold lapsed and that this payment does not confirm answers 'lapsed' (the caller rolls back
   * and refunds); confirming a lapsed stay whose unit was taken throws the exclusion violation.
   */
  async recordPayment(
    tx: Database,
    bookingId: number,
    amount: number,
    options: { confirmAt: number; now: Date; receipt?: boolean },
  ): Promise<StayPaymentOutcome> {
    const stay = await this.repository.money.recordPayment(
      tx,
      bookingId,
      amount,
      options.confirmAt,
      options.now,
    );
    if (stay?.status === 'expired') return 'lapsed';
    if (stay?.status !== 'confirmed') return 'paid';
    // Recorded with the payment, so the e-mail exists exactly when the payment does, and written
    // when it is delivered (this transaction cannot read the stay as the guest will see it). The
    // confirmation is the stay's one (its key is taken once); a later payment gets its receipt.
    if (stay.newlyConfirmed) {
      await this.options.mailer.record(
        tx,
        { to: stay.email, template: BOOKING_CONFIRMED_MAIL, data: { bookingId } },
        { dedupeKey: `booking-confirmed:${bookingId}` },
      );
    } else if (options.receipt !== false) {
      await this.options.mailer.record(tx, {
        to: stay.email,
        template: BOOKING_PAYMENT_MAIL,
        data: { bookingId, amountPence: amount },
      });
    }
    return 'confirmed';
  }

  /** A payment on the stay was refunded. */
  recordRefund(tx: Database, bookingId: number, amount: number) {
    return this.repository.money.recordRefund(tx, bookingId, amount);
  }

  /** Keeps the unit while the guest is with their bank, but never revives an expired hold. */
  keepHoldUntil(bookingId: number, until: Date) {
    return this.repository.keepHoldUntil(bookingId, until);
  }

  /** Held stays whose hold lapsed with money paid on them and nothing in flight (the refund job's). */
  lapsedHoldsWithMoney(now: Date) {
    return this.repository.lapsedHoldsWithMoney(now);
  }

  /** Lets a lapsed hold go once no money is left on it; answers whether it did. */
  async expireIfEmpty(bookingId: number, now: Date) {
    const expired = await this.repository.expireIfEmpty(bookingId, now);
    if (expired) this.stockChanged();
    return expired;
  }

  /** Releases holds whose time is up (the hold-expiry job). */
  async expireHolds() {
    const released = await this.repository.expireHolds(this.now());
    if (released > 0) this.options.search.invalidate();
    return released;
  }
}

export function toDayStay(row: {
  booking: BookingRow;
  gradeCode: string;
  gradeTitle: string;
  unitCode: string;
  checkedInByName: string | null;
}): TDayStay {
  const stay = row.booking;
  const total = totalOf(stay);
  return {
    booking_id: stay.id,
    booking_no: stay.bookingNo,
    guest_name: `${stay.firstName} ${stay.surname}`.trim(),
    email: stay.email,
    phone_no: stay.phoneNo,
    grade_code: row.gradeCode,
    grade_title: row.gradeTitle,
    unit_code: row.unitCode,
    arrival_date: stay.arrivalDate,
    departure_date: addDays(stay.arrivalDate, stay.noOfNights),
    no_of_nights: stay.noOfNights,
    no_of_adults: stay.noOfAdults,
    no_of_children: stay.noOfChildren,
    has_pets: stay.hasPets,
    total_pence: total,
    paid_pence: stay.paidPence,
    balance_due_pence: Math.max(0, total - stay.paidPence),
    checked_in_at: stay.checkedInAt?.toISOString() ?? null,
    checked_in_by: stay.checkedInAt ? (row.checkedInByName ?? '') : null,
  };
}
