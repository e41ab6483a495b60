import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { OutboxService } from '../../../mail/outbox.service';
import type { ActivitiesService } from '../../activities/activities.service';
import type { BoardService } from '../board/board.service';
import type { TodayService } from '../today/today.service';
import { BookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { BookingsService, type BookingsServiceOptions } from './bookings.service';
import { bookingsMoneyRoutes } from './bookings-money.routes';
import type { BookingsMoneyService } from './bookings-money.service';
import { BookingPageService } from './bookings-page.service';

export type BookingsDependencies = Omit<BookingsServiceOptions, 'repository'> & {
  db: Database;
  /** The money desk, built beside the payment service that settles its telephone payments. */
  money: BookingsMoneyService;
  activities: Pick<ActivitiesService, 'bookingsOfStayForStaff'>;
  outbox: Pick<OutboxService, 'sentAbout'>;
  /** Reception's check-in (the Today screen's desk) and the board's move, at the booking's address. */
  checkIn: Pick<TodayService, 'checkIn'>;
  moves: Pick<BoardService, 'move'>;
};

/** Every `/api/admin/bookings…` route: find, the booking's page, change, notes, money, check-in, move. */
export async function registerBookings(app: FastifyInstance, deps: BookingsDependencies) {
  const { db, money, activities, outbox, checkIn, moves, ...options } = deps;
  const desk = new BookingsService({ repository: new BookingsRepository(db), ...options });
  const page = new BookingPageService({ desk, activities, outbox });
  await app.register(bookingsRoutes, { service: desk, page, checkIn, moves });
  await app.register(bookingsMoneyRoutes, { service: money });
}
