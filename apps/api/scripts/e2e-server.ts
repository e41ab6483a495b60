/**
 * The server the browser journeys run against: a fresh database every run (a temporary PGlite
 * directory, or a new database on the DATABASE_URL server, dropped on exit), the demo data,
 * the built web app, and its own rate-limit key prefix.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { boot, serve } from '../src/boot';
import { loadConfig } from '../src/config';
import { createScratchDatabase } from '../src/db/scratch-database';

const runId = randomUUID().replaceAll('-', '').slice(0, 12);
const env: Record<string, string | undefined> = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  MAIL_OUTBOX_VIEWER: 'true',
  RATE_LIMIT_PREFIX: `e2e:${runId}:`,
  // Every journey's guest books from 127.0.0.1; the limit per address has its own API test. The
  // limits per account and per e-mail stay as in production: each journey books as a guest of its
  // own, so one journey's holds never count against another's.
  MAX_LIVE_HOLDS_PER_IP: process.env.MAX_LIVE_HOLDS_PER_IP ?? '1000',
};

// Photos the journeys upload go to a folder of the run's own.
const mediaDir = mkdtempSync(path.join(tmpdir(), 'parkstays-e2e-media-'));
env.MEDIA_DIR = mediaDir;
const dropMedia = () => rmSync(mediaDir, { recursive: true, force: true });
let cleanUp: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'parkstays_e2e');
  env.DATABASE_URL = scratch.url;
  cleanUp = async () => {
    dropMedia();
    await scratch.drop();
  };
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'parkstays-e2e-'));
  env.PGLITE_DATA_DIR = dir;
  cleanUp = async () => {
    dropMedia();
    rmSync(dir, { recursive: true, force: true });
  };
}

const config = loadConfig(env);
await serve(await boot(config), config, cleanUp);
