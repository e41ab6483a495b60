import {
  addDays,
  BALANCE_DUE_DAYS,
  type PromotionalCodeRules,
  type PromotionalDiscount,
  promotionalDiscountPence,
  type TPaymentType,
} from '@parkstays/contract';
import type { BookingRow } from './booking.repository';
import type { PromotionRow } from './booking-offers.repository';

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

/** A promotional code's discount as the contract's rule reads it (a percentage or a fixed amount). */
export function discountOf(
  promotion: Pick<PromotionRow, 'percentOff' | 'amountOffPence'>,
): PromotionalDiscount {
  return { percent_off: promotion.percentOff, amount_off_pence: promotion.amountOffPence };
}

/** A promotional code's rules as the contract's `promotionalCodeRefusal` reads them. */
export function rulesOf(promotion: PromotionRow): PromotionalCodeRules {
  return {
    valid_from: promotion.validFrom,
    valid_to: promotion.validTo,
    minimum_nights: promotion.minimumNights,
    park_codes: promotion.parkCodes,
    usage_limit: promotion.usageLimit,
    times_used: promotion.timesUsed,
  };
}

/**
 * What the stay's promotional code takes off `stayPence` (0 with no code): `promotionalDiscountPence`
 * of the contract, for a stay re-priced by staff (a change at the desk, a move on the board).
 */
export function codeDiscountPence(
  promotion: Pick<PromotionRow, 'percentOff' | 'amountOffPence'> | undefined,
  stayPence: number,
): number {
  return promotion ? promotionalDiscountPence(discountOf(promotion), stayPence) : 0;
}
