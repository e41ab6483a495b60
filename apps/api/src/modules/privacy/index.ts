import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { privacyRoutes } from './privacy.routes';

/** The privacy centre: download my data, delete my account, the newsletter choice, privacy requests. */
export async function registerPrivacy(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(privacyRoutes, { service: services.privacy });
}
