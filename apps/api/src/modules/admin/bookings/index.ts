import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { OutboxService } from '../../../mail/outbox.service';
import type { ActivitiesService } from '../../activities/activities.service';
import type { AllocationService } from '../board/board.service';
import type { ReceptionService } from '../today/today.service';
import { BookingDeskRepository } from './bookings.repository';
import { bookingDeskRoutes } from './bookings.routes';
import { BookingDeskService, type BookingDeskServiceOptions } from './bookings.service';
import { deskMoneyRoutes } from './bookings-money.routes';
import type { DeskMoneyService } from './bookings-money.service';
import { FrontDeskService } from './bookings-page.service';

export type BookingsDependencies = Omit<BookingDeskServiceOptions, 'repository'> & {
  db: Database;
  /** The money desk, built beside the payment service that settles its telephone payments. */
  money: DeskMoneyService;
  activities: Pick<ActivitiesService, 'bookingsOfStayForStaff'>;
  outbox: Pick<OutboxService, 'sentAbout'>;
  /** Reception's check-in (the Today screen's desk) and the board's move, at the booking's address. */
  checkIn: Pick<ReceptionService, 'checkIn'>;
  moves: Pick<AllocationService, 'move'>;
};

/** Every `/api/admin/bookings…` route: find, the booking's page, change, notes, money, check-in, move. */
export async function registerBookings(app: FastifyInstance, deps: BookingsDependencies) {
  const { db, money, activities, outbox, checkIn, moves, ...options } = deps;
  const desk = new BookingDeskService({ repository: new BookingDeskRepository(db), ...options });
  const page = new FrontDeskService({ desk, activities, outbox });
  await app.register(bookingDeskRoutes, { service: desk, page, checkIn, moves });
  await app.register(deskMoneyRoutes, { service: money });
}
