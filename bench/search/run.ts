/**
 * npm run bench:search: the availability search under load, against a large data set, beside a bare
 * node:http server sending the same bytes (the limit). See bench/README.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZFindAvailabilityResponse } from '@parkstays/contract';
import pg from 'pg';
import { type BenchDatabase, createBenchDatabase, DEFAULT_SERVER_URL } from './bench-database';
import { type DataSetSizes, LARGE_DATA_SHAPE, loadLargeData } from './large-data';
import { drive, type LoadResult } from './load';
import { buildSearchMix, londonDate, SEARCH_MIX_SEED } from './search-mix';
import { freePort, REPO_ROOT, type ServerProcess, startApi, startPlainServer } from './servers';

const TARGETS = { p99MsAt32: 50, apiShareOfPlainAt32: 0.2 } as const;
const CONNECTIONS = [1, 32] as const;

function envNumber(name: string, fallback: number) {
  const value = process.env[name];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number, not ${value}`);
  return parsed;
}

const settings = {
  serverUrl: process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
  warmupS: envNumber('BENCH_WARMUP_S', 5),
  durationS: envNumber('BENCH_DURATION_S', 20),
  searches: envNumber('BENCH_SEARCHES', 200),
  apiPort: envNumber('BENCH_API_PORT', 3201),
  plainPort: envNumber('BENCH_PLAIN_PORT', 3202),
  /** The whole run stops (and cleans up) after this long. */
  deadlineS: envNumber('BENCH_DEADLINE_S', 600),
  /** Extra node flags for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
  apiNodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
};

const out = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Cleanup runs once, last-registered first, on success, failure, Ctrl-C or the deadline.
const cleanups: (() => Promise<void>)[] = [];
let interrupted = false;
let cleaning: Promise<void> | undefined;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) => console.error('cleanup:', error));
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and dropping the bench database`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
const deadline = setTimeout(() => {
  console.error(`bench:search still running after ${settings.deadlineS} s: giving up`);
  void cleanUp().finally(() => process.exit(1));
}, settings.deadlineS * 1000);
deadline.unref();

type Fetched = { path: string; contentType: string; body: Uint8Array; results: number };

/** One request per search, in order: the bytes the plain server will send, checked against the contract. */
async function fetchAnswers(origin: string, paths: readonly string[]): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  for (const searchPath of paths) {
    const response = await fetch(`${origin}${searchPath}`);
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) {
      const hint = response.status === 404 ? ' (is GET /api/find-availability there yet?)' : '';
      throw new Error(
        `${searchPath} answered ${response.status}${hint}: ${new TextDecoder().decode(body).slice(0, 300)}`,
      );
    }
    const parsed = ZFindAvailabilityResponse.safeParse(JSON.parse(new TextDecoder().decode(body)));
    if (!parsed.success)
      throw new Error(`${searchPath} answered outside the contract: ${parsed.error.message}`);
    fetched.push({
      path: searchPath,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body,
      results: parsed.data.data.length,
    });
  }
  return fetched;
}

async function machine(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('SELECT version()');
    const cpus = os.cpus();
    return {
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      postgres: rows[0]?.version ?? 'unknown',
    };
  } finally {
    await client.end();
  }
}

function table(rows: { name: string; result: LoadResult }[]) {
  const header = ['', 'p50 ms', 'p99 ms', 'req/s', 'MB/s', 'requests', 'non-2xx', 'errors'];
  const lines = rows.map(({ name, result }) => [
    name,
    result.p50Ms.toFixed(2),
    result.p99Ms.toFixed(2),
    String(result.rps),
    result.mbPerS.toFixed(1),
    String(result.requests),
    String(result.non2xx),
    String(result.errors),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i]!.length)));
  const format = (line: string[]) =>
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}

async function main() {
  const startedAt = new Date();
  const runStarted = performance.now();
  out(`bench:search  ${startedAt.toISOString()}  node ${process.version}`);

  // 1. A fresh database with the large data set.
  let loadStarted = performance.now();
  const database: BenchDatabase = await createBenchDatabase(settings.serverUrl);
  cleanups.push(async () => {
    await database.drop();
    out(`dropped database ${database.name}`);
  });
  out(`database ${database.name} created and migrated in ${seconds(performance.now() - loadStarted)}`);
  loadStarted = performance.now();
  const sizes: DataSetSizes = await loadLargeData(database.url, (step, ms) =>
    out(`  ${step.padEnd(48)} ${seconds(ms).padStart(8)}`),
  );
  const loadMs = performance.now() - loadStarted;
  out(`large data set loaded in ${seconds(loadMs)}: ${JSON.stringify(sizes)}`);

  // 2. The API, as production runs it.
  const apiStarted = performance.now();
  const api: ServerProcess = await startApi(
    database.url,
    await freePort(settings.apiPort),
    settings.apiNodeArgs,
  );
  cleanups.push(() => api.stop());
  out(`API answering on ${api.origin} after ${seconds(performance.now() - apiStarted)}`);

  // 3. The searches, and what the API answers to each (also the plain server's answers).
  const today = londonDate();
  const paths = buildSearchMix({ count: settings.searches, parks: LARGE_DATA_SHAPE.parks, today });
  const fetchStarted = performance.now();
  const answers = await fetchAnswers(api.origin, paths);
  const bytes = answers.map((a) => a.body.byteLength);
  const results = answers.map((a) => a.results);
  const mix = {
    seed: SEARCH_MIX_SEED,
    today,
    searches: answers.length,
    firstPassMs: Math.round(performance.now() - fetchStarted),
    emptyAnswers: results.filter((n) => n === 0).length,
    meanResults: Math.round(results.reduce((a, b) => a + b, 0) / results.length),
    maxResults: Math.max(...results),
    meanBytes: Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length),
    maxBytes: Math.max(...bytes),
  };
  out(
    `${mix.searches} searches fetched once in ${seconds(mix.firstPassMs)}: ${mix.meanResults} results ` +
      `(max ${mix.maxResults}) and ${mix.meanBytes} bytes (max ${mix.maxBytes}) on average, ` +
      `${mix.emptyAnswers} empty`,
  );

  // 4 and 5. The plain server with the same bytes, then both driven alike.
  const plain: ServerProcess = await startPlainServer(
    await freePort(settings.plainPort),
    answers.map(({ path: p, contentType, body }) => ({ path: p, contentType, body })),
  );
  cleanups.push(() => plain.stop());
  out(`plain server answering on ${plain.origin}`);
  out(`each run: ${settings.warmupS} s warm-up, then ${settings.durationS} s measured`);

  const runs: { name: string; target: 'api' | 'plain'; result: LoadResult }[] = [];
  for (const connections of CONNECTIONS) {
    for (const [target, server] of [
      ['api', api],
      ['plain', plain],
    ] as const) {
      const name = `${target}@${connections}`;
      const result = await drive({
        origin: server.origin,
        paths,
        connections,
        warmupS: settings.warmupS,
        durationS: settings.durationS,
      });
      runs.push({ name, target, result });
      out(`  ${name.padEnd(9)} p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ${result.rps} req/s`);
    }
  }

  // 6. The report.
  const find = (name: string) => runs.find((r) => r.name === name)!.result;
  const ratios = Object.fromEntries(
    CONNECTIONS.map((c) => [
      `at${c}`,
      Math.round((find(`api@${c}`).rps / find(`plain@${c}`).rps) * 1000) / 1000,
    ]),
  );
  const api32 = find('api@32');
  const failures = runs.reduce((sum, r) => sum + r.result.non2xx + r.result.errors + r.result.timeouts, 0);
  const targets = {
    p99At32: { target: `p99 <= ${TARGETS.p99MsAt32} ms at 32 connections`, value: api32.p99Ms },
    shareAt32: {
      target: `api req/s >= ${TARGETS.apiShareOfPlainAt32 * 100}% of plain at 32 connections`,
      value: ratios.at32!,
    },
    noFailures: { target: 'no non-2xx answers, errors or timeouts', value: failures },
  };
  const passed = {
    p99At32: api32.p99Ms <= TARGETS.p99MsAt32,
    shareAt32: ratios.at32! >= TARGETS.apiShareOfPlainAt32,
    noFailures: failures === 0,
  };
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

  out();
  out(table(runs));
  out();
  for (const c of CONNECTIONS)
    out(`api/plain req/s at ${c} connection${c === 1 ? '' : 's'}: ${ratios[`at${c}`]}`);
  out(`${mark(passed.p99At32)}  ${targets.p99At32.target}: ${api32.p99Ms} ms`);
  out(`${mark(passed.shareAt32)}  ${targets.shareAt32.target}: ${(ratios.at32! * 100).toFixed(1)}%`);
  out(`${mark(passed.noFailures)}  ${targets.noFailures.target}: ${failures}`);

  const report = {
    timestamp: startedAt.toISOString(),
    machine: await machine(database.url),
    settings: {
      warmupS: settings.warmupS,
      durationS: settings.durationS,
      connections: CONNECTIONS,
      loadGenerator: 'autocannon 8.0.0 (in the bench process), keep-alive, round-robin over the mix',
      /** The API's answer cache; production runs with its default. */
      availabilityCacheSeconds: process.env.AVAILABILITY_CACHE_SECONDS || 'default',
    },
    dataSet: { shape: LARGE_DATA_SHAPE, rows: sizes, loadMs: Math.round(loadMs) },
    searchMix: mix,
    runs: Object.fromEntries(runs.map((r) => [r.name, r.result])),
    ratioApiToPlainRps: ratios,
    targets: Object.fromEntries(
      Object.entries(targets).map(([key, t]) => [key, { ...t, pass: passed[key as keyof typeof passed] }]),
    ),
    pass: Object.values(passed).every(Boolean),
    totalMs: Math.round(performance.now() - runStarted),
  };
  const file = path.join(REPO_ROOT, 'bench', 'results', 'search.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  out(`wrote ${path.relative(REPO_ROOT, file)}`);
  return report.pass;
}

let exitCode = 1;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (error) {
  if (!interrupted)
    console.error('bench:search failed:', error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await cleanUp();
  clearTimeout(deadline);
}
process.exit(exitCode);
