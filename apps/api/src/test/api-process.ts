import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase } from '../db/client';
import { seedSiteData } from '../db/demo-data';
import { createScratchDatabase } from '../db/scratch-database';
import { bookingForm, type StayRequest } from './held-stay';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * A signed-in guest asks API process `base` for `stay` over HTTP, as the booking form does; more
 * `headers` (a forwarded address) go with it. The raw answer.
 */
export function bookOverHttp(
  base: string,
  guest: { token: string; email: string },
  stay: StayRequest,
  headers: Record<string, string> = {},
) {
  return fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${guest.token}`, ...headers },
    body: JSON.stringify(bookingForm(guest.email, stay)),
  });
}

/** The API as production runs it (`src/server.ts`), in its own process, on a server database. */
export function startApiProcess(
  databaseUrl: string,
  port: number,
  prefix: string,
  env: Record<string, string> = {},
): ChildProcess {
  // API_PROCESS_LOG_DIR keeps each process's output, to see why one did not start.
  const logDir = process.env.API_PROCESS_LOG_DIR;
  const log = logDir ? openSync(path.join(logDir, `${prefix}-${port}.log`), 'a') : 'ignore';
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PREFIX: `${prefix}:${port}:`,
      WEB_DIST_DIR: '/nonexistent',
      // One process each: the race tests start as many as they want (the cluster has its own test).
      API_WORKERS: '1',
      // The race tests book many stays as one guest from one address; the limits have their own tests.
      MAX_LIVE_HOLDS_PER_ACCOUNT: '100000',
      MAX_LIVE_HOLDS_PER_EMAIL: '100000',
      MAX_LIVE_HOLDS_PER_IP: '100000',
      // The race tests are about requests, not jobs: each process runs the jobs on its own runner
      // and opens no pg-boss connections, so four processes still fit max_connections beside
      // another file's. The tests of the queue itself ask for pg-boss (JOB_QUEUE=pg-boss).
      JOB_QUEUE: 'in-process',
      ...env,
    },
  });
}

export async function waitUntilUp(port: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/site-settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API on port ${port} did not start`);
}

/** Sends SIGTERM to every process still running and waits for each to exit. */
async function endAll(processes: ChildProcess[]) {
  const running = processes.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => once(child, 'exit')));
}

/**
 * A scratch database on the PostgreSQL server at `serverUrl` with the site data, and `count` API
 * processes on it: what the race tests book against. `stop()` ends the processes and drops it.
 */
export async function startApiCluster(
  serverUrl: string,
  name: string,
  count: number,
  env: Record<string, string> = {},
) {
  // A copy of the run's template with the site data when Vitest's global setup made one.
  const templates = inject('databaseTemplates');
  const template = templates?.engine === 'postgres' ? templates.databases.site : undefined;
  const scratch = await createScratchDatabase(serverUrl, `parkstays_${name}`, template);
  const database = await openDatabase({ databaseUrl: scratch.url });
  if (!template) {
    await database.migrate();
    await seedSiteData(database.db);
  }
  const ports: number[] = [];
  const processes: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    ports.push(port);
    processes.push(startApiProcess(scratch.url, port, name, env));
  }
  await Promise.all(ports.map(waitUntilUp));
  return {
    db: database.db,
    /** The scratch database, for a process a test starts itself (after killing one). */
    url: scratch.url,
    ports,
    /** Whether every process is still running. */
    allRunning: () => processes.every((child) => child.exitCode === null && child.signalCode === null),
    /** Ends one process at once, as a crash would. */
    async kill(index: number) {
      const child = processes[index]!;
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
    /** Signs up a user through the first process and answers its bearer token. */
    async signUp(email: string, password: string) {
      const response = await fetch(`http://127.0.0.1:${ports[0]}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, first_name: 'Rae', last_name: 'Cer', country_code: 'GB' }),
      });
      return ((await response.json()) as { data: { bearer_token: string } }).data.bearer_token;
    },
    /** Logs an existing account in through process `through` (the first) and answers its bearer token. */
    async logIn(who: { email: string; password: string }, through = 0) {
      const response = await fetch(`http://127.0.0.1:${ports[through]}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: who.email, password: who.password }),
      });
      return ((await response.json()) as { data: { bearer_token: string } }).data.bearer_token;
    },
    /** Ends every process as a deploy would (SIGTERM), keeping the database to be read. */
    async endProcesses() {
      await endAll(processes);
    },
    async stop() {
      await endAll(processes);
      await database.close();
      await scratch.drop();
    },
  };
}

export type ApiCluster = Awaited<ReturnType<typeof startApiCluster>>;

/**
 * `count` API processes on a scratch database of the PostgreSQL server at DATABASE_URL for the
 * tests of the surrounding `describe`: started before them (within `startTimeout`) and stopped
 * after. The cluster answered is filled in once it has started.
 */
export function apiClusterForTests(
  name: string,
  count: number,
  env: Record<string, string> = {},
  startTimeout = 120_000,
) {
  const cluster = {} as ApiCluster;
  beforeAll(async () => {
    Object.assign(cluster, await startApiCluster(process.env.DATABASE_URL!, name, count, env));
  }, startTimeout);
  // Nothing to stop when it never started.
  afterAll(() => cluster.stop?.(), 60_000);
  return cluster;
}

/** A card identifier from the card sandbox through the API process at `base`, as the browser makes one. */
export async function sandboxCardOverHttp(base: string, token: string, cardholderName = 'SUCCESSFUL') {
  const key = (await (
    await fetch(`${base}/api/payments/session-key`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { merchantSessionKey: string } };
  const made = (await (
    await fetch(`${base}/api/v1/card-identifiers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key.data.merchantSessionKey}` },
      body: JSON.stringify({
        cardDetails: { cardholderName, cardNumber: '4929000000006', expiryDate: '1230', securityCode: '123' },
      }),
    })
  ).json()) as { cardIdentifier: string };
  return { merchantSessionKey: key.data.merchantSessionKey, cardIdentifier: made.cardIdentifier };
}
