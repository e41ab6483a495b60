import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

// A build as apps/web/build leaves it: hashed assets with .br and .gz copies beside them, the app
// shell and the prerendered home page.
const SCRIPT = `export const words = ${JSON.stringify('holiday parks '.repeat(400))};\n`;
const STYLES = `.card{padding:1rem}\n`.repeat(200);
const SHELL = `<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Shell</title><div id="root"></div>${'<!-- -->'.repeat(200)}`;
const HOME = `<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Home</title><div id="root" data-prerendered="home"><h1>Holidays the whole family will love</h1><search aria-label="Search holidays"></search></div>${'<!-- -->'.repeat(200)}`;
const LIMIT = 5;

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  const write = (file: string, content: string | Buffer) => writeFileSync(path.join(webDist, file), content);
  write('index.html', SHELL);
  write('home.html', HOME);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('assets/index-abc123.js', SCRIPT);
  write('assets/index-abc123.js.br', brotliCompressSync(SCRIPT));
  write('assets/index-abc123.js.gz', gzipSync(SCRIPT));
  // No precompressed copies: compressed on the way out instead.
  write('assets/index-abc123.css', STYLES);
  ctx = await createTestContext({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.request({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app', () => {
  it("answers a hashed asset from the build's brotli or gzip copy, cached for a year", async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);

    // A file the build left uncompressed is compressed on the way out.
    const css = await get('/assets/index-abc123.css', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(STYLES);

    // A missing asset is a 404 in the error shape, never cached for a year.
    const missing = await get('/assets/index-old999.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });

  it('revalidates unhashed files and pages; the home page is the prerendered one', async () => {
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');

    for (const url of ['/', '/?booking_type=1&no_of_adults=2']) {
      const home = await get(url);
      expect(home.headers['cache-control'], url).toBe('no-cache');
      expect(home.body, url).toContain('<h1>Holidays the whole family will love</h1>');
      expect(home.body, url).not.toContain('__CSP_NONCE__');
    }
    for (const url of ['/login', '/my-bookings', '/events?month=2026-07']) {
      const screen = await get(url);
      expect(screen.headers['cache-control'], url).toBe('no-cache');
      expect(screen.body, url).toContain('<title>Shell</title>');
    }
  });

  it('compresses pages and API answers for clients that ask', async () => {
    const page = await get('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('data-prerendered="home"');

    const docs = await get('/api/docs/json', 'gzip');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString())).toHaveProperty('openapi');

    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('openapi');
  });
});

describe('the rate limit', () => {
  it('counts API calls only, not the files and pages of a visit', async () => {
    const limited = await createTestContext({ WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    try {
      const get = (url: string) =>
        limited.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      for (let i = 0; i < LIMIT * 4; i++) {
        for (const url of ['/assets/index-abc123.js', '/favicon.svg', '/', '/login']) {
          expect((await get(url)).statusCode, url).toBe(200);
        }
      }
      const statuses = [];
      for (let i = 0; i <= LIMIT; i++) statuses.push((await get('/api/holiday-types')).statusCode);
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
      expect(statuses[LIMIT]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
