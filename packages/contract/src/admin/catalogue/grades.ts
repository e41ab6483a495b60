import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZId, ZIdParams } from '../../common/id';
import { requiredText } from '../../common/text';
import {
  freeText,
  GRADE_PHOTOS_MAX,
  ZFeatureList,
  ZListPosition,
  ZNewGradeCode,
  ZPhotoAddress,
} from './catalogue-rules';

/** A unit as the Catalogue screen shows it: let, or retired (offered to no one) since a moment. */
export const ZAdminUnit = z.object({
  id: z.number().int(),
  grade_id: z.number().int(),
  unit_code: z.string(),
  /** ISO timestamp; null while the unit is let. */
  retired_at: z.string().nullable(),
});
export type TAdminUnit = z.infer<typeof ZAdminUnit>;

/** One photo of a grade, in the order guests see them. */
export const ZGradePhoto = z.object({
  image_url: z.string(),
  /** What the photo shows, for a guest who cannot see it; '' names it by its grade. */
  alt: z.string(),
});
export type TGradePhoto = z.infer<typeof ZGradePhoto>;

/** A grade in the Catalogue screen's list. */
export const ZAdminGradeSummary = z.object({
  id: z.number().int(),
  grade_code: z.string(),
  park_id: z.number().int(),
  park_code: z.string(),
  park_title: z.string(),
  holiday_type_id: z.number().int(),
  holiday_type_title: z.string(),
  accommodation_type_id: z.number().int(),
  title: z.string(),
  capacity: z.number().int(),
  pets_allowed: z.boolean(),
  position: z.number().int(),
  /** The first photo (what a result card opens on); '' when it has none. */
  photo_url: z.string(),
  /** Units let, and units retired. */
  units_let: z.number().int(),
  units_retired: z.number().int(),
});
export type TAdminGradeSummary = z.infer<typeof ZAdminGradeSummary>;

/** GET api/admin/grades (admins): every grade, in the order guests see them. */
export const ZAdminGradesResponse = ZSuccess(z.array(ZAdminGradeSummary));
export type TAdminGradesResponse = z.infer<typeof ZAdminGradesResponse>;

/** A grade as its edit form shows it, with its units. */
export const ZAdminGrade = ZAdminGradeSummary.extend({
  subtitle: z.string(),
  excerpt: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  photos: z.array(ZGradePhoto),
  units: z.array(ZAdminUnit),
});
export type TAdminGrade = z.infer<typeof ZAdminGrade>;

/** GET api/admin/grades/:id (admins) */
export const ZAdminGradeDetailResponse = ZSuccess(ZAdminGrade);
export type TAdminGradeDetailResponse = z.infer<typeof ZAdminGradeDetailResponse>;

/** POST api/admin/grades and PUT api/admin/grades/:id (admins) */
export const ZAdminGradeResponse = ZSuccessWithMessage(ZAdminGrade);
export type TAdminGradeResponse = z.infer<typeof ZAdminGradeResponse>;

/** What staff write about a grade (its code is fixed when it is made). */
export const ZGradeFields = z.object({
  park_id: ZId('park'),
  holiday_type_id: ZId('holiday type'),
  accommodation_type_id: ZId('accommodation type'),
  title: requiredText('name', 150),
  subtitle: freeText('subtitle', 200),
  excerpt: freeText('excerpt', 1000),
  description: freeText('description', 10_000),
  features: ZFeatureList,
  capacity: z
    .number({ error: 'Enter how many it sleeps' })
    .int('How many it sleeps must be a whole number')
    .min(1, 'It must sleep at least 1')
    .max(30, 'It can sleep at most 30'),
  pets_allowed: z.boolean({ error: 'Say whether pets are welcome' }),
  position: ZListPosition(100_000),
  photos: z
    .array(
      z.object({
        image_url: ZPhotoAddress('photo'),
        alt: freeText('photo description', 200),
      }),
      { error: 'photos must be a list' },
    )
    .max(GRADE_PHOTOS_MAX, `A grade can show at most ${GRADE_PHOTOS_MAX} photos`),
});
export type TGradeFields = z.infer<typeof ZGradeFields>;
export type TGradeFieldsInput = z.input<typeof ZGradeFields>;

/** POST api/admin/grades (admins) */
export const ZCreateGradeRequest = ZGradeFields.extend({ grade_code: ZNewGradeCode });
export type TCreateGradeRequest = z.infer<typeof ZCreateGradeRequest>;

/** PUT api/admin/grades/:id (admins): the grade as it is to be, photos in order. */
export const ZUpdateGradeRequest = ZGradeFields;
export type TUpdateGradeRequest = z.infer<typeof ZUpdateGradeRequest>;

export const ZAdminGradeParams = ZIdParams;
