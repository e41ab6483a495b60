/**
 * The server the browser journeys run against: a fresh database every run (a temporary PGlite
 * directory, or a new database on the DATABASE_URL server, dropped on exit), the demo data,
 * the built web app, and its own rate-limit key prefix.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { boot, serve } from '../src/boot';
import { loadConfig } from '../src/config';

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
};

let cleanUp: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const name = `parkstays_e2e_${runId}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanUp = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'parkstays-e2e-'));
  env.PGLITE_DATA_DIR = dir;
  cleanUp = async () => rmSync(dir, { recursive: true, force: true });
}

const config = loadConfig(env);
await serve(await boot(config), config, cleanUp);
