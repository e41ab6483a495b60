import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZRecordAddress } from '../../common/country';
import { ZOutboxStatus } from '../outbox/outbox-message';
import { bookingNoParams, ZStayGrade, ZStayUnit } from './stay-parts';

/** GET api/admin/bookings/{booking_no}: path parameter. */
export const ZBookingNoParams = bookingNoParams();
export type TBookingNoParams = z.infer<typeof ZBookingNoParams>;

const ZExtraOffer = z.object({
  code: z.string(),
  description: z.string(),
  unit_price_pence: z.number().int(),
});

/** A grade of the stay's park the stay could move to, with its units and the extras it offers. */
export const ZChangeOption = z.object({
  grade_id: z.number().int(),
  grade_code: z.string(),
  title: z.string(),
  capacity: z.number().int(),
  pets_allowed: z.boolean(),
  units: z.array(ZStayUnit),
  extras: z.array(ZExtraOffer),
});
export type TChangeOption = z.infer<typeof ZChangeOption>;

/** A note staff wrote on a stay, with who wrote it. */
const ZBookingNote = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  staff_name: z.string(),
});

/** A stay as reception's booking page shows it; money in pence. Payments are read separately. */
export const ZDeskBooking = z.object({
  booking_no: z.string(),
  status: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  guest: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_no: z.string(),
    ...ZRecordAddress.shape,
    country_code: z.string(),
  }),
  party: z.object({
    no_of_adults: z.number().int(),
    no_of_children: z.number().int(),
    has_pets: z.boolean(),
  }),
  park: z.object({ park_code: z.string(), title: z.string() }),
  grade: ZStayGrade,
  unit: ZStayUnit,
  arrival_date: z.string(),
  departure_date: z.string(),
  no_of_nights: z.number().int(),
  extras: z.array(ZExtraOffer.extend({ quantity: z.number().int(), total_pence: z.number().int() })),
  money: z.object({
    stay_pence: z.number().int(),
    discount_pence: z.number().int(),
    promotional_code: z.string(),
    extras_pence: z.number().int(),
    total_pence: z.number().int(),
    paid_pence: z.number().int(),
    /** Sent to the card provider and not yet settled. */
    pending_pence: z.number().int(),
    /** Total less paid, never below 0. */
    due_pence: z.number().int(),
    deposit_pence: z.number().int(),
  }),
  activity_bookings: z.array(
    z.object({
      activity_booking_no: z.string(),
      activity_name: z.string(),
      date: z.string(),
      start_time: z.string(),
      end_time: z.string(),
      tickets: z.number().int(),
      total_pence: z.number().int(),
      outstanding_pence: z.number().int(),
      confirmed: z.boolean(),
    }),
  ),
  /**
   * E-mails to the guest's address that mention the reference, newest first: `sent_at` is when it
   * was sent, or recorded while it still waits (`pending`) or has `failed` (the Outbox resends it).
   */
  emails: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      text: z.string(),
      sent_at: z.string(),
      status: ZOutboxStatus,
    }),
  ),
  /** Staff notes, newest first. */
  notes: z.array(ZBookingNote),
  /** Grades of the same park the stay may be changed to (its own first). */
  change_options: z.array(ZChangeOption),
});
export type TDeskBooking = z.infer<typeof ZDeskBooking>;

export const ZDeskBookingResponse = ZSuccess(ZDeskBooking);
export type TDeskBookingResponse = z.infer<typeof ZDeskBookingResponse>;

/** POST api/admin/bookings/{booking_no}/notes. */
export const ZAddBookingNoteRequest = z.object({
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(2000, 'A note must be at most 2000 characters'),
});
export type TAddBookingNoteRequest = z.infer<typeof ZAddBookingNoteRequest>;

export const ZAddBookingNoteResponse = ZSuccessWithMessage(ZBookingNote);
export type TAddBookingNoteResponse = z.infer<typeof ZAddBookingNoteResponse>;
