import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/demo-data';
import { startScheduledWork } from './jobs/scheduled-work';

/** Opens and migrates the database, loads the demo data on first start, and builds the app. */
export async function boot(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDataDir: config.PGLITE_DATA_DIR },
  );
  await database.migrate();
  const seeded = config.SEED_DEMO_DATA && (await seedDemoData(database.db));
  const app = await buildApp({ config, db: database.db });
  app.addHook('onClose', () => database.close());
  startScheduledWork(app, config.HOLD_EXPIRY_INTERVAL_SECONDS);
  app.log.info(
    {
      database: database.engine === 'pglite' ? `PGlite in ${config.PGLITE_DATA_DIR}` : 'PostgreSQL',
      demoDataLoaded: seeded,
    },
    'database ready',
  );
  return app;
}

/** Listens, and closes cleanly on SIGINT/SIGTERM, running `afterClose` last. */
export async function serve(app: FastifyInstance, config: Config, afterClose?: () => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app
        .close()
        .then(() => afterClose?.())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Brackenbay Holiday Parks is on ${config.PUBLIC_URL}`);
}
