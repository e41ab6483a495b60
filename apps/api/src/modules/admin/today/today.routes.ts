import {
  ZArrivalsQuery,
  ZArrivalsResponse,
  ZOccupancyQuery,
  ZOccupancyResponse,
  ZStayCheckInParams,
  ZStayCheckInResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOnly } from '../../../http/auth';
import { bearerSecurity, errorResponses } from '../../../http/responses';
import type { ReceptionService } from './today.service';

/** Reception's desk: occupancy, the day's arrivals, and checking a party in (issue 15). */
export const receptionRoutes: FastifyPluginAsyncZod<{ service: ReceptionService }> = async (
  app,
  { service },
) => {
  const tags = ['staff'];

  app.get(
    '/api/admin/occupancy',
    {
      schema: {
        tags,
        summary: "A park's next 14 nights: units taken by stays, held, out of order and free (reception)",
        security: bearerSecurity,
        querystring: ZOccupancyQuery,
        response: { 200: ZOccupancyResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({
      success: true as const,
      data: await service.occupancy(request.query.park_code, request.query.from),
    }),
  );

  app.get(
    '/api/admin/arrivals',
    {
      schema: {
        tags,
        summary:
          "The day's arrivals and in-house stays matching a reference, a guest's name or e-mail (reception)",
        security: bearerSecurity,
        querystring: ZArrivalsQuery,
        response: { 200: ZArrivalsResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({
      success: true as const,
      data: await service.arrivals(request.query.park_code, request.query.date, request.query.q),
    }),
  );

  app.post(
    '/api/admin/bookings/:booking_no/check-in',
    {
      schema: {
        tags,
        summary: 'Checks a confirmed stay in on its arrival day, once (reception)',
        security: bearerSecurity,
        params: ZStayCheckInParams,
        response: { 200: ZStayCheckInResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...staffOnly('reception'),
    },
    async (request) => {
      const { user } = requireStaff(request, 'reception');
      const data = await service.checkIn(request.params.booking_no, user.id);
      return {
        success: true as const,
        message: `${data.guest_name} (${data.booking_no}) is checked in to ${data.unit_code}.`,
        data,
      };
    },
  );
};
