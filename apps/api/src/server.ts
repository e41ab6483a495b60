import cluster from 'node:cluster';
import { loadConfig } from './config';

const config = loadConfig();
if (!cluster.isWorker && config.DATABASE_URL && config.API_WORKERS > 1) {
  // One worker per core (API_WORKERS) on PostgreSQL; the primary serves nothing, so it loads no app.
  const { runPrimary } = await import('./cluster');
  await runPrimary(config);
} else {
  // A lone process (PGlite lives inside it), or a worker of the cluster, whose primary has migrated
  // the database and loaded the demo data.
  const { boot, serve } = await import('./boot');
  await serve(await boot(config, { prepared: cluster.isWorker }), config);
}
