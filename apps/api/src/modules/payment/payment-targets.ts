import { createHash } from 'node:crypto';
import {
  cardAmountRangeMessage,
  checkCardAmount,
  ID_MAX,
  londonToday,
  poundsToPence,
  TERMS_NOT_AGREED_MESSAGE,
  type ZPaymentRequest,
} from '@parkstays/contract';
import type { z } from 'zod';
import type { UserAccountRow } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import type { BookingRow } from '../booking/booking.repository';
import { depositOf, depositOffered, outstandingOf, totalOf } from '../booking/booking-price';
import type { PaymentRow, TargetMoney } from './payment.repository';
import type { PaymentServiceOptions } from './payment.service';

export type PaymentInput = z.infer<typeof ZPaymentRequest>;

/** Pounds as the form sends them (the contract has already refused anything else) to pence. */
export function toPence(amount: number | string | undefined): number | undefined {
  if (amount === undefined || amount === '') return undefined;
  return poundsToPence(amount);
}

/** What a payment asked for, hashed: a key may only ever be sent again for the same thing. */
export function fingerprintOf(input: PaymentInput): string {
  const amount = input.amount === undefined || input.amount === '' ? null : toPence(input.amount);
  const target = [
    input.type,
    input.bookingNumber?.trim() ?? '',
    input.activityBookingNo?.trim().toUpperCase() ?? '',
    input.entryNumber === undefined ? '' : String(input.entryNumber).trim(),
    input.type === 'Additional' || input.type === 'Invoice' ? amount : null,
  ];
  return createHash('sha256').update(JSON.stringify(target)).digest('hex');
}

export const PAYMENT_IN_PROGRESS_MESSAGE =
  'A payment for this booking is already being processed. Please wait for it to finish before paying again.';
export type PaymentTarget = {
  kind: 'booking' | 'activity' | 'invoice';
  /** The booking's, activity booking's or ledger entry's id. */
  id: number;
  /** Starts the provider's vendorTxCode, so the operator can tell what a transaction paid for. */
  prefix: 'BK' | 'AB' | 'LE';
  amount: number;
  /** What a stay's payments must reach for it to be confirmed (stays only). */
  confirmAt: number;
  /** A full payment or a deposit: only while nothing is paid or in flight. */
  firstPayment?: boolean;
  /** For invoices: what was payable when the amount was checked. */
  payable?: number;
  description: string;
  email: string;
};

export const amountError = (max: number) => {
  const message = cardAmountRangeMessage(max);
  return badRequest(message, [{ field: 'amount', message }]);
};

/**
 * What a payment pays for, for each of the three kinds (a stay, an activity booking, an owner's
 * invoice): how much it may take, and how its money moves on the module that owns it.
 */
export class PaymentTargets {
  constructor(
    private readonly options: Pick<PaymentServiceOptions, 'bookings' | 'activities' | 'owners' | 'events'>,
    private readonly now: () => Date,
  ) {}

  /**
   * The money a payment moves on what it pays for, each written by the module that owns it, inside
   * the payment's transaction: a stay (booking), an activity booking (activities) or an invoice
   * (owners). `confirmAt` is what a stay's payments must reach to confirm it.
   */
  moneyOf(
    row: Pick<PaymentRow, 'bookingId' | 'activityBookingId' | 'ledgerEntryId' | 'amountPence'> & {
      id?: number;
      takenBy?: number | null;
    },
    options: { firstPayment?: boolean; confirmAt?: number } = {},
  ): Pick<TargetMoney, 'setAside' | 'release' | 'apply'> {
    const { bookings, activities, owners } = this.options;
    const amount = row.amountPence;
    if (row.bookingId) {
      const id = row.bookingId;
      return {
        setAside: (tx) => bookings.setAsidePayment(tx, id, amount, { firstPayment: !!options.firstPayment }),
        release: (tx) => bookings.releasePayment(tx, id, amount),
        apply: async (tx) => {
          const outcome = await bookings.recordPayment(tx, id, amount, {
            confirmAt: options.confirmAt ?? 0,
            now: this.now(),
            // A payment staff took by telephone gets the desk's own receipt (which card, as agreed).
            receipt: !row.takenBy,
          });
          if (row.takenBy && row.id && outcome !== 'lapsed') {
            await this.options.events.emit('payment.applied-by-staff', {
              tx,
              paymentId: row.id,
              bookingId: id,
              staffUserId: row.takenBy,
              amountPence: amount,
            });
          }
          return outcome;
        },
      };
    }
    if (row.activityBookingId) {
      const id = row.activityBookingId;
      return {
        setAside: (tx) => activities.setAsidePayment(tx, id, amount),
        release: (tx) => activities.releasePayment(tx, id, amount),
        apply: (tx) => activities.recordPayment(tx, id, amount),
      };
    }
    const id = row.ledgerEntryId!;
    return {
      setAside: (tx) => owners.setAsidePayment(tx, id, amount),
      release: async (tx) => {
        if (row.ledgerEntryId) await owners.releasePayment(tx, id, amount);
      },
      apply: async (tx) => {
        await owners.recordPayment(tx, id, amount, { id: row.id!, now: this.now() });
        return 'paid' as const;
      },
    };
  }

  /**
   * What the payment is for and how much it is, decided here: a stay's option or a free amount up
   * to what is outstanding, an activity booking's outstanding amount, or a free amount of an
   * owner's invoice up to what remains unpaid. Someone else's booking or entry is not found.
   */
  async targetOf(input: PaymentInput, user: UserAccountRow): Promise<PaymentTarget> {
    if (input.type === 'Activity') {
      const no = input.activityBookingNo?.trim();
      if (!no) {
        throw badRequest('activityBookingNo is required', [
          { field: 'activityBookingNo', message: 'activityBookingNo is required' },
        ]);
      }
      const found = await this.options.activities.bookingForPayment(no, user.id);
      if (!found || found.cancelledAt) throw new HttpError(404, 'Activity booking not found');
      if (found.stayStatus !== null && found.stayStatus !== 'confirmed') {
        // Tickets for a stay that is only held would outlive it if the hold lapsed.
        throw new HttpError(
          409,
          'Please pay for your stay first: its activities can be paid for once the stay is confirmed.',
          undefined,
          'BOOKING_LOCKED',
        );
      }
      const outstanding = found.totalPence - found.paidPence - found.pendingPence;
      if (found.pendingPence > 0 && outstanding <= 0) {
        throw new HttpError(409, PAYMENT_IN_PROGRESS_MESSAGE, undefined, 'PAYMENT_IN_PROGRESS');
      }
      if (outstanding <= 0) {
        throw new HttpError(
          400,
          'Nothing is outstanding on this activity booking.',
          undefined,
          'NOTHING_OUTSTANDING',
        );
      }
      return {
        kind: 'activity',
        id: found.id,
        prefix: 'AB',
        amount: outstanding,
        confirmAt: found.totalPence,
        description: `Activity booking ${found.activityBookingNo}`,
        email: user.email,
      };
    }
    if (input.type === 'Invoice') {
      const entryNo = Number(input.entryNumber);
      if (input.entryNumber === undefined || !Number.isInteger(entryNo) || entryNo <= 0 || entryNo > ID_MAX) {
        throw badRequest('entryNumber is required', [
          { field: 'entryNumber', message: 'entryNumber is required' },
        ]);
      }
      const entry = await this.options.owners.invoiceForPayment(entryNo, user);
      if (!entry) throw new HttpError(404, 'Ledger entry not found');
      if (entry.documentType !== 'Invoice') {
        throw badRequest('Only invoices can be paid online.', [
          { field: 'entryNumber', message: 'Only invoices can be paid online' },
        ]);
      }
      const payable = entry.payablePence;
      if (payable <= 0) throw badRequest('Nothing is left to pay on this invoice.');
      const checked = checkCardAmount(input.amount, payable);
      if (!('pence' in checked)) throw amountError(payable);
      return {
        kind: 'invoice',
        id: entry.id,
        prefix: 'LE',
        amount: checked.pence,
        payable,
        confirmAt: 0,
        description: `Invoice ${entry.documentNo || entry.entryNo}`,
        email: entry.email,
      };
    }
    const bookingId = Number(input.bookingNumber);
    if (!input.bookingNumber || !Number.isInteger(bookingId)) {
      throw badRequest('bookingNumber is required', [
        { field: 'bookingNumber', message: 'bookingNumber is required' },
      ]);
    }
    const booking = await this.options.bookings.ownBooking(bookingId, user);
    if (booking.pendingPence > 0) {
      throw new HttpError(409, PAYMENT_IN_PROGRESS_MESSAGE, undefined, 'PAYMENT_IN_PROGRESS');
    }
    // Consumer Contracts Regulations: the guest agrees to the terms shown above the pay button
    // before the stay is bought; a confirmed stay was bought under the terms it keeps.
    if (booking.status !== 'confirmed' && input.termsAgreed !== true) {
      throw new HttpError(
        400,
        TERMS_NOT_AGREED_MESSAGE,
        [{ field: 'termsAgreed', message: 'Tick the box to agree to the booking terms' }],
        'TERMS_NOT_AGREED',
      );
    }
    const { amount, confirmAt } = this.amountFor(input, booking);
    await this.options.bookings.agreeToTerms(booking, input.termsVersion);
    return {
      kind: 'booking',
      id: booking.id,
      prefix: 'BK',
      amount,
      confirmAt,
      firstPayment: input.type === 'Initial' || input.type === 'Deposit',
      description: `Booking ${booking.bookingNo}`,
      email: booking.email,
    };
  }

  /** How much a payment of a stay takes, and what its payments must then reach to confirm it. */
  private amountFor(input: PaymentInput, booking: BookingRow) {
    const today = londonToday(this.now());
    const total = totalOf(booking);
    const outstanding = outstandingOf(booking);
    if (outstanding <= 0) {
      throw new HttpError(400, 'Nothing is outstanding on this booking.', undefined, 'NOTHING_OUTSTANDING');
    }
    const confirmAt = this.options.bookings.confirmAtFor(booking, input.type);
    switch (input.type) {
      case 'Initial':
        if (booking.paidPence > 0)
          throw badRequest('This booking has already been paid for. Pay the balance instead.');
        return { amount: total, confirmAt };
      case 'Deposit': {
        if (booking.paidPence > 0 || !depositOffered(booking, today)) {
          throw badRequest('A deposit is not available for this booking.', [
            { field: 'type', message: 'Choose Full Payment' },
          ]);
        }
        return { amount: depositOf(booking), confirmAt };
      }
      case 'Additional': {
        const checked = checkCardAmount(input.amount, outstanding);
        if (!('pence' in checked)) throw amountError(outstanding);
        return { amount: checked.pence, confirmAt };
      }
      default:
        throw badRequest('This payment type is not taken for bookings.', [
          { field: 'type', message: 'Unknown payment type' },
        ]);
    }
  }

  /**
   * The database refused to set the amount aside: another payment got there first, or what is
   * owed changed since it was read. Read again and say which.
   */
  async whyRefused(input: PaymentInput, user: UserAccountRow, target: PaymentTarget) {
    if (target.kind === 'invoice') return amountError(Math.max(0, (target.payable ?? 0) - target.amount));
    if (target.kind === 'booking') {
      const booking = await this.options.bookings.ownBooking(target.id, user);
      if (booking.pendingPence > 0) {
        return new HttpError(409, PAYMENT_IN_PROGRESS_MESSAGE, undefined, 'PAYMENT_IN_PROGRESS');
      }
      try {
        this.amountFor(input, booking);
      } catch (error) {
        return error as HttpError;
      }
    }
    return new HttpError(409, PAYMENT_IN_PROGRESS_MESSAGE, undefined, 'PAYMENT_IN_PROGRESS');
  }
}
