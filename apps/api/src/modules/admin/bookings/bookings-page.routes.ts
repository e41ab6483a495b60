import { ZBookingNoParams, ZDeskBookingResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../../http/auth';
import { bearerSecurity, errorResponses } from '../../../http/responses';
import type { FrontDeskService } from './bookings-page.service';

/** Reception's booking page: one stay with everything the desk needs about it, but its payments. */
export const frontDeskRoutes: FastifyPluginAsyncZod<{ service: FrontDeskService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/bookings/:booking_no',
    {
      schema: {
        tags: ['staff'],
        summary:
          "A stay as reception's booking page shows it: guests, unit, extras, money, activity bookings, e-mails sent and notes (reception)",
        security: bearerSecurity,
        params: ZBookingNoParams,
        response: { 200: ZDeskBookingResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({ success: true as const, data: await service.booking(request.params.booking_no) }),
  );
};
