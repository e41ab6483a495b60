import {
  formatPounds,
  STANDARD_TERMS,
  type TBookingTerms,
  type TBookingTermsValues,
  type TBookingView,
  type TPark,
  type TPaymentOption,
} from '@parkstays/contract';
import type { BookingTermsRow } from '../../db/schema';
import { postalAddressOf } from '../../lib/postal-address';
import type { BookingRow } from './booking.repository';
import { depositOf, depositOffered, outstandingOf, totalOf } from './booking-price';

export const CHECK_IN_TIME = '16:00';
export const CHECK_OUT_TIME = '10:00';

/** What the view of a booking needs besides the booking's own row. */
export type BookingViewParts = {
  grade: {
    title: string;
    subtitle: string;
    description: string;
    gradeCode: string;
    parkId: number;
    capacity: number;
    imageUrl: string;
  };
  park: TPark;
  extras: { code: string; description: string; note: string; unitPricePence: number; quantity: number }[];
  payments: {
    id: number;
    amountPence: number;
    status: string;
    providerTransactionId: string | null;
    createdAt: Date;
  }[];
  /** Refunds on those payments (refunded, or pending with the card processor), newest first. */
  refunds: {
    id: number;
    paymentId: number;
    amountPence: number;
    status: 'pending' | 'refunded' | 'failed';
    reason: string;
    createdAt: Date;
  }[];
  /** The parks' today (yyyy-mm-dd): a deposit is offered only before the balance is due. */
  today: string;
  terms: TBookingTerms;
};

/** A version of the terms as the contract says them. */
export function termsValuesOf(row: BookingTermsRow): TBookingTermsValues {
  return {
    cancel_notice_days: row.cancelNoticeDays,
    refund_before: row.refundBefore,
    refund_within: row.refundWithin,
    change_terms: row.changeTerms,
  };
}

/**
 * The terms of a stay: the version it was agreed under, or (not agreed yet) the version on sale,
 * or the standard terms when its holiday type has none (id null, version 0).
 */
export function presentTerms(row: BookingTermsRow | undefined, agreedAt: Date | null): TBookingTerms {
  const values = row ? termsValuesOf(row) : STANDARD_TERMS;
  return {
    ...values,
    id: row?.id ?? null,
    version: row?.version ?? 0,
    agreed_at: row && agreedAt ? agreedAt.toISOString() : null,
  };
}

/** How much may be paid now: the whole stay, or a deposit too, while held with nothing paid. */
export function paymentOptionsOf(row: BookingRow, today: string): TPaymentOption[] {
  if (row.status !== 'held' || row.paidPence !== 0) return [];
  const total = totalOf(row);
  const options: TPaymentOption[] = [
    { id: 1, title: 'Full Payment', dbvalue: 'Initial', amount: formatPounds(total), amount_pence: total },
  ];
  if (depositOffered(row, today)) {
    const deposit = depositOf(row);
    options.push({
      id: 2,
      title: 'Deposit',
      dbvalue: 'Deposit',
      amount: formatPounds(deposit),
      amount_pence: deposit,
    });
  }
  return options;
}

/** A booking as GET api/bookings/{id} answers it: the stay, the operator's record, payments and options. */
export function presentBooking(row: BookingRow, parts: BookingViewParts): TBookingView {
  const { grade, park } = parts;
  const total = totalOf(row);
  const outstanding = outstandingOf(row);
  return {
    booking: {
      id: row.id,
      arrival_date: row.arrivalDate,
      no_of_nights: row.noOfNights,
      no_of_adults: row.noOfAdults,
      no_of_children: row.noOfChildren,
      country_code: row.countryCode,
      status: row.status,
      hold_expires_at: row.status === 'held' && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
      elite_dynamics_id: row.bookingNo,
      paid_pence: row.paidPence,
      refunded_pence: parts.refunds
        .filter((r) => r.status === 'refunded')
        .reduce((sum, r) => sum + r.amountPence, 0),
      park,
      accommodation: {
        title: grade.title,
        subtitle: grade.subtitle,
        description: grade.description,
        grade_code: grade.gradeCode,
        park_id: grade.parkId,
        capacity: grade.capacity,
        image_url: grade.imageUrl,
      },
    },
    eliteData: {
      '@attributes': {
        booking_no: row.bookingNo,
        first_name: row.firstName,
        surname: row.surname,
        ...postalAddressOf(row),
        phone_no: row.phoneNo,
        email: row.email,
        check_in_time: CHECK_IN_TIME,
        check_out_time: CHECK_OUT_TIME,
        confirmed_date: row.confirmedAt ? row.confirmedAt.toISOString().slice(0, 10) : '',
        standard_price: formatPounds(row.standardPricePence),
        standard_price_pence: row.standardPricePence,
        booking_price: formatPounds(row.standardPricePence - row.discountPence),
        booking_price_pence: row.standardPricePence - row.discountPence,
        discount_amount: formatPounds(row.discountPence),
        discount_amount_pence: row.discountPence,
        extras_amount: formatPounds(row.extrasPence),
        extras_amount_pence: row.extrasPence,
        total_price: formatPounds(total),
        total_price_pence: total,
        deposit_amount: formatPounds(row.depositPence),
        deposit_amount_pence: row.depositPence,
        outstanding_amount: formatPounds(outstanding),
        outstanding_amount_pence: outstanding,
        confirmed: row.status === 'confirmed' ? 'true' : 'false',
        promotional_code: row.promotionalCode,
      },
      Extra: parts.extras.map((e) => ({
        code: e.code,
        description: e.description,
        unit_price: formatPounds(e.unitPricePence),
        unit_price_pence: e.unitPricePence,
        selectedQuantity: e.quantity,
        quantity: e.quantity,
        price: formatPounds(e.unitPricePence * e.quantity),
        price_pence: e.unitPricePence * e.quantity,
        note: e.note,
      })),
    },
    payments: parts.payments.map((p) => ({
      id: p.id,
      amount: formatPounds(p.amountPence),
      amount_pence: p.amountPence,
      status: p.status,
      elite_payment_id: p.providerTransactionId,
      created_at: p.createdAt.toISOString(),
    })),
    refunds: parts.refunds.flatMap((r) =>
      r.status === 'failed'
        ? []
        : [
            {
              id: r.id,
              payment_id: r.paymentId,
              amount: formatPounds(r.amountPence),
              amount_pence: r.amountPence,
              status: r.status,
              reason: r.reason,
              created_at: r.createdAt.toISOString(),
            },
          ],
    ),
    payment_options: paymentOptionsOf(row, parts.today),
    terms: parts.terms,
  };
}

/** One line of GET api/bookings. */
export function presentBookingSummary(
  row: BookingRow,
  grade: { title: string; gradeCode: string },
  park: { title: string; imageUrl: string; parkCode: string },
) {
  return {
    id: row.id,
    booking_no: row.bookingNo,
    arrival_date: row.arrivalDate,
    no_of_nights: row.noOfNights,
    status: row.status,
    park: { title: park.title, image_url: park.imageUrl, park_code: park.parkCode },
    accommodation: { title: grade.title, grade_code: grade.gradeCode },
    total_price: formatPounds(totalOf(row)),
    total_price_pence: totalOf(row),
    outstanding_amount: formatPounds(outstandingOf(row)),
    outstanding_amount_pence: outstandingOf(row),
    confirmed: row.status === 'confirmed' ? ('true' as const) : ('false' as const),
  };
}
