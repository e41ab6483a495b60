/**
 * `virtual:contract-answers` (apps/web/build/answer-shapes.ts): the answers the home page reads,
 * each a checker built from the contract's zod schema of the same name, with that schema's type.
 */
declare module 'virtual:contract-answers' {
  import type * as contract from '@parkstays/contract';
  import type { z } from 'zod';

  type Answer<S extends z.ZodType> = {
    safeParse(
      input: unknown,
    ): { success: true; data: z.output<S>; error?: undefined } | { success: false; error: Error };
  };

  export const ZSiteSettingsResponse: Answer<typeof contract.ZSiteSettingsResponse>;
  export const ZMenu: Answer<typeof contract.ZMenu>;
  export const ZHolidayTypesResponse: Answer<typeof contract.ZHolidayTypesResponse>;
  export const ZParksResponse: Answer<typeof contract.ZParksResponse>;
  export const ZGradesResponse: Answer<typeof contract.ZGradesResponse>;
  export const ZFacilitiesResponse: Answer<typeof contract.ZFacilitiesResponse>;
  export const ZFindAvailabilityResponse: Answer<typeof contract.ZFindAvailabilityResponse>;
  export const ZArrivalDaysResponse: Answer<typeof contract.ZArrivalDaysResponse>;
  export const ZPingResponse: Answer<typeof contract.ZPingResponse>;
  export const ZMessageResponse: Answer<typeof contract.ZMessageResponse>;
  export const ZSendEmailConfirmationResponse: Answer<typeof contract.ZSendEmailConfirmationResponse>;
  export const ZUser: Answer<typeof contract.ZUser>;
  export const ZFindAvailabilityBookingType: Answer<
    typeof contract.ZFindAvailabilityQuery.shape.booking_type
  >;
  export const ZFindAvailabilityAdults: Answer<typeof contract.ZFindAvailabilityQuery.shape.no_of_adults>;
  export const ZFindAvailabilityChildren: Answer<typeof contract.ZFindAvailabilityQuery.shape.no_of_children>;
  export const ZFindAvailabilityHasPets: Answer<typeof contract.ZFindAvailabilityQuery.shape.has_pets>;
  /** The error shape with any `code`: one this build does not know yet still gives its message. */
  export const ZErrorAnswer: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: Omit<contract.TApiError, 'code'> & { code?: string }; error?: undefined }
      | { success: false; error: Error };
  };
}
