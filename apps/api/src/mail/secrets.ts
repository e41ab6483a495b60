import { HIDDEN_SECRET } from '@parkstays/contract';
import type { Mail } from './mail';

/**
 * What in an e-mail only its addressee may use: a link's token (256 random bits, 43 URL-safe
 * characters: reset, confirmation and staff invitation links) and a link code ("your code is
 * 123456", owner linking). Staff read e-mails without them, and a copy kept of mail sent over
 * SMTP never holds them (tokens are stored only as hashes).
 */
const SECRETS = [/[A-Za-z0-9_-]{32,}/g, /(?<=\bcode is )\d{4,8}\b/g];

export function hideSecrets(text: string): string {
  return SECRETS.reduce((hidden, pattern) => hidden.replace(pattern, HIDDEN_SECRET), text);
}

/** The e-mail as staff may read it and as it is kept after SMTP sent it. */
export function withoutSecrets(mail: Mail): Mail {
  return {
    ...mail,
    subject: hideSecrets(mail.subject),
    text: hideSecrets(mail.text),
    html: hideSecrets(mail.html),
  };
}
