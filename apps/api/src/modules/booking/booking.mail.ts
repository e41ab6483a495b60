import {
  addDays,
  BALANCE_DUE_DAYS,
  describeTerms,
  formatPounds,
  type TBookingView,
} from '@parkstays/contract';
import { formatUkDate, formatUkLongDate } from '../../lib/uk-date';
import { composeMail, type Mail } from '../../mail/mail';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from './booking.presenter';
import type { BookingRow } from './booking.repository';
import { stayCalendar } from './booking-calendar-file';
import { outstandingOf, totalOf } from './booking-price';

/** The outbox's templates of this module (decision 044): written when delivered. */
export const BOOKING_CONFIRMED_MAIL = 'booking-confirmed';
export const BOOKING_PAYMENT_MAIL = 'booking-payment';

/** The e-mail telling the lead guest the booking is confirmed, with the stay as a calendar file. */
export function bookingConfirmedMail(
  row: BookingRow,
  view: TBookingView,
  context: { siteName: string; publicUrl: string; now: Date },
): Mail {
  const a = view.eliteData['@attributes'];
  const departure = addDays(row.arrivalDate, row.noOfNights);
  return {
    ...composeMail({
      to: row.email,
      subject: `Booking ${row.bookingNo} confirmed: ${view.booking.accommodation.title}, ${view.booking.park.title}`,
      greeting: `Hello ${row.firstName},`,
      paragraphs: [
        `Your booking ${row.bookingNo} is confirmed: ${view.booking.accommodation.title} at ${view.booking.park.title}, arriving ${formatUkDate(row.arrivalDate)} from ${CHECK_IN_TIME} and leaving ${formatUkDate(departure)} by ${CHECK_OUT_TIME} (${row.noOfNights} nights).`,
        `Total £${a.total_price}; paid £${formatPounds(row.paidPence)}; outstanding £${a.outstanding_amount}.`,
        ...(totalOf(row) > row.paidPence
          ? [
              `The balance is due in full ${BALANCE_DUE_DAYS} days before arrival, on ${formatUkDate(addDays(row.arrivalDate, -BALANCE_DUE_DAYS))}.`,
            ]
          : []),
        'The attached calendar file adds your stay to your calendar.',
        // The terms agreed to when paying, on a durable medium (Consumer Contracts Regulations).
        `The booking terms you agreed to: ${describeTerms(view.terms).join(' ')}`,
      ],
      action: { label: 'View your booking', url: `${context.publicUrl}/booking/${row.id}` },
      siteName: context.siteName,
    }),
    attachments: [
      {
        filename: `${row.bookingNo}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: stayCalendar({
          uid: `${row.bookingNo}@brackenbay.example`,
          summary: `${view.booking.accommodation.title}, ${view.booking.park.title}`,
          arrival: row.arrivalDate,
          departure,
          location: view.booking.park.title,
          description: `Booking ${row.bookingNo}`,
          now: context.now,
        }),
      },
    ],
  };
}

/** The receipt for a payment on a stay already confirmed (its balance, or part of it). */
export function bookingPaymentMail(
  row: BookingRow,
  view: TBookingView,
  amountPence: number,
  context: { siteName: string; publicUrl: string },
): Mail {
  const a = view.eliteData['@attributes'];
  const outstanding = totalOf(row) - row.paidPence;
  return composeMail({
    to: row.email,
    subject: `Booking ${row.bookingNo}: payment of £${formatPounds(amountPence)} received`,
    greeting: `Hello ${row.firstName},`,
    paragraphs: [
      `Thank you: we have received your payment of £${formatPounds(amountPence)} for booking ${row.bookingNo}, ${view.booking.accommodation.title} at ${view.booking.park.title}, arriving ${formatUkDate(row.arrivalDate)}.`,
      `Total £${a.total_price}; paid £${formatPounds(row.paidPence)}; outstanding £${a.outstanding_amount}.`,
      ...(outstanding > 0
        ? [
            `The balance is due in full ${BALANCE_DUE_DAYS} days before arrival, on ${formatUkDate(addDays(row.arrivalDate, -BALANCE_DUE_DAYS))}.`,
          ]
        : ['Your stay is now paid in full.']),
    ],
    action: { label: 'View your booking', url: `${context.publicUrl}/booking/${row.id}` },
    siteName: context.siteName,
  });
}

/**
 * The e-mail reminding the lead guest of a stay's balance a week before it falls due
 * (BALANCE_DUE_DAYS before arrival), with the link to View booking, where it can be paid.
 */
export function balanceReminderMail(
  row: BookingRow,
  place: { accommodation: string; park: string },
  context: { siteName: string; publicUrl: string },
): Mail {
  const balance = `£${formatPounds(outstandingOf(row))}`;
  const dueOn = formatUkLongDate(addDays(row.arrivalDate, -BALANCE_DUE_DAYS));
  return composeMail({
    to: row.email,
    subject: `Booking ${row.bookingNo}: your balance of ${balance} is due on ${dueOn}`,
    greeting: `Hello ${row.firstName},`,
    paragraphs: [
      `Your stay at ${place.park} is getting closer: ${place.accommodation}, arriving ${formatUkLongDate(row.arrivalDate)} for ${row.noOfNights} ${row.noOfNights === 1 ? 'night' : 'nights'} (booking ${row.bookingNo}).`,
      `The balance of ${balance} is due in full ${BALANCE_DUE_DAYS} days before arrival, on ${dueOn}. You can pay it on your booking.`,
      'If you have paid it since this e-mail was sent, thank you: there is nothing more to do.',
    ],
    action: { label: 'View your booking', url: `${context.publicUrl}/booking/${row.id}` },
    siteName: context.siteName,
  });
}
