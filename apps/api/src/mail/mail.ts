/** What an e-mail is, and how ours are written; how they are sent is mailer.ts's business. */

export type MailAttachment = { filename: string; contentType: string; content: string };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
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
