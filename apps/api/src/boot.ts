import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { startJobQueue } from './jobs/start';
import { databaseOptions, migrateAndSeed } from './prepare-database';

/**
 * Opens the database, migrates it and loads the demo data on first start (unless `prepared`: a
 * cluster's worker, whose primary has done both), and builds the app.
 */
export async function boot(config: Config, options: { prepared?: boolean } = {}): Promise<FastifyInstance> {
  // The uploaded photos' folder: made now, so a folder that cannot be made stops the start.
  mkdirSync(path.resolve(config.MEDIA_DIR), { recursive: true });
  const database = await openDatabase(databaseOptions(config));
  const seeded = options.prepared ? undefined : await migrateAndSeed(database, config);
  const app = await buildApp({ config, db: database.db });
  const jobs = await startJobQueue(app, config, database.engine);
  // Jobs running now finish (or are cut short, to be retried) before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });
  app.log.info(
    {
      database: database.engine === 'pglite' ? `PGlite in ${config.PGLITE_DATA_DIR}` : 'PostgreSQL',
      demoDataLoaded: seeded,
    },
    'database ready',
  );
  return app;
}

/**
 * Listens, and closes cleanly on SIGINT/SIGTERM (requests in flight are answered first), running
 * `afterClose` last. A second signal ends a lone process at once; a cluster's worker ignores it
 * (Ctrl-C reaches it and its primary, which passes SIGTERM on) and stops too when its primary is
 * gone.
 */
export async function serve(app: FastifyInstance, config: Config, afterClose?: () => Promise<void>) {
  let closing = false;
  // Requests whose answer is not finished (counted from their headers, so a body still arriving
  // counts): the close waits for these, and for nothing else.
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  const shutDown = (reason: string) => {
    if (closing) {
      if (!cluster.isWorker) process.exit(1);
      return;
    }
    closing = true;
    app.log.info({ reason }, 'shutting down');
    // A request answered after this leaves its connection open (the client keeps it alive), which
    // would hold the close up: connections are closed as soon as they idle, and all of them once no
    // request is in flight (Node did not always count a kept-alive connection of a cluster worker
    // as idle, and the worker then waited for ever).
    setInterval(() => {
      if (inFlight === 0) app.server.closeAllConnections();
      else app.server.closeIdleConnections();
    }, 100).unref();
    app
      .close()
      .then(() => afterClose?.())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutDown(signal));
  if (cluster.isWorker) process.on('disconnect', () => shutDown('primary gone'));
  await app.listen({ host: config.HOST, port: config.PORT });
  if (!cluster.isWorker) app.log.info(`Brackenbay Holiday Parks is on ${config.PUBLIC_URL}`);
}
