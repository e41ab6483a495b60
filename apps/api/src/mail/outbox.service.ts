import type { OutboxRepository } from './outbox.repository';

/** The outbox as staff read it: the newest e-mails, to one address or to anyone. */
export class OutboxService {
  constructor(private readonly repository: Pick<OutboxRepository, 'newest' | 'mentioning'>) {}

  /** The 20 newest e-mails, newest first; the address is matched without regard to case. */
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
}
