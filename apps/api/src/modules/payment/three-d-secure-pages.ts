/**
 * The two small pages of the 3-D Secure challenge, shown inside the payment form's iframe. They
 * carry no inline script: their behaviour is in /api/3ds/*.js, so each page's CSP stays strict.
 */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string, script: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/api/3ds/page.css"></head>
<body>${body}<script src="/api/3ds/${script}"></script></body></html>`;

/** Sends the shopper's browser on to the bank's challenge page (the ACS) with the challenge request. */
export function challengeFormPage(params: { acsUrl: string; creq: string; threeDSSessionData: string }) {
  return page(
    'Checking with your bank',
    `<form method="post" action="${escapeHtml(params.acsUrl)}">
<input type="hidden" name="creq" value="${escapeHtml(params.creq)}">
<input type="hidden" name="threeDSSessionData" value="${escapeHtml(params.threeDSSessionData)}">
<p>Taking you to your bank to confirm this payment…</p>
<button type="submit">Continue to your bank</button></form>`,
    'submit.js',
  );
}

/** Tells the payment form, in the parent window, how the challenge ended. */
export function challengeResultPage(result: Record<string, unknown>) {
  return page(
    'Payment checked',
    `<p id="result" data-result="${escapeHtml(JSON.stringify(result))}">Thank you. Returning to your booking…</p>`,
    'result.js',
  );
}

export const SUBMIT_SCRIPT = 'document.forms[0].submit();\n';
export const RESULT_SCRIPT = `(function () {
  var element = document.getElementById('result');
  var result = JSON.parse(element.getAttribute('data-result'));
  result.type = '3ds-result';
  window.parent.postMessage(result, window.location.origin);
})();\n`;
export const PAGE_CSS =
  'body{font-family:system-ui,sans-serif;color:#1d2b36;margin:24px;text-align:center}button{font:inherit;padding:10px 18px;border-radius:8px;border:0;background:#0b6e8a;color:#fff}\n';
