import { z } from 'zod';
import { ZSuccess, ZSuccessWithMessage } from '../../common/api-error';
import { optionalText } from '../../common/text';

/** The outbox page size: newest first. */
export const OUTBOX_PAGE_SIZE = 25;

/**
 * Where an e-mail is (decision 044): `pending` waits to be sent (again, after a failed attempt),
 * `sent` has left, `failed` gave up after its last attempt (staff may send it again).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const ZOutboxStatus = z.enum(OUTBOX_STATUSES);
export type TOutboxStatus = z.infer<typeof ZOutboxStatus>;

/** GET api/admin/outbox?to=&q=&status=&page= (reception): e-mails, newest first. */
export const ZOutboxListQuery = z.object({
  /** Part of the address, any case. */
  to: optionalText('to', 254),
  /** Part of the subject, any case. */
  q: optionalText('q', 100),
  /** One status only; empty: every e-mail. */
  status: z
    .enum(['', ...OUTBOX_STATUSES], {
      error: `status must be one of ${OUTBOX_STATUSES.join(', ')}, or empty`,
    })
    .optional()
    .default(''),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(10_000, 'page must be at most 10000')
    .optional()
    .default(1),
});
export type TOutboxListQuery = z.infer<typeof ZOutboxListQuery>;

export const ZOutboxSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: ZOutboxStatus,
  /** Attempts made at sending it (counted afresh when staff send it again). */
  attempts: z.number().int(),
  /** Why the latest attempt failed; null once sent, or before any attempt failed. */
  last_error: z.string().nullable(),
  /** ISO timestamp of the next try of a pending e-mail whose attempt failed; null otherwise. */
  next_attempt_at: z.string().nullable(),
  /** ISO timestamp it was recorded (with the change it reports). */
  recorded_at: z.string(),
  /** ISO timestamp it was sent; null until then. */
  sent_at: z.string().nullable(),
});
export type TOutboxSummary = z.infer<typeof ZOutboxSummary>;

export const ZOutboxListResponse = ZSuccess(
  z.object({
    messages: z.array(ZOutboxSummary),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  }),
);
export type TOutboxListResponse = z.infer<typeof ZOutboxListResponse>;

/** GET api/admin/outbox/:id */
export const ZOutboxMessageParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be a whole number')
    .max(2_147_483_647, 'id is too large'),
});

/**
 * One e-mail as staff read it: the text and the HTML (the browser sanitises it before showing),
 * with the addressee's secrets (sign-in links, link codes) hidden.
 */
export const ZOutboxMessage = ZOutboxSummary.extend({
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxMessageResponse = ZSuccess(ZOutboxMessage);
export type TOutboxMessageResponse = z.infer<typeof ZOutboxMessageResponse>;

/**
 * POST api/admin/outbox/:id/resend (reception): a failed e-mail goes back in the queue, its
 * attempts counted afresh, and is sent now. 409 NOT_FAILED for one that is pending or sent.
 */
export const ZResendOutboxMessageResponse = ZSuccessWithMessage(ZOutboxSummary);
export type TResendOutboxMessageResponse = z.infer<typeof ZResendOutboxMessageResponse>;

/** What stands in an e-mail kept for staff where a secret meant only for its addressee was. */
export const HIDDEN_SECRET = '[hidden: only the addressee may use this]';
