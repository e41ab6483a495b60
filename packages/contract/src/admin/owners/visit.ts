import { z } from 'zod';
import { ZEmail } from '../../account/user-fields';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZId, ZIdParam } from '../../common/id';
import { ZCustomerNoParam } from '../../owners/customer-no';
import { VISIT_END_BEFORE_START_MESSAGE } from '../../owners/rules';
import { ZVisitPartyFields, ZVisitSummary } from '../../owners/visit';
import { ZIsoDate } from '../../search/iso-date';
import { ZLinkedAccount } from './owner';

/**
 * An owner's visits as staff see and change them. A visit belongs to a user account linked to the
 * owner (the account that books activities against it), so staff name that account when they add one.
 */
export const ZAdminVisit = ZVisitSummary.extend({
  account: ZLinkedAccount,
  /** Activity bookings made against the visit (a visit with any cannot be cancelled here). */
  activity_bookings: z.number().int(),
});
export type TAdminVisit = z.infer<typeof ZAdminVisit>;

export const ZAdminVisitsResponse = ZSuccess(z.array(ZAdminVisit));
export type TAdminVisitsResponse = z.infer<typeof ZAdminVisitsResponse>;

export const ZAdminVisitResponse = ZSuccessWithMessage(ZAdminVisit);
export type TAdminVisitResponse = z.infer<typeof ZAdminVisitResponse>;

/** The path of one visit of an owner: api/admin/owners/{customer_no}/visits/{id} */
export const ZOwnerVisitParams = z.object({
  customer_no: ZCustomerNoParam,
  id: ZIdParam('id'),
});

const endNotBeforeStart = (v: { start_date: string; end_date: string }) => v.end_date >= v.start_date;

/**
 * POST api/admin/owners/{customer_no}/visits (admins): the same rules as an owner planning their
 * own (visitDateProblems, a park with owners), for one of the accounts linked to the owner.
 */
export const ZAdminCreateVisitRequest = z
  .object({
    account_id: ZId('account_id'),
    park_id: ZId('park_id'),
    start_date: ZIsoDate,
    end_date: ZIsoDate,
    ...ZVisitPartyFields,
  })
  .refine(endNotBeforeStart, { message: VISIT_END_BEFORE_START_MESSAGE, path: ['end_date'] });
export type TAdminCreateVisitRequest = z.input<typeof ZAdminCreateVisitRequest>;

/** PATCH api/admin/owners/{customer_no}/visits/{id} (admins): new dates (visitChangeProblems). */
export const ZChangeVisitDatesRequest = z
  .object({ start_date: ZIsoDate, end_date: ZIsoDate })
  .refine(endNotBeforeStart, { message: VISIT_END_BEFORE_START_MESSAGE, path: ['end_date'] });
export type TChangeVisitDatesRequest = z.input<typeof ZChangeVisitDatesRequest>;

/**
 * POST api/admin/owners/{customer_no}/link-code (reception): e-mails the owner's address on file a
 * code that links the account signed up with `account_email` to the owner, as the owners portal
 * does when that account asks.
 */
export const ZSendLinkCodeRequest = z.object({ account_email: ZEmail });
export type TSendLinkCodeRequest = z.input<typeof ZSendLinkCodeRequest>;
