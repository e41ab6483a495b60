import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZPageInfo, ZPageNumber, ZParkCodeFilter, ZPerPage, ZSearchText } from '../../common/query-fields';
import { checkDateRange } from '../../common/refinements';
import { ZIsoDate } from '../../search/iso-date';
import { ZStayUnitAndNights } from './stay-parts';

/** How a date range finds stays: arriving in it, or staying on any night of it. */
export const STAY_DATE_MATCHES = ['arrival', 'staying'] as const;

/**
 * GET api/admin/bookings: reception finds guests' stays (never unit blocks). `q` matches the
 * reference, the lead guest's name or e-mail (any part, any case); `from`/`to` bound the arrival
 * date (`dates=arrival`, the default) or the nights stayed (`dates=staying`). Newest arrival first.
 */
export const ZFindStaysQuery = z
  .object({
    q: ZSearchText,
    park_code: ZParkCodeFilter.optional().default(''),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    dates: z
      .enum(STAY_DATE_MATCHES, { error: `dates must be one of ${STAY_DATE_MATCHES.join(', ')}` })
      .optional()
      .default('arrival'),
    page: ZPageNumber,
    per_page: ZPerPage,
  })
  .superRefine((query, ctx) => checkDateRange({ start: query.from, end: query.to }, ctx, 'to'));
export type TFindStaysQuery = z.input<typeof ZFindStaysQuery>;
/** The query as parsed, defaults filled in. */
export type TFindStaysFilter = z.output<typeof ZFindStaysQuery>;

/** A stay as reception's search lists it; money in pence. */
export const ZFoundStay = z.object({
  booking_no: z.string(),
  guest_name: z.string(),
  email: z.string(),
  park_code: z.string(),
  park_title: z.string(),
  ...ZStayUnitAndNights.shape,
  status: z.string(),
  total_pence: z.number().int(),
  /** Total less paid, never below 0. */
  balance_due_pence: z.number().int(),
});
export type TFoundStay = z.infer<typeof ZFoundStay>;

export const ZFindStaysResponse = ZSuccess(z.object({ stays: z.array(ZFoundStay), ...ZPageInfo.shape }));
export type TFindStaysResponse = z.infer<typeof ZFindStaysResponse>;
