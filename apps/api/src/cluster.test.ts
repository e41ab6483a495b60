import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/client';
import { seedSiteData } from './db/demo-data';
import { createScratchDatabase } from './db/scratch-database';
import { freePort } from './test/api-process';

const serverUrl = process.env.DATABASE_URL;
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The primary starts a replacement within this long of a worker's death... */
const FORKED_WITHIN_MS = 1_000;
/**
 * ...and it is answering within this long: a worker's boot is about 2 s of CPU (loading the app),
 * which a loaded two-core machine running other test files beside this one can stretch.
 */
const REPLACED_WITHIN_MS = 15_000;

type LogLine = {
  msg?: string;
  role?: string;
  workerPid?: number;
  restartInMs?: number;
  bootMs?: number;
  at: number;
};

// Issue 14: `npm start` on PostgreSQL runs one API worker per core (API_WORKERS) under a primary
// that starts a worker again when one dies and stops them all gracefully. The real server, two
// workers, one killed with SIGKILL while requests flow.
describe.skipIf(!serverUrl)('npm start on PostgreSQL: a cluster of API workers', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let primary: ChildProcess | undefined;
  const lines: LogLine[] = [];
  const workerPids = new Set<number>();

  beforeAll(async () => {
    const templates = inject('databaseTemplates');
    const template = templates?.engine === 'postgres' ? templates.databases.site : undefined;
    scratch = await createScratchDatabase(serverUrl!, 'parkstays_cluster', template);
    if (!template) {
      const database = await openDatabase({ databaseUrl: scratch.url });
      await database.migrate();
      await seedSiteData(database.db);
      await database.close();
    }
  }, 60_000);

  afterAll(async () => {
    // Only what this test started: the primary, and the workers it reported.
    if (primary && primary.exitCode === null && primary.signalCode === null) {
      primary.kill('SIGKILL');
      await once(primary, 'exit');
    }
    for (const pid of workerPids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await scratch?.drop();
  }, 60_000);

  it('keeps answering while a worker is killed, has a replacement answering within seconds, and stops gracefully', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        API_WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '1000000',
        WEB_DIST_DIR: '/nonexistent',
        SCHEDULED_WORK_CRON: 'off',
      },
    });
    const exited = once(primary, 'exit');
    createInterface({ input: primary.stdout! }).on('line', (text) => {
      try {
        const line = { ...(JSON.parse(text) as LogLine), at: Date.now() };
        lines.push(line);
        if (line.msg === 'worker listening' && line.workerPid) workerPids.add(line.workerPid);
      } catch {
        // not a log line
      }
    });
    const listening = () => lines.filter((l) => l.msg === 'worker listening');
    const waitFor = async (what: string, done: () => boolean, ms: number) => {
      const deadline = Date.now() + ms;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        if (primary!.exitCode !== null) throw new Error(`the primary exited (${primary!.exitCode})`);
        await sleep(25);
      }
    };
    await waitFor('two workers', () => listening().length >= 2, 60_000);
    const [first, second] = listening().map((l) => l.workerPid!);
    expect(first).not.toBe(second);
    // The primary migrated (and would have seeded) once; the workers only opened the database.
    const ready = lines.filter((l) => l.msg === 'database ready');
    expect(ready.filter((l) => l.role === 'primary')).toHaveLength(1);
    expect(ready.filter((l) => l.role !== 'primary' && 'demoDataLoaded' in l)).toEqual([]);

    // Requests flow from four clients the whole time.
    const answers: { startedAt: number; endedAt: number; ok: boolean }[] = [];
    let flowing = true;
    const client = async () => {
      while (flowing) {
        const startedAt = Date.now();
        const ok = await fetch(`${base}/api/site-settings`, { signal: AbortSignal.timeout(5_000) }).then(
          (r) => r.ok,
          () => false,
        );
        answers.push({ startedAt, endedAt: Date.now(), ok });
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await sleep(500);

    const killedAt = Date.now();
    process.kill(first!, 'SIGKILL');
    await waitFor(
      'a replacement worker',
      () => listening().some((l) => l.workerPid !== first && l.workerPid !== second),
      REPLACED_WITHIN_MS,
    );
    const replacement = listening().find((l) => l.workerPid !== first && l.workerPid !== second)!;
    const replacedMs = replacement.at - killedAt;
    const died = lines.find((l) => l.msg === 'worker died: starting another' && l.workerPid === first)!;

    // The other worker answered every request begun once the primary knew the first had gone.
    const meanwhile = answers.filter((a) => a.startedAt > killedAt + 500 && a.startedAt < replacement.at);
    expect(meanwhile.length).toBeGreaterThan(0);
    expect(meanwhile.filter((a) => !a.ok)).toEqual([]);

    // The replacement answers: with the other original killed too, it is the only worker left
    // until the other's replacement is up, and requests are still answered in that time.
    await sleep(300);
    const secondKilledAt = Date.now();
    process.kill(second!, 'SIGKILL');
    await waitFor('a second replacement', () => listening().length >= 4, REPLACED_WITHIN_MS);
    const secondReplacementAt = listening()[3]!.at;
    const byReplacement = answers.filter(
      (a) => a.startedAt > secondKilledAt + 500 && a.endedAt < secondReplacementAt && a.ok,
    );
    await sleep(300);
    flowing = false;
    await Promise.all(clients);
    const afterwards = answers.filter((a) => a.startedAt > secondReplacementAt + 100);
    process.stdout.write(
      `cluster of 2: replacement started ${died.at - killedAt} ms and listening ${replacedMs} ms after SIGKILL ` +
        `(booted in ${replacement.bootMs} ms); ${meanwhile.length} requests answered ` +
        `by the other worker meanwhile; ${byReplacement.length} answered by the replacement alone; ` +
        `${answers.filter((a) => !a.ok).length} of ${answers.length} failed (in flight on a killed worker)\n`,
    );
    expect(died.restartInMs).toBe(0);
    expect(died.at - killedAt).toBeLessThan(FORKED_WITHIN_MS);
    expect(replacedMs).toBeLessThan(REPLACED_WITHIN_MS);
    expect(secondReplacementAt - secondKilledAt).toBeLessThan(REPLACED_WITHIN_MS);
    expect(byReplacement.length).toBeGreaterThan(0);
    expect(afterwards.filter((a) => !a.ok)).toEqual([]);

    // SIGTERM: requests in flight (their bodies still arriving) are answered, then all stop.
    const slow = Array.from({ length: 4 }, (_, i) => {
      const body = JSON.stringify({
        email: `cluster${i}@example.test`,
        password: 'Shepherd-Crook-81',
        first_name: 'Clu',
        last_name: 'Ster',
        country_code: 'GB',
      });
      const request = http.request(`${base}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answered = new Promise<number>((resolve, reject) => {
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      return { request, rest: body.slice(10), answered };
    });
    await sleep(500);
    primary.kill('SIGTERM');
    await sleep(500);
    for (const { request, rest } of slow) request.end(rest);
    expect(await Promise.all(slow.map((s) => s.answered))).toEqual([201, 201, 201, 201]);
    const stoppedAt = Date.now();
    const [code] = await exited;
    const shutdown = lines.filter((l) => l.at >= stoppedAt - 1_500).map((l) => JSON.stringify(l));
    expect(code, shutdown.join('\n')).toBe(0);
    // Stopped once the requests in flight were answered, not after the grace period.
    expect(Date.now() - stoppedAt, shutdown.join('\n')).toBeLessThan(5_000);
    for (const pid of workerPids) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
