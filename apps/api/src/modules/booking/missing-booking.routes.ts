import {
  MISSING_BOOKING_LINK_SENT_MESSAGE,
  MISSING_BOOKING_NOT_FOUND,
  missingBookingAddedMessage,
  ZAddMissingBookingRequest,
  ZAddMissingBookingResponse,
  ZFindMissingBookingRequest,
  ZFindMissingBookingResponse,
  ZMissingBookingLinkQuery,
  ZMissingBookingLinkResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import type { MissingBookingService } from './missing-booking.service';

const ZMissingBookingNotFound = z.object({
  success: z.literal(false),
  message: z.string(),
  /** NOT_FOUND, as every failed call carries a code. */
  code: z.literal('NOT_FOUND'),
  /** The documented client shows `response.data.error` when the lookup fails. */
  error: z.string(),
});

/** "Missing booking?" on My Bookings, and the page its e-mailed link opens. */
export const missingBookingRoutes: FastifyPluginAsyncZod<{ service: MissingBookingService }> = async (
  app,
  { service },
) => {
  const publicRoute = routeOptions({ tags: ['booking'] });
  const signedInRoute = routeOptions({ tags: ['booking'], bearer: true });

  app.post(
    '/api/find-missing-booking',
    signedInRoute(
      "Adds a booking to your account when its reference matches and its e-mail is your confirmed address (200); otherwise e-mails the booking's address a link that adds it (202, the same answer whether or not a booking matched)",
      {
        body: ZFindMissingBookingRequest,
        response: {
          200: ZFindMissingBookingResponse,
          202: ZFindMissingBookingResponse,
          ...errorResponses(400, 401, 429),
          404: ZMissingBookingNotFound,
        },
      },
    ),
    async (request, reply) => {
      const found = await service.find(
        requireUser(request).user,
        request.body.booking_reference,
        request.body.email,
        request.ip,
      );
      if (found.outcome === 'not_found') {
        return reply.code(404).send({
          success: false,
          message: MISSING_BOOKING_NOT_FOUND,
          code: 'NOT_FOUND',
          error: MISSING_BOOKING_NOT_FOUND,
        });
      }
      if (found.outcome === 'link_sent') {
        return reply.code(202).send(ok({ outcome: 'link_sent' }, MISSING_BOOKING_LINK_SENT_MESSAGE));
      }
      return ok({ outcome: 'added' as const }, missingBookingAddedMessage(found.bookingNo));
    },
  );

  app.get(
    '/api/find-missing-booking/link',
    publicRoute(
      "What the link e-mailed to a booking's address would add, and to whose account (no sign-in needed; changes nothing)",
      {
        querystring: ZMissingBookingLinkQuery,
        response: { 200: ZMissingBookingLinkResponse, ...errorResponses(400) },
      },
    ),
    async (request) => ok(await service.offer(request.query.token)),
  );

  app.post(
    '/api/find-missing-booking/link',
    publicRoute(
      "Spends the single-use link e-mailed to a booking's address: the booking goes into the account that asked for it (no sign-in needed)",
      {
        body: ZAddMissingBookingRequest,
        response: { 200: ZAddMissingBookingResponse, ...errorResponses(400) },
      },
    ),
    async (request) => service.useLink(request.body.token),
  );
};
