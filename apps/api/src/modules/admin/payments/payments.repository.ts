import { aliasedTable, and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { activityBooking, booking, ledgerEntry, payment, refund, userAccount } from '../../../db/schema';
import {
  paymentColumns,
  refundColumns,
  staffName,
  takenBy,
  takenByName,
} from '../../payment/refunds.repository';

/** The SQL of the Payments screen: a day's money, read with what each payment or refund was for. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Every payment made in [from, to) with what it paid for (a stay, an activity booking and its
   * stay, an owner's ledger entry) and who took it. Cross-domain read: see READS_ACROSS_DOMAINS.
   */
  async paymentsBetween(from: Date, to: Date) {
    const stay = aliasedTable(booking, 'stay');
    const activityStay = aliasedTable(booking, 'activity_stay');
    return this.db
      .select({
        payment: paymentColumns,
        takenByName,
        stayNo: stay.bookingNo,
        stayGuest: sql<string | null>`trim(${stay.firstName} || ' ' || ${stay.surname})`,
        activityBookingNo: activityBooking.activityBookingNo,
        activityStayNo: activityStay.bookingNo,
        entryNo: ledgerEntry.entryNo,
        documentNo: ledgerEntry.documentNo,
      })
      .from(payment)
      .leftJoin(takenBy, eq(takenBy.id, payment.takenBy))
      .leftJoin(stay, eq(stay.id, payment.bookingId))
      .leftJoin(activityBooking, eq(activityBooking.id, payment.activityBookingId))
      .leftJoin(activityStay, eq(activityStay.id, activityBooking.bookingId))
      .leftJoin(ledgerEntry, eq(ledgerEntry.id, payment.ledgerEntryId))
      .where(and(gte(payment.createdAt, from), lt(payment.createdAt, to)))
      .orderBy(asc(payment.createdAt), asc(payment.id));
  }

  /** Every refund given in [from, to), with the stay or activity booking it was for and who gave it. */
  async refundsBetween(from: Date, to: Date) {
    const activityStay = aliasedTable(booking, 'activity_stay');
    return this.db
      .select({
        refund: refundColumns,
        staffName,
        stayNo: booking.bookingNo,
        stayGuest: sql<string>`trim(${booking.firstName} || ' ' || ${booking.surname})`,
        activityBookingNo: activityBooking.activityBookingNo,
        activityStayNo: activityStay.bookingNo,
      })
      .from(refund)
      .innerJoin(payment, eq(payment.id, refund.paymentId))
      .innerJoin(userAccount, eq(userAccount.id, refund.staffUserId))
      .leftJoin(booking, eq(booking.id, payment.bookingId))
      .leftJoin(activityBooking, eq(activityBooking.id, payment.activityBookingId))
      .leftJoin(activityStay, eq(activityStay.id, activityBooking.bookingId))
      .where(and(gte(refund.createdAt, from), lt(refund.createdAt, to)))
      .orderBy(asc(refund.createdAt), asc(refund.id));
  }
}
