import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZIdParam } from '../../common/id';
import { ZStaffSession } from './list-staff-sessions';

/** GET api/admin/sessions/{session_id}/attendees */
export const ZSessionIdParams = z.object({ session_id: ZIdParam('session_id') });
export type TSessionIdParams = z.infer<typeof ZSessionIdParams>;

/** Who scanned a ticket: the member of staff's name and role. */
export const ZTicketUse = z.object({
  /** ISO timestamp. */
  at: z.string(),
  by: z.object({ id: z.number().int(), name: z.string(), role: z.string().nullable() }),
});
export type TTicketUse = z.infer<typeof ZTicketUse>;

/** What a ticket was booked against: a stay (by its reference) or an owner's visit. */
export const ZTicketBookedFor = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stay'), booking_no: z.string() }),
  z.object({
    kind: z.literal('visit'),
    visit_id: z.number().int(),
    customer_no: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
  }),
]);
export type TTicketBookedFor = z.infer<typeof ZTicketBookedFor>;

/** One admission on a session's list: its code, its type, whose it is, and whether it was used. */
export const ZAttendee = z.object({
  /** The QR code's text: `{activity_booking_no}-{ticket_no}`. */
  code: z.string(),
  activity_booking_no: z.string(),
  ticket_no: z.number().int(),
  /** The name the ticket carries: its type's name when booked ("Adult", "Child (4–17)"). */
  ticket_name: z.string(),
  /** The ticket type's code and kind ("ADULT", "adult"). */
  ticket_type: z.object({ code: z.string(), type: z.string() }),
  /** Who booked it: the account holder's name. */
  guest_name: z.string(),
  booked_for: ZTicketBookedFor,
  used: ZTicketUse.nullable(),
});
export type TAttendee = z.infer<typeof ZAttendee>;

export const ZSessionAttendeesResponse = ZSuccess(
  z.object({ session: ZStaffSession, attendees: z.array(ZAttendee) }),
);
export type TSessionAttendeesResponse = z.infer<typeof ZSessionAttendeesResponse>;
