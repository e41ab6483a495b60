import { z } from 'zod';

/** A whole number from the query string (text there), within bounds the message names. */
export const ZQueryInt = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export const ZBookingType = ZQueryInt('booking_type', 1, 999);
export const ZParkCode = z
  .string({ error: 'park_code must be text' })
  .trim()
  .max(10, 'park_code must be at most 10 characters')
  .regex(/^[A-Za-z0-9]*$/, 'park_code can only contain letters and digits')
  .transform((value) => value.toUpperCase());
