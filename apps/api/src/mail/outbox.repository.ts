import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessage } from '../db/schema';
import type { Mail, TemplatedMail } from './mail';

export type OutboxRow = typeof outboxMessage.$inferSelect;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every e-mail: recorded `pending` (in the caller's transaction when there is one) and delivered
 * from here (decision 044). With no SMTP server the row is the delivery; over SMTP the copy kept
 * after sending has no secrets (decision 033).
 */
export class OutboxRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records a message to deliver; answers its id, or null when `dedupeKey` is already taken (the
   * message was recorded before: a booking's confirmation is one message, whoever asks twice).
   */
  async record(db: Database, message: Mail | TemplatedMail, dedupeKey?: string): Promise<number | null> {
    const composed = 'template' in message ? undefined : message;
    const [row] = await db
      .insert(outboxMessage)
      .values({
        toAddress: message.to,
        subject: composed?.subject ?? '',
        textBody: composed?.text ?? '',
        htmlBody: composed?.html ?? '',
        attachments: composed?.attachments ?? [],
        status: 'pending',
        template: 'template' in message ? message.template : null,
        templateData: 'template' in message ? message.data : null,
        dedupeKey: dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: outboxMessage.dedupeKey })
      .returning({ id: outboxMessage.id });
    return row?.id ?? null;
  }

  /**
   * Takes the next message due for delivery for `leaseSeconds`: pending, its next attempt due, and
   * not taken by a delivery still within its lease (SKIP LOCKED: two deliveries never take one
   * message; a delivery that died lets it go when its lease runs out). Counts the attempt.
   */
  async claimDue(leaseSeconds: number): Promise<OutboxRow | undefined> {
    const [row] = await this.db
      .update(outboxMessage)
      .set({
        attempts: sql`${outboxMessage.attempts} + 1`,
        claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        sql`${outboxMessage.id} = (
          SELECT id FROM outbox_message
          WHERE status = 'pending' AND coalesce(next_attempt_at, '-infinity') <= now()
            AND coalesce(claimed_until, '-infinity') < now()
          ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)`,
      )
      .returning();
    return row;
  }

  /** The words of a templated message, written at its first delivery. */
  async compose(id: number, mail: Mail) {
    await this.db
      .update(outboxMessage)
      .set({
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        attachments: mail.attachments ?? [],
        template: null,
      })
      .where(eq(outboxMessage.id, id));
  }

  /** Delivered: kept as `kept` (without its secrets when it went over SMTP). */
  async markSent(id: number, kept: Mail) {
    await this.db
      .update(outboxMessage)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        claimedUntil: null,
        nextAttemptAt: null,
        lastError: null,
        subject: kept.subject,
        textBody: kept.text,
        htmlBody: kept.html,
      })
      .where(eq(outboxMessage.id, id));
  }

  /** An attempt failed: tried again after `retryInSeconds`, or failed for good when that is null. */
  async markAttemptFailed(id: number, error: string, retryInSeconds: number | null) {
    await this.db
      .update(outboxMessage)
      .set({
        status: retryInSeconds === null ? 'failed' : 'pending',
        lastError: error.slice(0, 500),
        claimedUntil: null,
        nextAttemptAt: retryInSeconds === null ? null : sql`now() + make_interval(secs => ${retryInSeconds})`,
      })
      .where(eq(outboxMessage.id, id));
  }

  /** The soonest retry still waiting, if any. */
  async nextRetryAt(): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: sql<string | null>`min(${outboxMessage.nextAttemptAt})` })
      .from(outboxMessage)
      .where(eq(outboxMessage.status, 'pending'));
    return row?.at ? new Date(row.at) : undefined;
  }

  /**
   * A failed message back in the queue, its attempts counted afresh; false unless it had failed.
   * In `db` when given: staff's resend commits with its audit entry.
   */
  async requeueFailed(id: number, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .update(outboxMessage)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: null, lastError: null })
      .where(and(eq(outboxMessage.id, id), eq(outboxMessage.status, 'failed')))
      .returning({ id: outboxMessage.id });
    return rows.length > 0;
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

  /**
   * A page of messages, newest first, whose address and subject contain the given words (any case),
   * in one status or any.
   */
  async page(options: {
    to: string;
    subject: string;
    status: OutboxRow['status'] | '';
    limit: number;
    offset: number;
  }) {
    const where: SQL | undefined = and(
      options.to ? ilike(outboxMessage.toAddress, contains(options.to)) : undefined,
      options.subject ? ilike(outboxMessage.subject, contains(options.subject)) : undefined,
      options.status ? eq(outboxMessage.status, options.status) : undefined,
    );
    const rows = await this.db
      .select({
        id: outboxMessage.id,
        toAddress: outboxMessage.toAddress,
        subject: outboxMessage.subject,
        status: outboxMessage.status,
        attempts: outboxMessage.attempts,
        lastError: outboxMessage.lastError,
        nextAttemptAt: outboxMessage.nextAttemptAt,
        createdAt: outboxMessage.createdAt,
        sentAt: outboxMessage.sentAt,
      })
      .from(outboxMessage)
      .where(where)
      .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await this.db.select({ n: count() }).from(outboxMessage).where(where);
    return { rows, total: Number(total?.n ?? 0) };
  }

  async find(id: number, db: Database = this.db) {
    const [row] = await db.select().from(outboxMessage).where(eq(outboxMessage.id, id));
    return row;
  }

  /** Runs `work` in one transaction (staff's resend and its audit entry commit together). */
  inTransaction<T>(work: (tx: Database) => Promise<T>) {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }
}
