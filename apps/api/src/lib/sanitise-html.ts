import sanitizeHtml from 'sanitize-html';

/**
 * HTML that staff write (an activity's description), made safe before it is saved (decision 040):
 * a list of the tags and attributes a description may use, everything else taken out. Scripts,
 * styles and form controls go with their contents; event handlers (onerror=…), style attributes
 * and links or pictures with a scheme other than http(s), mailto and tel are dropped. The web
 * sanitises again with DOMPurify when it shows it, so markup saved before this existed is safe too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => !['main', 'nav', 'header', 'footer'].includes(tag)),
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'reversed', 'type'],
    '*': ['lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    // A link that opens a new tab must not hand that tab our window.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : {
            tagName,
            attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'rel')),
          },
  },
};

/** The description as it may be saved and shown. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
