import { z } from 'zod';
import { ID_MAX } from '../common/id';

export const ZHolidayType = z.object({ id: z.number().int(), title: z.string() });
export type THolidayType = z.infer<typeof ZHolidayType>;
/** GET api/holiday-types */
export const ZHolidayTypesResponse = z.object({ success: z.literal(true), data: z.array(ZHolidayType) });

export const ZFacility = z.object({
  id: z.number().int(),
  title: z.string(),
  /** An image URL: absolute, or relative to the API host. */
  icon: z.string(),
});
export type TFacility = z.infer<typeof ZFacility>;
/** GET api/facilities */
export const ZFacilitiesResponse = z.object({ success: z.literal(true), data: z.array(ZFacility) });

export const ZAccommodationType = z.object({ id: z.number().int(), title: z.string() });
/** GET api/accommodation-types */
export const ZAccommodationTypesResponse = z.object({
  success: z.literal(true),
  data: z.array(ZAccommodationType),
});

export const ZPark = z.object({
  id: z.number().int(),
  title: z.string(),
  park_code: z.string(),
  park_url: z.string(),
  /** An address for an embedded map; empty when the park has none. */
  map_url: z.string(),
  image_url: z.string(),
  facilities: z.array(ZFacility),
});
export type TPark = z.infer<typeof ZPark>;

const ZQueryInt = (name: string, min: number, max: number) =>
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

/** GET api/parks */
export const ZParksQuery = z.object({
  booking_type: ZBookingType.optional(),
  show_owner_only: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'show_owner_only must be 0 or 1' }))
    .optional(),
});
export const ZParksResponse = z.object({ success: z.literal(true), data: z.array(ZPark) });

export const ZAccommodation = z.object({
  id: z.number().int(),
  grade_code: z.string(),
  park_id: z.number().int(),
  park_code: z.string(),
  holiday_type_id: z.number().int(),
  accommodation_type_id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  excerpt: z.string(),
  description: z.string(),
  capacity: z.number().int(),
  pets_allowed: z.boolean(),
  images: z.array(z.object({ id: z.number().int(), image_url: z.string() })),
  features: z.array(z.object({ id: z.number().int(), feature: z.string() })),
  park: ZPark.extend({ accommodation_type_id: z.number().int() }),
});
export type TAccommodation = z.infer<typeof ZAccommodation>;

/** GET api/parks/grades */
export const ZGradesQuery = z.object({
  park_code_filter: ZParkCode.optional(),
  booking_type: ZBookingType.optional(),
});
export const ZGradesResponse = z.object({ success: z.literal(true), data: z.array(ZAccommodation) });

/** GET api/accommodations/{id}: a numeric id or a grade code. */
export const ZAccommodationParams = z.object({
  id: z
    .string()
    .max(20, 'id must be at most 20 characters')
    .regex(/^[A-Za-z0-9-]+$/, 'id must be a number or a grade code')
    .refine((id) => !/^\d+$/.test(id) || Number(id) <= ID_MAX, 'id is too large'),
});
export const ZAccommodationResponse = z.object({ success: z.literal(true), data: ZAccommodation });

export { ZQueryInt };

/** GET api/arrival-rules: valid arrival weekdays (0 = Sunday) by stay length at a park. */
export const ZArrivalRulesQuery = z.object({
  park_code: ZParkCode.pipe(z.string().min(1, 'park_code is required')),
  booking_type: ZBookingType,
});
export const ZArrivalRulesResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ no_of_nights: z.number().int(), weekdays: z.array(z.number().int()) })),
});
