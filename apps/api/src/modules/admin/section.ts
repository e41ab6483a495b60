import type { Database } from '../../db/client';

/**
 * What a section's `register…(app, deps)` is handed: its service's options, with the database in
 * place of the repository the section makes on it.
 */
export type SectionDeps<Options extends { repository: unknown }> = Omit<Options, 'repository'> & {
  db: Database;
};
