import type { FastifyInstance } from 'fastify';
import type { SectionDeps } from '../section';
import { StaffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { type StaffOptions, StaffService } from './staff.service';

/** The Staff section: who is on the staff, in which role, and inviting someone new. */
export async function registerStaff(app: FastifyInstance, { db, ...options }: SectionDeps<StaffOptions>) {
  await app.register(staffRoutes, {
    service: new StaffService({ repository: new StaffRepository(db), ...options }),
  });
}
