import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { accountRoutes } from './account.routes';

/** Sign-in, sessions and the user's account. */
export async function registerAccount(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(accountRoutes, { service: services.accounts });
}
