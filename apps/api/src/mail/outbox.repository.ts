import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessage } from '../db/schema';
import type { Mail } from './mail';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every e-mail sent: the delivery itself when there is no SMTP server, otherwise a copy kept
 * without its secrets (decision 033).
 */
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
    const like = contains(options.text);
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

  /** A page of messages, newest first, whose address and subject contain the given words (any case). */
  async page(options: { to: string; subject: string; limit: number; offset: number }) {
    const where: SQL | undefined = and(
      options.to ? ilike(outboxMessage.toAddress, contains(options.to)) : undefined,
      options.subject ? ilike(outboxMessage.subject, contains(options.subject)) : undefined,
    );
    const rows = await this.db
      .select({
        id: outboxMessage.id,
        toAddress: outboxMessage.toAddress,
        subject: outboxMessage.subject,
        createdAt: outboxMessage.createdAt,
      })
      .from(outboxMessage)
      .where(where)
      .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await this.db.select({ n: count() }).from(outboxMessage).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async find(id: number) {
    const [row] = await this.db.select().from(outboxMessage).where(eq(outboxMessage.id, id));
    return row;
  }
}
