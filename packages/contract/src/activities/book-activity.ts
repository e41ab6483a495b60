import { z } from 'zod';
import { ZSuccessWithMessage } from '../common/api-error';
import { ZId } from '../common/id';
import { MAX_TICKETS_PER_BOOKING } from './rules';

/** POST api/activity_bookings */
export const ZBookActivityRequest = z.object({
  activity_session: z.string().trim().min(1, 'activity_session is required').max(20),
  activity_no: z.string().trim().min(1, 'activity_no is required').max(30),
  booking_no: z.string().trim().max(20).optional(),
  visit_id: ZId('visit_id').optional(),
  tickets: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(20),
        quantity: z.number({ error: 'quantity must be a number' }).int().min(0).max(MAX_TICKETS_PER_BOOKING),
      }),
    )
    .max(10, 'Too many ticket types'),
});
export type TBookActivityRequest = z.infer<typeof ZBookActivityRequest>;

export const ZBookActivityResponse = ZSuccessWithMessage(
  z.object({
    activity_booking_no: z.string(),
    /** Until when the tickets are kept unless paid for (ISO time); null for a free session. */
    hold_expires_at: z.string().nullable().optional(),
  }),
);
