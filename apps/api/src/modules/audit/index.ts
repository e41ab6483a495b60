import type { FastifyInstance } from 'fastify';
import { staffRoutes } from './audit.routes';
import type { StaffService } from './audit.service';

/** The audit log (decision 032): its entries, for the staff who may read each record's history. */
export async function registerAudit(app: FastifyInstance, { audit }: { audit: StaffService }) {
  await app.register(staffRoutes, { service: audit });
}
