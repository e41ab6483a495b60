import type { PaymentRepository } from './payment.repository';

/**
 * What the payment module tells other domains about money it holds, to read: a stay's payments
 * and refunds (booking's View booking), and what went back on activity bookings (activities). It
 * needs nothing of theirs, so it is made before them and handed to them (decision 051).
 */
export class PaymentHistoryService {
  constructor(private readonly repository: PaymentRepository) {}

  /** A booking's payments and the refunds on them, for the guest's View booking. */
  async historyOfBooking(bookingId: number) {
    const [payments, refunds] = await Promise.all([
      this.repository.historyOfBooking(bookingId),
      this.repository.refundsOfBooking(bookingId),
    ]);
    return { payments, refunds };
  }

  /** What went back (refunded) and is going back (pending) on each activity booking, by its id. */
  async refundsOfActivityBookings(activityBookingIds: number[]) {
    const totals = new Map<number, { refundedPence: number; pendingPence: number }>();
    if (activityBookingIds.length === 0) return totals;
    for (const row of await this.repository.refundTotalsOfActivityBookings(activityBookingIds)) {
      if (row.activityBookingId === null) continue;
      const total = totals.get(row.activityBookingId) ?? { refundedPence: 0, pendingPence: 0 };
      if (row.status === 'refunded') total.refundedPence += row.pence;
      if (row.status === 'pending') total.pendingPence += row.pence;
      totals.set(row.activityBookingId, total);
    }
    return totals;
  }
}
