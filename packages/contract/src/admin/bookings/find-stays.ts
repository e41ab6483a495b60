import { z } from 'zod';
import { ZPageNumber, ZParkCodeFilter, ZPerPage } from '../../common/query-fields';
import { ZSuccess } from '../../common/response';
import { ZIsoDate } from '../../search/iso-date';

/** How a date range finds stays: arriving in it, or staying on any night of it. */
export const STAY_DATE_MATCHES = ['arrival', 'staying'] as const;

/**
 * GET api/admin/bookings: reception finds guests' stays (never unit blocks). `q` matches the
 * reference, the lead guest's name or e-mail (any part, any case); `from`/`to` bound the arrival
 * date (`dates=arrival`, the default) or the nights stayed (`dates=staying`). Newest arrival first.
 */
export const ZFindStaysQuery = z
  .object({
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .max(100, 'Search text must be at most 100 characters')
      .optional()
      .default(''),
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
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });
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
  grade_code: z.string(),
  grade_title: z.string(),
  unit_code: z.string(),
  arrival_date: z.string(),
  departure_date: z.string(),
  no_of_nights: z.number().int(),
  status: z.string(),
  total_pence: z.number().int(),
  /** Total less paid, never below 0. */
  balance_due_pence: z.number().int(),
});
export type TFoundStay = z.infer<typeof ZFoundStay>;

export const ZFindStaysResponse = ZSuccess(
  z.object({
    stays: z.array(ZFoundStay),
    page: z.number().int(),
    per_page: z.number().int(),
    /** How many stays match, over every page. */
    total: z.number().int(),
  }),
);
export type TFindStaysResponse = z.infer<typeof ZFindStaysResponse>;
