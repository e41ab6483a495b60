import type { FastifyInstance } from 'fastify';
import { runWithApp } from '../../http/lifecycle';
import type { ModuleDeps } from '../build-services';
import { searchRoutes } from './search.routes';

/** Availability, parks and the catalogue. */
export async function registerSearch(app: FastifyInstance, { services }: ModuleDeps) {
  // Answers from memory, kept current by the database's notifications (decision 029).
  runWithApp(app, services.search);
  await app.register(searchRoutes, { service: services.search });
}
