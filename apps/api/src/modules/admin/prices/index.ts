import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { PricesAdminRepository } from './prices.repository';
import { pricesAdminRoutes } from './prices.routes';
import { PricesAdminService, type PricesAdminServiceOptions } from './prices.service';

/** The Prices section: the rate calendar and the four rule tables of what is on sale. */
export async function registerPrices(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<PricesAdminServiceOptions>,
) {
  await app.register(pricesAdminRoutes, {
    service: new PricesAdminService({ repository: new PricesAdminRepository(db), ...options }),
  });
}
