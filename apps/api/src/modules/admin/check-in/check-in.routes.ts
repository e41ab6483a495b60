import {
  type TCheckInTicketRefusal,
  ZCheckInTicketRefusal,
  ZCheckInTicketRequest,
  ZCheckInTicketResponse,
  ZSessionAttendeesResponse,
  ZSessionIdParams,
  ZStaffSessionsQuery,
  ZStaffSessionsResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { activitiesOrReceptionRoute } from '../../../http/route-options';
import { type CheckInService, TicketRefused } from './check-in.service';

/** The door of an activity session: its list and ticket scanning (activities staff and reception). */
export const checkInRoutes: FastifyPluginAsyncZod<{ service: CheckInService }> = async (app, { service }) => {
  app.get(
    '/api/admin/sessions',
    activitiesOrReceptionRoute(
      "A day's activity sessions with tickets sold, valid and used (activities, reception)",
      {
        querystring: ZStaffSessionsQuery,
        response: { 200: ZStaffSessionsResponse, ...errorResponses(400, 401, 403) },
      },
    ),
    async (request) => ok(await service.sessionsOn(request.query.date, request.query.park_code)),
  );

  app.get(
    '/api/admin/sessions/:session_id/attendees',
    activitiesOrReceptionRoute(
      "A session's live tickets: code, type, guest, what they were booked for, when used and by whom",
      {
        params: ZSessionIdParams,
        response: { 200: ZSessionAttendeesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => ok(await service.attendees(request.params.session_id)),
  );

  app.post(
    '/api/admin/tickets/check-in',
    activitiesOrReceptionRoute(
      'Admits a ticket by the code on its QR code, once; a second scan says when it was used and by whom',
      {
        body: ZCheckInTicketRequest,
        response: {
          200: ZCheckInTicketResponse,
          ...errorResponses(400, 401, 403),
          404: ZCheckInTicketRefusal,
          409: ZCheckInTicketRefusal,
        },
      },
    ),
    async (request, reply) => {
      const staff = staffOf(request);
      try {
        const admitted = await service.checkIn(request.body.code, staff.user.id, request.body.session_id);
        return ok(admitted.ticket, admitted.message);
      } catch (error) {
        if (!(error instanceof TicketRefused)) throw error;
        const body: TCheckInTicketRefusal = {
          success: false,
          message: error.message,
          code: error.code ?? 'CONFLICT',
          ...(error.ticket ? { ticket: error.ticket } : {}),
        };
        return reply.code(error.statusCode as 404 | 409).send(body);
      }
    },
  );
};
