import { z } from 'zod';
import { normaliseTicketCode, TICKET_CODE_EXAMPLE } from '../../activities/ticket-code';
import { ZApiError, ZSuccessWithMessage } from '../../common/api-error';
import { ZId } from '../../common/id';
import { ZAttendee } from './list-session-attendees';
import { ZStaffSession } from './list-staff-sessions';

export const TICKET_CODE_REQUIRED_MESSAGE = 'Enter the ticket number';
export const TICKET_CODE_SHAPE_MESSAGE = `Enter the ticket number as it is printed under the QR code, for example ${TICKET_CODE_EXAMPLE}`;

/**
 * POST api/admin/tickets/check-in: admits a ticket by its code (scanned or typed). With
 * `session_id`, a ticket for another session is refused (WRONG_SESSION); without it, a ticket for
 * a session on another day than today is refused with that day and time (NOT_TODAY).
 */
export const ZCheckInTicketRequest = z.object({
  code: z
    .string({ error: TICKET_CODE_REQUIRED_MESSAGE })
    .trim()
    .min(1, TICKET_CODE_REQUIRED_MESSAGE)
    .max(40, TICKET_CODE_SHAPE_MESSAGE)
    .refine((value) => normaliseTicketCode(value) !== null, TICKET_CODE_SHAPE_MESSAGE),
  session_id: ZId('session_id').optional(),
});
export type TCheckInTicketRequest = z.infer<typeof ZCheckInTicketRequest>;

/** A scanned ticket: the attendee and the session it admits to. */
export const ZScannedTicket = ZAttendee.extend({ session: ZStaffSession });
export type TScannedTicket = z.infer<typeof ZScannedTicket>;

/** Its message names who is admitted: "Admitted: Emily Carter, Adult." */
export const ZCheckInTicketResponse = ZSuccessWithMessage(ZScannedTicket);
export type TCheckInTicketResponse = z.infer<typeof ZCheckInTicketResponse>;

/**
 * Why a ticket was not admitted (409), with the ticket when it was found: TICKET_ALREADY_USED
 * (its `used` says when and by whom), TICKET_NOT_VALID (its booking is cancelled or not paid) and
 * WRONG_SESSION and NOT_TODAY (its `session` is the one it is for). An unknown ticket is 404
 * TICKET_NOT_FOUND.
 */
export const ZCheckInTicketRefusal = ZApiError.extend({ ticket: ZScannedTicket.optional() });
export type TCheckInTicketRefusal = z.infer<typeof ZCheckInTicketRefusal>;
