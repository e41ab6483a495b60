import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { accountRoutes } from './account.routes';
import { staffAccountsRoutes } from './staff-accounts.routes';

/** Sign-in, sessions and the user's account; the back office's staff accounts. */
export async function registerAccount(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(accountRoutes, { service: services.accounts });
  await app.register(staffAccountsRoutes, { service: services.staffAccounts });
}
