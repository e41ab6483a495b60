import { z } from 'zod';

/** The outbox page size: newest first. */
export const OUTBOX_PAGE_SIZE = 25;

/** GET api/admin/outbox?to=&q=&page= (reception): e-mails sent, newest first. */
export const ZOutboxListQuery = z.object({
  /** Part of the address, any case. */
  to: z
    .string({ error: 'to must be text' })
    .trim()
    .max(254, 'to must be at most 254 characters')
    .optional()
    .default(''),
  /** Part of the subject, any case. */
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(100, 'q must be at most 100 characters')
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
  sent_at: z.string(),
});
export type TOutboxSummary = z.infer<typeof ZOutboxSummary>;

export const ZOutboxListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    messages: z.array(ZOutboxSummary),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
  }),
});
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

export const ZOutboxMessageResponse = z.object({ success: z.literal(true), data: ZOutboxMessage });
export type TOutboxMessageResponse = z.infer<typeof ZOutboxMessageResponse>;

/** What stands in an e-mail kept for staff where a secret meant only for its addressee was. */
export const HIDDEN_SECRET = '[hidden: only the addressee may use this]';
