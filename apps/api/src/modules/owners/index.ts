import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { ownersRoutes } from './owners.routes';
import { ownersAdminRoutes } from './owners-admin.routes';

/** The Owner Portal; the back office's owners. */
export async function registerOwners(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(ownersRoutes, { service: services.owners });
  await app.register(ownersAdminRoutes, { service: services.ownersAdmin });
}
