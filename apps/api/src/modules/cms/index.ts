import type { FastifyInstance } from 'fastify';
import { runWithApp } from '../../http/lifecycle';
import type { ModuleDeps } from '../build-services';
import { cmsRoutes } from './cms.routes';
import { cmsAdminRoutes } from './cms-admin.routes';

/** Menus and site settings, and their editors. */
export async function registerCms(app: FastifyInstance, { services }: ModuleDeps) {
  // Settings are kept in memory only while this process hears every change to them (decision 041).
  runWithApp(app, services.cms);
  await app.register(cmsRoutes, { service: services.cms });
  await app.register(cmsAdminRoutes, { service: services.cmsAdmin });
}
