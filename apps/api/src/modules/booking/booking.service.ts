import {
  ACCOUNT_EXISTS_MESSAGE,
  addDays,
  BALANCE_DUE_DAYS,
  COUPON_APPLIED_MESSAGE,
  COUPON_INVALID_MESSAGE,
  holdLimitMessage,
  londonToday,
  SOLD_OUT_MESSAGE,
  type TBookingView,
  type TCreateBookingInput,
  type TPaymentOption,
  type TSession,
} from '@parkstays/contract';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../../http/errors';
import { type Limit, type RateLimiter, waitMessage } from '../../http/rate-limiter';
import { formatPounds } from '../../lib/money';
import { formatUkDate } from '../../lib/uk-date';
import { composeMail, type Mailer } from '../../mail/mailer';
import type { AccountService } from '../account/account.service';
import type { SearchService } from '../search/search.service';
import type { BookingRepository, BookingRow, HoldLimits } from './booking.repository';

const MINUTE = 60_000;
const CHECK_IN_TIME = '16:00';
const CHECK_OUT_TIME = '10:00';

/** "Missing booking?" look-ups: enough for a guest's typos, far too few to guess a reference. */
export const MISSING_BOOKING_LIMITS = {
  perUser: { name: 'missing-booking-user', max: 10, windowMs: 60 * MINUTE },
  perIp: { name: 'missing-booking-ip', max: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Extras and codes would change the price of money already taken or on its way to the bank. */
const locked = () =>
  new HttpError(
    409,
    "Extras and promotional codes can't be changed once a payment has been made or is being processed.",
    undefined,
    'BOOKING_LOCKED',
  );

const soldOut = () => new HttpError(409, SOLD_OUT_MESSAGE, undefined, 'SOLD_OUT');

/** The deposit to confirm a stay booked more than 28 days ahead: a fifth, at least £50, in whole pounds. */
export function depositFor(standardPence: number): number {
  return Math.min(standardPence, Math.max(5_000, Math.round((standardPence * 0.2) / 100) * 100));
}

export function totalOf(row: BookingRow): number {
  return row.standardPricePence - row.discountPence + row.extrasPence;
}

export type BookingServiceOptions = {
  repository: BookingRepository;
  accounts: AccountService;
  search: SearchService;
  holdMinutes: number;
  holdLimits: HoldLimits;
  /** Counts "Missing booking?" look-ups, so references cannot be guessed at. */
  limiter: RateLimiter;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
  now?: () => Date;
};

/** An iCalendar file with the stay as an all-day event from arrival to departure (RFC 5545). */
export function stayCalendar(stay: {
  uid: string;
  summary: string;
  arrival: string;
  departure: string;
  location: string;
  description: string;
  now: Date;
}): string {
  const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  const stamp = stay.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brackenbay Holiday Parks//Bookings//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${stay.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${stay.arrival.replace(/-/g, '')}`,
    `DTEND;VALUE=DATE:${stay.departure.replace(/-/g, '')}`,
    `SUMMARY:${text(stay.summary)}`,
    `LOCATION:${text(stay.location)}`,
    `DESCRIPTION:${text(stay.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export class BookingService {
  private readonly now: () => Date;

  constructor(private readonly options: BookingServiceOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private get repository() {
    return this.options.repository;
  }

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
    const found = await this.repository.findGradeWithPrice(
      input.grade_code,
      input.arrival_date,
      input.no_of_nights,
    );
    if (!found)
      throw badRequest('This accommodation does not exist', [
        { field: 'grade_code', message: 'Unknown accommodation' },
      ]);
    const { grade } = found;
    if (input.arrival_date < today) {
      throw badRequest('The arrival date has passed', [
        { field: 'arrival_date', message: 'The arrival date has passed' },
      ]);
    }
    if (input.no_of_adults + input.no_of_children > grade.capacity) {
      const message = `This accommodation sleeps ${grade.capacity}: please reduce the number of guests`;
      throw badRequest(message, [{ field: 'no_of_adults', message }]);
    }
    if (input.has_pets === 1 && !grade.petsAllowed) {
      const message = 'Pets are not allowed in this accommodation';
      throw badRequest(message, [{ field: 'has_pets', message }]);
    }
    const standard = found.pricePence;
    if (standard === undefined) throw soldOut();
    if (!signedIn && !input.password) {
      const message = 'Choose a password for your account';
      throw badRequest(message, [{ field: 'password', message }]);
    }

    const outcome = await this.repository.holdUnit(
      {
        gradeId: grade.id,
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
        standardPricePence: standard,
        depositPence: input.arrival_date > addDays(today, BALANCE_DUE_DAYS) ? depositFor(standard) : 0,
        createdIp: ip.slice(0, 45),
      },
      now,
      this.options.holdLimits,
    );
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
      if (error instanceof HttpError && error.statusCode === 409) throw conflict(ACCOUNT_EXISTS_MESSAGE);
      throw error;
    }
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
    const today = londonToday(this.now());
    const g = await this.repository.gradeWithImage(row.gradeId);
    const [parkOfGrade] = await this.options.search.parks({ parkIds: [g!.parkId] });
    const [extras, payments] = await Promise.all([
      this.repository.extrasOf(row.id, row.gradeId),
      this.repository.paymentsOf(row.id),
    ]);
    const total = totalOf(row);
    const outstanding = Math.max(0, total - row.paidPence);
    const options: TPaymentOption[] = [];
    if (row.status === 'held' && row.paidPence === 0) {
      options.push({
        id: 1,
        title: 'Full Payment',
        dbvalue: 'Initial',
        amount: formatPounds(total),
        amount_pence: total,
      });
      if (row.depositPence > 0 && row.arrivalDate > addDays(today, BALANCE_DUE_DAYS)) {
        const deposit = Math.min(row.depositPence, total);
        options.push({
          id: 2,
          title: 'Deposit',
          dbvalue: 'Deposit',
          amount: formatPounds(deposit),
          amount_pence: deposit,
        });
      }
    }
    return {
      booking: {
        id: row.id,
        arrival_date: row.arrivalDate,
        no_of_nights: row.noOfNights,
        no_of_adults: row.noOfAdults,
        no_of_children: row.noOfChildren,
        country_code: row.countryCode,
        status: row.status,
        hold_expires_at: row.status === 'held' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
        elite_dynamics_id: row.bookingNo,
        park: parkOfGrade!,
        accommodation: {
          title: g!.title,
          subtitle: g!.subtitle,
          description: g!.description,
          grade_code: g!.gradeCode,
          park_id: g!.parkId,
          capacity: g!.capacity,
          image_url: g!.imageUrl,
        },
      },
      eliteData: {
        '@attributes': {
          booking_no: row.bookingNo,
          first_name: row.firstName,
          surname: row.surname,
          address: row.address,
          address_2: row.address2,
          city: row.city,
          county: row.county,
          post_code: row.postCode,
          phone_no: row.phoneNo,
          email: row.email,
          check_in_time: CHECK_IN_TIME,
          check_out_time: CHECK_OUT_TIME,
          confirmed_date: row.confirmedAt ? row.confirmedAt.toISOString().slice(0, 10) : '',
          standard_price: formatPounds(row.standardPricePence),
          booking_price: formatPounds(row.standardPricePence - row.discountPence),
          discount_amount: formatPounds(row.discountPence),
          extras_amount: formatPounds(row.extrasPence),
          total_price: formatPounds(total),
          deposit_amount: formatPounds(row.depositPence),
          outstanding_amount: formatPounds(outstanding),
          confirmed: row.status === 'confirmed' ? 'true' : 'false',
          promotional_code: row.promotionalCode,
        },
        Extra: extras.map((e) => ({
          code: e.code,
          description: e.description,
          unit_price: formatPounds(e.unitPricePence),
          unit_price_pence: e.unitPricePence,
          selectedQuantity: e.quantity,
          quantity: e.quantity,
          price: formatPounds(e.unitPricePence * e.quantity),
          note: e.note,
        })),
      },
      payments: payments.map((p) => ({
        id: p.id,
        amount: formatPounds(p.amountPence),
        status: p.status,
        elite_payment_id: p.providerTransactionId,
        created_at: p.createdAt.toISOString(),
      })),
      payment_options: options,
    };
  }

  async list(user: UserAccountRow) {
    const rows = await this.repository.listBookingsOfUser(user.id);
    return rows.map(({ booking: row, gradeTitle, gradeCode, park }) => ({
      id: row.id,
      booking_no: row.bookingNo,
      arrival_date: row.arrivalDate,
      no_of_nights: row.noOfNights,
      status: row.status,
      park: { title: park.title, image_url: park.imageUrl, park_code: park.parkCode },
      accommodation: { title: gradeTitle, grade_code: gradeCode },
      total_price: formatPounds(totalOf(row)),
      outstanding_amount: formatPounds(Math.max(0, totalOf(row) - row.paidPence)),
      confirmed: row.status === 'confirmed' ? ('true' as const) : ('false' as const),
    }));
  }

  private assertChangeable(row: BookingRow) {
    if (row.status !== 'held') {
      throw badRequest('This booking can no longer be changed online. Please contact us.');
    }
    if (row.paidPence > 0 || row.pendingPence > 0) throw locked();
  }

  /** Sets the extras from scratch; only quantities above 0 count; prices come from the price list. */
  async updateExtras(id: number, user: UserAccountRow, items: { code: string; quantity: number }[]) {
    const row = await this.ownBooking(id, user);
    this.assertChangeable(row);
    const offered = new Map((await this.repository.extrasOf(row.id, row.gradeId)).map((e) => [e.code, e]));
    const chosen = items.filter((item) => item.quantity > 0);
    const unknown = chosen.find((item) => !offered.has(item.code.toUpperCase()));
    if (unknown) {
      const message = `${unknown.code} is not an extra of this accommodation`;
      throw badRequest(message, [{ field: 'extrasJSON', message }]);
    }
    const replaced = await this.repository.replaceExtras(
      row.id,
      chosen.map((item) => {
        const known = offered.get(item.code.toUpperCase())!;
        return { code: known.code, quantity: item.quantity, unitPricePence: known.unitPricePence };
      }),
    );
    if (!replaced) throw locked();
    return this.view(id, user);
  }

  /** Applies a promotional code; the answer says whether it applied, in the documented shape. */
  async applyPromotionalCode(id: number, user: UserAccountRow, code: string) {
    const row = await this.ownBooking(id, user);
    this.assertChangeable(row);
    const promotion = await this.repository.findPromotionalCode(code, londonToday(this.now()));
    if (!promotion) return { applied: false, message: COUPON_INVALID_MESSAGE };
    const discount = Math.round((row.standardPricePence * promotion.percentOff) / 100);
    if (!(await this.repository.setDiscount(row.id, promotion.code, discount))) throw locked();
    return { applied: true, message: COUPON_APPLIED_MESSAGE };
  }

  /**
   * Adds a booking whose reference and e-mail both match to the user's account. Each look-up is
   * counted (per user and per address) before it is made, so a reference cannot be guessed at.
   */
  async claimMissing(user: UserAccountRow, reference: string, email: string, ip: string) {
    const wait = await this.options.limiter.consume([
      [MISSING_BOOKING_LIMITS.perUser, String(user.id)],
      [MISSING_BOOKING_LIMITS.perIp, ip],
    ]);
    if (wait > 0) throw tooManyRequests(waitMessage(wait));
    return this.repository.claimBooking(reference.trim(), email.trim(), user.id);
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

  /** E-mails the lead guest that the booking is confirmed, with the stay as a calendar file. */
  async sendConfirmation(id: number) {
    const row = await this.bookingById(id);
    const view = await this.toView(row);
    const siteName = await this.options.siteName();
    const a = view.eliteData['@attributes'];
    const departure = addDays(row.arrivalDate, row.noOfNights);
    await this.options.mailer.send({
      ...composeMail({
        to: row.email,
        subject: `Booking ${row.bookingNo} confirmed: ${view.booking.accommodation.title}, ${view.booking.park.title}`,
        greeting: `Hello ${row.firstName},`,
        paragraphs: [
          `Your booking ${row.bookingNo} is confirmed: ${view.booking.accommodation.title} at ${view.booking.park.title}, arriving ${formatUkDate(row.arrivalDate)} from ${CHECK_IN_TIME} and leaving ${formatUkDate(departure)} by ${CHECK_OUT_TIME} (${row.noOfNights} nights).`,
          `Total £${a.total_price}; paid £${formatPounds(row.paidPence)}; outstanding £${a.outstanding_amount}.`,
          ...(totalOf(row) > row.paidPence
            ? [
                `The balance is due in full ${BALANCE_DUE_DAYS} days before arrival, on ${formatUkDate(addDays(row.arrivalDate, -BALANCE_DUE_DAYS))}.`,
              ]
            : []),
          'The attached calendar file adds your stay to your calendar.',
        ],
        action: { label: 'View your booking', url: `${this.options.publicUrl}/booking/${row.id}` },
        siteName,
      }),
      attachments: [
        {
          filename: `${row.bookingNo}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: stayCalendar({
            uid: `${row.bookingNo}@brackenbay.example`,
            summary: `${view.booking.accommodation.title}, ${view.booking.park.title}`,
            arrival: row.arrivalDate,
            departure,
            location: view.booking.park.title,
            description: `Booking ${row.bookingNo}`,
            now: this.now(),
          }),
        },
      ],
    });
  }

  /** Releases holds whose time is up (the hold-expiry job). */
  async expireHolds() {
    const released = await this.repository.expireHolds(this.now());
    if (released > 0) this.options.search.invalidate();
    return released;
  }
}
