import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../build-services';
import { auditRoutes } from './audit.routes';

/** The audit log (decision 032): its entries, for the staff who may read each record's history. */
export async function registerAudit(app: FastifyInstance, { services }: ModuleDeps) {
  await app.register(auditRoutes, { service: services.staff });
}
