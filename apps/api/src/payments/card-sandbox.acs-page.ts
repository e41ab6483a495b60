import { createHash } from 'node:crypto';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f7f6;color:#1d2b2a}',
  'main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}',
  'h1{font-size:1.25rem;margin:0 0 8px}p{line-height:1.5}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}',
  'dt{font-weight:600}form{display:inline-block;margin:8px 8px 0 0}',
  'button{font:inherit;padding:10px 16px;border-radius:6px;border:2px solid #1d6b5f;cursor:pointer}',
  '.pass{background:#1d6b5f;color:#fff}.fail{background:#fff;color:#8a1f11;border-color:#8a1f11}',
].join('');
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The sandbox's strict policy for its ACS page: no script at all, only its own inline style, and
 * forms may post only to the notification URL's origin (and this site).
 */
export function acsPagePolicy(notificationUrl?: string) {
  const origin = notificationUrl ? new URL(notificationUrl).origin : undefined;
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self'${origin ? ` ${origin}` : ''}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const resultForm = (action: string, cres: string, sessionData: string, label: string, className: string) =>
  `<form method="post" action="${escapeHtml(action)}" enctype="application/x-www-form-urlencoded">` +
  `<input type="hidden" name="cres" value="${escapeHtml(cres)}">` +
  `<input type="hidden" name="threeDSSessionData" value="${escapeHtml(sessionData)}">` +
  `<button type="submit" class="${className}">${escapeHtml(label)}</button></form>`;

/** The challenge a shopper passes or fails; each button posts `cres` and `threeDSSessionData`. */
export function acsChallengePage(challenge: {
  notificationUrl: string;
  passCRes: string;
  failCRes: string;
  threeDSSessionData: string;
  amount: number;
  cardType: string;
  lastFourDigits: string;
}) {
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
    challenge.amount / 100,
  );
  return page(
    'Card sandbox: 3-D Secure check',
    `<h1>3-D Secure check</h1>
<p>This is the card sandbox's stand-in for your bank's security check. No real card is charged.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(amount)}</dd><dt>Card</dt><dd>${escapeHtml(challenge.cardType)} ending ${escapeHtml(challenge.lastFourDigits)}</dd></dl>
${resultForm(challenge.notificationUrl, challenge.passCRes, challenge.threeDSSessionData, 'Pass authentication', 'pass')}
${resultForm(challenge.notificationUrl, challenge.failCRes, challenge.threeDSSessionData, 'Fail authentication', 'fail')}`,
  );
}

export function acsMissingPage() {
  return page(
    'Card sandbox: check not found',
    '<h1>This security check is not available</h1><p>It has already been completed or the link is not valid. Please return to the site and try again.</p>',
  );
}
