/**
 * npm run bench:pages: Lighthouse (mobile preset) on five pages of a freshly started production
 * server, three runs each, medians. See bench/README.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { encodeAvailability, londonToday, type TAvailability } from '@parkstays/contract';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { HOME_SCRIPT_BUDGET_KB } from '../../apps/web/build/home-page';
import { benchRun, envNumber, out, writeResultsSection } from '../common';
import { freePort, HOST, REPO_ROOT, stopper } from '../search/servers';

/**
 * With `GOOGLE_TAG_ID` set the server turns on Google's tag, so the pages carry the cookie banner
 * (nothing is fetched from Google before a choice, and Lighthouse makes none): the guest's first
 * pages, home and results, must still score 95 with it.
 */
const googleTag = process.env.GOOGLE_TAG_ID || '';

const TARGETS = {
  /** Lighthouse performance score, 0–100. */
  score: googleTag
    ? { home: 95, results: 95, 'create-booking': 80, 'my-bookings': 80, events: 80 }
    : { home: 90, results: 90, 'create-booking': 80, 'my-bookings': 80, events: 80 },
  cls: 0.05,
  /** The home page's JavaScript, gzipped, in KB (1,024 bytes); the e2e journeys check it too. */
  homeJsKb: HOME_SCRIPT_BUDGET_KB,
} as const;
type PageName = keyof typeof TARGETS.score;

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-background-networking', '--headless=new'];
const GUEST = { email: 'guest@brackenbay.example', password: 'SandcastleSunrise26' };

const settings = {
  runs: envNumber('BENCH_PAGES_RUNS', 3),
  port: envNumber('BENCH_PAGES_PORT', 0),
  /** A checkout to measure instead of this one (its web app is built there), e.g. a baseline. */
  root: path.resolve(process.env.BENCH_PAGES_ROOT || REPO_ROOT),
  build: process.env.BENCH_PAGES_BUILD !== '0',
  /** Only these pages (comma-separated names), for a quick look at one. */
  only: (process.env.BENCH_PAGES_ONLY ?? (googleTag ? 'home,results' : '')).split(',').filter(Boolean),
  resultsFile: process.env.BENCH_PAGES_RESULTS ?? path.join(REPO_ROOT, 'bench/RESULTS.md'),
  jsonFile:
    process.env.BENCH_PAGES_JSON ??
    path.join(REPO_ROOT, googleTag ? 'bench/results/pages-google-tag.json' : 'bench/results/pages.json'),
  /** A folder for every run's Lighthouse report (JSON), to look into a result. */
  reportsDir: process.env.BENCH_PAGES_REPORTS,
  /** pages.json of an earlier run (e.g. of a baseline checkout), shown beside this one. */
  baseline: process.env.BENCH_PAGES_BASELINE,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const run = benchRun('bench:pages');
const { cleanups } = run;

/** `npm start` without the listening defaults: the production server on PGlite with the demo data. */
async function startServer(root: string, port: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST,
    PORT: String(port),
    PUBLIC_URL: `http://${HOST}:${port}`,
    // The embedded database, fresh, with the demo data; a demo site may run on the card sandbox,
    // and keep its e-mail in the outbox.
    DATABASE_URL: '',
    REDIS_URL: '',
    PGLITE_DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    ALLOW_CARD_SANDBOX_IN_PRODUCTION: 'true',
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => process.stderr.write(`[api] ${chunk}`));
  }
  const origin = `http://${HOST}:${port}`;
  cleanups.push(stopper(child, 10_000));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    const answer = await fetch(`${origin}/api/site-settings`).catch(() => undefined);
    if (answer?.ok) return origin;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer within 180 s');
}

type FoundPages = { urls: Record<PageName, string>; stay: TAvailability };

/** The five addresses: a search with results and a stay from it, from the demo data as served. */
async function findPages(origin: string): Promise<FoundPages> {
  const party = { no_of_adults: 2, no_of_children: 0, has_pets: 0 };
  const start = new Date(`${londonToday()}T12:00:00Z`);
  for (let week = 2; week < 30; week++) {
    const day = new Date(start.getTime() + week * 7 * 86_400_000);
    // The Friday of that week.
    day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7));
    const arrival = day.toISOString().slice(0, 10);
    const search = new URLSearchParams({
      booking_type: '1',
      park_code: '',
      arrival_date: arrival,
      no_of_adults: String(party.no_of_adults),
      no_of_children: String(party.no_of_children),
      no_of_nights: '3',
      has_pets: String(party.has_pets),
    });
    const answer = (await (await fetch(`${origin}/api/find-availability?${search}`)).json()) as {
      data?: TAvailability[];
    };
    const stay = answer.data?.find((item) => item.arrival_date === arrival && item.available_count > 0);
    if (!stay || (answer.data?.length ?? 0) < 3) continue;
    const partyQuery = new URLSearchParams({
      no_of_adults: String(party.no_of_adults),
      no_of_children: String(party.no_of_children),
      has_pets: String(party.has_pets),
    });
    return {
      stay,
      urls: {
        home: '/',
        results: `/?${search}`,
        'create-booking': `/create-booking/${encodeAvailability(stay)}?${partyQuery}`,
        'my-bookings': '/my-bookings',
        events: '/events',
      },
    };
  }
  throw new Error('no search with results in the next 30 weeks of the demo data');
}

async function signInGuest(origin: string) {
  const answer = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...GUEST, rememberLogin: true }),
  });
  if (!answer.ok) throw new Error(`signing in the demo guest: ${answer.status}`);
  const { data } = (await answer.json()) as { data: { user: unknown; bearer_token: string } };
  return { token: data.bearer_token, user: JSON.stringify(data.user) };
}

const gzipSizes = new Map<string, number>();
/** A script's size gzipped at level 9, as the build's .gz copy has it (fetched uncompressed). */
async function gzippedSize(url: string) {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    size = gzipSync(body, { level: 9 }).length;
    gzipSizes.set(url, size);
  }
  return size;
}

type RunResult = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  jsFiles: number;
  jsGzipKb: number;
  jsTransferKb: number;
  lcpElement: string;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

/** One Lighthouse run in a fresh Chromium (empty cache); `session` signs the demo guest in first. */
async function audit(origin: string, url: string, session?: { token: string; user: string }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (session) {
      // As the web app keeps a remembered sign-in: localStorage `token` and `user`. Set from a file
      // of the site that loads nothing else, so the page's own files stay out of the cache.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(
        `localStorage.setItem('token', ${JSON.stringify(session.token)});
         localStorage.setItem('user', ${JSON.stringify(session.user)});`,
      );
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(`${origin}${url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The signed-in page keeps the storage set above (the cache is empty: a new profile).
      disableStorageReset: Boolean(session),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (settings.reportsDir) {
      await mkdir(settings.reportsDir, { recursive: true });
      const name = `${url === '/' ? 'home' : url.split('?')[0]!.split('/')[1]}-${Date.now()}.json`;
      await writeFile(path.join(settings.reportsDir, name), JSON.stringify(lhr));
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ??
      []) as NetworkItem[];
    const scripts = requests.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
    let gzipBytes = 0;
    for (const script of scripts) gzipBytes += await gzippedSize(script.url);
    const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] })
      ?.items;
    const lcpNode = JSON.stringify(lcpItems ?? []).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1] ?? '';
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      jsFiles: scripts.length,
      jsGzipKb: gzipBytes / 1024,
      jsTransferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      lcpElement: lcpNode.replaceAll('\\"', '"').slice(0, 80),
    } satisfies RunResult;
  } finally {
    chrome.kill();
  }
}

type PageSummary = { name: PageName; url: string; runs: RunResult[]; median: Omit<RunResult, 'lcpElement'> };

function machine() {
  const cpus = os.cpus();
  const chromeVersion = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
    node: process.version,
    chromium: chromeVersion || CHROME_PATH,
  };
}

async function lighthouseVersion() {
  const manifest = JSON.parse(
    await readFile(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

function verdicts(pages: PageSummary[]) {
  const failures: string[] = [];
  for (const page of pages) {
    const floor = TARGETS.score[page.name];
    if (page.median.score < floor) failures.push(`${page.name}: score ${page.median.score} < ${floor}`);
    if (page.median.cls > TARGETS.cls)
      failures.push(`${page.name}: CLS ${page.median.cls.toFixed(3)} > ${TARGETS.cls}`);
  }
  const home = pages.find((page) => page.name === 'home');
  if (home && home.median.jsGzipKb > TARGETS.homeJsKb)
    failures.push(`home: ${home.median.jsGzipKb.toFixed(1)} KB of JavaScript gzipped > ${TARGETS.homeJsKb}`);
  return failures;
}

function table(pages: PageSummary[]) {
  const rows = [
    '| Page | Score | LCP | CLS | TBT | FCP | JS files | JS gzipped | JS sent | Target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { name, median: m } of pages) {
    rows.push(
      `| ${name} | ${m.score} | ${(m.lcpMs / 1000).toFixed(2)} s | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${(m.fcpMs / 1000).toFixed(2)} s | ${m.jsFiles} | ${m.jsGzipKb.toFixed(1)} KB | ${m.jsTransferKb.toFixed(1)} KB | ≥ ${TARGETS.score[name]}, CLS ≤ ${TARGETS.cls}${name === 'home' ? `, JS ≤ ${TARGETS.homeJsKb} KB` : ''} |`,
    );
  }
  return rows.join('\n');
}

/** The earlier run named by BENCH_PAGES_BASELINE, as a table to compare with. */
async function baselineSection(): Promise<string[]> {
  if (!settings.baseline) return [];
  const before = JSON.parse(await readFile(settings.baseline, 'utf8')) as {
    date: string;
    root: string;
    machine: { loadAverageBefore: number[]; loadAverage: number[] };
    pages: PageSummary[];
  };
  return [
    `Before (the same benchmark on \`${before.root}\`, ${before.date.slice(0, 16).replace('T', ' ')} UTC, load average ${before.machine.loadAverageBefore.join(' / ')} before, ${before.machine.loadAverage.join(' / ')} after):`,
    '',
    table(before.pages),
    '',
  ];
}

async function main() {
  const started = new Date();
  const before = machine();
  out(`bench:pages — ${settings.root}, ${settings.runs} Lighthouse runs a page (mobile preset)`);
  if (settings.build) {
    out('building the web app…');
    const built = spawnSync('npm', ['run', 'build', '-w', '@parkstays/web'], {
      cwd: settings.root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  const port = await freePort(settings.port);
  const origin = await startServer(settings.root, port);
  out(`server: ${origin} (PGlite, demo data)`);
  const found = await findPages(origin);
  const session = await signInGuest(origin);

  const names = (Object.keys(found.urls) as PageName[]).filter(
    (name) => settings.only.length === 0 || settings.only.includes(name),
  );
  const pages: PageSummary[] = [];
  for (const name of names) {
    const url = found.urls[name];
    const runs: RunResult[] = [];
    for (let run = 1; run <= settings.runs; run++) {
      const result = await audit(origin, url, name === 'my-bookings' ? session : undefined).catch(
        (error: unknown) => {
          // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): that run once more,
          // said so; a page that really fails fails again.
          out(`${name.padEnd(15)} run ${run}: ${error instanceof Error ? error.message : error}; once more`);
          return audit(origin, url, name === 'my-bookings' ? session : undefined);
        },
      );
      runs.push(result);
      out(
        `${name.padEnd(15)} run ${run}: score ${result.score}, LCP ${Math.round(result.lcpMs)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms, JS ${result.jsFiles} files ${result.jsGzipKb.toFixed(1)} KB gz — LCP: ${result.lcpElement}`,
      );
    }
    const pick = (key: keyof Omit<RunResult, 'lcpElement'>) => median(runs.map((run) => run[key]));
    pages.push({
      name,
      url,
      runs,
      median: {
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        cls: pick('cls'),
        tbtMs: pick('tbtMs'),
        fcpMs: pick('fcpMs'),
        jsFiles: pick('jsFiles'),
        jsGzipKb: pick('jsGzipKb'),
        jsTransferKb: pick('jsTransferKb'),
      },
    });
  }
  const after = machine();
  const failures = verdicts(pages);
  const version = await lighthouseVersion();

  out();
  out(table(pages));
  out();
  out(failures.length ? `Targets missed:\n- ${failures.join('\n- ')}` : 'Every target met.');

  const record = {
    date: started.toISOString(),
    root: settings.root,
    runs: settings.runs,
    lighthouse: version,
    machine: { ...after, loadAverageBefore: before.loadAverage },
    targets: TARGETS,
    failures,
    pages,
  };
  // A look at chosen pages writes nothing; the Google tag run is its own section, of its two pages.
  if (settings.only.length === 0 || (googleTag && !process.env.BENCH_PAGES_ONLY)) {
    await mkdir(path.dirname(settings.jsonFile), { recursive: true });
    await writeFile(settings.jsonFile, `${JSON.stringify(record, null, 2)}\n`);
    const title = googleTag ? 'Pages with a Google tag' : 'Pages';
    const section = [
      `## ${title}`,
      '',
      ...(googleTag
        ? [
            `With \`GOOGLE_TAG_ID=${googleTag}\`: the cookie banner shows, and nothing is fetched from the tag's origin`,
            'until the visitor chooses (Lighthouse does not choose).',
            '',
          ]
        : []),
      `\`${googleTag ? `GOOGLE_TAG_ID=${googleTag} ` : ''}npm run bench:pages\` (bench/README.md), ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
      `Lighthouse ${version}, mobile preset (simulated slow 4G, 4× CPU slowdown), ${settings.runs} runs a page in a fresh`,
      `Chromium each, medians; production server (\`NODE_ENV=production\`, PGlite, demo data) on loopback.`,
      `Machine: ${after.cpu}, ${after.cpuCount} CPUs, ${after.memoryGb} GB; load average ${before.loadAverage.join(' / ')} before,`,
      `${after.loadAverage.join(' / ')} after; ${after.node}, ${after.chromium}.`,
      '',
      table(pages),
      '',
      'JS gzipped: the scripts the page loaded, each gzipped at level 9 (KB = 1,024 bytes); JS sent: what went',
      'over the wire (over plain http Chromium asks for gzip; behind HTTPS it would be brotli, ~12 % less).',
      '',
      failures.length ? `Targets missed: ${failures.join('; ')}.` : 'Every target met.',
      '',
      ...(await baselineSection()),
      'Pages:',
      '',
      ...pages.map(
        (page) => `- ${page.name}: \`${page.url.length > 90 ? `${page.url.slice(0, 87)}…` : page.url}\``,
      ),
    ].join('\n');
    await writeResultsSection(settings.resultsFile, title, section);
    out(
      `\nwritten: ${path.relative(REPO_ROOT, settings.resultsFile)}, ${path.relative(REPO_ROOT, settings.jsonFile)}`,
    );
  }
  return failures.length === 0;
}

await run.finish(main);
