import {
  ZActivityForm,
  ZAddSessionsRequest,
  ZAddSessionsResponse,
  ZAdminActivitiesResponse,
  ZAdminActivityParams,
  ZAdminActivityResponse,
  ZAdminSessionsQuery,
  ZAdminSessionsResponse,
  ZAdminTicketTypeParams,
  ZCancelSessionRequest,
  ZCancelSessionResponse,
  ZChangeSessionRequest,
  ZChangeSessionResponse,
  ZSessionCancellationResponse,
  ZSessionIdParams,
  ZTicketTypeChange,
  ZTicketTypeRequest,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { activitiesRoute } from '../../../http/route-options';
import type { ActivitiesAdminService } from './activities.service';
import type { ActivitySessionsService } from './activities-sessions.service';

/** The back office's Activities screen (activities staff; admins may do everything). */
export const activitiesAdminRoutes: FastifyPluginAsyncZod<{
  service: ActivitiesAdminService;
  sessions: ActivitySessionsService;
}> = async (app, { service, sessions }) => {
  app.get(
    '/api/admin/activities',
    activitiesRoute('Every activity with its park, ticket types and counts, and the parks (activities)', {
      response: { 200: ZAdminActivitiesResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.list()),
  );

  app.post(
    '/api/admin/activities',
    activitiesRoute('Adds an activity; its HTML description is sanitised before it is saved (activities)', {
      description: '409 ACTIVITY_CODE_TAKEN when another activity has the code.',
      body: ZActivityForm,
      response: { 201: ZAdminActivityResponse, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const data = await service.create(request.body, staffId(request));
      return reply.code(201).send(ok(data, `${data.name} is added.`));
    },
  );

  app.get(
    '/api/admin/activities/:activity_id',
    activitiesRoute('One activity with its ticket types (activities)', {
      params: ZAdminActivityParams,
      response: { 200: ZAdminActivityResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await service.activity(request.params.activity_id)),
  );

  app.put(
    '/api/admin/activities/:activity_id',
    activitiesRoute(
      'Changes an activity; its HTML description is sanitised before it is saved (activities)',
      {
        description:
          '409 ACTIVITY_CODE_TAKEN when another activity has the code; ACTIVITY_HAS_BOOKINGS when moving to another park after guests booked.',
        params: ZAdminActivityParams,
        body: ZActivityForm,
        response: { 200: ZAdminActivityResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    ),
    async (request) => {
      const data = await service.update(request.params.activity_id, request.body, staffId(request));
      return ok(data, `${data.name} is saved.`);
    },
  );

  app.post(
    '/api/admin/activities/:activity_id/ticket-types',
    activitiesRoute('Adds a ticket type with its price to an activity (activities)', {
      description: '409 TICKET_TYPE_CODE_TAKEN when the activity has a ticket with the code.',
      params: ZAdminActivityParams,
      body: ZTicketTypeRequest,
      response: { 201: ZAdminActivityResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const data = await service.addTicketType(request.params.activity_id, request.body, staffId(request));
      return reply.code(201).send(ok(data, 'The ticket type is added.'));
    },
  );

  app.patch(
    '/api/admin/activities/:activity_id/ticket-types/:ticket_type_id',
    activitiesRoute("Changes a ticket type's name and price; tickets sold keep theirs (activities)", {
      params: ZAdminTicketTypeParams,
      body: ZTicketTypeChange,
      response: { 200: ZAdminActivityResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { activity_id: activityId, ticket_type_id: id } = request.params;
      const data = await service.changeTicketType(activityId, id, request.body, staffId(request));
      return ok(data, 'The ticket type is saved.');
    },
  );

  app.delete(
    '/api/admin/activities/:activity_id/ticket-types/:ticket_type_id',
    activitiesRoute('Removes a ticket type of which no ticket was sold (activities)', {
      description: '409 TICKET_TYPE_SOLD when tickets of the type were sold.',
      params: ZAdminTicketTypeParams,
      response: { 200: ZAdminActivityResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { activity_id: activityId, ticket_type_id: id } = request.params;
      const data = await service.removeTicketType(activityId, id, staffId(request));
      return ok(data, 'The ticket type is removed.');
    },
  );

  app.get(
    '/api/admin/activities/:activity_id/sessions',
    activitiesRoute("An activity's sessions between two dates, cancelled ones too (activities)", {
      params: ZAdminActivityParams,
      querystring: ZAdminSessionsQuery,
      response: { 200: ZAdminSessionsResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await sessions.sessions(request.params.activity_id, request.query)),
  );

  app.post(
    '/api/admin/activities/:activity_id/sessions',
    activitiesRoute(
      'Adds one session, or a repeating one (weekdays from a date until a date, at most 200) in one transaction (activities)',
      {
        description:
          '409 SESSION_EXISTS when the activity already has a session on one of the days at that start.',
        params: ZAdminActivityParams,
        body: ZAddSessionsRequest,
        response: { 201: ZAddSessionsResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    ),
    async (request, reply) => {
      const added = await sessions.addSessions(request.params.activity_id, request.body, staffId(request));
      return reply.code(201).send(ok(added.sessions, added.message));
    },
  );

  app.patch(
    '/api/admin/sessions/:session_id',
    activitiesRoute("Changes a session's times and capacity (activities)", {
      description:
        '409 CAPACITY_BELOW_SOLD (naming capacity) when the capacity is below the tickets sold; SESSION_CANCELLED for a cancelled session.',
      params: ZSessionIdParams,
      body: ZChangeSessionRequest,
      response: { 200: ZChangeSessionResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const changed = await sessions.changeSession(request.params.session_id, request.body, staffId(request));
      return ok(changed.session, changed.message);
    },
  );

  app.get(
    '/api/admin/sessions/:session_id/cancellation',
    activitiesRoute(
      'What cancelling a session would do: ticket holders told and money refunded (activities)',
      {
        params: ZSessionIdParams,
        response: { 200: ZSessionCancellationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => ok(await sessions.cancellationPreview(request.params.session_id)),
  );

  app.post(
    '/api/admin/sessions/:session_id/cancel',
    activitiesRoute(
      'Cancels a session: its bookings are cancelled, what they paid refunded by card, every ticket holder e-mailed (activities)',
      {
        description:
          '409 SESSION_CANCELLED when it already is; PAYMENT_IN_PROGRESS while a guest is paying for tickets to it.',
        params: ZSessionIdParams,
        body: ZCancelSessionRequest,
        response: { 200: ZCancelSessionResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    ),
    async (request) => {
      const done = await sessions.cancelSession(
        request.params.session_id,
        request.body.reason,
        staffId(request),
      );
      return ok(done.data, done.message);
    },
  );
};
