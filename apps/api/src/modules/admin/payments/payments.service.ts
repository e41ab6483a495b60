import { addDays, londonToday, type TMoneyMovement, type TPaymentsDayResponse } from '@parkstays/contract';
import { paymentFacts } from '../../payment/refunds.service';
import { Service } from '../../service';
import type { PaymentsRepository } from './payments.repository';

export type PaymentsOptions = { repository: PaymentsRepository; now?: () => Date };

/**
 * The Payments screen (decision 035): every payment and refund of a day, with totals by method
 * and status and the ones still open.
 */
export class PaymentsService extends Service<PaymentsOptions> {
  /** Every payment and refund of a London day, with totals by method and status and the open ones. */
  async day(date: string | undefined): Promise<TPaymentsDayResponse['data']> {
    const day = date ?? this.today();
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
          ...paymentFacts(row),
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
      // At the same instant a payment comes before a refund: a refund always gives back a payment.
    ].sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id);
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
}

const KIND_ORDER: Record<TMoneyMovement['kind'], number> = { payment: 0, refund: 1 };

/** The instant a London calendar day starts. */
function londonMidnight(date: string): Date {
  const utcMidnight = new Date(`${date}T00:00:00Z`);
  // London is UTC or UTC+1: the day starts at 00:00 or 23:00 UTC the evening before.
  const oneHourEarlier = new Date(utcMidnight.getTime() - 3_600_000);
  return londonToday(oneHourEarlier) === date ? oneHourEarlier : utcMidnight;
}
