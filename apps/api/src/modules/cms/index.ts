import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { cmsRoutes } from './cms.routes';
import { cmsAdminRoutes } from './cms-admin.routes';

/** Menus and site settings, and their editors. */
export async function registerCms(app: FastifyInstance, { services }: ModuleDeps) {
  const { cms } = services;
  // Settings are kept in memory only while this process hears every change to them (decision 041).
  app.addHook('onReady', () => cms.start());
  app.addHook('onClose', () => cms.close());
  await app.register(cmsRoutes, { service: cms });
  await app.register(cmsAdminRoutes, { service: services.cmsAdmin });
}
