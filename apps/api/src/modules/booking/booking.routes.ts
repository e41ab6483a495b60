import {
  ZApplyPromotionalCodeRequest,
  ZApplyPromotionalCodeResponse,
  ZBookingParams,
  ZBookingResponse,
  ZBookingsResponse,
  ZCreateBookingRequest,
  ZCreateBookingResponse,
  ZMessageResponse,
  ZUpdateExtrasRequest,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import type { BookingService } from './booking.service';

export const bookingRoutes: FastifyPluginAsyncZod<{ service: BookingService }> = async (app, { service }) => {
  const signedInRoute = routeOptions({ tags: ['booking'], bearer: true });

  app.post(
    '/api/bookings',
    signedInRoute(
      'Holds a unit for the stay; a guest who is not signed in gets an account and is signed in',
      {
        body: ZCreateBookingRequest,
        response: { 201: ZCreateBookingResponse, ...errorResponses(400, 409, 429) },
      },
    ),
    async (request, reply) => {
      const { booking, session } = await service.create(request.body, request.auth?.user ?? null, request.ip);
      const held = {
        id: booking.id,
        booking_no: booking.bookingNo,
        hold_expires_at: booking.holdExpiresAt!.toISOString(),
        ...(session ? { session } : {}),
      };
      const message = `Booking ${booking.bookingNo} is held for you. Please complete payment to confirm it.`;
      return reply.code(201).send(ok(held, message));
    },
  );

  app.get(
    '/api/bookings',
    signedInRoute("The signed-in user's bookings", {
      response: { 200: ZBookingsResponse, ...errorResponses(401) },
    }),
    async (request) => ok(await service.list(requireUser(request).user)),
  );

  app.get(
    '/api/bookings/:id',
    signedInRoute(
      'One of your bookings, with the operator record (eliteData), payments and payment options',
      {
        params: ZBookingParams,
        response: { 200: ZBookingResponse, ...errorResponses(400, 401, 404) },
      },
    ),
    async (request) => ok(await service.view(request.params.id, requireUser(request).user)),
  );

  app.post(
    '/api/bookings/:id/updateExtras',
    signedInRoute('Sets the optional extras of a booking that is not yet paid', {
      params: ZBookingParams,
      body: ZUpdateExtrasRequest,
      response: { 200: ZBookingResponse, ...errorResponses(400, 401, 404, 409) },
    }),
    async (request) =>
      ok(await service.updateExtras(request.params.id, requireUser(request).user, request.body.extrasJSON)),
  );

  app.put(
    '/api/bookings/:id/apply_promotional_code',
    signedInRoute('Applies a promotional code to a booking that is not yet paid', {
      params: ZBookingParams,
      body: ZApplyPromotionalCodeRequest,
      response: { 200: ZApplyPromotionalCodeResponse, ...errorResponses(400, 401, 404, 409) },
    }),
    async (request) => {
      const result = await service.applyPromotionalCode(
        request.params.id,
        requireUser(request).user,
        request.body.promotional_code,
      );
      const outcome = {
        '@attributes': { applied: result.applied ? ('true' as const) : ('false' as const) },
        ...(result.reason ? { reason: result.reason } : {}),
      };
      return ok(outcome, result.message);
    },
  );

  app.delete(
    '/api/bookings/:id/promotional_code',
    signedInRoute('Takes the promotional code off a booking that is not yet paid, giving its use back', {
      params: ZBookingParams,
      response: { 200: ZMessageResponse, ...errorResponses(400, 401, 404, 409) },
    }),
    async (request) => ({
      success: true,
      message: await service.dropPromotionalCode(request.params.id, requireUser(request).user),
    }),
  );
};
