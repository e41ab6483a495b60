import type { OutboxRepository } from './outbox.repository';

/** The outbox as staff read it: the newest e-mails, to one address or to anyone. */
export class OutboxService {
  constructor(private readonly repository: Pick<OutboxRepository, 'newest'>) {}

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
}
