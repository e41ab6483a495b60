import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

/** One DOMPurify instance of our own, so its hooks never touch another user of the library. */
function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A picture without words is decoration: an empty alt keeps screen readers quiet.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // Links that open a new tab must not hand that tab our window.
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

const TAG_OPEN = /<\/?[A-Za-z][^\s/>]*/y;
/** One attribute as the HTML tokenizer reads it: separators, a name, and an optional value. */
const ATTRIBUTE = /([\s/]*)([^\s/>][^\s/>=]*)(?:\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*))?/y;

/**
 * Takes event-handler attributes (onerror=…, onclick=…) and style attributes out of markup
 * before it is parsed. Chrome reports a Content-Security-Policy violation as soon as such an
 * attribute is parsed, even into an inert document where it can never apply (e-mails carry
 * inline styles); the CSP blocks them anyway, and DOMPurify removes whatever this pass misses.
 * Text outside tags is copied as it is.
 */
export function dropEventHandlerAttributes(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end === -1 ? html.length : end + 3;
      out += html.slice(lt, stop);
      i = stop;
      continue;
    }
    TAG_OPEN.lastIndex = lt;
    const tag = TAG_OPEN.exec(html);
    if (!tag) {
      out += '<';
      i = lt + 1;
      continue;
    }
    out += tag[0];
    let at = TAG_OPEN.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) break;
      const [whole, separators = '', name = ''] = attribute;
      out += /^on|^style$/i.test(name) ? separators : whole;
      at = ATTRIBUTE.lastIndex;
    }
    // What is left of the tag is separators and its closing '>' (or the end of the text).
    const close = html.indexOf('>', at);
    const stop = close === -1 ? html.length : close + 1;
    out += html.slice(at, stop);
    i = stop;
  }
  return out;
}

/**
 * HTML written elsewhere (the operator's activity descriptions, e-mails staff read in the
 * outbox; decision 022): scripts, event handlers, `javascript:` links, styles (the CSP refuses
 * inline styles) and form controls are removed.
 */
export function sanitiseHtml(html: string): string {
  return instance().sanitize(dropEventHandlerAttributes(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
