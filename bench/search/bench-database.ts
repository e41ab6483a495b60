import { openDatabase } from '../../apps/api/src/db/client';
import { seedSiteContent } from '../../apps/api/src/db/demo-data';
import { createScratchDatabase } from '../../apps/api/src/db/scratch-database';
import { seconds } from '../common';
import { type DataSetSizes, loadLargeData } from './large-data';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A new database `bench_search_<random>` on the server of `serverUrl`, migrated as the API
 * migrates, with the site settings and menus the server needs to boot.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'bench_search');
  const name = new URL(scratch.url).pathname.slice(1);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await scratch.drop();
  };
  try {
    const database = await openDatabase({ databaseUrl: scratch.url });
    try {
      await database.migrate();
      await seedSiteContent(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop().catch(() => {});
    throw error;
  }
  return { url: scratch.url, name, drop };
}

/**
 * A bench database with the large data set (large-data.ts), dropped by `cleanups` at the end;
 * each step's time goes to `out`.
 */
export async function createLargeBenchDatabase(
  serverUrl: string,
  cleanups: (() => Promise<unknown> | unknown)[],
  out: (line: string) => void,
): Promise<{ database: BenchDatabase; sizes: DataSetSizes; loadMs: number }> {
  let started = performance.now();
  const database = await createBenchDatabase(serverUrl);
  cleanups.push(async () => {
    await database.drop();
    out(`dropped database ${database.name}`);
  });
  out(`database ${database.name} created and migrated in ${seconds(performance.now() - started)}`);
  started = performance.now();
  const sizes = await loadLargeData(database.url, (step, ms) =>
    out(`  ${step.padEnd(48)} ${seconds(ms).padStart(8)}`),
  );
  const loadMs = performance.now() - started;
  out(`large data set loaded in ${seconds(loadMs)}: ${JSON.stringify(sizes)}`);
  return { database, sizes, loadMs };
}
