import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { OffersAdminRepository } from './extras-and-codes.repository';
import { offersAdminRoutes } from './extras-and-codes.routes';
import { OffersAdminService, type OffersAdminServiceOptions } from './extras-and-codes.service';

/** The Extras & codes section (its screen's address stays /admin/offers): extras and promotional codes. */
export async function registerExtrasAndCodes(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<OffersAdminServiceOptions>,
) {
  await app.register(offersAdminRoutes, {
    service: new OffersAdminService({ repository: new OffersAdminRepository(db), ...options }),
  });
}
