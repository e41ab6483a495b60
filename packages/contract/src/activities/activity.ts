import { z } from 'zod';
import { ZIdParam } from '../common/id';

export const ZActivity = z.object({
  activity_code: z.string(),
  name: z.string(),
  /** HTML from the operator: sanitise before rendering. */
  description: z.string(),
  image: z.string(),
  owner_only: z.number().int(),
  minimum_hours_before_booking: z.number().int().nullable(),
  maximum_hours_before_booking: z.number().int().nullable(),
  pivot: z.object({ park_id: z.number().int() }),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ZTicketType = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  /** Pounds with two decimals, as the operator's records showed it. */
  price: z.string(),
  price_pence: z.number().int(),
});

export const ZActivitySession = z.object({
  no: z.string(),
  activity_code: z.string(),
  date: z.string(),
  /** HH:MM; the end may be earlier than the start when the session runs past midnight. */
  start_time: z.string(),
  end_time: z.string(),
  no_of_available_tickets: z.number().int(),
  tickets: z.array(ZTicketType),
});
export type TActivitySession = z.infer<typeof ZActivitySession>;

/** The path of a park's activities and sessions: api/parks/{park_id}/… */
export const ZParkIdParams = z.object({
  park_id: ZIdParam('park_id'),
});
