import { openDatabase } from '../../apps/api/src/db/client';
import { seedSiteContent } from '../../apps/api/src/db/demo-data';
import { createScratchDatabase } from '../../apps/api/src/db/scratch-database';

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
