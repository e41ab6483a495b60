import { addDays, BALANCE_DUE_DAYS, formatPounds } from '@parkstays/contract';
import { formatUkDate } from '../../../lib/uk-date';
import { composeMail, type Mail } from '../../../mail/mail';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../../booking/booking.presenter';
import type { BookingRow } from '../../booking/booking.repository';
import { totalOf } from '../../booking/booking-price';

const people = (adults: number, children: number, pets: boolean) =>
  [
    `${adults} ${adults === 1 ? 'adult' : 'adults'}`,
    ...(children ? [`${children} ${children === 1 ? 'child' : 'children'}`] : []),
    ...(pets ? ['pets'] : []),
  ].join(', ');

/** The e-mail telling the lead guest that the park has changed their booking, and what it is now. */
export function bookingChangedMail(
  row: BookingRow,
  context: {
    gradeTitle: string;
    parkTitle: string;
    unitCode: string;
    previousTotalPence: number;
    siteName: string;
    publicUrl: string;
  },
): Mail {
  const departure = addDays(row.arrivalDate, row.noOfNights);
  const total = totalOf(row);
  const due = Math.max(0, total - row.paidPence);
  return composeMail({
    to: row.email,
    subject: `Booking ${row.bookingNo} changed: ${context.gradeTitle}, ${context.parkTitle}`,
    greeting: `Hello ${row.firstName},`,
    paragraphs: [
      `We have changed your booking ${row.bookingNo}. You are now staying in ${context.gradeTitle} (unit ${context.unitCode}) at ${context.parkTitle}, arriving ${formatUkDate(row.arrivalDate)} from ${CHECK_IN_TIME} and leaving ${formatUkDate(departure)} by ${CHECK_OUT_TIME} (${row.noOfNights} nights), for ${people(row.noOfAdults, row.noOfChildren, row.hasPets)}.`,
      total === context.previousTotalPence
        ? `The total is unchanged at £${formatPounds(total)}; paid £${formatPounds(row.paidPence)}; balance due £${formatPounds(due)}.`
        : `The total is now £${formatPounds(total)} (it was £${formatPounds(context.previousTotalPence)}); paid £${formatPounds(row.paidPence)}; balance due £${formatPounds(due)}.`,
      ...(due > 0
        ? [
            `The balance is due in full ${BALANCE_DUE_DAYS} days before arrival, on ${formatUkDate(addDays(row.arrivalDate, -BALANCE_DUE_DAYS))}.`,
          ]
        : []),
      'If anything here is not what you agreed with us, please reply or call the park.',
    ],
    action: { label: 'View your booking', url: `${context.publicUrl}/booking/${row.id}` },
    siteName: context.siteName,
  });
}
