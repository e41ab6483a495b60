import { createHash } from 'node:crypto';
import {
  addDays,
  CARD_PROCESSOR_UNREACHABLE_MESSAGE,
  formatPounds,
  londonToday,
  refundTooMuchMessage,
  type TBookingMoney,
  type TCancelBookingRequest,
  type TCancelBookingResponse,
  type TDeskPayment,
  type TDeskRefund,
  type TMoneyMovement,
  type TPaymentsDayResponse,
  type TRefundBookingRequest,
  type TRefundBookingResponse,
  type TTakePaymentRequest,
  type TTakePaymentResponse,
} from '@parkstays/contract';
import type { Database } from '../../../db/client';
import type { RefundRow } from '../../../db/schema';
import type { StaffMember } from '../../../http/auth';
import { badRequest, HttpError } from '../../../http/errors';
import { composeMail, type Mail, type Mailer } from '../../../mail/mail';
import {
  type CardProvider,
  CardProviderUnavailableError,
  type CardTransactionResult,
  OpayoPiRequestError,
} from '../../../payments';
import type { ActivitiesService } from '../../activities/activities.service';
import type { BookingRow } from '../../booking/booking.repository';
import type { BookingService } from '../../booking/booking.service';
import { totalOf } from '../../booking/booking-price';
import type { StayMoneyService } from '../../booking/stay-money.service';
import type { StaffService } from '../../staff/staff.service';
import type { DeskMoneyRepository, DeskPaymentRow, DeskRefundRow, RefundPart } from './bookings-money.repository';
import type { PaymentRepository, PaymentRow } from '../../payment/payment.repository';
import type { PaymentService } from '../../payment/payment.service';

const WAIT_FOR_FIRST_ANSWER_MS = 30_000;
/** The provider's "this vendorTxCode was used before": a refund we asked for already exists. */
const DUPLICATE_VENDOR_TX_CODE = '4042';

const KEY_REUSED_MESSAGE =
  'This Idempotency-Key belongs to a different request. Use a new key for a new refund, payment or cancellation.';
const REFUND_CHANGED_MESSAGE =
  'Another refund on this booking changed what can be refunded. Check its payments and try again.';
const REFUND_ARRIVES = 'Refunds usually reach the card within 3 to 5 working days.';
const BEING_CHECKED =
  'The card processor did not answer; the refund will be checked with it within a few minutes.';
const NEVER_REACHED_REFUND = 'The refund never reached the card processor, so nothing was given back.';

/**
 * The rows of the desk's Idempotency-Keys: one request's refund parts share a prefix. A key is the
 * member of staff's own (decision 047): the rows are found by their staff id and key together.
 */
const refundKeyPrefix = (action: 'refund' | 'cancel', key: string) =>
  `${action === 'refund' ? 'R' : 'C'}:${key}:`;
/** Whether a refund row is one of a refund request's parts (not a cancellation's). */
const isRefundKey = (key: string) => key.startsWith('R:');
/** The outbox's template of a refund done (decision 044): written when delivered. */
export const DESK_REFUND_MAIL = 'desk-refund';
const deskPaymentKey = (key: string) => `T:${key}`;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');
/** A refund part's vendorTxCode: from its key and whose key it is, so two staff's never collide. */
const refundVendorTxCode = (staffUserId: number, rowKey: string) =>
  `RF-${hash(`${staffUserId}:${rowKey}`).slice(0, 32)}`;

export type DeskMoneyOptions = {
  repository: DeskMoneyRepository;
  /** The payment rows of guest payments, which a telephone payment shares. */
  payments: PaymentRepository;
  /** The guest payment path: set aside, settle once, reconcile. */
  paymentService: Pick<PaymentService, 'moneyOf' | 'settle' | 'reconcileOne' | 'confirmAtOf'>;
  stays: Pick<
    StayMoneyService,
    'stayByNo' | 'stayById' | 'cancelStay' | 'refundDone' | 'paymentTaken' | 'stockChanged'
  >;
  bookings: Pick<BookingService, 'confirmAtFor'>;
  /** Lets go unpaid activity bookings of a cancelled stay; lowers what an activity booking paid once refunded. */
  activities: Pick<ActivitiesService, 'releaseLapsedHolds' | 'refundDone'>;
  /** Reads the booking's history to replay a cancellation that gave nothing back. */
  staff: Pick<StaffService, 'history'>;
  provider: CardProvider;
  mailer: Mailer;
  siteName: () => Promise<string>;
  publicUrl: string;
  /** A refund with no answer after this long is settled by asking the provider. */
  reconcileAfterMs: number;
  now?: () => Date;
};

export type RefundOutcome = {
  /** The last four digits of the cards the provider said it refunded to (for the guest's e-mail). */
  cards?: string[];
  refunded_pence: number;
  pending_pence: number;
  failed_pence: number;
  refunds: TDeskRefund[];
};

/**
 * The back office's money desk (decision 035): a stay's payments and refunds, refunds through the
 * card provider, cancellation with a refund, card payments taken by telephone, and the day's
 * money. Every change is idempotent by its Idempotency-Key, and every refund that reached the
 * provider is settled, by the request or by reconciliation, never lost and never paid twice.
 */
export class DeskMoneyService {
  private readonly now: () => Date;

  constructor(private readonly options: DeskMoneyOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private get repository() {
    return this.options.repository;
  }

  /** The stay's payments and refunds with its totals. */
  async bookingMoney(bookingNo: string): Promise<TBookingMoney> {
    return this.moneyOfStay(await this.options.stays.stayByNo(bookingNo));
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
    const earlier = await this.repository.refundsByKeyPrefix(staff.user.id, prefix);
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
    const parts = await this.plan(stay, input.amount_pence, 'amount_pence', prefix, input.reason, staff);
    const rows = await this.repository.setAside(parts);
    if (rows === 'duplicate') {
      return this.replayRefund(
        stay,
        await this.repository.refundsByKeyPrefix(staff.user.id, prefix),
        input.amount_pence,
        input.reason,
      );
    }
    if (rows === 'too-much' || rows === 'refused') {
      throw new HttpError(409, REFUND_CHANGED_MESSAGE, undefined, 'REFUND_IN_PROGRESS');
    }
    const outcome = await this.sendRefunds(rows);
    const money = await this.moneyOfStay(await this.options.stays.stayById(stay.id));
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
    const earlier = await this.repository.refundsByKeyPrefix(staff.user.id, prefix);
    if (earlier.length > 0) {
      return this.asCancelAnswer(await this.replayRefund(stay, earlier, input.refund_pence, input.reason));
    }
    if (stay.status === 'cancelled' || stay.status === 'expired') {
      if (input.refund_pence === 0 && (await this.cancelledWithKey(stay, key, staff))) {
        return this.asCancelAnswer(this.refundAnswer(emptyOutcome(), await this.moneyOfStay(stay)));
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
        ? await this.plan(stay, input.refund_pence, 'refund_pence', prefix, input.reason, staff)
        : [];
    const change = {
      staffUserId: staff.user.id,
      reason: input.reason,
      idempotencyKey: key,
      refundPence: input.refund_pence,
    };
    const rows = await this.repository.setAside(parts, (tx) =>
      this.options.stays.cancelStay(tx, stay.id, change),
    );
    if (rows === 'duplicate') {
      const replay = await this.repository.refundsByKeyPrefix(staff.user.id, prefix);
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
        return this.asCancelAnswer(this.refundAnswer(emptyOutcome(), await this.moneyOfStay(now)));
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
    const outcome = await this.sendRefunds(rows);
    const money = await this.moneyOfStay(await this.options.stays.stayById(stay.id));
    await this.tellCancelled(stay, input.reason, outcome, money).catch(() => {});
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
      await this.tellPaymentTaken(
        stay,
        input.amount_pence,
        result.card?.lastFourDigits,
        answer.body.data.money,
      ).catch(() => {});
    }
    return answer;
  }

  /**
   * Gives back everything paid by card on these activity bookings (a cancelled session's) through
   * the card provider. Each payment's refundable amount becomes one refund part, recorded 'pending'
   * and set aside on its payment in one transaction with `within`, the change the refunds belong
   * to (the session's cancellation), which is handed what will be refunded of each booking and
   * throws to refuse it all. The parts are then sent and settled as a stay's are: refunded (the
   * booking's paid amount goes down, audited), refused (failed, released), or left pending when the
   * provider does not answer, for reconciliation. Answers the outcome of each booking by its id.
   */
  async refundActivityBookings(input: {
    activityBookingIds: number[];
    /** Unique to the change: each part's Idempotency-Key and vendorTxCode are made from it. */
    keyPrefix: string;
    reason: string;
    staffUserId: number;
    within: (tx: Database, refunding: Map<number, number>) => Promise<void>;
  }): Promise<Map<number, RefundOutcome>> {
    const payments = (await this.repository.paymentsOfActivityBookings(input.activityBookingIds)).filter(
      refundable,
    );
    const refunding = new Map<number, number>();
    const bookingOf = new Map<number, number>();
    const parts: RefundPart[] = payments.map((p) => {
      const amount = p.amountPence - p.refundedPence;
      const bookingId = p.activityBookingId!;
      refunding.set(bookingId, (refunding.get(bookingId) ?? 0) + amount);
      bookingOf.set(p.id, bookingId);
      const rowKey = `${input.keyPrefix}${bookingId}:${p.id}`;
      return {
        paymentId: p.id,
        amountPence: amount,
        idempotencyKey: rowKey,
        vendorTxCode: refundVendorTxCode(input.staffUserId, rowKey),
        reason: input.reason,
        staffUserId: input.staffUserId,
      };
    });
    const rows = await this.repository.setAside(parts, async (tx) => {
      await input.within(tx, refunding);
      return true;
    });
    if (!Array.isArray(rows)) {
      // Another refund of the same payments got there first: nothing was changed.
      throw new HttpError(409, REFUND_CHANGED_MESSAGE, undefined, 'REFUND_IN_PROGRESS');
    }
    const outcomes = new Map<number, RefundOutcome>();
    for (const bookingId of new Set(bookingOf.values())) {
      const own = rows.filter((row) => bookingOf.get(row.paymentId) === bookingId);
      outcomes.set(bookingId, await this.sendRefunds(own));
    }
    return outcomes;
  }

  /** A telephone payment was booked on its stay (inside the payment's transaction): audit it. */
  async recordStaffPayment(tx: Database, row: PaymentRow) {
    if (!row.bookingId || !row.takenBy) return;
    await this.options.stays.paymentTaken(tx, row.bookingId, {
      staffUserId: row.takenBy,
      paymentId: row.id,
      amount: row.amountPence,
    });
  }

  /**
   * Settles every refund still pending past its time by asking the provider what became of its
   * vendorTxCode: done (the stay's paid goes down), refused or never received (failed, its amount
   * released). The provider being unreachable leaves it for the next run. Answers how many settled.
   */
  async reconcileRefunds(): Promise<number> {
    const before = new Date(this.now().getTime() - this.options.reconcileAfterMs);
    let settled = 0;
    for (const row of await this.repository.overdueRefunds(before)) {
      if (await this.reconcileRefund(row)) settled += 1;
    }
    return settled;
  }

  /** Every payment and refund of a London day, with totals by method and status and the open ones. */
  async day(date: string | undefined): Promise<TPaymentsDayResponse['data']> {
    const day = date ?? londonToday(this.now());
    const from = londonMidnight(day);
    const to = londonMidnight(addDays(day, 1));
    const [payments, refunds] = await Promise.all([
      this.repository.paymentsBetween(from, to),
      this.repository.refundsBetween(from, to),
    ]);
    const movements: TMoneyMovement[] = [
      ...payments.map((p): TMoneyMovement => {
        const row = p.payment;
        const paidFor: TMoneyMovement['paid_for'] = row.bookingId
          ? { kind: 'stay', reference: p.stayNo ?? '', booking_no: p.stayNo, name: p.stayGuest ?? '' }
          : row.activityBookingId
            ? {
                kind: 'activity',
                reference: p.activityBookingNo ?? '',
                booking_no: p.activityStayNo,
                name: 'Activity booking',
              }
            : {
                kind: 'owner',
                reference: p.documentNo || String(p.entryNo ?? ''),
                booking_no: null,
                name: "Owner's invoice",
              };
        return {
          kind: 'payment',
          id: row.id,
          at: row.createdAt.toISOString(),
          amount_pence: row.amountPence,
          status: row.status,
          method: row.takenBy ? 'telephone' : 'online',
          by: row.takenBy ? { id: row.takenBy, name: p.takenByName ?? '' } : null,
          paid_for: paidFor,
          reason: '',
          open: row.status === 'pending' || row.status === 'challenge',
          status_detail: row.statusDetail,
          updated_at: row.updatedAt.toISOString(),
        };
      }),
      ...refunds.map(
        (r): TMoneyMovement => ({
          kind: 'refund',
          id: r.refund.id,
          at: r.refund.createdAt.toISOString(),
          amount_pence: r.refund.amountPence,
          status: r.refund.status,
          method: null,
          by: { id: r.refund.staffUserId, name: r.staffName },
          paid_for: r.activityBookingNo
            ? {
                kind: 'activity',
                reference: r.activityBookingNo,
                booking_no: r.activityStayNo,
                name: 'Activity booking',
              }
            : {
                kind: 'stay',
                reference: r.stayNo ?? '',
                booking_no: r.stayNo,
                name: r.stayGuest ?? '',
              },
          reason: r.refund.reason,
          open: r.refund.status === 'pending',
          status_detail: r.refund.statusDetail,
          updated_at: r.refund.updatedAt.toISOString(),
        }),
      ),
    ].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
    const sum = (list: TMoneyMovement[]) => ({
      count: list.length,
      amount_pence: list.reduce((total, m) => total + m.amount_pence, 0),
    });
    const authorised = movements.filter((m) => m.kind === 'payment' && m.status === 'authorised');
    const online = sum(authorised.filter((m) => m.method === 'online'));
    const telephone = sum(authorised.filter((m) => m.method === 'telephone'));
    const refunded = sum(movements.filter((m) => m.kind === 'refund' && m.status === 'refunded'));
    const statuses = new Map<string, TMoneyMovement[]>();
    for (const m of movements) {
      const group = `${m.kind}.${m.status}`;
      statuses.set(group, [...(statuses.get(group) ?? []), m]);
    }
    return {
      date: day,
      totals: {
        online_card: online,
        telephone_card: telephone,
        refunds: refunded,
        net_pence: online.amount_pence + telephone.amount_pence - refunded.amount_pence,
      },
      by_status: [...statuses.entries()].map(([group, list]) => {
        const [kind, status] = group.split('.') as ['payment' | 'refund', string];
        return { kind, status, ...sum(list) };
      }),
      movements,
      open: movements.filter((m) => m.open).sort((a, b) => a.updated_at.localeCompare(b.updated_at)),
    };
  }

  // ---- refunds ----

  /**
   * The parts of a refund of `amount`: the stay's authorised payments newest first, each giving
   * what it has left. More than can be refunded is refused naming the field.
   */
  private async plan(
    stay: BookingRow,
    amount: number,
    field: 'amount_pence' | 'refund_pence',
    prefix: string,
    reason: string,
    staff: StaffMember,
  ): Promise<RefundPart[]> {
    const payments = (await this.repository.paymentsOfBooking(stay.id)).filter(refundable);
    const most = Math.min(
      stay.paidPence,
      payments.reduce((total, p) => total + p.amountPence - p.refundedPence, 0),
    );
    if (amount > most) {
      const message = refundTooMuchMessage(most);
      throw new HttpError(400, message, [{ field, message }], 'REFUND_TOO_MUCH');
    }
    const parts: RefundPart[] = [];
    let left = amount;
    for (const p of payments) {
      if (left <= 0) break;
      const take = Math.min(left, p.amountPence - p.refundedPence);
      if (take <= 0) continue;
      const rowKey = `${prefix}${parts.length + 1}`;
      parts.push({
        paymentId: p.id,
        amountPence: take,
        idempotencyKey: rowKey,
        vendorTxCode: refundVendorTxCode(staff.user.id, rowKey),
        reason,
        staffUserId: staff.user.id,
      });
      left -= take;
    }
    return parts;
  }

  /** Sends each part to the provider and settles what it answered. */
  private async sendRefunds(rows: RefundRow[]): Promise<RefundOutcome> {
    const cards = new Set<string>();
    for (const row of rows) {
      const payment = await this.repository.paymentById(row.paymentId);
      let result: CardTransactionResult;
      try {
        result = await this.options.provider.refund({
          referenceTransactionId: payment!.providerTransactionId!,
          amount: row.amountPence,
          vendorTxCode: row.vendorTxCode,
          description: `Refund: ${row.reason}`.slice(0, 100),
        });
      } catch (error) {
        if (!(error instanceof CardProviderUnavailableError || error instanceof OpayoPiRequestError))
          throw error;
        // Reached the provider or not, nobody knows: it stays pending and set aside for reconciliation.
        await this.repository.noteOpen(row.id, BEING_CHECKED);
        continue;
      }
      if (result.kind === 'authorised') {
        if (result.card?.lastFourDigits) cards.add(result.card.lastFourDigits);
        await this.settleDone(
          row,
          result.transactionId ?? null,
          result.statusDetail,
          result.card?.lastFourDigits,
        );
      } else if (result.statusCode === DUPLICATE_VENDOR_TX_CODE) {
        // Asked before (a crash after the provider refunded): what the provider did decides.
        await this.reconcileRefund(row);
      } else {
        await this.repository.settleFailed(
          row.id,
          result.statusDetail || 'The card processor refused the refund',
        );
      }
    }
    const outcome = this.outcomeOf(
      await Promise.all(rows.map(async (row) => (await this.repository.refundById(row.id))!)),
    );
    return { ...outcome, cards: [...cards] };
  }

  private async settleDone(
    row: RefundRow,
    providerTransactionId: string | null,
    statusDetail: string,
    lastFour?: string,
  ) {
    // Read before the transaction: inside it, only `tx` may be used.
    const paid = await this.repository.paymentById(row.paymentId);
    const stay = paid?.bookingId ? await this.options.stays.stayById(paid.bookingId) : undefined;
    return this.repository.settleRefunded(
      row.id,
      { providerTransactionId, statusDetail },
      async (tx, settled) => {
        const change = {
          staffUserId: settled.staffUserId,
          reason: settled.reason,
          refundId: settled.id,
          paymentId: settled.paymentId,
        };
        if (paid?.bookingId) {
          await this.options.stays.refundDone(tx, paid.bookingId, settled.amountPence, change);
        } else if (paid?.activityBookingId) {
          await this.options.activities.refundDone(tx, paid.activityBookingId, settled.amountPence, change);
        }
        // A refund staff gave (a cancellation's is reported by the cancellation's e-mail): the
        // guest's e-mail is recorded with the refund, so it exists exactly when the refund does,
        // once; one the provider confirmed only later (reconciled) is reported then.
        if (stay && isRefundKey(settled.idempotencyKey)) {
          await this.options.mailer.record(
            tx,
            {
              to: stay.email,
              template: DESK_REFUND_MAIL,
              data: { refundId: settled.id, lastFour: lastFour ?? null },
            },
            { dedupeKey: `refund:${settled.id}` },
          );
        }
      },
    );
  }

  /** Asks the provider about one pending refund by its vendorTxCode and settles it; false when unreachable. */
  private async reconcileRefund(row: RefundRow): Promise<boolean> {
    let found: Awaited<ReturnType<CardProvider['lookupTransaction']>>;
    try {
      found = await this.options.provider.lookupTransaction(row.vendorTxCode);
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) {
        await this.repository.noteOpen(row.id, BEING_CHECKED);
        return false;
      }
      throw error;
    }
    if (!found.found) return this.repository.settleFailed(row.id, NEVER_REACHED_REFUND);
    if (found.kind === 'authorised') {
      return this.settleDone(row, found.transactionId, found.statusDetail || 'The Refund was Successful.');
    }
    return this.repository.settleFailed(
      row.id,
      found.statusDetail || 'The card processor refused the refund',
    );
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
      this.outcomeOf(rows),
      await this.moneyOfStay(await this.options.stays.stayById(stay.id)),
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

  private outcomeOf(rows: DeskRefundRow[]): RefundOutcome {
    const total = (status: RefundRow['status']) =>
      rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.amountPence, 0);
    return {
      refunded_pence: total('refunded'),
      pending_pence: total('pending'),
      failed_pence: total('failed'),
      refunds: rows.map(toDeskRefund),
    };
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

  // ---- telephone payments ----

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
    const money = await this.moneyOfStay(await this.options.stays.stayById(stay.id));
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

  // ---- the stay's money ----

  private async moneyOfStay(stay: BookingRow): Promise<TBookingMoney> {
    const [payments, refunds] = await Promise.all([
      this.repository.paymentsOfBooking(stay.id),
      this.repository.refundsOfBooking(stay.id),
    ]);
    const deskPayments = payments.map((p) => toDeskPayment(p, refunds));
    const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
    const total = totalOf(stay);
    const live = stay.status === 'held' || stay.status === 'confirmed';
    return {
      booking_no: stay.bookingNo,
      status: stay.status,
      guest_name: `${stay.firstName} ${stay.surname}`.trim(),
      email: stay.email,
      total_pence: total,
      paid_pence: stay.paidPence,
      balance_due_pence: live ? Math.max(0, total - stay.paidPence) : 0,
      in_flight_pence: stay.pendingPence,
      refundable_pence: Math.min(stay.paidPence, sum(deskPayments.map((p) => p.refundable_pence))),
      taken_pence: sum(deskPayments.filter((p) => p.status === 'authorised').map((p) => p.amount_pence)),
      refunded_pence: sum(refunds.filter((r) => r.status === 'refunded').map((r) => r.amountPence)),
      refund_pending_pence: sum(refunds.filter((r) => r.status === 'pending').map((r) => r.amountPence)),
      payments: deskPayments,
    };
  }

  // ---- e-mails ----

  /**
   * The e-mail of one refund done (recorded with it, written when delivered): how much went back,
   * to which card, and what the stay's money now is. Null when the refund is not one.
   */
  async refundMail(refundId: number, lastFour: string | null): Promise<Mail | null> {
    const done = await this.repository.refundById(refundId);
    const paid = done && (await this.repository.paymentById(done.paymentId));
    if (done?.status !== 'refunded' || !paid?.bookingId) return null;
    const stay = await this.options.stays.stayById(paid.bookingId);
    const outcome = {
      ...emptyOutcome(),
      refunded_pence: done.amountPence,
      cards: lastFour ? [lastFour] : [],
    };
    return this.refundedMail(stay, outcome, await this.moneyOfStay(stay), done.reason);
  }

  /** `reason`: what staff typed in the refund dialog, which tells them "The guest sees this". */
  private async refundedMail(stay: BookingRow, outcome: RefundOutcome, money: TBookingMoney, reason: string) {
    return composeMail({
      to: stay.email,
      subject: `Booking ${stay.bookingNo}: we have refunded £${formatPounds(outcome.refunded_pence)}`,
      greeting: `Hello ${stay.firstName},`,
      paragraphs: [
        `We have refunded £${formatPounds(outcome.refunded_pence)} of booking ${stay.bookingNo} ${toCard(outcome)}. ${REFUND_ARRIVES}`,
        ...(reason.trim() ? [`Reason: ${reason.trim()}`] : []),
        ...this.pendingWords(outcome),
        this.balanceWords(money),
      ],
      action: { label: 'View your booking', url: `${this.options.publicUrl}/booking/${stay.id}` },
      siteName: await this.options.siteName(),
    });
  }

  private async tellCancelled(
    stay: BookingRow,
    reason: string,
    outcome: RefundOutcome,
    money: TBookingMoney,
  ) {
    const refunded =
      outcome.refunded_pence > 0
        ? [`We have refunded £${formatPounds(outcome.refunded_pence)} ${toCard(outcome)}. ${REFUND_ARRIVES}`]
        : [];
    const kept =
      money.paid_pence > 0 && outcome.pending_pence === 0
        ? [
            `Under the park's cancellation terms, £${formatPounds(money.paid_pence)} of what you paid is kept.`,
          ]
        : [];
    await this.options.mailer.send(
      composeMail({
        to: stay.email,
        subject: `Booking ${stay.bookingNo} has been cancelled`,
        greeting: `Hello ${stay.firstName},`,
        paragraphs: [
          `Your booking ${stay.bookingNo} (arriving ${stay.arrivalDate}, ${stay.noOfNights} nights) has been cancelled by our reception team. Reason: ${reason}`,
          ...refunded,
          ...this.pendingWords(outcome),
          ...kept,
          'If you did not expect this, please reply to this e-mail or call the park.',
        ],
        action: { label: 'View your booking', url: `${this.options.publicUrl}/booking/${stay.id}` },
        siteName: await this.options.siteName(),
      }),
    );
  }

  private async tellPaymentTaken(
    stay: BookingRow,
    amount: number,
    lastFour: string | undefined,
    money: TBookingMoney,
  ) {
    await this.options.mailer.send(
      composeMail({
        to: stay.email,
        subject: `Booking ${stay.bookingNo}: receipt for your payment of £${formatPounds(amount)}`,
        greeting: `Hello ${stay.firstName},`,
        paragraphs: [
          `Thank you: we have taken £${formatPounds(amount)} for booking ${stay.bookingNo} from ${lastFour ? `the card ending ${lastFour}` : 'your card'}, as agreed with you on the telephone.`,
          this.balanceWords(money),
        ],
        action: { label: 'View your booking', url: `${this.options.publicUrl}/booking/${stay.id}` },
        siteName: await this.options.siteName(),
      }),
    );
  }

  private pendingWords(outcome: RefundOutcome) {
    return outcome.pending_pence > 0
      ? [
          `A further £${formatPounds(outcome.pending_pence)} is being refunded; we will confirm it once the card processor has.`,
        ]
      : [];
  }

  private balanceWords(money: TBookingMoney) {
    if (money.status === 'cancelled') {
      return `The booking is cancelled; £${formatPounds(money.paid_pence)} of what you paid is kept.`;
    }
    return money.balance_due_pence > 0
      ? `You have now paid £${formatPounds(money.paid_pence)} of £${formatPounds(money.total_pence)}; £${formatPounds(money.balance_due_pence)} is left to pay.`
      : `You have now paid £${formatPounds(money.paid_pence)} of £${formatPounds(money.total_pence)}; nothing is left to pay.`;
  }
}

/** A payment whose money is with us and may go back: authorised, with the provider's transaction. */
const refundable = (p: PaymentRow) =>
  p.status === 'authorised' && !!p.providerTransactionId && p.amountPence > p.refundedPence;

/** Which card the money went back to, as the provider said. */
const toCard = (outcome: RefundOutcome) =>
  outcome.cards?.length
    ? `to the card ending ${outcome.cards.join(' and the card ending ')}`
    : 'to the card you paid with';

const emptyOutcome = (): RefundOutcome => ({
  refunded_pence: 0,
  pending_pence: 0,
  failed_pence: 0,
  refunds: [],
});

function toDeskRefund(row: DeskRefundRow): TDeskRefund {
  return {
    id: row.id,
    payment_id: row.paymentId,
    at: row.createdAt.toISOString(),
    amount_pence: row.amountPence,
    status: row.status,
    reason: row.reason,
    by: { id: row.staffUserId, name: row.staffName },
    status_detail: row.statusDetail,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDeskPayment(row: DeskPaymentRow, refunds: DeskRefundRow[]): TDeskPayment {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    amount_pence: row.amountPence,
    status: row.status,
    method: row.takenBy ? 'telephone' : 'online',
    taken_by: row.takenBy ? { id: row.takenBy, name: row.takenByName ?? '' } : null,
    card_last_four: null,
    refunded_pence: row.refundedPence,
    refundable_pence: refundable(row) ? row.amountPence - row.refundedPence : 0,
    status_detail: row.statusDetail,
    updated_at: row.updatedAt.toISOString(),
    refunds: refunds.filter((r) => r.paymentId === row.id).map(toDeskRefund),
  };
}

/** The instant a London calendar day starts. */
function londonMidnight(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  // London is UTC or UTC+1: the day starts at 00:00 or 23:00 UTC the evening before.
  const oneHourEarlier = new Date(utcMidnight.getTime() - 3_600_000);
  return londonToday(oneHourEarlier) === date ? oneHourEarlier : utcMidnight;
}
