import { addDays, BALANCE_DUE_DAYS, type TPaymentType } from '@parkstays/contract';
import type { BookingRow } from './booking.repository';

/** The deposit to confirm a stay booked more than 28 days ahead: a fifth, at least £50, in whole pounds. */
export function depositFor(standardPence: number): number {
  return Math.min(standardPence, Math.max(5_000, Math.round((standardPence * 0.2) / 100) * 100));
}

/** What the stay costs: its price less the promotional discount, plus extras. */
export function totalOf(row: BookingRow): number {
  return row.standardPricePence - row.discountPence + row.extrasPence;
}

/** What is left to pay (never below 0). */
export function outstandingOf(row: BookingRow): number {
  return Math.max(0, totalOf(row) - row.paidPence);
}

/** A deposit is offered while the balance is not yet due, and only for a stay that has one. */
export function depositOffered(row: BookingRow, today: string): boolean {
  return row.depositPence > 0 && row.arrivalDate > addDays(today, BALANCE_DUE_DAYS);
}

/** The deposit a deposit payment takes: never more than the total. */
export function depositOf(row: BookingRow): number {
  return Math.min(row.depositPence, totalOf(row));
}

/**
 * When a stay counts as confirmed: once what is paid on it reaches this. A deposit confirms it;
 * any other payment confirms it once the whole total is paid.
 */
export function confirmAtFor(row: BookingRow, type: TPaymentType | string): number {
  return type === 'Deposit' ? depositOf(row) : totalOf(row);
}
