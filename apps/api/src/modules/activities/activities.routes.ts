import {
  TICKETS_CONFIRMED_MESSAGE,
  ZActivitiesResponse,
  ZActivityBookingIdParams,
  ZActivityBookingNoParams,
  ZActivityBookingResponse,
  ZActivityBookingsResponse,
  ZActivityCodeParams,
  ZActivitySessionsQuery,
  ZActivitySessionsResponse,
  ZActivityViewResponse,
  ZBookActivityRequest,
  ZBookActivityResponse,
  ZBookingParams,
  ZConfirmActivityBookingResponse,
  ZParkIdParams,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import type { ActivitiesService } from './activities.service';

export const activitiesRoutes: FastifyPluginAsyncZod<{ service: ActivitiesService }> = async (
  app,
  { service },
) => {
  const publicRoute = routeOptions({ tags: ['activities'] });
  const signedInRoute = routeOptions({ tags: ['activities'], bearer: true });

  app.get(
    '/api/parks/:park_id/activities',
    publicRoute("A park's activities", {
      params: ZParkIdParams,
      response: { 200: ZActivitiesResponse, ...errorResponses(400) },
    }),
    async (request) => ok(await service.activities(request.params.park_id)),
  );

  app.get(
    '/api/parks/:park_id/activity-sessions',
    publicRoute("Sessions of a park's activities between two dates, with ticket types and tickets left", {
      params: ZParkIdParams,
      querystring: ZActivitySessionsQuery,
      response: { 200: ZActivitySessionsResponse, ...errorResponses(400) },
    }),
    async (request) =>
      ok(
        await service.sessions(
          request.params.park_id,
          request.query.start_date_filter,
          request.query.end_date_filter,
        ),
      ),
  );

  app.post(
    '/api/activity_bookings',
    signedInRoute('Books tickets for an activity session against your stay or visit', {
      body: ZBookActivityRequest,
      response: { 201: ZBookActivityResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const made = await service.book(request.body, requireUser(request).user);
      const booked = {
        activity_booking_no: made.activityBookingNo,
        hold_expires_at: made.holdExpiresAt?.toISOString() ?? null,
      };
      const message = made.confirmed
        ? `Activity booking ${made.activityBookingNo} is confirmed.`
        : `Activity booking ${made.activityBookingNo} is made. Please pay to confirm it.`;
      return reply.code(201).send(ok(booked, message));
    },
  );

  app.get(
    '/api/activity_bookings/:activity_booking_no',
    signedInRoute('One of your activity bookings by its number, with what is outstanding and its tickets', {
      params: ZActivityBookingNoParams,
      response: { 200: ZActivityBookingResponse, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      ok(await service.bookingByNumber(request.params.activity_booking_no, requireUser(request).user)),
  );

  app.get(
    '/api/bookings/:id/activity_bookings',
    signedInRoute('The activity bookings made against one of your stays', {
      params: ZBookingParams,
      response: { 200: ZActivityBookingsResponse, ...errorResponses(400, 401, 404) },
    }),
    async (request) => ok(await service.bookingsOfStay(request.params.id, requireUser(request).user)),
  );

  app.put(
    '/api/activity_bookings/:id/confirm',
    signedInRoute('Confirms a paid or free activity booking and e-mails its tickets', {
      params: ZActivityBookingIdParams,
      response: { 200: ZConfirmActivityBookingResponse, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      ok(await service.confirm(request.params.id, requireUser(request).user), TICKETS_CONFIRMED_MESSAGE),
  );

  app.get(
    '/api/activities/:activity_code',
    signedInRoute(
      'An activity by its (URL-encoded) code; signed in, also your upcoming visits and stays at its park',
      {
        params: ZActivityCodeParams,
        response: { 200: ZActivityViewResponse, ...errorResponses(400, 404) },
      },
    ),
    async (request) =>
      ok(await service.activityView(request.params.activity_code, request.auth?.user ?? null)),
  );
};
