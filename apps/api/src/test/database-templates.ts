import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { londonToday } from '@parkstays/contract';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { seedDemoData, seedDemoDataOnSiteData, seedSiteData } from '../db/demo-data';
import { createScratchDatabase, databaseNameOf } from '../db/scratch-database';

/**
 * The data a test file starts from: `site` (settings, menus, the demo accounts) or `demo` (the
 * whole demo data set). Migrating and seeding costs 3–10 s, so it is done once per test run, into
 * templates every test file copies (decision 011).
 */
export type TestData = 'site' | 'demo';

/** Where the templates of this run are, handed from Vitest's global setup to every test file. */
export type DatabaseTemplates =
  | { engine: 'pglite'; snapshots: Record<TestData, string> }
  | { engine: 'postgres'; serverUrl: string; databases: Record<TestData, string> };

const seeders: Record<TestData, (handle: DatabaseHandle, today: string) => Promise<unknown>> = {
  site: (handle) => seedSiteData(handle.db),
  demo: (handle, today) => seedDemoData(handle.db, today),
};

/**
 * Migrates and seeds one database per kind of test data: on PGlite a data-directory snapshot in
 * a temporary folder, on PostgreSQL a database that `CREATE DATABASE … TEMPLATE` copies. Answers
 * where they are and how to remove them.
 */
export async function buildDatabaseTemplates(serverUrl = process.env.DATABASE_URL, now = new Date()) {
  const today = londonToday(now);
  const kinds = Object.keys(seeders) as TestData[];
  if (serverUrl) {
    const made = await Promise.all(
      kinds.map(async (kind) => {
        const scratch = await createScratchDatabase(serverUrl, `parkstays_template_${kind}`);
        const handle = await openDatabase({ databaseUrl: scratch.url });
        try {
          await handle.migrate();
          await seeders[kind](handle, today);
        } finally {
          // A template must have no open connection while it is copied.
          await handle.close();
        }
        return { kind, scratch };
      }),
    );
    const templates: DatabaseTemplates = {
      engine: 'postgres',
      serverUrl,
      databases: Object.fromEntries(
        made.map(({ kind, scratch }) => [kind, databaseNameOf(scratch.url)]),
      ) as Record<TestData, string>,
    };
    return { templates, remove: () => Promise.all(made.map(({ scratch }) => scratch.drop())).then(() => {}) };
  }

  // One PGlite: the site data is snapshotted, then the rest of the demo data goes on top of it.
  const folder = mkdtempSync(path.join(tmpdir(), 'parkstays-test-templates-'));
  const snapshots = {} as Record<TestData, string>;
  const keep = async (kind: TestData, handle: DatabaseHandle) => {
    snapshots[kind] = path.join(folder, `${kind}.tar`);
    writeFileSync(snapshots[kind], Buffer.from(await (await handle.snapshot!()).arrayBuffer()));
  };
  const handle = await openDatabase({ pgliteDataDir: undefined });
  try {
    await handle.migrate();
    await seeders.site(handle, today);
    await keep('site', handle);
    await seedDemoDataOnSiteData(handle.db, today);
    await keep('demo', handle);
  } finally {
    await handle.close();
  }
  const templates: DatabaseTemplates = { engine: 'pglite', snapshots };
  return { templates, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A database of its own for one test file, copied from this run's template of `data`, with a
 * `drop()` that removes it. Without templates (a script outside Vitest's global setup) it
 * migrates and seeds a new one.
 */
export async function openTestDatabase(data: TestData, templates: DatabaseTemplates | undefined) {
  if (templates?.engine === 'postgres') {
    const scratch = await createScratchDatabase(
      templates.serverUrl,
      'parkstays_test',
      templates.databases[data],
    );
    return { ...(await openDatabase({ databaseUrl: scratch.url })), drop: scratch.drop };
  }
  if (templates?.engine === 'pglite') {
    const pgliteSnapshot = new Blob([readFileSync(templates.snapshots[data])]);
    return { ...(await openDatabase({ pgliteDataDir: undefined, pgliteSnapshot })), drop: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'parkstays_test') : undefined;
  const handle = scratch
    ? await openDatabase({ databaseUrl: scratch.url })
    : await openDatabase({ pgliteDataDir: undefined });
  await handle.migrate();
  await seeders[data](handle, londonToday());
  return { ...handle, drop: scratch ? scratch.drop : async () => {} };
}
