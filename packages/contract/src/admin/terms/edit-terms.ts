import { z } from 'zod';
import { ZBookingTermsValues } from '../../booking/booking-terms';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZIdParam } from '../../common/id';

/** A holiday type's terms as the back office shows them: its latest version, or the standard terms. */
export const ZHolidayTypeTerms = ZBookingTermsValues.extend({
  holiday_type_id: z.number().int(),
  holiday_type: z.string(),
  /** The latest version's id; null while the standard terms apply. */
  id: z.number().int().nullable(),
  /** 0 while the standard terms apply. */
  version: z.number().int(),
  created_at: z.string().nullable(),
  /** The sentences guests are shown (describeTerms). */
  sentences: z.array(z.string()),
});
export type THolidayTypeTerms = z.infer<typeof ZHolidayTypeTerms>;

/** GET api/admin/terms (admins). */
export const ZAdminTermsResponse = ZSuccess(z.array(ZHolidayTypeTerms));
export type TAdminTermsResponse = z.infer<typeof ZAdminTermsResponse>;

export const ZTermsParams = z.object({ holidayTypeId: ZIdParam('Holiday type') });

/** PUT api/admin/terms/{holidayTypeId}: a new version of the holiday type's terms (admins). */
export const ZTermsRequest = ZBookingTermsValues;
export type TTermsRequest = z.infer<typeof ZTermsRequest>;

export const ZSaveTermsResponse = ZSuccessWithMessage(ZHolidayTypeTerms);
export type TSaveTermsResponse = z.infer<typeof ZSaveTermsResponse>;
