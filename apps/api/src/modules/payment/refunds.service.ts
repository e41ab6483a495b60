import { createHash } from 'node:crypto';
import {
  refundTooMuchMessage,
  type TBookingMoney,
  type TDeskPayment,
  type TDeskRefund,
} from '@parkstays/contract';
import type { Database } from '../../db/client';
import type { RefundRow } from '../../db/schema';
import type { StaffMember } from '../../http/auth';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../../mail/mail';
import {
  type CardProvider,
  CardProviderUnavailableError,
  type CardTransactionResult,
  OpayoPiRequestError,
} from '../../payments';
import type { ActivitiesService } from '../activities/activities.service';
import type { BookingRow } from '../booking/booking.repository';
import { totalOf } from '../booking/booking-price';
import type { StayMoneyService } from '../booking/stay-money.service';
import { Service } from '../service';
import type { PaymentRow } from './payment.repository';
import type {
  DeskPaymentRow,
  DeskRefundRow,
  RefundPart,
  RefundsRepository,
  SetAsideOutcome,
} from './refunds.repository';

/** The provider's "this vendorTxCode was used before": a refund we asked for already exists. */
const DUPLICATE_VENDOR_TX_CODE = '4042';

export const REFUND_CHANGED_MESSAGE =
  'Another refund on this booking changed what can be refunded. Check its payments and try again.';
const BEING_CHECKED =
  'The card processor did not answer; the refund will be checked with it within a few minutes.';
const NEVER_REACHED_REFUND = 'The refund never reached the card processor, so nothing was given back.';

/** Whether a refund row is one of a refund request's parts (not a cancellation's). */
const isRefundKey = (key: string) => key.startsWith('R:');
/** The outbox's template of a refund done (decision 044): written when delivered. */
export const DESK_REFUND_MAIL = 'desk-refund';
export const hash = (value: string) => createHash('sha256').update(value).digest('hex');
/** A refund part's vendorTxCode: from its key and whose key it is, so two staff's never collide. */
const refundVendorTxCode = (staffUserId: number, rowKey: string) =>
  `RF-${hash(`${staffUserId}:${rowKey}`).slice(0, 32)}`;

export type RefundsOptions = {
  repository: RefundsRepository;
  stays: Pick<StayMoneyService, 'stayById' | 'refundDone'>;
  /** Lowers what an activity booking paid once refunded. */
  activities: Pick<ActivitiesService, 'refundDone'>;
  provider: CardProvider;
  mailer: Pick<Mailer, 'record'>;
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
 * Refunds through the card provider (decision 035): each part recorded 'pending' and set aside on
 * its payment before the provider is called, then settled once, by the request or by
 * reconciliation, never lost and never paid twice. The money desk gives a stay's; a cancelled
 * session gives its activity bookings'.
 */
export class RefundsService extends Service<RefundsOptions> {
  /** Records the parts 'pending' and sets each aside on its payment, with `first` (see the repository). */
  setAside(parts: RefundPart[], first?: (tx: Database) => Promise<boolean>): Promise<SetAsideOutcome> {
    return this.repository.setAside(parts, first);
  }

  /** The parts of one refund request, by who sent its key and the prefix the key gave them. */
  partsOf(staffUserId: number, prefix: string): Promise<DeskRefundRow[]> {
    return this.repository.refundsByKeyPrefix(staffUserId, prefix);
  }

  /** A refund done and the payment it gave back from; undefined when it is not done. */
  async done(refundId: number) {
    const done = await this.repository.refundById(refundId);
    const paid = done && (await this.repository.paymentById(done.paymentId));
    return done?.status === 'refunded' && paid ? { refund: done, payment: paid } : undefined;
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
      outcomes.set(bookingId, await this.send(own));
    }
    return outcomes;
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

  /**
   * The parts of a refund of `amount`: the stay's authorised payments newest first, each giving
   * what it has left. More than can be refunded is refused naming the field.
   */
  async plan(
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
  async send(rows: RefundRow[]): Promise<RefundOutcome> {
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

  outcomeOf(rows: DeskRefundRow[]): RefundOutcome {
    const total = (status: RefundRow['status']) =>
      rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.amountPence, 0);
    return {
      refunded_pence: total('refunded'),
      pending_pence: total('pending'),
      failed_pence: total('failed'),
      refunds: rows.map(toDeskRefund),
    };
  }

  async moneyOfStay(stay: BookingRow): Promise<TBookingMoney> {
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
}

/** A payment whose money is with us and may go back: authorised, with the provider's transaction. */
export const refundable = (p: PaymentRow) =>
  p.status === 'authorised' && !!p.providerTransactionId && p.amountPence > p.refundedPence;

export const emptyOutcome = (): RefundOutcome => ({
  refunded_pence: 0,
  pending_pence: 0,
  failed_pence: 0,
  refunds: [],
});

export function toDeskRefund(row: DeskRefundRow): TDeskRefund {
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

/** What every list of payments says of one: when, how much, its status and how it was taken. */
export const paymentFacts = (row: PaymentRow) => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  amount_pence: row.amountPence,
  status: row.status,
  method: row.takenBy ? ('telephone' as const) : ('online' as const),
});

function toDeskPayment(row: DeskPaymentRow, refunds: DeskRefundRow[]): TDeskPayment {
  return {
    ...paymentFacts(row),
    taken_by: row.takenBy ? { id: row.takenBy, name: row.takenByName ?? '' } : null,
    card_last_four: null,
    refunded_pence: row.refundedPence,
    refundable_pence: refundable(row) ? row.amountPence - row.refundedPence : 0,
    status_detail: row.statusDetail,
    updated_at: row.updatedAt.toISOString(),
    refunds: refunds.filter((r) => r.paymentId === row.id).map(toDeskRefund),
  };
}
