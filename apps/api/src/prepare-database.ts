import { sql } from 'drizzle-orm';
import type { Config } from './config';
import { type DatabaseHandle, type DatabaseOptions, openDatabase, rowsOf } from './db/client';
import { seedDemoData } from './db/demo-data';

/** Where the configured database is: a PostgreSQL server, or PGlite in its data directory. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX }
    : { pgliteDataDir: config.PGLITE_DATA_DIR };
}

/** Runs the migrations and loads the demo data when the database has no users yet. */
export async function migrateAndSeed(database: DatabaseHandle, config: Config): Promise<boolean> {
  await database.migrate();
  return config.SEED_DEMO_DATA && (await seedDemoData(database.db));
}

/**
 * For the cluster's primary (cluster.ts): migrates and seeds once, before any worker starts, so
 * the two never run concurrently; answers whether the demo data was loaded and the server's
 * max_connections.
 */
export async function prepareDatabase(config: Config): Promise<{ seeded: boolean; maxConnections: number }> {
  const database = await openDatabase(databaseOptions(config));
  try {
    const seeded = await migrateAndSeed(database, config);
    const [row] = rowsOf<{ max_connections: string }>(await database.db.execute(sql`show max_connections`));
    return { seeded, maxConnections: Number(row?.max_connections) };
  } finally {
    await database.close();
  }
}
