import {
  OUTBOX_PAGE_SIZE,
  type TOutboxListQuery,
  type TOutboxListResponse,
  type TOutboxMessage,
  type TOutboxSummary,
} from '@parkstays/contract';
import { conflict, notFound } from '../http/errors';
import type { AuditService } from '../modules/audit/audit.service';
import type { Mailer } from './mail';
import type { MailDelivery } from './mailer';
import type { OutboxRepository, OutboxRow } from './outbox.repository';
import { hideSecrets } from './secrets';

/** The member of staff who sends an e-mail again (their audit entry names them). */
type Staff = { id: number };

type SummaryRow = Pick<
  OutboxRow,
  | 'id'
  | 'toAddress'
  | 'subject'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'nextAttemptAt'
  | 'createdAt'
  | 'sentAt'
>;

/** An e-mail as the Outbox lists it: where it is in delivery, and why its latest attempt failed. */
function summaryOf(row: SummaryRow): TOutboxSummary {
  return {
    id: row.id,
    to: row.toAddress,
    subject: hideSecrets(row.subject),
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    recorded_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The outbox as staff read it: the newest e-mails, to one address or to anyone, where each is in
 * delivery; and a failed one sent again.
 */
export class OutboxService {
  constructor(
    private readonly repository: Pick<
      OutboxRepository,
      'newest' | 'mentioning' | 'page' | 'find' | 'inTransaction'
    >,
    private readonly options: {
      delivery: Pick<MailDelivery, 'resend'>;
      mailer: Pick<Mailer, 'dispatch'>;
      audit: Pick<AuditService, 'recordChange'>;
    },
  ) {}

  /** The 20 newest e-mails, newest first, in full; the address is matched without regard to case. */
  async newest(to?: string) {
    const rows = await this.repository.newest({ to: to?.toLowerCase(), limit: 20 });
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: row.attachments,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** The e-mails sent to a guest about one booking (they mention its reference), newest first. */
  async sentAbout(to: string, reference: string) {
    if (!to) return [];
    const rows = await this.repository.mentioning({ to: to.toLowerCase(), text: reference, limit: 50 });
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      text: row.textBody,
      sent_at: (row.sentAt ?? row.createdAt).toISOString(),
      status: row.status,
    }));
  }

  /** The back office's outbox: a page of e-mails, newest first (no bodies). */
  async list(query: TOutboxListQuery): Promise<TOutboxListResponse['data']> {
    const { rows, total } = await this.repository.page({
      to: query.to,
      subject: query.q,
      status: query.status,
      limit: OUTBOX_PAGE_SIZE,
      offset: (query.page - 1) * OUTBOX_PAGE_SIZE,
    });
    return { messages: rows.map(summaryOf), page: query.page, page_size: OUTBOX_PAGE_SIZE, total };
  }

  /** One e-mail as staff may read it: whatever only its addressee may use is hidden. */
  async read(id: number): Promise<TOutboxMessage> {
    const row = await this.repository.find(id);
    if (!row) throw notFound('No e-mail has that number');
    return {
      ...summaryOf(row),
      text: hideSecrets(row.textBody),
      html: hideSecrets(row.htmlBody),
      attachments: row.attachments.map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
      })),
    };
  }

  /**
   * Sends a failed e-mail again: back in the queue with its attempts counted afresh, audited in the
   * same transaction, then handed to delivery at once (over SMTP with a queue, it is sent soon).
   */
  async resend(id: number, staff: Staff): Promise<{ message: string; summary: TOutboxSummary }> {
    await this.repository.inTransaction(async (tx) => {
      const before = await this.repository.find(id, tx);
      if (!before) throw notFound('No e-mail has that number');
      // The conditional update decides, not the row read above: two staff pressing at once send it once.
      if (!(await this.options.delivery.resend(id, tx))) {
        const now = (await this.repository.find(id, tx)) ?? before;
        throw conflict(
          `Only an e-mail that failed can be sent again; this one is ${now.status}.`,
          'NOT_FAILED',
        );
      }
      await this.options.audit.recordChange(tx, {
        staffUserId: staff.id,
        action: 'outbox.resend',
        entityType: 'outbox_message',
        entityId: id,
        before: { status: before.status, attempts: before.attempts, last_error: before.lastError },
        after: { status: 'pending', attempts: 0, last_error: null },
      });
    });
    // After the commit: delivery reads the message from the database, not from this transaction.
    await this.options.mailer.dispatch();
    const after = await this.repository.find(id);
    if (!after) throw notFound('No e-mail has that number');
    return { message: 'The e-mail is queued to be sent again.', summary: summaryOf(after) };
  }
}
