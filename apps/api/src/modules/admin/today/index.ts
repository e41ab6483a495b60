import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { StaffService } from '../../audit/audit.service';
import type { BookingService } from '../../booking/booking.service';
import { ReceptionRepository } from './today.repository';
import { todayRoutes } from './today.routes';
import { ReceptionService } from './today.service';

export type TodayDependencies = {
  db: Database;
  /** The park's day is the booking domain's read. */
  bookings: Pick<BookingService, 'parkDay'>;
  audit: Pick<StaffService, 'recordChange'>;
  now?: () => Date;
};

/**
 * The Today screen: the park's day, occupancy and arrivals. Answers reception's desk, whose
 * check-in of a party the Bookings module serves at the booking's own address.
 */
export async function registerToday(app: FastifyInstance, deps: TodayDependencies) {
  const reception = new ReceptionService(new ReceptionRepository(deps.db), deps.audit, { now: deps.now });
  await app.register(todayRoutes, { bookings: deps.bookings, reception });
  return { reception };
}
