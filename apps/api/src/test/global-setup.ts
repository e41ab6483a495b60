import type { TestProject } from 'vitest/node';
import { buildDatabaseTemplates, type DatabaseTemplates } from './database-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Once per run: the migrated, seeded templates every API test file copies its database from. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
