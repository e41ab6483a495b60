import type { FastifyInstance } from 'fastify';
import { runWithApp } from '../../http/lifecycle';
import type { ModuleDeps } from '../build-services';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { pricesAdminRoutes } from './prices-admin.routes';
import { searchRoutes } from './search.routes';

/** Availability, parks and the catalogue; the back office's catalogue and prices. */
export async function registerSearch(app: FastifyInstance, { services }: ModuleDeps) {
  // Answers from memory, kept current by the database's notifications (decision 029).
  runWithApp(app, services.search);
  await app.register(searchRoutes, { service: services.search });
  await app.register(catalogueAdminRoutes, { service: services.catalogueAdmin });
  await app.register(pricesAdminRoutes, { service: services.pricesAdmin });
}
