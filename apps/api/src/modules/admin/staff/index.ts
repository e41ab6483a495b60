import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { StaffAccountsRepository } from './staff.repository';
import { staffAccountsRoutes } from './staff.routes';
import { type StaffAccountsOptions, StaffAccountsService } from './staff.service';

/** The Staff section: who is on the staff, in which role, and inviting someone new. */
export async function registerStaff(
  app: FastifyInstance,
  { db, ...options }: SectionDeps<StaffAccountsOptions>,
) {
  await app.register(staffAccountsRoutes, {
    service: new StaffAccountsService({ repository: new StaffAccountsRepository(db), ...options }),
  });
}
