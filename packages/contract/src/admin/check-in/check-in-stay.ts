import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZParkCodeFilter } from '../../common/query-fields';
import { optionalText } from '../../common/text';
import { ZIsoDate } from '../../search/iso-date';
import { bookingNoParams } from '../bookings/stay-parts';
import { ZDayStay } from '../today/park-day';

/** POST api/admin/bookings/:booking_no/check-in (reception): the party has arrived. */
export const ZStayCheckInParams = bookingNoParams('Enter a booking reference');
export type TStayCheckInParams = z.infer<typeof ZStayCheckInParams>;

export const ZStayCheckIn = z.object({
  booking_no: z.string(),
  guest_name: z.string(),
  unit_code: z.string(),
  checked_in_at: z.string(),
  checked_in_by: z.string(),
});
export type TStayCheckIn = z.infer<typeof ZStayCheckIn>;

export const ZStayCheckInResponse = ZSuccessWithMessage(ZStayCheckIn);
export type TStayCheckInResponse = z.infer<typeof ZStayCheckInResponse>;

/** The words of a stay already checked in, the same on the 409 and on the screen. */
export function alreadyCheckedInMessage(bookingNo: string, at: string, by: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
  return `${bookingNo} was already checked in on ${when} by ${by}.`;
}

/**
 * GET api/admin/arrivals?park_code=&date=&q= (reception): the day's arrivals (and stays that
 * arrived earlier and are still in-house) matching a reference or a guest's name.
 */
export const ZArrivalsQuery = z.object({
  park_code: ZParkCodeFilter.optional().default(''),
  date: ZIsoDate.optional(),
  q: optionalText('q', 100),
});
export type TArrivalsQuery = z.infer<typeof ZArrivalsQuery>;

export const ZArrival = ZDayStay.extend({ park_code: z.string(), park_title: z.string() });
export type TArrival = z.infer<typeof ZArrival>;

export const ZArrivalsResponse = ZSuccess(z.object({ date: z.string(), arrivals: z.array(ZArrival) }));
export type TArrivalsResponse = z.infer<typeof ZArrivalsResponse>;
