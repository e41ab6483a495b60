import { z } from 'zod';
import { formatPounds } from '../../common/money';
import { ZIsoDate } from '../../search/iso-date';
import { STAY_LENGTHS } from '../../search/search-constants';

/**
 * The rules of the operator's price list ("Prices and rules"), applied by the back
 * office's forms and the API alike.
 */

/** The most one stay may cost: £50,000. A larger price is a typing slip, not a price. */
export const PRICE_MAX_PENCE = 5_000_000;
/** The most arrival dates one bulk edit spans (two years): the form's range, not a season's. */
export const BULK_EDIT_DAYS_MAX = 731;
/** The most arrival dates one look at the rate calendar spans (two months). */
export const RATE_CALENDAR_DAYS_MAX = 62;
/** The longest stay sold: a stay limit above it would limit nothing. */
export const STAY_NIGHTS_MAX = Math.max(...STAY_LENGTHS);
/** Before and after prices a bulk edit's preview shows. */
export const BULK_EDIT_SAMPLE_SIZE = 12;

const sortedUnique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

/** A weekday in a body: 0 (Sunday) to 6 (Saturday). */
export const ZWeekday = z
  .number({ error: 'A weekday must be a number from 0 (Sunday) to 6 (Saturday)' })
  .int('A weekday must be a whole number from 0 (Sunday) to 6 (Saturday)')
  .min(0, 'A weekday must be from 0 (Sunday) to 6 (Saturday)')
  .max(6, 'A weekday must be from 0 (Sunday) to 6 (Saturday)');

/** One or more weekdays, each once; answered sorted. */
export const ZWeekdays = z
  .array(ZWeekday, { error: 'Choose at least one weekday' })
  .min(1, 'Choose at least one weekday')
  .max(7, 'There are only seven weekdays')
  .refine((days) => new Set(days).size === days.length, 'Choose each weekday once')
  .transform(sortedUnique);

/** A stay length that is priced and sold (STAY_LENGTHS). */
export const ZStayNights = z
  .number({ error: 'Choose a number of nights' })
  .int('The number of nights must be a whole number')
  .refine((n) => (STAY_LENGTHS as readonly number[]).includes(n), {
    message: `The number of nights must be one of ${STAY_LENGTHS.join(', ')}`,
  });

/** One or more stay lengths, each once; answered sorted. */
export const ZStayNightsList = z
  .array(ZStayNights, { error: 'Choose at least one number of nights' })
  .min(1, 'Choose at least one number of nights')
  .max(STAY_LENGTHS.length, `Choose at most ${STAY_LENGTHS.length} numbers of nights`)
  .refine((list) => new Set(list).size === list.length, 'Choose each number of nights once')
  .transform(sortedUnique);

/** A stay's price in whole pence: above £0 and at most PRICE_MAX_PENCE. */
export const ZPricePence = z
  .number({ error: 'Enter the price' })
  .int('The price must be whole pence')
  .min(1, 'The price must be above £0')
  .max(PRICE_MAX_PENCE, `The price must be at most £${formatPounds(PRICE_MAX_PENCE)}`);

/** A grade's code in a body or query: letters, digits and dashes, answered in capitals. */
export const ZGradeCode = z
  .string({ error: 'Choose an accommodation grade' })
  .trim()
  .min(1, 'Choose an accommodation grade')
  .max(20, 'A grade code is at most 20 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'A grade code has only letters, digits and dashes')
  .transform((value) => value.toUpperCase());

/** A yyyy-mm-dd date in a body, as the forms name it. */
export const ZDateField = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .min(1, `Enter the ${label}`)
    .pipe(ZIsoDate);
