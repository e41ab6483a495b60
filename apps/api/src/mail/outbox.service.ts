import {
  OUTBOX_PAGE_SIZE,
  type TOutboxListQuery,
  type TOutboxListResponse,
  type TOutboxMessage,
} from '@parkstays/contract';
import { notFound } from '../http/errors';
import type { OutboxRepository } from './outbox.repository';
import { hideSecrets } from './secrets';

/** The outbox as staff read it: the newest e-mails, to one address or to anyone. */
export class OutboxService {
  constructor(
    private readonly repository: Pick<OutboxRepository, 'newest' | 'mentioning' | 'page' | 'find'>,
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
      sent_at: row.createdAt.toISOString(),
    }));
  }

  /** The back office's outbox: a page of e-mails sent, newest first (no bodies). */
  async list(query: TOutboxListQuery): Promise<TOutboxListResponse['data']> {
    const { rows, total } = await this.repository.page({
      to: query.to,
      subject: query.q,
      limit: OUTBOX_PAGE_SIZE,
      offset: (query.page - 1) * OUTBOX_PAGE_SIZE,
    });
    return {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.toAddress,
        subject: hideSecrets(row.subject),
        sent_at: row.createdAt.toISOString(),
      })),
      page: query.page,
      page_size: OUTBOX_PAGE_SIZE,
      total,
    };
  }

  /** One e-mail as staff may read it: whatever only its addressee may use is hidden. */
  async read(id: number): Promise<TOutboxMessage> {
    const row = await this.repository.find(id);
    if (!row) throw notFound('No e-mail has that number');
    return {
      id: row.id,
      to: row.toAddress,
      subject: hideSecrets(row.subject),
      sent_at: row.createdAt.toISOString(),
      text: hideSecrets(row.textBody),
      html: hideSecrets(row.htmlBody),
      attachments: row.attachments.map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
      })),
    };
  }
}
