import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { staffRoutes } from './staff.routes';

/** The audit log (decision 032). */
export async function registerStaff(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(staffRoutes, { service: services.staff });
}
