import type { FastifySchema } from 'fastify';
import type { Database } from '../../db/client';
import type { staffOnly } from '../../http/auth';
import { bearerSecurity } from '../../http/responses';

/**
 * What a section's `register…(app, deps)` is handed: its service's options, with the database in
 * place of the repository the section makes on it.
 */
export type SectionDeps<Options extends { repository: unknown }> = Omit<Options, 'repository'> & {
  db: Database;
};

/**
 * A section's route options: the route's schema under the section's OpenAPI tag with bearer
 * security, and the staff guard, so each route says only what is its own (summary, input, answers).
 */
export function sectionRoutes(tag: string) {
  const tags = [tag];
  return <S extends FastifySchema & { description?: string }>(
    summary: string,
    { description, ...schema }: S,
    guard: ReturnType<typeof staffOnly>,
  ) => ({
    schema: {
      tags,
      summary,
      ...(description === undefined ? {} : { description }),
      security: bearerSecurity,
      ...schema,
    },
    ...guard,
  });
}
