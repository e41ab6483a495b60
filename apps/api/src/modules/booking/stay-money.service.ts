import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import type { AuditService } from '../audit/audit.service';
import type { BookingRow } from './booking.repository';
import type { BookingService } from './booking.service';
import type { StayMoneyRepository } from './stay-money.repository';

/** Who did a money change at the desk, and why. */
export type DeskChange = { staffUserId: number; reason: string; idempotencyKey: string };

/**
 * The booking domain's part of the back office's money desk (decision 035): finding a stay by its
 * reference, cancelling it, and a refund or a telephone payment changing what is paid, each
 * recorded in the audit log in the same transaction as the change (decision 032).
 */
export class StayMoneyService {
  constructor(
    private readonly repository: StayMoneyRepository,
    private readonly options: {
      audit: Pick<AuditService, 'recordChange'>;
      bookings: Pick<BookingService, 'stockChanged'>;
    },
  ) {}

  /** A guest's stay by its reference; a unit block or an unknown reference is not found. */
  async stayByNo(bookingNo: string): Promise<BookingRow> {
    const row = await this.repository.stayByNo(bookingNo.trim().toUpperCase());
    if (!row) throw notFound('No booking has that reference');
    return row;
  }

  async stayById(id: number): Promise<BookingRow> {
    const row = await this.repository.stayById(id);
    if (!row) throw notFound('No booking has that reference');
    return row;
  }

  /**
   * Cancels the stay inside `tx` and records 'booking.cancel'. False when it is no longer live or
   * a payment is in flight on it (the caller says which).
   */
  async cancelStay(tx: Database, bookingId: number, change: DeskChange & { refundPence: number }) {
    const before = await this.repository.cancel(tx, bookingId);
    if (!before) return false;
    await this.options.audit.recordChange(tx, {
      staffUserId: change.staffUserId,
      action: 'booking.cancel',
      entityType: 'booking',
      entityId: before.bookingNo,
      before: { status: before.status, paid_pence: before.paidPence },
      after: {
        status: 'cancelled',
        reason: change.reason,
        refund_pence: change.refundPence,
        idempotency_key: change.idempotencyKey,
      },
    });
    return true;
  }

  /** The unit of a cancelled stay is free: searches answered from memory must hear it now. */
  stockChanged() {
    this.options.bookings.stockChanged();
  }

  /** A refund of `amount` was done on the stay: paid goes down and 'booking.refund' is recorded, inside `tx`. */
  async refundDone(
    tx: Database,
    bookingId: number,
    amount: number,
    change: { staffUserId: number; reason: string; refundId: number; paymentId: number },
  ) {
    const paid = await this.repository.refundPaid(tx, bookingId, amount);
    await this.options.audit.recordChange(tx, {
      staffUserId: change.staffUserId,
      action: 'booking.refund',
      entityType: 'booking',
      entityId: paid.bookingNo,
      before: { paid_pence: paid.paidBefore },
      after: {
        paid_pence: paid.paidAfter,
        refund_pence: amount,
        reason: change.reason,
        refund_id: change.refundId,
        payment_id: change.paymentId,
      },
    });
  }

  /** A payment staff took by telephone was booked on the stay (inside `tx`): 'booking.payment'. */
  async paymentTaken(
    tx: Database,
    bookingId: number,
    payment: { staffUserId: number; paymentId: number; amount: number },
  ) {
    const after = await this.repository.paidIn(tx, bookingId);
    await this.options.audit.recordChange(tx, {
      staffUserId: payment.staffUserId,
      action: 'booking.payment',
      entityType: 'booking',
      entityId: after.bookingNo,
      before: { paid_pence: after.paidPence - payment.amount },
      after: {
        paid_pence: after.paidPence,
        status: after.status,
        payment_pence: payment.amount,
        payment_id: payment.paymentId,
        method: 'telephone',
      },
    });
  }
}
