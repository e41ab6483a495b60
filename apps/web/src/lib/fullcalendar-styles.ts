/**
 * Prepares the <style> element FullCalendar 6 injects its CSS into. Import this module before
 * any `@fullcalendar/*` module: FullCalendar looks for `style[data-fullcalendar]` when it loads
 * and fills the one it finds.
 *
 * - The element carries this response's CSP nonce (the page's `<meta name="csp-nonce">`), so the
 *   policy's `style-src 'self' 'nonce-…'` lets it apply.
 * - FullCalendar's icon font is a `data:` URL, which `font-src 'self'` refuses (and Chrome asks
 *   for a `data:` font as soon as the rule exists, logging a CSP error). Its @font-face rule is
 *   left out; the calendar uses words for its buttons and a plain "×" to close a popover.
 */
function prepareFullCalendarStyles() {
  if (typeof document === 'undefined') return;
  if (document.querySelector('style[data-fullcalendar]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-fullcalendar', '');
  const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  if (nonce && nonce !== '__CSP_NONCE__') style.nonce = nonce;
  document.head.prepend(style);
  const sheet = style.sheet;
  if (!sheet) return;
  const insertRule = sheet.insertRule.bind(sheet);
  sheet.insertRule = (rule: string, index?: number) => {
    if (/^\s*@font-face\b/i.test(rule)) return Math.min(index ?? 0, sheet.cssRules.length);
    // A skipped rule shifts the indexes FullCalendar counts on; append in order instead.
    return insertRule(rule, Math.min(index ?? 0, sheet.cssRules.length));
  };
}

prepareFullCalendarStyles();
