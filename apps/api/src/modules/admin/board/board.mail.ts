import { addDays } from '@parkstays/contract';
import { formatUkDate } from '../../../lib/uk-date';
import { composeMail, type Mail } from '../../../mail/mail';
import { CHECK_IN_TIME, CHECK_OUT_TIME } from '../../booking/booking.presenter';
import type { BookingRow } from '../../booking/booking.repository';
import type { UnitPlace } from './board.repository';

/** The e-mail telling the lead guest that the park has moved their stay: the unit and dates now. */
export function stayMovedMail(
  row: BookingRow,
  to: UnitPlace,
  context: { siteName: string; publicUrl: string },
): Mail {
  const departure = addDays(row.arrivalDate, row.noOfNights);
  return composeMail({
    to: row.email,
    subject: `Booking ${row.bookingNo} changed: ${to.gradeTitle}, unit ${to.unitCode}`,
    greeting: `Hello ${row.firstName || 'there'},`,
    paragraphs: [
      `We have changed your booking ${row.bookingNo}. You are now staying in ${to.gradeTitle}, unit ${to.unitCode}, arriving ${formatUkDate(row.arrivalDate)} from ${CHECK_IN_TIME} and leaving ${formatUkDate(departure)} by ${CHECK_OUT_TIME} (${row.noOfNights} night${row.noOfNights === 1 ? '' : 's'}).`,
      'If these dates do not suit you, please reply to this e-mail or call us and we will help.',
    ],
    action: { label: 'View your booking', url: `${context.publicUrl}/booking/${row.id}` },
    siteName: context.siteName,
  });
}
