import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { eventsRoutes } from './events.routes';

/** The events calendar. */
export async function registerEvents(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(eventsRoutes, { service: services.calendar });
}
