import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../common/api-error';

/** What a privacy request asks: a copy of the data, a correction, erasure, or a complaint. */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'complaint'] as const;
export const ZPrivacyRequestKind = z.enum(PRIVACY_REQUEST_KINDS, {
  error: 'Select what your request is about',
});
export type TPrivacyRequestKind = z.infer<typeof ZPrivacyRequestKind>;

/** The words on screen for each kind of request. */
export const PRIVACY_REQUEST_KIND_LABELS: Record<TPrivacyRequestKind, string> = {
  access: 'A copy of my data',
  correction: 'Correct my data',
  erasure: 'Erase my data',
  complaint: 'A complaint about how my data is used',
};

/** A privacy request is answered within a month of being made (UK GDPR article 12(3)). */
export const PRIVACY_REQUEST_DAYS = 30;

export const PRIVACY_REQUEST_STATUSES = ['open', 'done'] as const;
export type TPrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** POST api/privacy/requests */
export const ZPrivacyRequestRequest = z.object({
  kind: ZPrivacyRequestKind,
  details: z
    .string({ error: 'Tell us about your request' })
    .trim()
    .min(1, 'Tell us about your request')
    .max(2000, 'Your request must be 2,000 characters or fewer'),
});
export type TPrivacyRequestRequest = z.input<typeof ZPrivacyRequestRequest>;

export const ZMyPrivacyRequest = z.object({
  id: z.number().int(),
  kind: ZPrivacyRequestKind,
  details: z.string(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  /** ISO timestamp it was made. */
  made_at: z.string(),
  /** The day it is to be answered by (yyyy-mm-dd). */
  due_on: z.string(),
});
export type TMyPrivacyRequest = z.infer<typeof ZMyPrivacyRequest>;

export const ZPrivacyRequestResponse = ZSuccessWithMessage(ZMyPrivacyRequest);
/** GET api/privacy/requests/:id */
export const ZMyPrivacyRequestResponse = ZSuccess(ZMyPrivacyRequest);
export const PRIVACY_REQUEST_SENT_MESSAGE = 'Your request has been sent. We will answer it within 30 days.';

/** PUT api/privacy/marketing: the newsletter choice. */
export const ZMarketingChoiceRequest = z.object({
  marketing_preference: z.union([z.literal(0), z.literal(1)], {
    error: 'Choose whether to receive our newsletter',
  }),
});
export type TMarketingChoiceRequest = z.infer<typeof ZMarketingChoiceRequest>;

export const ZMarketingChoice = z.object({
  marketing_preference: z.union([z.literal(0), z.literal(1)]),
  /** ISO timestamp the choice was given; null when it predates the record of it. */
  given_at: z.string().nullable(),
});
export type TMarketingChoice = z.infer<typeof ZMarketingChoice>;
export const ZMarketingChoiceResponse = ZSuccessWithMessage(ZMarketingChoice);
export const MARKETING_CHOICE_SAVED_MESSAGE = 'Your newsletter choice has been saved.';

/** GET api/privacy: what the privacy centre shows. */
export const ZPrivacyCentre = z.object({
  marketing: ZMarketingChoice,
  requests: z.array(ZMyPrivacyRequest),
});
export type TPrivacyCentre = z.infer<typeof ZPrivacyCentre>;
export const ZPrivacyCentreResponse = ZSuccess(ZPrivacyCentre);

/** GET api/privacy/my-data: every part of the download, as JSON. */
const ZRecords = z.array(z.record(z.string(), z.unknown()));
export const ZMyData = z.object({
  /** ISO timestamp the file was made. */
  made_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  bookings: ZRecords,
  payments: ZRecords,
  refunds: ZRecords,
  activity_bookings: ZRecords,
  owner: z.record(z.string(), z.unknown()).nullable(),
  owner_visits: ZRecords,
  invoices: ZRecords,
  emails: ZRecords,
  consent: z.record(z.string(), z.unknown()),
  privacy_requests: ZRecords,
  audit_entries: ZRecords,
});
export type TMyData = z.infer<typeof ZMyData>;

/** POST api/privacy/delete-account: the password again, so nobody at an unlocked screen can. */
export const ZDeleteAccountRequest = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
export const ZDeleteAccountResponse = z.object({ success: z.literal(true), message: z.string() });
export const ACCOUNT_DELETED_MESSAGE =
  'Your account has been deleted and you have been signed out everywhere.';
export const DELETE_PASSWORD_WRONG_MESSAGE = 'The password is not right. Please try again.';

/** Why an account cannot be deleted yet, each with its code. */
export const ACCOUNT_DELETION_REFUSALS = {
  STAY_UPCOMING:
    'You have a stay that is coming up or under way. You can delete your account once it has ended, or cancel it first.',
  MONEY_IN_FLIGHT:
    'A payment or refund of yours is still being processed. Please try again once it has gone through.',
  OWNER_BALANCE_OPEN:
    'Your owner account has a balance still open. Please settle it with the park before deleting your account.',
} as const;
