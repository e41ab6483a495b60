import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, type DatabaseTemplates } from './database-templates';
import { type RunClock, runNow, startRunClock } from './run-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
    runClock: RunClock;
  }
}

/** Once per run: the run's clock, and the migrated, seeded templates every API test file copies its database from. */
export default async function setup(project: TestProject) {
  const runClock = startRunClock();
  project.provide('runClock', runClock);
  const { templates, remove } = await buildDatabaseTemplates(process.env.DATABASE_URL, runNow(runClock));
  project.provide('databaseTemplates', templates);
  return remove;
}
