/**
 * npm run bench:search: the availability search under load, against a large data set, beside a bare
 * node:http server sending the same bytes (the limit). See bench/README.md.
 *
 * The main measure is the engine itself: thousands of different searches, with the API's answer
 * cache off, while bookings flow through the API; each case is run A/B against the plain server,
 * interleaved, over three rounds, and the medians compared. The cached case (the API's default,
 * popular searches repeating) is its own line.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ZFindAvailabilityResponse } from '@parkstays/contract';
import pg from 'pg';
import { alignedTable, benchRun, envNumber, machineOf, out, seconds, writeResultsSection } from '../common';
import { createLargeBenchDatabase, DEFAULT_SERVER_URL } from './bench-database';
import { type BookingFlowResult, type Stay, signUpGuests, startBookingFlow } from './bookings';
import { LARGE_DATA_SHAPE } from './large-data';
import { drive, type LoadResult } from './load';
import { buildSearchMix, buildVariedMix, londonDate, SEARCH_MIX_SEED } from './search-mix';
import { freePort, REPO_ROOT, type ServerProcess, startApi, startPlainServer } from './servers';

const TARGETS = { p99MsAt32: 50, apiShareOfPlainAt32: 0.25 } as const;
const CONNECTIONS = [1, 32] as const;

const settings = {
  serverUrl: process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
  warmupS: envNumber('BENCH_WARMUP_S', 3),
  durationS: envNumber('BENCH_DURATION_S', 15),
  rounds: Math.max(1, Math.round(envNumber('BENCH_ROUNDS', 3))),
  /** Distinct searches of the uncached case. */
  searches: envNumber('BENCH_SEARCHES', 3000),
  /** Distinct (popular) searches of the cached case. */
  cachedSearches: envNumber('BENCH_CACHED_SEARCHES', 200),
  bookingsPerSecond: envNumber('BENCH_BOOKINGS_PER_S', 5),
  apiWorkers: process.env.BENCH_API_WORKERS ?? '',
  apiPort: envNumber('BENCH_API_PORT', 3201),
  plainPort: envNumber('BENCH_PLAIN_PORT', 3202),
  /** The whole run stops (and cleans up) after this long. */
  deadlineS: envNumber('BENCH_DEADLINE_S', 900),
  /** Extra node flags for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof". */
  apiNodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
};

const run = benchRun('bench:search', settings.deadlineS);
const { cleanups } = run;
const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'RESULTS.md');
async function writeResults(heading: string, section: string) {
  await writeResultsSection(RESULTS_FILE, heading, section);
  return path.relative(REPO_ROOT, RESULTS_FILE);
}

type Fetched = { path: string; contentType: string; body: Uint8Array; results: number; stays: Stay[] };

/** Each search once, a few at a time: the bytes the plain server will send, checked against the contract. */
async function fetchAnswers(origin: string, paths: readonly string[]): Promise<Fetched[]> {
  const fetched: Fetched[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      const searchPath = paths[index]!;
      const response = await fetch(`${origin}${searchPath}`);
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200) {
        throw new Error(
          `${searchPath} answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 300)}`,
        );
      }
      const parsed = ZFindAvailabilityResponse.safeParse(JSON.parse(new TextDecoder().decode(body)));
      if (!parsed.success)
        throw new Error(`${searchPath} answered outside the contract: ${parsed.error.message}`);
      fetched[index] = {
        path: searchPath,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body,
        results: parsed.data.data.length,
        stays: parsed.data.data
          .filter((row) => row.available_count > 0)
          .map((row) => ({
            grade_code: row.grade_code,
            arrival_date: row.arrival_date,
            no_of_nights: row.no_of_nights,
          })),
      };
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return fetched;
}

function describeMix(answers: Fetched[], firstPassMs: number) {
  const bytes = answers.map((a) => a.body.byteLength);
  const results = answers.map((a) => a.results);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    searches: answers.length,
    firstPassMs: Math.round(firstPassMs),
    emptyAnswers: results.filter((n) => n === 0).length,
    meanResults: Math.round(sum(results) / results.length),
    maxResults: Math.max(...results),
    meanBytes: Math.round(sum(bytes) / bytes.length),
    maxBytes: Math.max(...bytes),
  };
}

/** Share of the machine's CPU time busy over `ms`, from /proc/stat (Linux; undefined elsewhere). */
async function cpuBusy(ms: number): Promise<number | undefined> {
  const read = async () => {
    const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = values[3]! + (values[4] ?? 0);
    return { idle, total: values.reduce((a, b) => a + b, 0) };
  };
  try {
    const a = await read();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const b = await read();
    return Math.round((1 - (b.idle - a.idle) / (b.total - a.total)) * 1000) / 1000;
  } catch {
    return undefined;
  }
}

async function machine(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await machineOf(client);
  } finally {
    await client.end();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Run = { name: string; round: number; result: LoadResult };

/** The median of each measure over the rounds of one case. */
function medianOf(runs: Run[], name: string) {
  const of = runs.filter((r) => r.name === name).map((r) => r.result);
  const m = (pick: (r: LoadResult) => number) => Math.round(median(of.map(pick)) * 100) / 100;
  return {
    rounds: of.length,
    p50Ms: m((r) => r.p50Ms),
    p99Ms: m((r) => r.p99Ms),
    rps: Math.round(median(of.map((r) => r.rps))),
    mbPerS: m((r) => r.mbPerS),
    requests: of.reduce((sum, r) => sum + r.requests, 0),
    failures: of.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
}
type Summary = ReturnType<typeof medianOf>;

function table(rows: { name: string; summary: Summary }[]) {
  const header = ['', 'rounds', 'p50 ms', 'p99 ms', 'req/s', 'MB/s', 'requests', 'failures'];
  const lines = rows.map(({ name, summary }) => [
    name,
    String(summary.rounds),
    summary.p50Ms.toFixed(2),
    summary.p99Ms.toFixed(2),
    String(summary.rps),
    summary.mbPerS.toFixed(1),
    String(summary.requests),
    String(summary.failures),
  ]);
  return alignedTable(header, lines);
}

async function main() {
  const startedAt = new Date();
  const runStarted = performance.now();
  out(`bench:search  ${startedAt.toISOString()}  node ${process.version}`);
  const loadBefore = os.loadavg();
  const busyBefore = await cpuBusy(3_000);
  out(
    `machine: ${os.cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, ` +
      `${busyBefore === undefined ? '?' : `${(busyBefore * 100).toFixed(0)}%`} busy before the run`,
  );

  // 1. A fresh database with the large data set.
  const { database, sizes, loadMs } = await createLargeBenchDatabase(settings.serverUrl, cleanups, out);

  // 2. The API, as production runs it, without its answer cache: every search is the engine's work.
  const apiEnv = {
    // Bookings flow from a few guests on one address: the hold limits are lifted (each booking
    // still runs the limit check).
    MAX_LIVE_HOLDS_PER_ACCOUNT: '1000000',
    MAX_LIVE_HOLDS_PER_EMAIL: '1000000',
    MAX_LIVE_HOLDS_PER_IP: '1000000',
    ...(settings.apiWorkers ? { API_WORKERS: settings.apiWorkers } : {}),
  };
  const workers = settings.apiWorkers || process.env.API_WORKERS || String(os.availableParallelism());
  let apiStarted = performance.now();
  let api: ServerProcess = await startApi(
    database.url,
    await freePort(settings.apiPort),
    settings.apiNodeArgs,
    { ...apiEnv, AVAILABILITY_CACHE_SECONDS: '0' },
  );
  let stopApi = () => api.stop();
  cleanups.push(() => stopApi());
  const apiReadyMs = performance.now() - apiStarted;
  out(`API (${workers} workers, no answer cache) answering on ${api.origin} after ${seconds(apiReadyMs)}`);

  // 3. The searches, and what the API answers to each (also the plain server's answers).
  const today = londonDate();
  const varied = buildVariedMix({ count: settings.searches, parks: LARGE_DATA_SHAPE.parks, today });
  const popular = buildSearchMix({ count: settings.cachedSearches, parks: LARGE_DATA_SHAPE.parks, today });
  let fetchStarted = performance.now();
  const variedAnswers = await fetchAnswers(api.origin, varied);
  const variedMix = {
    seed: SEARCH_MIX_SEED + 1,
    today,
    ...describeMix(variedAnswers, performance.now() - fetchStarted),
  };
  out(
    `${variedMix.searches} varied searches fetched once in ${seconds(variedMix.firstPassMs)} (4 at a time): ` +
      `${variedMix.meanResults} results (max ${variedMix.maxResults}) and ${variedMix.meanBytes} bytes ` +
      `(max ${variedMix.maxBytes}) on average, ${variedMix.emptyAnswers} empty`,
  );
  fetchStarted = performance.now();
  const popularAnswers = await fetchAnswers(api.origin, popular);
  const popularMix = {
    seed: SEARCH_MIX_SEED,
    today,
    ...describeMix(popularAnswers, performance.now() - fetchStarted),
  };
  out(
    `${popularMix.searches} popular searches (the cached case) fetched once: ${popularMix.meanBytes} bytes on average`,
  );

  // 4. The plain server with the same bytes.
  const plain: ServerProcess = await startPlainServer(
    await freePort(settings.plainPort),
    [...variedAnswers, ...popularAnswers].map(({ path: p, contentType, body }) => ({
      path: p,
      contentType,
      body,
    })),
  );
  cleanups.push(() => plain.stop());
  out(`plain server answering on ${plain.origin}`);

  // 5. Bookings through the API all along: stays the searches showed free, shuffled.
  const stays = variedAnswers.flatMap((a) => a.stays);
  if (stays.length < 2) throw new Error('no search showed a free stay to book');
  for (let i = stays.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [stays[i], stays[j]] = [stays[j]!, stays[i]!];
  }
  const tokens = await signUpGuests(api.origin, 4);
  let flow = startBookingFlow({ origin: api.origin, tokens, stays, perSecond: settings.bookingsPerSecond });
  const bookingResults: { phase: string; result: BookingFlowResult }[] = [];
  out(
    `${settings.bookingsPerSecond} bookings a second through the API from now on; each run: ` +
      `${settings.warmupS} s warm-up, then ${settings.durationS} s measured`,
  );

  // 6. A/B, interleaved: each round drives the API and the plain server alike, in turn.
  const runs: Run[] = [];
  const loadDuring: number[] = [];
  const measure = async (
    name: string,
    origin: string,
    paths: readonly string[],
    connections: number,
    round: number,
  ) => {
    const result = await drive({
      origin,
      paths,
      connections,
      warmupS: settings.warmupS,
      durationS: settings.durationS,
    });
    runs.push({ name, round, result });
    loadDuring.push(os.loadavg()[0]!);
    out(
      `  round ${round}  ${name.padEnd(16)} p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  ${result.rps} req/s`,
    );
  };
  for (let round = 1; round <= settings.rounds; round++) {
    for (const connections of CONNECTIONS) {
      const pair = [
        [`api@${connections}`, api.origin],
        [`plain@${connections}`, plain.origin],
      ] as const;
      for (const [name, origin] of round % 2 ? pair : [...pair].reverse())
        await measure(name, origin, varied, connections, round);
    }
  }
  bookingResults.push({ phase: 'uncached', result: await flow.stop() });

  // 7. The cached case: the API as it runs by default (answers kept), popular searches repeating.
  await api.stop();
  apiStarted = performance.now();
  api = await startApi(database.url, await freePort(settings.apiPort), settings.apiNodeArgs, apiEnv);
  stopApi = () => api.stop();
  out(
    `API (${workers} workers, answers kept) answering on ${api.origin} after ${seconds(performance.now() - apiStarted)}`,
  );
  flow = startBookingFlow({
    origin: api.origin,
    tokens,
    stays: [...stays.slice(stays.length >> 1), ...stays.slice(0, stays.length >> 1)],
    perSecond: settings.bookingsPerSecond,
  });
  for (const connections of CONNECTIONS) {
    await measure(`api-cached@${connections}`, api.origin, popular, connections, 1);
    await measure(`plain-popular@${connections}`, plain.origin, popular, connections, 1);
  }
  bookingResults.push({ phase: 'cached', result: await flow.stop() });

  // 8. The report.
  const names = [
    ...CONNECTIONS.flatMap((c) => [`api@${c}`, `plain@${c}`]),
    ...CONNECTIONS.flatMap((c) => [`api-cached@${c}`, `plain-popular@${c}`]),
  ];
  const summaries = Object.fromEntries(names.map((name) => [name, medianOf(runs, name)])) as Record<
    string,
    Summary
  >;
  const ratio = (a: string, b: string) => Math.round((summaries[a]!.rps / summaries[b]!.rps) * 1000) / 1000;
  const ratios = {
    at1: ratio('api@1', 'plain@1'),
    at32: ratio('api@32', 'plain@32'),
    cachedAt1: ratio('api-cached@1', 'plain-popular@1'),
    cachedAt32: ratio('api-cached@32', 'plain-popular@32'),
  };
  const api32 = summaries['api@32']!;
  const failures = Object.values(summaries).reduce((sum, s) => sum + s.failures, 0);
  const bookingErrors = bookingResults.reduce(
    (sum, { result }) =>
      sum +
      Object.entries(result.statuses).reduce(
        (n, [status, count]) => n + (status === 'error' || Number(status) >= 500 ? count : 0),
        0,
      ),
    0,
  );
  const targets = {
    p99At32: {
      target: `uncached p99 <= ${TARGETS.p99MsAt32} ms at 32 connections (median of rounds)`,
      value: api32.p99Ms,
    },
    shareAt32: {
      target: `uncached api req/s >= ${TARGETS.apiShareOfPlainAt32 * 100}% of plain at 32 connections (medians)`,
      value: ratios.at32,
    },
    noFailures: {
      target: 'no non-2xx answers, errors or timeouts; no booking 5xx',
      value: failures + bookingErrors,
    },
  };
  const passed = {
    p99At32: api32.p99Ms <= TARGETS.p99MsAt32,
    shareAt32: ratios.at32 >= TARGETS.apiShareOfPlainAt32,
    noFailures: failures + bookingErrors === 0,
  };
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const loadAfter = os.loadavg();
  const host = await machine(database.url);

  const rowsTable = table(names.map((name) => ({ name, summary: summaries[name]! })));
  const bookingLines = bookingResults.map(
    ({ phase, result }) =>
      `bookings (${phase}): ${result.sent} sent at ${result.perSecond}/s, ${Object.entries(result.statuses)
        .map(([s, n]) => `${n} × ${s}`)
        .join(', ')}; p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
  );
  out();
  out(rowsTable);
  out();
  out(
    `api/plain req/s (medians): at 1 ${ratios.at1}, at 32 ${ratios.at32}; cached at 1 ${ratios.cachedAt1}, at 32 ${ratios.cachedAt32}`,
  );
  for (const line of bookingLines) out(line);
  out(`${mark(passed.p99At32)}  ${targets.p99At32.target}: ${api32.p99Ms} ms`);
  out(`${mark(passed.shareAt32)}  ${targets.shareAt32.target}: ${(ratios.at32 * 100).toFixed(1)}%`);
  out(`${mark(passed.noFailures)}  ${targets.noFailures.target}: ${failures + bookingErrors}`);

  const report = {
    timestamp: startedAt.toISOString(),
    machine: {
      ...host,
      loadAverageBefore: loadBefore,
      cpuBusyBeforeRun: busyBefore,
      loadAverageDuringRuns: loadDuring,
      loadAverageAfter: loadAfter,
    },
    settings: {
      warmupS: settings.warmupS,
      durationS: settings.durationS,
      rounds: settings.rounds,
      connections: CONNECTIONS,
      apiWorkers: workers,
      bookingsPerSecond: settings.bookingsPerSecond,
      loadGenerator: 'autocannon 8.0.0 (in the bench process), keep-alive, round-robin over the mix',
    },
    dataSet: { shape: LARGE_DATA_SHAPE, rows: sizes, loadMs: Math.round(loadMs) },
    apiReadyMs: Math.round(apiReadyMs),
    searchMix: { varied: variedMix, popular: popularMix },
    medians: summaries,
    runs: runs.map((r) => ({ name: r.name, round: r.round, ...r.result })),
    ratioApiToPlainRps: ratios,
    bookings: bookingResults,
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

  const section = [
    '## Search',
    '',
    `\`npm run bench:search\` on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (bench/README.md says what it does).`,
    '',
    `- Machine: ${host.cpus} × ${host.cpuModel}, ${host.memoryGiB} GiB, ${host.platform}; node ${host.node}; ${host.postgres.split(',')[0]} on the same machine.`,
    `- Load: load average ${loadBefore.map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min) before the run with the CPUs ${busyBefore === undefined ? '?' : `${Math.round(busyBefore * 100)}%`} busy (other work on the machine); ${Math.round(Math.min(...loadDuring) * 100) / 100}–${Math.round(Math.max(...loadDuring) * 100) / 100} during the runs. The load generator, the API (${workers} workers), the plain server and PostgreSQL share the CPUs.`,
    `- Data: ${sizes.park} parks, ${sizes.grade} grades, ${sizes.unit} units, ${sizes.price} prices, ${sizes.booking} bookings. API ready ${seconds(apiReadyMs)} after start (the engine loads everything first).`,
    `- Uncached: ${variedMix.searches} different searches (every arrival day over 6 months, all parks or one, 1–21 nights, parties of 1–13, pets or not; ${variedMix.meanBytes} bytes on average, up to ${variedMix.maxBytes}), the API's answer cache off, ${settings.bookingsPerSecond} bookings a second through the API throughout; A/B against the plain server, interleaved, ${settings.rounds} rounds of ${settings.warmupS} s warm-up + ${settings.durationS} s; medians.`,
    `- Cached: ${popularMix.searches} popular searches repeating, the API's default answer cache, bookings flowing; one round.`,
    '',
    '```',
    rowsTable,
    '```',
    '',
    `api/plain req/s (medians): ${(ratios.at1 * 100).toFixed(1)}% at 1 connection, **${(ratios.at32 * 100).toFixed(1)}% at 32**; cached ${(ratios.cachedAt1 * 100).toFixed(1)}% at 1, ${(ratios.cachedAt32 * 100).toFixed(1)}% at 32.`,
    '',
    'Before the availability engine (decision 014, one SQL query per search, as measured for issue 14): 78–83 uncached searches a second at 32 connections, p50 300 ms, p99 1.4–1.6 s.',
    '',
    ...bookingLines.map((line) => `- ${line}`),
    '',
    `- ${mark(passed.p99At32)} ${targets.p99At32.target}: ${api32.p99Ms} ms`,
    `- ${mark(passed.shareAt32)} ${targets.shareAt32.target}: ${(ratios.at32 * 100).toFixed(1)}%`,
    `- ${mark(passed.noFailures)} ${targets.noFailures.target}: ${failures + bookingErrors}`,
    '',
    'Every run: `bench/results/search.json`.',
  ].join('\n');
  out(`wrote ${await writeResults('Search', section)} ("## Search")`);
  return report.pass;
}

await run.finish(main);
