import type { Database } from '../db/client';
/** What an e-mail is, and how ours are written; how they are sent is mailer.ts's business. */

export type MailAttachment = { filename: string; contentType: string; content: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/**
 * A message written when it is first delivered, from the data as it then is: recorded inside a
 * transaction that cannot read what it is about yet (a booking confirmed by a payment).
 */
export type TemplatedMail = { to: string; template: string; data: Record<string, unknown> };

/**
 * How services send e-mail (decision 044). Every message is recorded in the outbox first and
 * delivered from there by the job queue, with retries; nothing is sent inside a request.
 */
export interface Mailer {
  /**
   * Records the e-mail and hands it to delivery. Answers false, recording nothing, when
   * `dedupeKey` was used before (a reminder is sent once, however often the job runs).
   */
  send(mail: Mail, options?: { dedupeKey?: string }): Promise<boolean>;
  /**
   * Records the e-mail in the caller's transaction, so it exists exactly when the change it reports
   * does. The caller calls `dispatch` once the transaction has committed; if it never does (the
   * process died), the queue's run every minute delivers it. Answers false when `dedupeKey` was used.
   */
  record(tx: Database, message: Mail | TemplatedMail, options?: { dedupeKey?: string }): Promise<boolean>;
  /** Hands what was recorded to delivery, after the recording transaction committed. */
  dispatch(): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A plain, single-column e-mail: one greeting, paragraphs, and an optional button link. */
export function composeMail(parts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  siteName: string;
}): Mail {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    parts.siteName,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#1d2b36;line-height:1.5">
<p>${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${parts.action ? `<p><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:12px 20px;background:#0b6e69;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>` : ''}
<p>${escapeHtml(parts.siteName)}</p>
</body></html>`;
  return { to: parts.to, subject: parts.subject, text, html };
}
