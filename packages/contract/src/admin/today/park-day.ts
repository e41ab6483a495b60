import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZParkCodeFilter } from '../../common/query-fields';
import { ZIsoDate } from '../../search/iso-date';
import { ZStayUnitAndNights } from '../bookings/stay-parts';

/**
 * GET api/admin/today?park_code=&date=: the back office's Today screen (reception and admins).
 * No park_code (or '') means every park; no date means today in Europe/London.
 */
export const ZParkDayQuery = z.object({
  park_code: ZParkCodeFilter.optional().default(''),
  date: ZIsoDate.optional(),
});
export type TParkDayQuery = z.infer<typeof ZParkDayQuery>;

/** A confirmed stay as reception sees it on the day, with what is left to pay, in pence. */
export const ZDayStay = z.object({
  booking_id: z.number().int(),
  booking_no: z.string(),
  guest_name: z.string(),
  email: z.string(),
  phone_no: z.string(),
  ...ZStayUnitAndNights.shape,
  no_of_adults: z.number().int(),
  no_of_children: z.number().int(),
  has_pets: z.boolean(),
  total_pence: z.number().int(),
  paid_pence: z.number().int(),
  /** Total less paid (money in flight is not yet paid). */
  balance_due_pence: z.number().int(),
  /** When reception checked the party in, and who did (their name); null until then. */
  checked_in_at: z.string().nullable(),
  checked_in_by: z.string().nullable(),
});
export type TDayStay = z.infer<typeof ZDayStay>;

/**
 * One park's day: who arrives (their first night is this date), who leaves (their last night was
 * the night before) and who stays through (arrived before, leaves after), each by booking number.
 */
export const ZParkDay = z.object({
  park_code: z.string(),
  park_title: z.string(),
  arrivals: z.array(ZDayStay),
  departures: z.array(ZDayStay),
  in_house: z.array(ZDayStay),
  /** What arrivals, departures and in-house stays still owe, together. */
  balance_due_pence: z.number().int(),
});
export type TParkDay = z.infer<typeof ZParkDay>;

export const ZParkDayResponse = ZSuccess(z.object({ date: z.string(), parks: z.array(ZParkDay) }));
export type TParkDayResponse = z.infer<typeof ZParkDayResponse>;
