import { z } from 'zod';
import { ZSuccess } from '../../common/api-error';
import { ZIsoDate } from '../../search/iso-date';

/** How many nights the Today screen's occupancy covers, from the chosen day. */
export const OCCUPANCY_NIGHTS = 14;

/** GET api/admin/occupancy?park_code=&from=: one park's next 14 nights (reception). */
export const ZOccupancyQuery = z.object({
  park_code: z
    .string({ error: 'park_code must be text' })
    .trim()
    .min(1, 'Choose a park')
    .max(10, 'park_code must be at most 10 characters'),
  from: ZIsoDate.optional(),
});
export type TOccupancyQuery = z.infer<typeof ZOccupancyQuery>;

/**
 * One night at a park: units taken by confirmed stays, units out of order (blocks), units held
 * by guests still paying, and how full the park is (stays and holds over the units in order).
 */
export const ZOccupancyNight = z.object({
  date: z.string(),
  units_total: z.number().int(),
  units_taken: z.number().int(),
  units_held: z.number().int(),
  units_blocked: z.number().int(),
  units_free: z.number().int(),
  /** Whole per cent of the units in order that stays and holds take; 0 when none are in order. */
  percent: z.number().int(),
});
export type TOccupancyNight = z.infer<typeof ZOccupancyNight>;

export const ZOccupancyResponse = ZSuccess(
  z.object({
    park_code: z.string(),
    park_title: z.string(),
    from: z.string(),
    nights: z.array(ZOccupancyNight),
  }),
);
export type TOccupancyResponse = z.infer<typeof ZOccupancyResponse>;
export type TOccupancy = TOccupancyResponse['data'];

/** Whole per cent, rounded; the rule both the API and the screen apply. */
export function occupancyPercent(used: number, inOrder: number): number {
  return inOrder <= 0 ? 0 : Math.round((used / inOrder) * 100);
}
