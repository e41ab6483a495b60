import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { eventsRoutes } from './events.routes';
import { eventsAdminRoutes } from './events-admin.routes';

/** The events calendar and its editor. */
export async function registerEvents(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(eventsRoutes, { service: services.calendar });
  await app.register(eventsAdminRoutes, { service: services.eventsAdmin });
}
