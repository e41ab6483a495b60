import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessage } from '../db/schema';
import type { Mail } from './mail';

/** E-mail kept in the database when there is no SMTP server. */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  async add(mail: Mail) {
    await this.db.insert(outboxMessage).values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments ?? [],
    });
  }

  /** The newest messages first, to one address or to anyone. */
  newest(options: { to?: string; limit: number }) {
    return this.db
      .select()
      .from(outboxMessage)
      .where(options.to ? eq(outboxMessage.toAddress, options.to) : undefined)
      .orderBy(desc(outboxMessage.id))
      .limit(options.limit);
  }

  /** The newest messages to an address whose subject or text mentions `text` (a booking reference). */
  mentioning(options: { to: string; text: string; limit: number }) {
    const like = `%${options.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.db
      .select()
      .from(outboxMessage)
      .where(
        and(
          eq(outboxMessage.toAddress, options.to),
          or(ilike(outboxMessage.subject, like), ilike(outboxMessage.textBody, like)),
        ),
      )
      .orderBy(desc(outboxMessage.id))
      .limit(options.limit);
  }
}
