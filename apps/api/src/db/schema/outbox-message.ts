import { jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** E-mail kept in the database when no SMTP server is configured. */
export const outboxMessage = pgTable('outbox_message', {
  id: serial('id').primaryKey(),
  toAddress: varchar('to_address', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; content: string }[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
