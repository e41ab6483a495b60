import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { frontDeskRoutes } from './front-desk.routes';

/** A booking's page in the back office, composed from the desk, activities and the outbox (decision 036). */
export async function registerFrontDesk(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(frontDeskRoutes, { service: services.frontDesk });
}
