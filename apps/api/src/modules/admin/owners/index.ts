import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { OwnersAdminRepository } from './owners.repository';
import { ownersAdminRoutes } from './owners.routes';
import { OwnersAdminService, type OwnersAdminServiceOptions } from './owners.service';

/** The Owners section: owners, their deals, ledger entries, visits and link codes. */
export async function registerOwners(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<OwnersAdminServiceOptions>,
) {
  await app.register(ownersAdminRoutes, {
    service: new OwnersAdminService({ repository: new OwnersAdminRepository(db), ...options }),
  });
}
