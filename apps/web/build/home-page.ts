/** The prerendered pages (dist/home.html, dist/index.html): how they are put together, what they must hold. */

/** Written beside index.html; the server answers it for `/` (apps/api/src/http/web-app.ts). */
export const HOME_FILE = 'home.html';

/** What the prerendered home page must hold before any script runs (checked at every build). */
export const HOME_MUST_HOLD = [
  /<h1 [^>]*>Holidays the whole family will love<\/h1>/,
  /<search [^>]*aria-label="Search holidays"/,
  /<select [^>]*id="search-holiday-type"/,
  /<button [^>]*id="search-arrival-date"/,
];

/**
 * The most JavaScript the home page may load on a first visit: every script it fetches, each
 * gzipped at level 9, summed, in KB of 1,024 bytes (how `npm run bench:pages` counts it). Checked by
 * e2e/prerender.spec.ts and the bench. 121 since the search bar asks which arrival days staff have
 * closed (decision 038): main was 60 bytes under 120, the arrival days take 165.
 */
export const HOME_SCRIPT_BUDGET_KB = 121;

/** What the HTML of every other address must hold: the layout around a wait. */
export const SHELL_MUST_HOLD = [/<header [^>]*>/, /<footer [^>]*>/, /role="status"/];

export type PrerenderedVariant = 'home' | 'shell';

/**
 * The app shell (index.html) made into a prerendered page: a screen's HTML in #root (inert until
 * the app has adopted it: a click before then would go nowhere), its <title>,
 * every stylesheet it needs inlined in one <style> (the server gives it the response's CSP nonce),
 * and <link rel="modulepreload"> for the screen's code, so nothing it draws waits for another
 * request and its code does not wait for the entry script to ask for it. The scripts are fetched
 * at low priority: the first paint needs none of them.
 *
 * Each inlined stylesheet keeps a <link rel="stylesheet" disabled>: never fetched, it tells the
 * router's lazy loading that the screen's styles are already on the page.
 */
export function prerenderedPage(
  shell: string,
  markup: string,
  {
    variant,
    scripts = [],
    styles = [],
    readStyle,
  }: {
    /** `home` is hydrated; `shell` (the layout around a wait) is replaced by the screen. */
    variant: PrerenderedVariant;
    /** The screen's code, preloaded beside the entry's. */
    scripts?: string[];
    /** The screen's stylesheets, inlined after the entry's. */
    styles?: string[];
    readStyle: (href: string) => string;
  },
): string {
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  const body = markup.replace(/<title>[^<]*<\/title>/, '');
  let page = shell;
  if (title) page = page.replace(/<title>[^<]*<\/title>/, title);
  if (!page.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
  page = page.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-prerendered="${variant}" inert>${body}</div>`,
  );

  const shellStyles = [...shell.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  const allStyles = [...new Set([...shellStyles, ...styles])];
  page = page.replace(/\n?\s*<link rel="stylesheet"[^>]*>/g, '');
  const present = (href: string) => page.includes(`href="${href}"`) || page.includes(`src="${href}"`);
  const css = allStyles.map((href) => readStyle(href).trim()).join('\n');
  // The HTML draws the page; its code only makes it work: fetched at low priority, it never
  // competes with the first paint, and the screen's own code comes with the entry's.
  page = page
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
  const links = [
    ...scripts
      .filter((href) => !present(href))
      .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
    `<style nonce="__CSP_NONCE__">${css.replaceAll('</style', '<\\/style')}</style>`,
    ...allStyles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
  ];
  return page.replace(/\n?\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`);
}
