import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { pricesAdminRoutes } from './prices-admin.routes';
import { searchRoutes } from './search.routes';

/** Availability, parks and the catalogue; the back office's catalogue and prices. */
export async function registerSearch(app: FastifyInstance, { services }: ModuleDeps) {
  const { search } = services;
  // Loaded before the server takes requests (listen, or a test's first inject); stopped with it.
  app.addHook('onReady', () => search.start());
  app.addHook('onClose', () => search.close());
  await app.register(searchRoutes, { service: search });
  await app.register(catalogueAdminRoutes, { service: services.catalogueAdmin });
  await app.register(pricesAdminRoutes, { service: services.pricesAdmin });
}
