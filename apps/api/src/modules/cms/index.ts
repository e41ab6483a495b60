import type { FastifyInstance } from 'fastify';
import { runWithApp } from '../../http/lifecycle';
import type { ModuleDeps } from '../build-services';
import { cmsRoutes } from './cms.routes';

/** Menus and site settings (their editor is the back office's Content section). */
export async function registerCms(app: FastifyInstance, { services }: ModuleDeps) {
  // Settings are kept in memory only while this process hears every change to them (decision 041).
  runWithApp(app, services.cms);
  await app.register(cmsRoutes, { service: services.cms });
}
