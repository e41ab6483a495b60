import { z } from 'zod';
import { ISO_DATE, ISO_DATE_MAX, ISO_DATE_MIN, isRealDay } from './dates';

export {
  addDays,
  ISO_DATE_MAX,
  ISO_DATE_MIN,
  isIsoDate,
  londonToday,
  nextFriday,
  WEEKDAY_NAMES,
  weekday,
} from './dates';

/**
 * A calendar date as the API exchanges it (yyyy-mm-dd), checked to be a real day in our range.
 * Each check aborts: a form's own rules (an end after a start, the days between) then never run
 * on a date that is not one, where date arithmetic would throw.
 */
export const ZIsoDate = z
  .string({ error: 'Date must be text in the form yyyy-mm-dd' })
  .regex(ISO_DATE, { message: 'Date must be in the form yyyy-mm-dd', abort: true })
  .refine(isRealDay, { message: 'Date is not a real calendar day', abort: true })
  .refine((value) => value >= ISO_DATE_MIN && value <= ISO_DATE_MAX, {
    message: `Date must be between ${ISO_DATE_MIN} and ${ISO_DATE_MAX}`,
    abort: true,
  });
