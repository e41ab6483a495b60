import { z } from 'zod';

// The parts of a stay that the back office's addresses and answers share.

/**
 * A booking's (or a unit block's) reference in a staff address: api/admin/bookings/{booking_no}/….
 * Each screen words a missing reference its own way.
 */
export const bookingNoParams = (required = 'booking_no is required', notText = 'booking_no must be text') =>
  z.object({
    booking_no: z
      .string({ error: notText })
      .trim()
      .min(1, required)
      .max(20, 'booking_no must be at most 20 characters'),
  });

/** A grade as a stay's answers name it. */
export const ZStayGrade = z.object({ id: z.number().int(), grade_code: z.string(), title: z.string() });

/** A unit as a stay's answers name it. */
export const ZStayUnit = z.object({ id: z.number().int(), unit_code: z.string() });

/** Where and when a stay is, as reception's lists of stays show it. */
export const ZStayUnitAndNights = z.object({
  grade_code: z.string(),
  grade_title: z.string(),
  unit_code: z.string(),
  arrival_date: z.string(),
  departure_date: z.string(),
  no_of_nights: z.number().int(),
});
