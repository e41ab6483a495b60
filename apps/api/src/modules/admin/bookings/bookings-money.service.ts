import {
  CARD_PROCESSOR_UNREACHABLE_MESSAGE,
  formatPounds,
  type TBookingMoney,
  type TCancelBookingRequest,
  type TCancelBookingResponse,
  type TRefundBookingRequest,
  type TRefundBookingResponse,
  type TTakePaymentRequest,
  type TTakePaymentResponse,
} from '@parkstays/contract';
import type { StaffMember } from '../../../http/auth';
import { badRequest, HttpError } from '../../../http/errors';
import type { Mail, Mailer } from '../../../mail/mail';
import {
  type CardProvider,
  CardProviderUnavailableError,
  type CardTransactionResult,
} from '../../../payments';
import type { ActivitiesService } from '../../activities/activities.service';
import type { AuditService } from '../../audit/audit.service';
import type { BookingRow } from '../../booking/booking.repository';
import type { BookingService } from '../../booking/booking.service';
import { totalOf } from '../../booking/booking-price';
import type { StayMoneyService } from '../../booking/stay-money.service';
import type { PaymentRepository, PaymentRow } from '../../payment/payment.repository';
import type { PaymentService } from '../../payment/payment.service';
import type { DeskRefundRow, RefundsRepository } from '../../payment/refunds.repository';
import {
  emptyOutcome,
  hash,
  REFUND_CHANGED_MESSAGE,
  type RefundOutcome,
  RefundsService,
} from '../../payment/refunds.service';
import { Service } from '../../service';
import { cancelledMail, type MailSite, paymentTakenMail, refundedMail } from './bookings-money.mail';

const WAIT_FOR_FIRST_ANSWER_MS = 30_000;

const KEY_REUSED_MESSAGE =
  'This Idempotency-Key belongs to a different request. Use a new key for a new refund, payment or cancellation.';

/**
 * The rows of the desk's Idempotency-Keys: one request's refund parts share a prefix. A key is the
 * member of staff's own (decision 047): the rows are found by their staff id and key together.
 */
const refundKeyPrefix = (action: 'refund' | 'cancel', key: string) =>
  `${action === 'refund' ? 'R' : 'C'}:${key}:`;
const deskPaymentKey = (key: string) => `T:${key}`;

export type BookingsMoneyOptions = {
  /** The refunds' rows (the payment domain's), which `RefundsService` sets aside and settles. */
  repository: RefundsRepository;
  /** The payment rows of guest payments, which a telephone payment shares. */
  payments: PaymentRepository;
  /** The guest payment path: set aside, settle once, reconcile. */
  paymentService: Pick<PaymentService, 'moneyOf' | 'settle' | 'reconcileOne' | 'confirmAtOf'>;
  stays: Pick<StayMoneyService, 'stayByNo' | 'stayById' | 'cancelStay' | 'refundDone' | 'stockChanged'>;
  bookings: Pick<BookingService, 'confirmAtFor'>;
  /** Lets go unpaid activity bookings of a cancelled stay; lowers what an activity booking paid once refunded. */
  activities: Pick<ActivitiesService, 'releaseLapsedHolds' | 'refundDone'>;
  /** Reads the booking's history to replay a cancellation that gave nothing back. */
  staff: Pick<AuditService, 'history'>;
  provider: CardProvider;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
  /** A refund with no answer after this long is settled by asking the provider. */
  reconcileAfterMs: number;
  now?: () => Date;
};

/**
 * The money desk of a booking's page (decision 035): its payments and refunds, a refund through
 * the card provider, cancellation with a refund, card payments taken by telephone. Every change is
 * idempotent by its Idempotency-Key; the refunds themselves are the payment domain's
 * (`RefundsService`), settled once, by the request or by reconciliation.
 */
export class BookingsMoneyService extends Service<BookingsMoneyOptions> {
  private readonly refunds: RefundsService;

  constructor(options: BookingsMoneyOptions) {
    super(options);
    this.refunds = new RefundsService(options);
  }

  /** A cancelled session's refunds (see `RefundsService`). */
  refundActivityBookings(input: Parameters<RefundsService['refundActivityBookings']>[0]) {
    return this.refunds.refundActivityBookings(input);
  }

  /** Settles the refunds left pending past their time (the scheduled work). */
  reconcileRefunds(): Promise<number> {
    return this.refunds.reconcileRefunds();
  }

  /** The stay's payments and refunds with its totals. */
  async bookingMoney(bookingNo: string): Promise<TBookingMoney> {
    return this.refunds.moneyOfStay(await this.options.stays.stayByNo(bookingNo));
  }

  /**
   * Gives back `amount_pence` of the stay's payments through the card provider, newest payment
   * first, split over several when one has too little left. Every part is recorded 'pending' and
   * set aside on its payment before the provider is called.
   */
  async refund(
    bookingNo: string,
    key: string,
    input: TRefundBookingRequest,
    staff: StaffMember,
  ): Promise<{ statusCode: 200 | 201 | 202; body: TRefundBookingResponse }> {
    const stay = await this.options.stays.stayByNo(bookingNo);
    const prefix = refundKeyPrefix('refund', key);
    const earlier = await this.refunds.partsOf(staff.user.id, prefix);
    if (earlier.length > 0) return this.replayRefund(stay, earlier, input.amount_pence, input.reason);
    if (stay.status === 'held') {
      throw new HttpError(
        409,
        'This booking is still held, not confirmed: cancel it to give back what was paid.',
        undefined,
        'BOOKING_LOCKED',
      );
    }
    if (stay.status === 'expired') {
      throw new HttpError(409, 'This hold has expired: what was paid on it has already been refunded.');
    }
    const parts = await this.refunds.plan(
      stay,
      input.amount_pence,
      'amount_pence',
      prefix,
      input.reason,
      staff,
    );
    const rows = await this.refunds.setAside(parts);
    if (rows === 'duplicate') {
      return this.replayRefund(
        stay,
        await this.refunds.partsOf(staff.user.id, prefix),
        input.amount_pence,
        input.reason,
      );
    }
    if (rows === 'too-much' || rows === 'refused') {
      throw new HttpError(409, REFUND_CHANGED_MESSAGE, undefined, 'REFUND_IN_PROGRESS');
    }
    const outcome = await this.refunds.send(rows);
    const money = await this.refunds.moneyOfStay(await this.options.stays.stayById(stay.id));
    // Each refund done recorded its e-mail with it; they go now.
    await this.options.mailer.dispatch();
    return this.refundAnswer(outcome, money);
  }

  /**
   * Cancels the stay (its unit is free from the commit on) and gives back `refund_pence` of what
   * was paid, as `refund` does. The cancellation, its audit entry and the refunds' set-asides
   * commit together; the guest is told by e-mail.
   */
  async cancel(
    bookingNo: string,
    key: string,
    input: TCancelBookingRequest,
    staff: StaffMember,
  ): Promise<{ statusCode: 200 | 201 | 202; body: TCancelBookingResponse }> {
    const stay = await this.options.stays.stayByNo(bookingNo);
    const prefix = refundKeyPrefix('cancel', key);
    const earlier = await this.refunds.partsOf(staff.user.id, prefix);
    if (earlier.length > 0) {
      return this.asCancelAnswer(await this.replayRefund(stay, earlier, input.refund_pence, input.reason));
    }
    if (stay.status === 'cancelled' || stay.status === 'expired') {
      if (input.refund_pence === 0 && (await this.cancelledWithKey(stay, key, staff))) {
        return this.asCancelAnswer(this.refundAnswer(emptyOutcome(), await this.refunds.moneyOfStay(stay)));
      }
      throw new HttpError(
        409,
        stay.status === 'cancelled' ? 'This booking is already cancelled.' : 'This hold has already expired.',
        undefined,
        'BOOKING_CANCELLED',
      );
    }
    if (stay.pendingPence > 0) {
      throw new HttpError(
        409,
        'A payment on this booking is being processed. Wait for it to finish, then cancel.',
        undefined,
        'PAYMENT_IN_PROGRESS',
      );
    }
    const parts =
      input.refund_pence > 0
        ? await this.refunds.plan(stay, input.refund_pence, 'refund_pence', prefix, input.reason, staff)
        : [];
    const change = {
      staffUserId: staff.user.id,
      reason: input.reason,
      idempotencyKey: key,
      refundPence: input.refund_pence,
    };
    const rows = await this.refunds.setAside(parts, (tx) =>
      this.options.stays.cancelStay(tx, stay.id, change),
    );
    if (rows === 'duplicate') {
      const replay = await this.refunds.partsOf(staff.user.id, prefix);
      return this.asCancelAnswer(await this.replayRefund(stay, replay, input.refund_pence, input.reason));
    }
    if (rows === 'too-much')
      throw new HttpError(409, REFUND_CHANGED_MESSAGE, undefined, 'REFUND_IN_PROGRESS');
    if (rows === 'refused') {
      // Cancelled, or a payment started, since it was read: say which.
      const now = await this.options.stays.stayById(stay.id);
      if (
        now.status === 'cancelled' &&
        input.refund_pence === 0 &&
        (await this.cancelledWithKey(now, key, staff))
      ) {
        return this.asCancelAnswer(this.refundAnswer(emptyOutcome(), await this.refunds.moneyOfStay(now)));
      }
      throw now.pendingPence > 0
        ? new HttpError(
            409,
            'A payment on this booking is being processed. Wait for it to finish, then cancel.',
            undefined,
            'PAYMENT_IN_PROGRESS',
          )
        : new HttpError(409, 'This booking is already cancelled.', undefined, 'BOOKING_CANCELLED');
    }
    this.options.stays.stockChanged();
    // Unpaid activity bookings of the stay go now (their tickets back on sale), not at the next run.
    await this.options.activities.releaseLapsedHolds().catch(() => 0);
    const outcome = await this.refunds.send(rows);
    const money = await this.refunds.moneyOfStay(await this.options.stays.stayById(stay.id));
    await this.tell((site) => cancelledMail(stay, input.reason, outcome, money, site));
    return this.asCancelAnswer(this.refundAnswer(outcome, money));
  }

  /**
   * Takes a card payment on the guest's behalf (a telephone order, without 3-D Secure) through the
   * guest payments' own path: recorded and set aside under its key, sent once, settled once,
   * reconciled when its answer is lost. `taken_by` is the member of staff.
   */
  async takePayment(
    bookingNo: string,
    key: string,
    input: TTakePaymentRequest,
    staff: StaffMember,
  ): Promise<{ statusCode: 200 | 201 | 202; body: TTakePaymentResponse }> {
    const stay = await this.options.stays.stayByNo(bookingNo);
    const fingerprint = hash(JSON.stringify(['Telephone', stay.bookingNo, input.amount_pence]));
    const existing = await this.options.payments.findByKey(staff.user.id, deskPaymentKey(key));
    if (existing) return this.replayPayment(existing, stay, fingerprint);
    if (stay.status !== 'held' && stay.status !== 'confirmed') {
      throw new HttpError(
        409,
        'This booking is cancelled: no payment can be taken on it.',
        undefined,
        'BOOKING_CANCELLED',
      );
    }
    if (stay.pendingPence > 0) {
      throw new HttpError(
        409,
        'A payment on this booking is already being processed. Wait for it to finish first.',
        undefined,
        'PAYMENT_IN_PROGRESS',
      );
    }
    const due = Math.max(0, totalOf(stay) - stay.paidPence);
    if (due <= 0)
      throw new HttpError(400, 'Nothing is due on this booking.', undefined, 'NOTHING_OUTSTANDING');
    if (input.amount_pence > due) {
      const message = `The amount can be at most the balance due, £${formatPounds(due)}`;
      throw badRequest(message, [{ field: 'amount_pence', message }]);
    }
    const claimed = await this.options.payments.claim(
      {
        idempotencyKey: deskPaymentKey(key),
        keyUserId: staff.user.id,
        vendorTxCode: `BK${stay.id}-T${hash(`${staff.user.id}:${key}`).slice(0, 28)}`.slice(0, 40),
        userId: stay.userId,
        takenBy: staff.user.id,
        type: 'Telephone',
        requestFingerprint: fingerprint,
        amountPence: input.amount_pence,
        status: 'pending',
        bookingId: stay.id,
      },
      this.options.paymentService.moneyOf(
        { bookingId: stay.id, activityBookingId: null, ledgerEntryId: null, amountPence: input.amount_pence },
        { firstPayment: false },
      ),
    );
    if (claimed === 'duplicate') {
      return this.replayPayment(
        (await this.options.payments.findByKey(staff.user.id, deskPaymentKey(key)))!,
        stay,
        fingerprint,
      );
    }
    if (claimed === 'too-much') {
      throw new HttpError(
        409,
        'The booking changed while the payment was being made (another payment, or it was cancelled). Check it and try again.',
        undefined,
        'PAYMENT_IN_PROGRESS',
      );
    }
    let result: CardTransactionResult;
    try {
      result = await this.options.provider.createTransaction({
        merchantSessionKey: input.merchant_session_key,
        cardIdentifier: input.card_identifier,
        vendorTxCode: claimed.vendorTxCode,
        amount: input.amount_pence,
        description: `Booking ${stay.bookingNo} (telephone)`,
        customerFirstName: (stay.firstName || 'Guest').slice(0, 20),
        customerLastName: (stay.surname || stay.bookingNo).slice(0, 20),
        customerEmail: stay.email ? stay.email.slice(0, 80) : undefined,
        billingAddress: {
          address1: (input.address_1 || stay.address || 'Not given').slice(0, 50),
          city: (input.city || stay.city || 'Not given').slice(0, 40),
          postalCode: (input.post_code || stay.postCode || '').slice(0, 10) || undefined,
          country: stay.countryCode || 'GB',
        },
        entryMethod: 'TelephoneOrder',
      });
    } catch (error) {
      if (!(error instanceof CardProviderUnavailableError)) throw error;
      // The provider may have taken the money: unknown, not failed. Reconciliation will ask.
      await this.options.payments.recordOpen(claimed.id, {
        statusDetail: 'The card processor did not answer; the payment is being checked',
      });
      return this.paymentAnswer(claimed.id, stay);
    }
    await this.options.paymentService.settle(
      claimed,
      result,
      this.options.bookings.confirmAtFor(stay, 'Additional'),
    );
    const answer = await this.paymentAnswer(claimed.id, stay);
    if (answer.body.data.outcome === 'authorised') {
      const { money } = answer.body.data;
      await this.tell((site) =>
        paymentTakenMail(stay, input.amount_pence, result.card?.lastFourDigits, money, site),
      );
    }
    return answer;
  }

  /**
   * The same request again: the same key for the same stay, amount and reason answers the parts
   * as they stand now; the key of anything else is refused.
   */
  private async replayRefund(stay: BookingRow, rows: DeskRefundRow[], amount: number, reason: string) {
    const total = rows.reduce((sum, row) => sum + row.amountPence, 0);
    if (rows.some((row) => row.bookingId !== stay.id || row.reason !== reason.trim()) || total !== amount) {
      throw new HttpError(422, KEY_REUSED_MESSAGE, undefined, 'IDEMPOTENCY_KEY_REUSED');
    }
    return this.refundAnswer(
      this.refunds.outcomeOf(rows),
      await this.refunds.moneyOfStay(await this.options.stays.stayById(stay.id)),
    );
  }

  /** A cancellation that gave nothing back is found in the booking's history by its key and who sent it. */
  private async cancelledWithKey(stay: BookingRow, key: string, staff: StaffMember) {
    const entries = await this.options.staff.history(staff.role, 'booking', stay.bookingNo);
    return entries.some(
      (entry) =>
        entry.action === 'booking.cancel' &&
        entry.staff.id === staff.user.id &&
        (entry.after as { idempotency_key?: string } | null)?.idempotency_key === key,
    );
  }

  private refundAnswer(outcome: RefundOutcome, money: TBookingMoney) {
    const statusCode: 200 | 201 | 202 =
      outcome.pending_pence > 0 ? 202 : outcome.failed_pence > 0 ? 200 : 201;
    const message =
      outcome.pending_pence > 0
        ? `£${formatPounds(outcome.pending_pence)} is being checked with the card processor; the booking will show the result within a few minutes.`
        : outcome.failed_pence > 0
          ? `The card processor refused to refund £${formatPounds(outcome.failed_pence)}: nothing of that was given back.`
          : outcome.refunded_pence > 0
            ? `£${formatPounds(outcome.refunded_pence)} has been refunded.`
            : 'Nothing was refunded.';
    return {
      statusCode,
      body: {
        success: outcome.failed_pence === 0,
        message,
        data: {
          refunded_pence: outcome.refunded_pence,
          pending_pence: outcome.pending_pence,
          failed_pence: outcome.failed_pence,
          refunds: outcome.refunds,
          money,
        },
      },
    };
  }

  private asCancelAnswer(answer: { statusCode: 200 | 201 | 202; body: TRefundBookingResponse }) {
    const { data } = answer.body;
    const refundWords = answer.body.message === 'Nothing was refunded.' ? '' : ` ${answer.body.message}`;
    return {
      statusCode: answer.statusCode === 200 ? (200 as const) : answer.statusCode,
      body: {
        success: answer.body.success,
        message: `The booking has been cancelled.${refundWords}`,
        data: { ...data, status: 'cancelled' as const },
      },
    };
  }

  private async replayPayment(row: PaymentRow, stay: BookingRow, fingerprint: string) {
    if (row.bookingId !== stay.id || row.requestFingerprint !== fingerprint) {
      throw new HttpError(422, KEY_REUSED_MESSAGE, undefined, 'IDEMPOTENCY_KEY_REUSED');
    }
    // The first request may still be talking to the provider: wait for its outcome. One left
    // without an answer past its time is settled now by asking the provider.
    const deadline = Date.now() + WAIT_FOR_FIRST_ANSWER_MS;
    let current = row;
    while (current.status === 'pending' && Date.now() < deadline) {
      if (current.updatedAt.getTime() < this.now().getTime() - this.options.reconcileAfterMs) {
        await this.options.paymentService.reconcileOne(current);
        break;
      }
      // The first request already answered "being checked".
      if (current.statusDetail) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = (await this.options.payments.findById(row.id)) ?? current;
    }
    return this.paymentAnswer(row.id, stay);
  }

  private async paymentAnswer(paymentId: number, stay: BookingRow) {
    const row = (await this.options.payments.findById(paymentId))!;
    const money = await this.refunds.moneyOfStay(await this.options.stays.stayById(stay.id));
    const payment = money.payments.find((p) => p.id === row.id)!;
    const outcome =
      row.status === 'authorised'
        ? ('authorised' as const)
        : row.status === 'declined'
          ? ('declined' as const)
          : row.status === 'rejected'
            ? ('rejected' as const)
            : row.status === 'pending' || row.status === 'challenge'
              ? ('pending' as const)
              : ('failed' as const);
    const message = {
      authorised: `£${formatPounds(row.amountPence)} has been taken. The guest has been e-mailed a receipt.`,
      declined: 'The card was declined by the bank: nothing was taken. Ask the guest for another card.',
      rejected: `The card processor refused the payment: ${row.statusDetail || 'nothing was taken'}.`,
      failed: `The payment did not go through: ${row.statusDetail || CARD_PROCESSOR_UNREACHABLE_MESSAGE}`,
      pending:
        "We're checking this payment with the card processor. Don't take it again: the booking will show the result within a few minutes.",
    }[outcome];
    const statusCode: 200 | 201 | 202 = outcome === 'authorised' ? 201 : outcome === 'pending' ? 202 : 200;
    return {
      statusCode,
      body: { success: outcome === 'authorised', message, data: { outcome, payment, money } },
    };
  }

  // ---- e-mails ----

  /**
   * The e-mail of one refund done (recorded with it, written when delivered): how much went back,
   * to which card, and what the stay's money now is. Null when the refund is not one.
   */
  async refundMail(refundId: number, lastFour: string | null): Promise<Mail | null> {
    const done = await this.refunds.done(refundId);
    if (!done?.payment.bookingId) return null;
    const stay = await this.options.stays.stayById(done.payment.bookingId);
    const outcome = {
      ...emptyOutcome(),
      refunded_pence: done.refund.amountPence,
      cards: lastFour ? [lastFour] : [],
    };
    const money = await this.refunds.moneyOfStay(stay);
    return refundedMail(stay, outcome, money, done.refund.reason, await this.site());
  }

  /** Sends an e-mail about the stay: the change stands whether or not it goes. */
  private async tell(write: (site: MailSite) => Mail) {
    try {
      await this.options.mailer.send(write(await this.site()));
    } catch {
      // The change is made; the guest sees it on their booking page.
    }
  }

  private async site(): Promise<MailSite> {
    return { siteName: await this.options.siteName(), publicUrl: this.options.publicUrl };
  }
}
