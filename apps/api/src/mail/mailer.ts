import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { Mailer } from './mail';
import { OutboxRepository } from './outbox.repository';
import { withoutSecrets } from './secrets';

type Transport = Pick<ReturnType<typeof nodemailer.createTransport>, 'sendMail'>;

/**
 * SMTP when a server is configured; otherwise the outbox table, which demos and tests read. Mail
 * sent over SMTP is kept in the outbox too, without its secrets (decision 033), so staff can read
 * what was sent either way.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Database;
  /** Tests hand in a transport that records instead of connecting. */
  transport?: Transport;
}): Mailer {
  const outbox = new OutboxRepository(options.db);
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  if (transport) {
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        await outbox.add(withoutSecrets(mail));
      },
    };
  }
  return { send: (mail) => outbox.add(mail) };
}
