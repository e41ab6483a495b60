import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { StaffService } from '../../audit/audit.service';
import { TicketCheckInRepository } from './check-in.repository';
import { ticketCheckInRoutes } from './check-in.routes';
import { TicketCheckInService } from './check-in.service';

export type CheckInDependencies = {
  db: Database;
  audit: Pick<StaffService, 'recordChange'>;
  now?: () => Date;
};

/** The Check-in screen's door: a day's sessions, a session's list, and scanning tickets once. */
export async function registerCheckIn(app: FastifyInstance, { db, audit, now }: CheckInDependencies) {
  await app.register(ticketCheckInRoutes, {
    service: new TicketCheckInService(new TicketCheckInRepository(db), audit, { now }),
  });
}
