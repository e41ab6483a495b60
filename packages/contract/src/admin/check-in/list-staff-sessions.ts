import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZParkCodeFilter } from '../../common/query-fields';
import { ZIsoDate } from '../../search/iso-date';

/**
 * GET api/admin/sessions?date=&park_code=: the day's activity sessions at the door (activities
 * staff and reception). No park_code (or '') means every park; no date means today (Europe/London).
 */
export const ZStaffSessionsQuery = z.object({
  date: ZIsoDate.optional(),
  park_code: ZParkCodeFilter.optional().default(''),
});
export type TStaffSessionsQuery = z.infer<typeof ZStaffSessionsQuery>;

/** A session as the door sees it: what runs where and when, how many tickets are sold and used. */
export const ZStaffSession = z.object({
  id: z.number().int(),
  session_no: z.string(),
  activity_code: z.string(),
  activity_name: z.string(),
  park_code: z.string(),
  park_title: z.string(),
  date: z.string(),
  /** HH:MM, park time. */
  start_time: z.string(),
  /** HH:MM; earlier than start_time when the session runs past midnight. */
  end_time: z.string(),
  capacity: z.number().int(),
  /** Tickets taken from the session, including bookings still waiting to be paid. */
  tickets_sold: z.number().int(),
  /** Live tickets (confirmed bookings) that may be admitted. */
  tickets_valid: z.number().int(),
  /** Tickets already scanned at the door. */
  tickets_used: z.number().int(),
  /** When staff cancelled the session (ISO), or null: a cancelled session's tickets admit no one. */
  cancelled_at: z.string().nullable(),
});
export type TStaffSession = z.infer<typeof ZStaffSession>;

export const ZStaffSessionsResponse = ZSuccess(
  z.object({ date: z.string(), sessions: z.array(ZStaffSession) }),
);
export type TStaffSessionsResponse = z.infer<typeof ZStaffSessionsResponse>;
