import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { ZIdParams } from '../../common/id';
import { PRIVACY_REQUEST_STATUSES, ZPrivacyRequestKind } from '../../privacy/privacy-centre';

/** GET api/admin/privacy-requests?status= (admin): open requests first, soonest due first. */
export const ZPrivacyRequestListQuery = z.object({
  status: z
    .enum(['', ...PRIVACY_REQUEST_STATUSES], { error: 'status must be open, done, or empty' })
    .optional()
    .default('open'),
});
export type TPrivacyRequestListQuery = z.input<typeof ZPrivacyRequestListQuery>;

export const ZStaffPrivacyRequest = z.object({
  id: z.number().int(),
  kind: ZPrivacyRequestKind,
  details: z.string(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** Who asked: their name and address, or "Deleted account" once erased. */
  requester: z.string(),
  requester_email: z.string(),
  made_at: z.string(),
  due_on: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
export type TStaffPrivacyRequest = z.infer<typeof ZStaffPrivacyRequest>;

export const ZPrivacyRequestListResponse = ZSuccess(z.object({ requests: z.array(ZStaffPrivacyRequest) }));
export type TPrivacyRequestListResponse = z.infer<typeof ZPrivacyRequestListResponse>;

/** POST api/admin/privacy-requests/:id/done */
export const ZPrivacyRequestParams = ZIdParams;
export const ZPrivacyRequestDoneResponse = ZSuccessWithMessage(ZStaffPrivacyRequest);
export const PRIVACY_REQUEST_DONE_MESSAGE = 'The request is marked done.';
