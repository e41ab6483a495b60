import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { PricesRepository } from './prices.repository';
import { pricesRoutes } from './prices.routes';
import { PricesService, type PricesServiceOptions } from './prices.service';

/** The Prices section: the rate calendar and the four rule tables of what is on sale. */
export async function registerPrices(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<PricesServiceOptions>,
) {
  await app.register(pricesRoutes, {
    service: new PricesService({ repository: new PricesRepository(db), ...options }),
  });
}
