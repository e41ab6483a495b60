import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZIdParams } from '../../common/id';
import { addIssueAt, checkDateRange } from '../../common/refinements';
import { optionalText } from '../../common/text';
import { STAY_NIGHTS_MAX, ZDateField, ZGradeCode, ZStayNights, ZWeekdays } from './price-rules';

/**
 * What decides which priced stays are on sale (admins): seasons to price by, arrival-day
 * rules, stay limits and stop-sells.
 */

/** api/admin/…/{id} of a season, rule, limit or stop-sell. */
export const ZSaleRuleParams = ZIdParams;
export type TSaleRuleParams = z.infer<typeof ZSaleRuleParams>;

const ZName = z
  .string({ error: 'Enter a name' })
  .trim()
  .min(1, 'Enter a name, for example “Summer holidays”')
  .max(60, 'The name must be at most 60 characters');

/** A park in a body: its code, required. */
const ZParkCodeField = z
  .string({ error: 'Choose a park' })
  .trim()
  .min(1, 'Choose a park')
  .max(10, 'A park code is at most 10 characters')
  .regex(/^[A-Za-z0-9]+$/, 'A park code has only letters and digits')
  .transform((value) => value.toUpperCase());

/** A holiday type in a body. */
const ZHolidayTypeId = z
  .number({ error: 'Choose a holiday type' })
  .int('Choose a holiday type')
  .min(1, 'Choose a holiday type')
  .max(999, 'Choose a holiday type');

const ZStayLimitNights = (label: string) =>
  z
    .number({ error: `Enter the ${label} number of nights` })
    .int(`The ${label} number of nights must be a whole number`)
    .min(1, `The ${label} number of nights must be at least 1`)
    .max(STAY_NIGHTS_MAX, `The ${label} number of nights must be at most ${STAY_NIGHTS_MAX}`);

// Seasons ---------------------------------------------------------------------------------------

/** POST api/admin/seasons, PUT api/admin/seasons/{id}: a named stretch of dates to price by. */
export const ZSeasonRequest = z
  .object({ name: ZName, start_date: ZDateField('start date'), end_date: ZDateField('end date') })
  .superRefine((season, ctx) =>
    checkDateRange({ start: season.start_date, end: season.end_date }, ctx, 'end_date'),
  );
export type TSeasonRequest = z.input<typeof ZSeasonRequest>;
/** A season request as the API reads it (trimmed, sorted, defaults filled). */
export type TSeasonInput = z.output<typeof ZSeasonRequest>;

export const ZSeason = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type TSeason = z.infer<typeof ZSeason>;

export const ZSeasonsResponse = ZSuccess(z.array(ZSeason));
export type TSeasonsResponse = z.infer<typeof ZSeasonsResponse>;
export const ZSeasonResponse = ZSuccessWithMessage(ZSeason);
export type TSeasonResponse = z.infer<typeof ZSeasonResponse>;

// Arrival-day rules and stay limits: each holds at a park under a holiday type ------------------

/** Where an arrival-day rule or a stay limit holds, as staff choose it. */
const ZRuleScopeFields = z.object({ park_code: ZParkCodeField, holiday_type_id: ZHolidayTypeId });

/** Where an arrival-day rule or a stay limit holds, as the back office lists it. */
const ZRuleScope = z.object({
  id: z.number().int(),
  park_code: z.string(),
  park_title: z.string(),
  holiday_type_id: z.number().int(),
  holiday_type_title: z.string(),
});

/**
 * POST api/admin/arrival-rules, PUT api/admin/arrival-rules/{id}: at a park under a holiday type,
 * the weekdays a stay of no_of_nights may start on. One rule per park, holiday type and length; a
 * length without a rule may start on any day.
 */
export const ZArrivalRuleRequest = ZRuleScopeFields.extend({
  no_of_nights: ZStayNights,
  weekdays: ZWeekdays,
});
export type TArrivalRuleRequest = z.input<typeof ZArrivalRuleRequest>;
/** An arrival-day rule request as the API reads it (trimmed, sorted, defaults filled). */
export type TArrivalRuleInput = z.output<typeof ZArrivalRuleRequest>;

export const ZArrivalRule = ZRuleScope.extend({
  no_of_nights: z.number().int(),
  weekdays: z.array(z.number().int()),
});
export type TArrivalRule = z.infer<typeof ZArrivalRule>;

export const ZArrivalRulesAdminResponse = ZSuccess(z.array(ZArrivalRule));
export type TArrivalRulesAdminResponse = z.infer<typeof ZArrivalRulesAdminResponse>;
export const ZArrivalRuleResponse = ZSuccessWithMessage(ZArrivalRule);
export type TArrivalRuleResponse = z.infer<typeof ZArrivalRuleResponse>;

/**
 * POST api/admin/stay-limits, PUT api/admin/stay-limits/{id}: for arrivals from start_date to
 * end_date at a park under a holiday type, the shortest and longest stay on sale. Limits of one
 * park and holiday type may not overlap.
 */
export const ZStayLimitRequest = ZRuleScopeFields.extend({
  start_date: ZDateField('first arrival date'),
  end_date: ZDateField('last arrival date'),
  min_nights: ZStayLimitNights('shortest'),
  max_nights: ZStayLimitNights('longest'),
}).superRefine((limit, ctx) => {
  checkDateRange({ start: limit.start_date, end: limit.end_date }, ctx, 'end_date');
  if (limit.max_nights < limit.min_nights)
    addIssueAt(ctx, ['max_nights'], 'The longest stay must be at least the shortest');
});
export type TStayLimitRequest = z.input<typeof ZStayLimitRequest>;
/** A stay limit request as the API reads it (trimmed, sorted, defaults filled). */
export type TStayLimitInput = z.output<typeof ZStayLimitRequest>;

export const ZStayLimit = ZRuleScope.extend({
  start_date: z.string(),
  end_date: z.string(),
  min_nights: z.number().int(),
  max_nights: z.number().int(),
});
export type TStayLimit = z.infer<typeof ZStayLimit>;

export const ZStayLimitsResponse = ZSuccess(z.array(ZStayLimit));
export type TStayLimitsResponse = z.infer<typeof ZStayLimitsResponse>;
export const ZStayLimitResponse = ZSuccessWithMessage(ZStayLimit);
export type TStayLimitResponse = z.infer<typeof ZStayLimitResponse>;

// Stop-sells ------------------------------------------------------------------------------------

/**
 * POST api/admin/stop-sells, PUT api/admin/stop-sells/{id}: a grade taken off sale for the nights
 * from start_date to end_date (both included): no new stay that spends one of them there is sold.
 * Stays already booked keep their nights. The last night may not have passed.
 */
export const ZStopSellRequest = z
  .object({
    grade_code: ZGradeCode,
    start_date: ZDateField('first night'),
    end_date: ZDateField('last night'),
    reason: optionalText('The reason', 200),
  })
  .superRefine((stop, ctx) =>
    checkDateRange({ start: stop.start_date, end: stop.end_date }, ctx, 'end_date'),
  );
export type TStopSellRequest = z.input<typeof ZStopSellRequest>;
/** A stop-sell request as the API reads it (trimmed, sorted, defaults filled). */
export type TStopSellInput = z.output<typeof ZStopSellRequest>;

export const ZStopSell = z.object({
  id: z.number().int(),
  grade_code: z.string(),
  grade_title: z.string(),
  park_code: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
});
export type TStopSell = z.infer<typeof ZStopSell>;

export const ZStopSellsResponse = ZSuccess(z.array(ZStopSell));
export type TStopSellsResponse = z.infer<typeof ZStopSellsResponse>;
export const ZStopSellResponse = ZSuccessWithMessage(ZStopSell);
export type TStopSellResponse = z.infer<typeof ZStopSellResponse>;
