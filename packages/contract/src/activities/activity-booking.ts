import { z } from 'zod';
import { ZMoneyText, ZPence } from '../common/money';

/** What activity_session (a JSON string) holds on an activity booking. */
export const ZActivityBookingSession = z.object({
  name: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** "1 hour 30 minutes"; runs past midnight are counted to the next day's end time. */
  duration: z.string(),
  park_code: z.string(),
});
export type TActivityBookingSession = z.infer<typeof ZActivityBookingSession>;

/** One admission on an activity booking: its QR code reads `{activity_booking_no}-{no}`. */
export const ZTicket = z.object({ no: z.number().int(), name: z.string() });
export type TTicket = z.infer<typeof ZTicket>;

/** The operator's record of an activity booking (the "remote data"). */
export const ZActivityBookingSummary = z.object({
  outstanding_amount: ZMoneyText,
  outstanding_pence: z.number().int(),
  total_amount: ZMoneyText,
  total_amount_pence: ZPence,
  /** The string 'true' or 'false', as the first version's records said it. */
  confirmed: z.enum(['true', 'false']),
  /**
   * Until when an unpaid booking of a paid session keeps its tickets (ISO time); after it they go
   * back on sale. Null when nothing is held: free, or paid.
   */
  hold_expires_at: z.string().nullable().optional(),
  tickets: z.array(ZTicket),
});
export type TActivityBookingSummary = z.infer<typeof ZActivityBookingSummary>;

export const ZActivityBookingRecord = z.object({
  id: z.number().int(),
  activity_booking_no: z.string(),
  /** The stay's reference, or null for tickets booked against an owner's visit. */
  booking_no: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  visit_id: z.number().int().nullable(),
  activity_no: z.string(),
  /** JSON text of ZActivityBookingSession. */
  activity_session: z.string(),
  /**
   * JSON text of the tickets bought: [{ code, name, quantity, price }], as the operator's records
   * had it (a price in pence is on the session's ticket types and in elite_data's totals).
   */
  tickets: z.string(),
  elite_data: ZActivityBookingSummary.nullable(),
  /**
   * Set when staff cancelled the session: the booking is cancelled with it, and what was paid goes
   * back to the card (refunded, or still being refunded while the card processor has not confirmed).
   */
  cancelled: z
    .object({
      cancelled_at: z.string(),
      refunded_pence: ZPence,
      refund_pending_pence: ZPence,
    })
    .nullable(),
});
export type TActivityBookingRecord = z.infer<typeof ZActivityBookingRecord>;
