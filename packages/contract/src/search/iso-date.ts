import { z } from 'zod';
import { ISO_DATE, ISO_DATE_MAX, ISO_DATE_MIN, isRealDay } from './dates';

export { addDays, ISO_DATE_MAX, ISO_DATE_MIN, isIsoDate, londonToday, nextFriday, weekday } from './dates';

/** A calendar date as the API exchanges it (yyyy-mm-dd), checked to be a real day in our range. */
export const ZIsoDate = z
  .string({ error: 'Date must be text in the form yyyy-mm-dd' })
  .regex(ISO_DATE, 'Date must be in the form yyyy-mm-dd')
  .refine(isRealDay, 'Date is not a real calendar day')
  .refine(
    (value) => !ISO_DATE.test(value) || (value >= ISO_DATE_MIN && value <= ISO_DATE_MAX),
    `Date must be between ${ISO_DATE_MIN} and ${ISO_DATE_MAX}`,
  );
