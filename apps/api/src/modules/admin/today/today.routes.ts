import {
  ZArrivalsQuery,
  ZArrivalsResponse,
  ZOccupancyQuery,
  ZOccupancyResponse,
  ZParkDayQuery,
  ZParkDayResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../../http/responses';
import { receptionRoute } from '../../../http/route-options';
import type { BookingService } from '../../booking/booking.service';
import type { TodayService } from './today.service';

/** The Today screen: the park's day, how full it is over the next two weeks, and the arrivals to find a party by. */
export const todayRoutes: FastifyPluginAsyncZod<{
  bookings: Pick<BookingService, 'parkDay'>;
  reception: Pick<TodayService, 'occupancy' | 'arrivals'>;
}> = async (app, { bookings, reception }) => {
  app.get(
    '/api/admin/today',
    receptionRoute(
      "A park's day: confirmed arrivals, departures and in-house stays with balances due (reception)",
      {
        querystring: ZParkDayQuery,
        response: { 200: ZParkDayResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => ok(await bookings.parkDay(request.query.park_code, request.query.date)),
  );

  app.get(
    '/api/admin/occupancy',
    receptionRoute("A park's next 14 nights: units taken by stays, held, out of order and free (reception)", {
      querystring: ZOccupancyQuery,
      response: { 200: ZOccupancyResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await reception.occupancy(request.query.park_code, request.query.from)),
  );

  app.get(
    '/api/admin/arrivals',
    receptionRoute(
      "The day's arrivals and in-house stays matching a reference, a guest's name or e-mail (reception)",
      {
        querystring: ZArrivalsQuery,
        response: { 200: ZArrivalsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) =>
      ok(await reception.arrivals(request.query.park_code, request.query.date, request.query.q)),
  );
};
