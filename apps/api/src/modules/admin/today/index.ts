import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { AuditService } from '../../audit/audit.service';
import type { BookingService } from '../../booking/booking.service';
import { TodayRepository } from './today.repository';
import { todayRoutes } from './today.routes';
import { TodayService } from './today.service';

export type TodayDependencies = {
  db: Database;
  /** The park's day is the booking domain's read. */
  bookings: Pick<BookingService, 'parkDay'>;
  audit: Pick<AuditService, 'recordChange'>;
  now?: () => Date;
};

/**
 * The Today screen: the park's day, occupancy and arrivals. Answers reception's desk, whose
 * check-in of a party the Bookings module serves at the booking's own address.
 */
export async function registerToday(app: FastifyInstance, deps: TodayDependencies) {
  const reception = new TodayService({
    repository: new TodayRepository(deps.db),
    audit: deps.audit,
    now: deps.now,
  });
  await app.register(todayRoutes, { bookings: deps.bookings, reception });
  return { reception };
}
