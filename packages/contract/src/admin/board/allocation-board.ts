import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZParkCodeFilter } from '../../common/query-fields';
import { ZIsoDate } from '../../search/iso-date';

/** The nights the allocation board shows at once, and the most it will show. */
export const BOARD_NIGHTS = 14;
export const BOARD_NIGHTS_MAX = 42;

/**
 * GET api/admin/board?park_code=&from=&nights=: the allocation board of one park (reception).
 * No park_code (or '') shows the first park by name; `from` is the first night shown (today in
 * Europe/London when left out).
 */
export const ZAllocationBoardQuery = z.object({
  park_code: ZParkCodeFilter.optional().default(''),
  from: ZIsoDate.optional(),
  nights: z.coerce
    .number({ error: 'nights must be a number' })
    .int('nights must be a whole number')
    .min(1, 'nights must be at least 1')
    .max(BOARD_NIGHTS_MAX, `nights must be at most ${BOARD_NIGHTS_MAX}`)
    .optional()
    .default(BOARD_NIGHTS),
});
export type TAllocationBoardQuery = z.infer<typeof ZAllocationBoardQuery>;

export const ZBoardUnit = z.object({
  unit_id: z.number().int(),
  unit_code: z.string(),
});
export type TBoardUnit = z.infer<typeof ZBoardUnit>;

/** A grade of the park with its units, in the order the park lists them. */
export const ZBoardGrade = z.object({
  grade_code: z.string(),
  title: z.string(),
  units: z.array(ZBoardUnit),
});
export type TBoardGrade = z.infer<typeof ZBoardGrade>;

export const BOARD_BAR_KINDS = ['stay', 'block'] as const;
export type TBoardBarKind = (typeof BOARD_BAR_KINDS)[number];

/**
 * A live booking row on the board: a guest's stay (held or confirmed) or a unit block. Holds that
 * have lapsed no longer keep their unit and are left out.
 */
export const ZBoardBar = z.object({
  booking_no: z.string(),
  kind: z.enum(BOARD_BAR_KINDS),
  status: z.enum(['held', 'confirmed']),
  unit_id: z.number().int(),
  /** The lead guest's name (stays; empty when the booking has none). */
  guest_name: z.string(),
  /** The lead guest's surname (stays), or empty. */
  surname: z.string(),
  /** Why the unit is out of order (blocks), or empty. */
  reason: z.string(),
  /** The first night. */
  arrival_date: z.string(),
  no_of_nights: z.number().int(),
  /** The bar goes on before the first night shown. */
  starts_before: z.boolean(),
  /** The bar goes on after the last night shown. */
  ends_after: z.boolean(),
});
export type TBoardBar = z.infer<typeof ZBoardBar>;

export const ZAllocationBoard = z.object({
  park: z.object({ park_code: z.string(), title: z.string() }),
  /** Every park, for choosing another board. */
  parks: z.array(z.object({ park_code: z.string(), title: z.string() })),
  from: z.string(),
  nights: z.number().int(),
  /** Today in Europe/London. */
  today: z.string(),
  grades: z.array(ZBoardGrade),
  bars: z.array(ZBoardBar),
});
export type TAllocationBoard = z.infer<typeof ZAllocationBoard>;

export const ZAllocationBoardResponse = ZSuccess(ZAllocationBoard);
export type TAllocationBoardResponse = z.infer<typeof ZAllocationBoardResponse>;
