import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { Config } from './config';
import { prepareDatabase } from './prepare-database';

/** How long workers get to answer the requests in flight once told to stop, before they are killed. */
export const SHUTDOWN_GRACE_MS = 25_000;
/** A worker that lived this long was healthy: the next one to die is started again at once. */
const HEALTHY_AFTER_MS = 30_000;
/** The longest wait before starting a worker again, when workers keep dying as soon as they start. */
const MAX_RESTART_DELAY_MS = 10_000;

/**
 * The primary of `npm start` on PostgreSQL: runs the migrations and the demo data once, then
 * `config.API_WORKERS` workers (this same script, `src/server.ts`, as cluster workers) that share
 * the port. It answers no requests itself. A worker that dies is started again, at once unless
 * workers keep dying young (then after up to 10 s); SIGTERM or SIGINT asks every worker to stop
 * (each finishes its requests in flight), waits up to SHUTDOWN_GRACE_MS, and exits.
 */
export async function runPrimary(config: Config) {
  const log = pino({ level: config.LOG_LEVEL, base: { pid: process.pid, role: 'primary' } });
  const workers = config.API_WORKERS;

  const { seeded, maxConnections } = await prepareDatabase(config);
  log.info({ database: 'PostgreSQL', demoDataLoaded: seeded, workers }, 'database ready');
  // Each worker opens its pool, one connection more on which the availability engine listens, and
  // pg-boss's two (decision 044).
  if (workers * (config.DATABASE_POOL_MAX + 3) > maxConnections - 3) {
    log.warn(
      { workers, poolMax: config.DATABASE_POOL_MAX, maxConnections },
      'API_WORKERS × (DATABASE_POOL_MAX + 3) connections may not fit the server’s max_connections: lower one of them',
    );
  }
  if (!config.REDIS_URL) {
    log.warn(
      { workers },
      'REDIS_URL is not set: each worker counts rate limits on its own, so every limit is that many times looser',
    );
  }

  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let stopping = false;
  let youngDeaths = 0;
  let announced = false;
  const restarts = new Set<NodeJS.Timeout>();

  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker);
    const bootMs = Date.now() - (startedAt.get(worker) ?? Date.now());
    log.info(
      { worker: worker.id, workerPid: worker.process.pid, port: address.port, bootMs },
      'worker listening',
    );
    if (!announced && listening.size >= workers) {
      announced = true;
      log.info(`Brackenbay Holiday Parks is on ${config.PUBLIC_URL} (${workers} workers)`);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      log.info({ worker: worker.id, workerPid: worker.process.pid, code, signal }, 'worker stopped');
      if (startedAt.size === 0) finish();
      return;
    }
    youngDeaths = lived < HEALTHY_AFTER_MS ? youngDeaths + 1 : 0;
    const delay = youngDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** (youngDeaths - 2));
    log.error(
      { worker: worker.id, workerPid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay },
      'worker died: starting another',
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) start();
    }, delay);
    restarts.add(timer);
  });

  let failed = false;
  let forceTimer: NodeJS.Timeout | undefined;
  const finish = () => {
    clearTimeout(forceTimer);
    log.info('all workers stopped');
    process.exit(failed ? 1 : 0);
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: workers finish the requests in flight');
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    if (startedAt.size === 0) return finish();
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    forceTimer = setTimeout(() => {
      failed = true;
      log.error(
        { left: startedAt.size },
        `workers still running after ${SHUTDOWN_GRACE_MS} ms: killing them`,
      );
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < workers; i++) start();
}
