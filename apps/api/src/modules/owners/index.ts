import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { ownersRoutes } from './owners.routes';

/** The Owner Portal. */
export async function registerOwners(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(ownersRoutes, { service: services.owners });
}
