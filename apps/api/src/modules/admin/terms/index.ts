import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { TermsAdminRepository } from './terms.repository';
import { termsAdminRoutes } from './terms.routes';
import { type TermsAdminOptions, TermsAdminService } from './terms.service';

/** The Terms section: the booking terms of each holiday type, a new version on every save. */
export async function registerTerms(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<TermsAdminOptions>,
) {
  await app.register(termsAdminRoutes, {
    service: new TermsAdminService({ repository: new TermsAdminRepository(db), ...options }),
  });
}
