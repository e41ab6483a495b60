import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestContext, type TestContext } from './test/harness';

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>Brackenbay</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.warn("hi")');
  ctx = await createTestContext({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers the app for every screen path, with a strict CSP and no caching', async () => {
    for (const url of ['/', '/login', '/reset-password/abc', '/no/such/screen?x=1']) {
      const response = await ctx.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('gives each page a fresh style nonce that its CSP allows', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await ctx.request({ method: 'GET', url: '/' });
      const nonce = /name="csp-nonce" content="([^"]+)"/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(String(response.headers['content-security-policy'])).toContain(
        `style-src 'self' 'nonce-${nonce}'`,
      );
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('serves hashed assets for a year and answers 404 for a missing one, never the HTML', async () => {
    const asset = await ctx.request({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await ctx.request({ method: 'GET', url: '/assets/main-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect((await ctx.request({ method: 'GET', url: '/favicon-missing.png' })).statusCode).toBe(404);
  });

  it('answers JSON 404 to other methods on screen paths', async () => {
    const response = await ctx.request({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'No such endpoint: POST /login',
      code: 'NOT_FOUND',
    });
  });
});

describe('headers every answer carries', () => {
  it('keeps private answers out of every cache and sends a Permissions-Policy', async () => {
    const user = await ctx.newUser();
    for (const url of ['/api/users', '/api/bookings', '/api/users/visits']) {
      const response = await ctx.request({ method: 'GET', url, token: user.token });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await ctx.request({ method: 'GET', url: '/api/bookings' });
    expect(refused.headers['cache-control']).toBe('no-store');
    // Public content keeps its own caching: staff edit it, so it is revalidated on every use (decision 041).
    const menu = await ctx.request({ method: 'GET', url: '/api/site-settings' });
    expect(menu.headers['cache-control']).toBe('public, no-cache');
    for (const response of [refused, menu, await ctx.request({ method: 'GET', url: '/' })]) {
      expect(response.headers['permissions-policy']).toMatch(/geolocation=\(\)/);
      expect(response.headers['permissions-policy']).toMatch(/camera=\(self\)/);
    }
  });
});

describe('the card sandbox in production', () => {
  it('refuses to start unless a setting says so', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://parks.example',
      SMTP_URL: 'smtp://mail.parks.example:587',
    };
    expect(() => loadConfig(production)).toThrow(/CARD_PROVIDER/);
    expect(loadConfig({ ...production, ALLOW_CARD_SANDBOX_IN_PRODUCTION: 'true' }).CARD_PROVIDER).toBe(
      'sandbox',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).CARD_PROVIDER).toBe('sandbox');
  });
});

describe('e-mail in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://parks.example',
    ALLOW_CARD_SANDBOX_IN_PRODUCTION: 'true',
  };
  const refusalOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses to start without an SMTP server unless a setting keeps e-mail in the outbox, saying so in one line', () => {
    // Without SMTP every reset and confirmation link would wait in outbox_message in clear.
    const line = refusalOf(production)
      .split('\n')
      .find((text) => text.includes('SMTP_URL'));
    expect(line).toMatch(/SMTP_URL: .*MAIL_OUTBOX_IN_PRODUCTION=true/);
    expect(refusalOf({ ...production, SMTP_URL: 'smtp://mail.parks.example:587' })).toBe('');
    expect(refusalOf({ ...production, MAIL_OUTBOX_IN_PRODUCTION: 'true' })).toBe('');
    expect(refusalOf({ ...production, MAIL_OUTBOX_IN_PRODUCTION: 'maybe' })).toMatch(
      /MAIL_OUTBOX_IN_PRODUCTION: must be true or false/,
    );
    // `npm start` sets nothing: the demo, on PGlite, starts as it always has.
    expect(refusalOf({})).toBe('');
    expect(loadConfig({}).MAIL_OUTBOX_VIEWER).toBe(true);
  });

  it('stops the server process before it listens, with that line', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'no-smtp-'));
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...production,
        DATABASE_URL: '',
        SMTP_URL: '',
        MAIL_OUTBOX_IN_PRODUCTION: '',
        PORT: '0',
        PGLITE_DATA_DIR: dataDir,
        WEB_DIST_DIR: webDist,
        SCHEDULED_WORK_CRON: 'off',
        REMINDERS_CRON: 'off',
      },
    });
    let stderr = '';
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    try {
      // Whichever comes first: the process ends, or it says it is listening (the refusal failed).
      const outcome = await new Promise<string>((resolve) => {
        server.once('exit', (code) => resolve(`exit ${code}`));
        server.stdout.on('data', (chunk) => {
          if (String(chunk).includes('listening')) resolve('listening');
        });
      });
      expect(outcome).toBe('exit 1');
      expect(stderr).toMatch(/SMTP_URL: .*MAIL_OUTBOX_IN_PRODUCTION=true/);
    } finally {
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('PUBLIC_URL', () => {
  it('follows the port the server listens on unless it is set', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://parks.example' }).PUBLIC_URL).toBe(
      'https://parks.example',
    );
  });
});

describe('GOOGLE_TAG_ID', () => {
  it('refuses an id that is neither a GA4 nor a Tag Manager id, naming the setting', () => {
    expect(() => loadConfig({ GOOGLE_TAG_ID: 'UA-12345-1' })).toThrow(/GOOGLE_TAG_ID: a GA4 id/);
    expect(() => loadConfig({ GOOGLE_TAG_ID: 'g-abc123' })).toThrow(/GOOGLE_TAG_ID/);
    expect(loadConfig({ GOOGLE_TAG_ID: 'GTM-AB12CD' }).GOOGLE_TAG_ORIGIN).toBe(
      'https://www.googletagmanager.com',
    );
    expect(() => loadConfig({ GOOGLE_TAG_ID: 'G-AB12CD', GOOGLE_TAG_ORIGIN: 'not a url' })).toThrow(
      /GOOGLE_TAG_ORIGIN/,
    );
  });

  it('is named in the site settings, and its origin may serve a script, only when set', async () => {
    const settings = await ctx.request({ method: 'GET', url: '/api/site-settings' });
    expect(settings.json().data.google_tag).toBeNull();
    const page = await ctx.request({ method: 'GET', url: '/' });
    expect(String(page.headers['content-security-policy'])).not.toContain('googletagmanager');

    const tagged = await createTestContext({
      WEB_DIST_DIR: webDist,
      GOOGLE_TAG_ID: 'G-TEST123',
      GOOGLE_TAG_ORIGIN: 'http://127.0.0.1:9/',
    });
    try {
      const answer = await tagged.request({ method: 'GET', url: '/api/site-settings' });
      expect(answer.json().data.google_tag).toEqual({ id: 'G-TEST123', origin: 'http://127.0.0.1:9' });
      const csp = String(
        (await tagged.request({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' http://127.0.0.1:9");
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    } finally {
      await tagged.close();
    }
  });
});
