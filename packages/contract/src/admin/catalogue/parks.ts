import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZIdParams } from '../../common/id';
import { requiredText } from '../../common/text';
import { freeText, isPhotoAddress, ZIdSet, ZNewParkCode, ZWebAddress } from './catalogue-rules';

/** A park as the Catalogue screen edits it. */
export const ZAdminPark = z.object({
  id: z.number().int(),
  park_code: z.string(),
  title: z.string(),
  description: z.string(),
  park_url: z.string(),
  map_url: z.string(),
  image_url: z.string(),
  has_owners: z.boolean(),
  facility_ids: z.array(z.number().int()),
  /** How many grades the park sells. */
  grade_count: z.number().int(),
});
export type TAdminPark = z.infer<typeof ZAdminPark>;

/** GET api/admin/parks (admins): every park, by title. */
export const ZAdminParksResponse = ZSuccess(z.array(ZAdminPark));
export type TAdminParksResponse = z.infer<typeof ZAdminParksResponse>;

/** What staff write about a park (its code is fixed when it is made). */
export const ZParkFields = z.object({
  title: requiredText('park name', 150),
  description: freeText('description', 5000),
  park_url: ZWebAddress('park page address'),
  /** An address for the embedded map: a place ("Filey, UK") or a map's web address. */
  map_url: freeText('map address', 500),
  image_url: freeText('photo address', 500).refine((value) => value === '' || isPhotoAddress(value), {
    message: 'The photo must be an uploaded photo or an https:// address',
  }),
  has_owners: z.boolean({ error: 'Say whether owners keep holiday homes here' }),
  facility_ids: ZIdSet('facility', 50),
});
export type TParkFields = z.infer<typeof ZParkFields>;

/** POST api/admin/parks (admins) */
export const ZCreateParkRequest = ZParkFields.extend({ park_code: ZNewParkCode });
export type TCreateParkRequest = z.infer<typeof ZCreateParkRequest>;

/** PUT api/admin/parks/:id (admins): the park as it is to be. */
export const ZUpdateParkRequest = ZParkFields;
export type TUpdateParkRequest = z.infer<typeof ZUpdateParkRequest>;

export const ZAdminParkParams = ZIdParams;

export const ZAdminParkResponse = ZSuccessWithMessage(ZAdminPark);
export type TAdminParkResponse = z.infer<typeof ZAdminParkResponse>;
