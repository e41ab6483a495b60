import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { mediaRoutes } from './media.routes';

/** Uploaded photos and files, served under /media/ (decision 037). */
export async function registerMedia(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(mediaRoutes, { service: services.media });
}
