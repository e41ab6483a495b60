import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { AuditService } from '../../audit/audit.service';
import { CheckInRepository } from './check-in.repository';
import { checkInRoutes } from './check-in.routes';
import { CheckInService } from './check-in.service';

export type CheckInDependencies = {
  db: Database;
  audit: Pick<AuditService, 'recordChange'>;
  now?: () => Date;
};

/** The Check-in screen's door: a day's sessions, a session's list, and scanning tickets once. */
export async function registerCheckIn(app: FastifyInstance, { db, audit, now }: CheckInDependencies) {
  await app.register(checkInRoutes, {
    service: new CheckInService({ repository: new CheckInRepository(db), audit, now }),
  });
}
