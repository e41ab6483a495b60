import { describe, expect, it } from 'vitest';
import { HOME_MUST_HOLD, prerenderedPage, SHELL_MUST_HOLD } from '../build/home-page';
import { prerender, prerenderShell } from './prerender';
import { mockFetch } from './test/utils';

const SHELL = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta name="csp-nonce" content="__CSP_NONCE__" />
    <title>Holiday parks: book your stay</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered home page (apps/web/build)', () => {
  it('holds the hero heading and the search bar as HTML, drawn before anything is fetched', async () => {
    const { calls } = mockFetch();
    const markup = await prerender('/');
    const page = prerenderedPage(SHELL, markup, { variant: 'home', readStyle: () => '' });
    for (const pattern of HOME_MUST_HOLD) expect(page).toMatch(pattern);
    expect(page).toContain('Lodges, caravans, pitches and hotel rooms at holiday parks across the UK');
    for (const label of ['Holiday Type', 'Park', 'Arrival Date', 'Nights', 'Adults', 'Children', 'Pets']) {
      expect(page).toContain(`>${label}</`);
    }
    // The layout around it, as a visitor who is not signed in first sees it.
    expect(page).toMatch(/<header[^>]*>/);
    expect(page).toMatch(/<button[^>]*id="account-button"[^>]*>Log In<\/button>/);
    expect(page).toMatch(/<footer[^>]*>/);
    // Nothing was asked of the API: the page is what the browser draws before any answer.
    expect(calls).toHaveLength(0);
  });

  it("puts the screen in the shell's #root, inert until the app adopts it, with its title, styles and code", () => {
    const page = prerenderedPage(
      SHELL,
      '<title>Holiday parks across the UK</title><main><h1>Hello</h1></main>',
      {
        variant: 'home',
        scripts: ['/assets/index-a1.js', '/assets/react-b2.js', '/assets/search-d4.js'],
        styles: ['/assets/search-e5.css'],
        readStyle: (href) => `/* ${href} */ .x{color:red}`,
      },
    );
    expect(page).toContain('<div id="root" data-prerendered="home" inert><main><h1>Hello</h1></main></div>');
    expect(page).toContain('<title>Holiday parks across the UK</title>');
    expect(page).not.toContain('<title>Holiday parks: book your stay</title>');
    // Code the shell already loads is not asked for twice; the screen's is preloaded.
    expect(page.match(/index-a1\.js/g)).toHaveLength(1);
    expect(page.match(/react-b2\.js/g)).toHaveLength(1);
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/search-d4.js">',
    );
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js">',
    );
    // Every stylesheet inline, in order, under the response's nonce; the links stay, never fetched.
    expect(page).toMatch(
      /<style nonce="__CSP_NONCE__">\/\* \/assets\/index-c3\.css \*\/ \.x\{color:red\}\n\/\* \/assets\/search-e5\.css \*\//,
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css" disabled>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/search-e5.css" disabled>');
    expect(page).not.toMatch(/<link rel="stylesheet"[^>]*\.css">/);
  });

  it('gives every other address the layout around a wait, with no account button', () => {
    const { calls } = mockFetch();
    const page = prerenderedPage(SHELL, prerenderShell(), { variant: 'shell', readStyle: () => '' });
    for (const pattern of SHELL_MUST_HOLD) expect(page).toMatch(pattern);
    expect(page).toContain('<div id="root" data-prerendered="shell" inert>');
    expect(page).toContain('Loading…');
    expect(page).not.toContain('Log In');
    expect(page).not.toContain('<h1');
    expect(calls).toHaveLength(0);
  });
});
