import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZId } from '../../common/id';
import { addIssueAt, checkDateRange } from '../../common/refinements';
import {
  BULK_EDIT_DAYS_MAX,
  RATE_CALENDAR_DAYS_MAX,
  ZDateField,
  ZGradeCode,
  ZPricePence,
  ZStayNightsList,
  ZWeekdays,
} from './price-rules';

/**
 * The rate calendar and its bulk editor (admins): what each stay of a grade costs by
 * arrival date and nights, and changing many of those prices at once.
 */

/** A grade as the price screens list it, with its park and holiday type. */
export const ZPricedGrade = z.object({
  grade_code: z.string(),
  title: z.string(),
  park_code: z.string(),
  park_title: z.string(),
  holiday_type_id: z.number().int(),
  holiday_type_title: z.string(),
});
export type TPricedGrade = z.infer<typeof ZPricedGrade>;

/** GET api/admin/prices/grades: every grade, by park then position. */
export const ZPricedGradesResponse = ZSuccess(z.array(ZPricedGrade));
export type TPricedGradesResponse = z.infer<typeof ZPricedGradesResponse>;

/** GET api/admin/prices/calendar?grade_code=…&start_date=…&end_date=… (at most RATE_CALENDAR_DAYS_MAX days). */
export const ZRateCalendarQuery = z
  .object({
    grade_code: ZGradeCode,
    start_date: ZDateField('first arrival date'),
    end_date: ZDateField('last arrival date'),
  })
  .superRefine((query, ctx) =>
    checkDateRange({ start: query.start_date, end: query.end_date }, ctx, 'end_date', RATE_CALENDAR_DAYS_MAX),
  );
export type TRateCalendarQuery = z.infer<typeof ZRateCalendarQuery>;

/** One stay in the rate calendar: its price list entry and why it may not be on sale. */
export const ZRateCell = z.object({
  no_of_nights: z.number().int(),
  /** The price list's price; null when the stay has none (not on sale). */
  price_pence: z.number().int().nullable(),
  /** Whether a guest can buy it now: priced, not stop-sold, within the stay limits (price_on_sale). */
  on_sale: z.boolean(),
  /** A stop-sell covers one of its nights. */
  stop_sold: z.boolean(),
  /** Shorter or longer than the stay limits for its arrival date allow. */
  outside_stay_limits: z.boolean(),
  /** The park's arrival-day rule for this length does not let guests arrive on this weekday. */
  arrival_day_closed: z.boolean(),
});
export type TRateCell = z.infer<typeof ZRateCell>;

export const ZRateCalendarDay = z.object({
  arrival_date: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int(),
  cells: z.array(ZRateCell),
});
export type TRateCalendarDay = z.infer<typeof ZRateCalendarDay>;

export const ZRateCalendarResponse = ZSuccess(
  z.object({
    grade: ZPricedGrade,
    /** The stay lengths each day has a cell for, in order. */
    nights: z.array(z.number().int()),
    days: z.array(ZRateCalendarDay),
  }),
);
export type TRateCalendarResponse = z.infer<typeof ZRateCalendarResponse>;

export const BULK_PRICE_ACTIONS = ['set_price', 'take_off_sale'] as const;

/**
 * POST api/admin/prices/bulk/preview and POST api/admin/prices/bulk: for one grade, the stays
 * arriving on the chosen weekdays from start_date to end_date (or over a season), of the chosen
 * lengths, get one price, or are taken off sale (their prices removed). Arrival dates before today
 * are left alone. Applied to new bookings only: stays already booked keep their price.
 */
export const ZBulkPriceEditRequest = z
  .object({
    grade_code: ZGradeCode,
    /** A season's dates instead of start_date and end_date. */
    season_id: ZId('season_id').optional(),
    start_date: ZDateField('first arrival date').optional(),
    end_date: ZDateField('last arrival date').optional(),
    weekdays: ZWeekdays,
    nights: ZStayNightsList,
    action: z.enum(BULK_PRICE_ACTIONS, { error: 'Choose whether to set a price or take the stays off sale' }),
    /** With set_price only. */
    price_pence: ZPricePence.optional(),
  })
  .superRefine((edit, ctx) => {
    if (edit.season_id === undefined) {
      if (edit.start_date === undefined)
        addIssueAt(ctx, ['start_date'], 'Enter the first arrival date, or choose a season');
      if (edit.end_date === undefined) addIssueAt(ctx, ['end_date'], 'Enter the last arrival date');
      checkDateRange({ start: edit.start_date, end: edit.end_date }, ctx, 'end_date', BULK_EDIT_DAYS_MAX);
    } else if (edit.start_date !== undefined || edit.end_date !== undefined) {
      addIssueAt(ctx, ['season_id'], 'Choose a season or enter dates, not both');
    }
    if (edit.action === 'set_price' && edit.price_pence === undefined)
      addIssueAt(ctx, ['price_pence'], 'Enter the price');
    if (edit.action === 'take_off_sale' && edit.price_pence !== undefined)
      addIssueAt(ctx, ['price_pence'], 'Leave the price out when taking stays off sale');
  });
export type TBulkPriceEditRequest = z.input<typeof ZBulkPriceEditRequest>;
export type TBulkPriceEdit = z.output<typeof ZBulkPriceEditRequest>;

/** One stay a bulk edit changes: its price before and after (null: not priced, so not on sale). */
export const ZBulkPriceChange = z.object({
  arrival_date: z.string(),
  no_of_nights: z.number().int(),
  before_pence: z.number().int().nullable(),
  after_pence: z.number().int().nullable(),
});
export type TBulkPriceChange = z.infer<typeof ZBulkPriceChange>;

/** What a bulk edit does (preview) or did (apply). */
export const ZBulkPriceOutcome = z.object({
  grade_code: z.string(),
  /** The arrival dates covered, after leaving out the past. */
  start_date: z.string(),
  end_date: z.string(),
  /** In words: "Fridays from 02/07/2027 to 30/07/2027, 7 nights: £650.00". */
  summary: z.string(),
  /** Stays the edit covers: matching arrival dates × nights. */
  cells_matched: z.number().int(),
  /** Of those, the ones whose price changes: new, different or removed. */
  cells_changed: z.number().int(),
  cells_added: z.number().int(),
  cells_updated: z.number().int(),
  cells_removed: z.number().int(),
  /** The first few changes, in date then nights order. */
  sample: z.array(ZBulkPriceChange),
});
export type TBulkPriceOutcome = z.infer<typeof ZBulkPriceOutcome>;

export const ZBulkPricePreviewResponse = ZSuccess(ZBulkPriceOutcome);
export type TBulkPricePreviewResponse = z.infer<typeof ZBulkPricePreviewResponse>;

export const ZBulkPriceApplyResponse = ZSuccessWithMessage(ZBulkPriceOutcome);
export type TBulkPriceApplyResponse = z.infer<typeof ZBulkPriceApplyResponse>;
