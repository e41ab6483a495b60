import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import type { Mailer } from './mail';
import { OutboxRepository } from './outbox.repository';

/** SMTP when a server is configured; otherwise the outbox table, which demos and tests read. */
export function createMailer(options: { smtpUrl?: string; from: string; db: Database }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = new OutboxRepository(options.db);
  return { send: (mail) => outbox.add(mail) };
}
