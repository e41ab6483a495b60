/**
 * npm run bench:booking: booking creation (POST /api/bookings) under load at 32 connections, on
 * PostgreSQL with the large data set of bench:search: random stays, and a hot spot where every
 * connection races for a few units. See bench/README.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  alignedTable,
  benchRun,
  envNumber,
  generator,
  machineOf,
  out,
  seconds,
  writeResultsSection,
} from '../common';
import { createLargeBenchDatabase, DEFAULT_SERVER_URL } from '../search/bench-database';
import { signUpGuests } from '../search/bookings';
import { LARGE_DATA_SHAPE } from '../search/large-data';
import { londonDate } from '../search/search-mix';
import { freePort, REPO_ROOT, type ServerProcess, startApi } from '../search/servers';
import { type BookingLoadResult, type BookingRequest, driveBookings } from './load';

const settings = {
  serverUrl: process.env.BENCH_DATABASE_URL || DEFAULT_SERVER_URL,
  connections: envNumber('BENCH_CONNECTIONS', 32),
  warmupS: envNumber('BENCH_WARMUP_S', 5),
  durationS: envNumber('BENCH_DURATION_S', 20),
  hotDurationS: envNumber('BENCH_HOT_DURATION_S', 10),
  apiPort: envNumber('BENCH_API_PORT', 3203),
  /** API worker processes (API_WORKERS); unset: the API's default, one per core. */
  apiWorkers: process.env.BENCH_API_WORKERS || process.env.API_WORKERS || '',
  deadlineS: envNumber('BENCH_DEADLINE_S', 600),
  apiNodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
};

/** The hot spot: these stays of three grades, each left with HOT_FREE_UNITS free units. */
const HOT_STAYS = [
  { gradeCode: 'P05G02', arrivalOffset: 45, nights: 7 },
  { gradeCode: 'P17G08', arrivalOffset: 75, nights: 7 },
  { gradeCode: 'P33G15', arrivalOffset: 105, nights: 7 },
] as const;
const HOT_FREE_UNITS = 4;
/** Stays the random case books: the price list's lengths, weighted towards short breaks and weeks. */
const NIGHTS = [1, 2, 3, 3, 4, 4, 7, 7, 7, 14, 21];
const RANDOM_SEED = 20_261_124;

const run = benchRun('bench:booking', settings.deadlineS);
const { cleanups } = run;
const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'RESULTS.md');
async function writeResults(heading: string, section: string) {
  await writeResultsSection(RESULTS_FILE, heading, section);
  return path.relative(REPO_ROOT, RESULTS_FILE);
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const stayRange = `daterange($2::date, $2::date + $3::int, '[)')`;
const FREE_UNITS = `
  SELECT u.id FROM unit u
  WHERE u.grade_id = (SELECT id FROM grade WHERE grade_code = $1)
    AND NOT EXISTS (SELECT 1 FROM booking b WHERE b.unit_id = u.id AND b.status IN ('held', 'confirmed')
                      AND b.stay && ${stayRange})`;

/** Books (confirmed, straight in SQL) every free unit of each hot stay but HOT_FREE_UNITS. */
async function prepareHotSpot(client: pg.Client, today: string) {
  const stays = [];
  for (const [i, stay] of HOT_STAYS.entries()) {
    const arrival = addDays(today, stay.arrivalOffset);
    const args = [stay.gradeCode, arrival, stay.nights];
    await client.query(
      `INSERT INTO booking (booking_no, grade_id, unit_id, arrival_date, no_of_nights, status)
       SELECT 'BH' || ${i} || lpad(id::text, 7, '0'), (SELECT id FROM grade WHERE grade_code = $1), id,
         $2::date, $3::int, 'confirmed'
       FROM (${FREE_UNITS} ORDER BY u.id OFFSET ${HOT_FREE_UNITS}) AS taken`,
      args,
    );
    const { rows } = await client.query<{ free: number }>(
      `SELECT count(*)::int AS free FROM (${FREE_UNITS}) AS f`,
      args,
    );
    stays.push({ ...stay, arrival, free: rows[0]!.free });
  }
  return stays;
}

/** Pairs of live bookings of one unit on one night, across the whole table (must be none). */
async function doubleBooked(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>(`
    SELECT count(*)::int AS n FROM booking a JOIN booking b
      ON a.unit_id = b.unit_id AND a.id < b.id AND a.stay && b.stay
    WHERE a.status IN ('held', 'confirmed') AND b.status IN ('held', 'confirmed')`);
  return rows[0]!.n;
}

/** A name for guest `index` in letters only (names take letters, apostrophes and hyphens). */
function nameOf(index: number) {
  let name = '';
  for (let n = index; ; n = Math.floor(n / 26) - 1) {
    name = String.fromCharCode(97 + (n % 26)) + name;
    if (n < 26) break;
  }
  return `Guest-${name}`;
}

/** Connection `index`'s guest account: the e-mail its bookings give. */
const accountOf = (index: number) => ({
  email: `bench.guest${index}@example.test`,
  password: 'Bench-Booking-Runner-1',
  last_name: nameOf(index),
});

/** Connection `index`'s guest: signed in, their own e-mail and their own address (X-Forwarded-For). */
function bookingOf(
  tokens: string[],
  index: number,
  stay: { gradeCode: string; arrival: string; nights: number },
): BookingRequest {
  return {
    headers: { authorization: `Bearer ${tokens[index]}`, 'x-forwarded-for': `198.18.0.${index + 1}` },
    body: JSON.stringify({
      grade_code: stay.gradeCode,
      arrival_date: stay.arrival,
      no_of_nights: stay.nights,
      no_of_adults: 2,
      no_of_children: 0,
      first_name: 'Bench',
      last_name: accountOf(index).last_name,
      email: accountOf(index).email,
      phone_number: '07700900000',
      country_code: 'GB',
    }),
  };
}

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${n} × ${key}`)
    .join(', ');

function table(rows: { name: string; result: BookingLoadResult }[]) {
  const header = ['', 'req/s', 'p50 ms', 'p99 ms', 'p99 ms (201)', 'requests', '5xx', 'no answer'];
  const lines = rows.map(({ name, result }) => [
    name,
    String(result.rps),
    result.p50Ms.toFixed(2),
    result.p99Ms.toFixed(2),
    Number.isNaN(result.p99MsCreated) ? '-' : result.p99MsCreated.toFixed(2),
    String(result.requests),
    String(result.serverErrors),
    String(result.failed),
  ]);
  return alignedTable(header, lines);
}

async function main() {
  const startedAt = new Date();
  const runStarted = performance.now();
  // Other work on the machine shows in every figure: kept with them.
  const loadBefore = os.loadavg();
  out(`bench:booking  ${startedAt.toISOString()}  node ${process.version}`);

  // 1. A fresh database with the large data set of bench:search.
  const { database, sizes } = await createLargeBenchDatabase(settings.serverUrl, cleanups, out);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  cleanups.push(() => client.end());

  // 2. The API as production runs it, with the guests' addresses from X-Forwarded-For and the hold
  //    limits lifted (32 guests book thousands of stays); every booking still runs the limit check.
  Object.assign(process.env, {
    TRUST_PROXY: 'true',
    MAX_LIVE_HOLDS_PER_ACCOUNT: '1000000',
    MAX_LIVE_HOLDS_PER_EMAIL: '1000000',
    MAX_LIVE_HOLDS_PER_IP: '1000000',
    ...(settings.apiWorkers ? { API_WORKERS: settings.apiWorkers } : {}),
  });
  const apiStarted = performance.now();
  const api: ServerProcess = await startApi(
    database.url,
    await freePort(settings.apiPort),
    settings.apiNodeArgs,
  );
  cleanups.push(() => api.stop());
  const workers = settings.apiWorkers || String(os.availableParallelism());
  out(`API (${workers} workers) answering on ${api.origin} after ${seconds(performance.now() - apiStarted)}`);
  const tokens = await signUpGuests(api.origin, settings.connections, accountOf);
  out(`${tokens.length} guests signed up`);

  // 3. Random stays: any grade, arrival in the next ~16 months, 1 to 21 nights.
  const today = londonDate();
  const random = generator(RANDOM_SEED);
  const randomStay = () => {
    const park = 1 + Math.floor(random() * LARGE_DATA_SHAPE.parks);
    const grade = 1 + Math.floor(random() * LARGE_DATA_SHAPE.gradesPerPark);
    return {
      gradeCode: `P${String(park).padStart(2, '0')}G${String(grade).padStart(2, '0')}`,
      arrival: addDays(today, 1 + Math.floor(random() * 480)),
      nights: NIGHTS[Math.floor(random() * NIGHTS.length)]!,
    };
  };
  const randomCase = { origin: api.origin, connections: settings.connections };
  out(`random stays: ${settings.warmupS} s warm-up, then ${settings.durationS} s measured`);
  if (settings.warmupS > 0)
    await driveBookings({
      ...randomCase,
      durationS: settings.warmupS,
      next: (i) => bookingOf(tokens, i, randomStay()),
    });
  const randomResult = await driveBookings({
    ...randomCase,
    durationS: settings.durationS,
    next: (i) => bookingOf(tokens, i, randomStay()),
  });
  out(`  random stays  ${randomResult.rps} req/s  ${statusText(randomResult.statuses)}`);

  // 4. The hot spot: every connection books one of three stays, each with four units free.
  const hot = await prepareHotSpot(client, today);
  const freeAtStart = hot.reduce((sum, stay) => sum + stay.free, 0);
  out(
    `hot spot: ${hot.map((s) => `${s.gradeCode} ${s.arrival} ×${s.nights} (${s.free} free)`).join(', ')}; ` +
      `${settings.hotDurationS} s`,
  );
  let turn = 0;
  const hotResult = await driveBookings({
    ...randomCase,
    durationS: settings.hotDurationS,
    next: (i) => bookingOf(tokens, i, hot[turn++ % hot.length]!),
  });
  out(`  hot spot      ${hotResult.rps} req/s  ${statusText(hotResult.statuses)}`);

  // 5. What the database says afterwards.
  const left: number[] = [];
  for (const stay of hot) {
    const { rows } = await client.query<{ free: number }>(
      `SELECT count(*)::int AS free FROM (${FREE_UNITS}) AS f`,
      [stay.gradeCode, stay.arrival, stay.nights],
    );
    left.push(rows[0]!.free);
  }
  const overlaps = await doubleBooked(client);
  const { rows: holdRows } = await client.query<{ live: number }>(
    `SELECT count(*)::int AS live FROM booking WHERE status = 'held' AND hold_expires_at > now() AND paid_pence = 0`,
  );
  const liveHolds = holdRows[0]!.live;

  const created = hotResult.statuses['201'] ?? 0;
  const soldOut = hotResult.statuses['409 SOLD_OUT'] ?? 0;
  const checks = {
    hotNo5xx: {
      target: 'hot spot: no 5xx and every request answered',
      pass: hotResult.serverErrors + hotResult.failed === 0,
    },
    hotSoldExactly: {
      target: `hot spot: exactly the ${freeAtStart} free units booked, the rest answered 409 sold out`,
      pass: created === freeAtStart && soldOut === hotResult.requests - created && left.every((n) => n === 0),
    },
    // Issue 10's bar for a burst on one stay, measured here rather than in a test that shares the
    // machine with the rest of the suite (booking-burst.test.ts asserts what timing cannot show).
    hotP99: {
      target: `hot spot: p99 under 1 s at ${settings.connections} connections (${hotResult.p99Ms.toFixed(0)} ms)`,
      pass: hotResult.p99Ms < 1000,
    },
    randomNo5xx: {
      target: 'random stays: no 5xx and every request answered',
      pass: randomResult.serverErrors + randomResult.failed === 0,
    },
    noDoubleBooking: { target: 'no unit held twice on any night (whole table)', pass: overlaps === 0 },
  };
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

  out();
  const rows = [
    { name: `random stays @${settings.connections}`, result: randomResult },
    { name: `hot spot @${settings.connections}`, result: hotResult },
  ];
  out(table(rows));
  out();
  for (const check of Object.values(checks)) out(`${mark(check.pass)}  ${check.target}`);
  out(`live holds at the end: ${liveHolds}; pairs of live bookings on one unit and night: ${overlaps}`);

  const host = await machineOf(client);
  const loadAfter = os.loadavg();
  const loadText = (load: number[]) => load.map((n) => n.toFixed(2)).join(' / ');
  const report = {
    timestamp: startedAt.toISOString(),
    machine: host,
    settings: {
      connections: settings.connections,
      warmupS: settings.warmupS,
      durationS: settings.durationS,
      hotDurationS: settings.hotDurationS,
      apiWorkers: Number(workers),
      loadGenerator:
        'node:http in the bench process, one keep-alive connection per client, next request on answer',
      randomSeed: RANDOM_SEED,
    },
    dataSet: { shape: LARGE_DATA_SHAPE, rows: sizes },
    hotSpot: hot,
    runs: { randomStays: randomResult, hotSpot: hotResult },
    loadAverage: { before: loadBefore, after: loadAfter },
    liveHoldsAtEnd: liveHolds,
    doubleBookedPairs: overlaps,
    checks,
    pass: Object.values(checks).every((c) => c.pass),
    totalMs: Math.round(performance.now() - runStarted),
  };
  const json = path.join(REPO_ROOT, 'bench', 'results', 'booking.json');
  await mkdir(path.dirname(json), { recursive: true });
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  out(`wrote ${path.relative(REPO_ROOT, json)}`);

  const line = (name: string, r: BookingLoadResult) =>
    `| ${name} | ${r.rps} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${Number.isNaN(r.p99MsCreated) ? '–' : r.p99MsCreated.toFixed(1)} | ${r.requests} | ${statusText(r.statuses)} |`;
  const section = [
    '## Booking',
    '',
    `\`npm run bench:booking\` (bench/README.md), ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ` +
      `${host.cpus} × ${host.cpuModel}, node ${host.node}, ${host.postgres.split(' on ')[0]}; ` +
      `the API with ${workers} worker${workers === '1' ? '' : 's'} on the large data set ` +
      `(${sizes.unit.toLocaleString('en-GB')} units, ${sizes.booking.toLocaleString('en-GB')} bookings), ` +
      `${settings.connections} connections, load generator, API and PostgreSQL on the same machine. ` +
      `Load average (1 / 5 / 15 min) ${loadText(loadBefore)} before the run and ${loadText(loadAfter)} after it.`,
    '',
    '| Case | req/s | p50 ms | p99 ms | p99 ms of 201 | requests | answers |',
    '|---|---:|---:|---:|---:|---:|---|',
    line(`Random stays (${settings.durationS} s after ${settings.warmupS} s warm-up)`, randomResult),
    line(
      `Hot spot: ${HOT_STAYS.length} stays × ${HOT_FREE_UNITS} free units (${settings.hotDurationS} s)`,
      hotResult,
    ),
    '',
    ...Object.values(checks).map((c) => `- ${mark(c.pass)} ${c.target}`),
    `- Live unpaid holds at the end: ${liveHolds.toLocaleString('en-GB')} (hold limits lifted for the 32 guests; each booking still counts them).`,
    '',
  ].join('\n');
  out(`wrote ${await writeResults('Booking', section)} (## Booking)`);
  return report.pass;
}

await run.finish(main);
