import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from '../columns';

/**
 * Every e-mail, recorded in the transaction of the change it reports and delivered from here by
 * the job queue (decision 044): `pending` until sent, `sent`, or `failed` after its last attempt
 * (staff see it and can send it again). A message `template` names is written at its first
 * delivery, from the data as it then is (a booking's confirmation, recorded in the payment's
 * transaction). `dedupe_key` makes "once per booking" the database's rule, not the caller's.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: id(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('sent'),
    template: text('template'),
    templateData: jsonb('template_data').$type<Record<string, unknown>>(),
    dedupeKey: text('dedupe_key').unique(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    claimedUntil: instant('claimed_until'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
  },
  (t) => [
    check('outbox_message_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('outbox_message_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
