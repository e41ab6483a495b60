import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { Mail, Mailer, TemplatedMail } from './mail';
import { OutboxRepository } from './outbox.repository';
import { withoutSecrets } from './secrets';

/** What delivery needs of an SMTP transport (tests hand in one that records or fails). */
export type MailTransport = Pick<ReturnType<typeof nodemailer.createTransport>, 'sendMail'>;
type Transport = MailTransport;

/** Writes a templated message from the data as it is now; null when there is nothing to say any more. */
export type Composer = (data: Record<string, unknown>) => Promise<Mail | null>;

export type DeliveryOptions = {
  from: string;
  /** Over SMTP; without one the outbox row is the delivery (demos and tests read it). */
  transport?: Transport;
  /** The first retry's wait; each later one waits twice as long as the one before, up to an hour. */
  retrySeconds: number;
  /** Attempts before a message is marked failed (staff see it and can send it again). */
  maxAttempts: number;
  /** How long one attempt may hold a message: a delivery that died lets it go after this. */
  leaseSeconds: number;
  /** The host named in each message's Message-ID. */
  messageIdHost: string;
};

const MAX_RETRY_SECONDS = 3600;

/** The wait before attempt `attempts + 1`, after `attempts` failed: retrySeconds × 2^(attempts − 1), capped. */
export function retryDelaySeconds(attempts: number, retrySeconds: number) {
  return Math.min(MAX_RETRY_SECONDS, retrySeconds * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers the outbox (decision 044): takes each message due, writes it if a template names it,
 * sends it over SMTP (or lets the row be the delivery), and records what happened. A message is
 * taken by one delivery at a time, under a lease, so two processes never send it twice; one that
 * keeps failing waits longer each time and is marked failed after its last attempt.
 */
export class MailDelivery {
  private readonly outbox: OutboxRepository;
  private readonly composers = new Map<string, Composer>();
  /** Asks the job queue to deliver soon (set once a queue runs in this process). */
  nudge?: () => Promise<void>;

  constructor(
    db: Database,
    private readonly options: DeliveryOptions,
    private readonly onError: (error: unknown, what: string) => void = () => {},
  ) {
    this.outbox = new OutboxRepository(db);
  }

  /** Whether messages leave over SMTP (retries and leases matter) or are delivered by being recorded. */
  get overSmtp() {
    return this.options.transport !== undefined;
  }

  /** Says how a template's messages are written (each module registers its own). */
  registerTemplate(template: string, compose: Composer) {
    this.composers.set(template, compose);
  }

  /**
   * Delivers every message due, one at a time; answers how many were sent and failed for good, and
   * when the soonest retry is due (the queue runs this again then).
   */
  async deliverDue(): Promise<{ sent: number; failed: number; nextRetryAt?: Date }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const row = await this.outbox.claimDue(this.options.leaseSeconds);
      if (!row) break;
      const outcome = await this.deliver(row);
      if (outcome === 'sent') sent += 1;
      if (outcome === 'failed') failed += 1;
    }
    return { sent, failed, nextRetryAt: await this.outbox.nextRetryAt() };
  }

  private async deliver(row: NonNullable<Awaited<ReturnType<OutboxRepository['claimDue']>>>) {
    let mail: Mail = {
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: row.attachments,
    };
    try {
      if (row.template) {
        const compose = this.composers.get(row.template);
        if (!compose) throw new Error(`no way to write a "${row.template}" e-mail`);
        const written = await compose(row.templateData ?? {});
        if (!written) {
          await this.outbox.markAttemptFailed(row.id, 'nothing to send any more', null);
          return 'failed';
        }
        mail = { ...written, to: row.toAddress };
        await this.outbox.compose(row.id, mail);
      }
      const { transport } = this.options;
      if (!transport) {
        await this.outbox.markSent(row.id, mail);
        return 'sent';
      }
      await transport.sendMail({
        from: this.options.from,
        ...mail,
        // The same for every attempt, so a mail server that took it once can tell a repeat.
        messageId: `<outbox-${row.id}@${this.options.messageIdHost}>`,
      });
      await this.outbox.markSent(row.id, withoutSecrets(mail));
      return 'sent';
    } catch (error) {
      const last = row.attempts >= this.options.maxAttempts;
      const reason = error instanceof Error ? error.message : String(error);
      await this.outbox.markAttemptFailed(
        row.id,
        reason,
        last ? null : retryDelaySeconds(row.attempts, this.options.retrySeconds),
      );
      this.onError(error, last ? `e-mail ${row.id} failed for good` : `e-mail ${row.id} will be tried again`);
      return last ? 'failed' : 'retrying';
    }
  }

  /** A failed message goes back in the queue (in `tx` when given); false when it had not failed. */
  resend(id: number, tx?: Database) {
    return this.outbox.requeueFailed(id, tx);
  }
}

/**
 * The mailer services use: records each message, then `dispatch` hands it on. Over SMTP with a job
 * queue attached (`delivery.nudge`), the queue delivers it soon, away from the request; otherwise
 * (no SMTP: the row is the delivery; or one app in a test) delivery runs at once, so the outbox
 * shows the message by the time the request is answered. A dispatch that fails is logged, never
 * thrown: the message is recorded, and the queue's run every minute delivers it.
 */
export function createMailer(
  db: Database,
  delivery: MailDelivery,
  onError: (error: unknown) => void,
): Mailer {
  const outbox = new OutboxRepository(db);
  const dispatch = async () => {
    try {
      if (delivery.overSmtp && delivery.nudge) await delivery.nudge();
      else await delivery.deliverDue();
    } catch (error) {
      onError(error);
    }
  };
  return {
    async send(mail, options) {
      const id = await outbox.record(db, mail, options?.dedupeKey);
      if (id === null) return false;
      await dispatch();
      return true;
    },
    async record(tx, message: Mail | TemplatedMail, options) {
      return (await outbox.record(tx, message, options?.dedupeKey)) !== null;
    },
    dispatch,
  };
}

/**
 * The SMTP transport of `smtpUrl`, with waits short enough that a dead or silent server fails an
 * attempt (retried later), never holds a worker. The timings go beside the URL in one options
 * object: nodemailer's second argument is defaults for each message, not the connection's.
 */
export function smtpTransport(
  smtpUrl: string,
  waits: { connectMs?: number; greetingMs?: number; socketMs?: number } = {},
): Transport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: waits.connectMs ?? 10_000,
    greetingTimeout: waits.greetingMs ?? 10_000,
    socketTimeout: waits.socketMs ?? 30_000,
  });
}
