import {
  ZAdminEventResponse,
  ZAdminEventsQuery,
  ZAdminEventsResponse,
  ZEventParams,
  ZEventRequest,
  ZRemoveEventResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { routeOptions } from '../../../http/route-options';
import { dayInWords, type EventsAdminService } from './events.service';

/** The events calendars in the back office: admins and the activities team. */
export const eventsAdminRoutes: FastifyPluginAsyncZod<{ service: EventsAdminService }> = async (
  app,
  { service },
) => {
  const activitiesRoute = routeOptions({ tags: ['events'], staff: ['activities'] });

  app.get(
    '/api/admin/events',
    activitiesRoute("A calendar's events in a month, the calendars and the parks (admins, activities)", {
      querystring: ZAdminEventsQuery,
      response: { 200: ZAdminEventsResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ok(await service.month(request.query)),
  );

  app.post(
    '/api/admin/events',
    activitiesRoute('Adds an event to a calendar (admins, activities)', {
      body: ZEventRequest,
      response: { 201: ZAdminEventResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const created = await service.create(staffId(request), request.body);
      return reply
        .code(201)
        .send(ok(created, `${created.name} is on the calendar for ${dayInWords(created.date)}.`));
    },
  );

  app.put(
    '/api/admin/events/:id',
    activitiesRoute(
      "Changes an event's calendar, name, date, times, park, place or description (admins, activities)",
      {
        params: ZEventParams,
        body: ZEventRequest,
        response: { 200: ZAdminEventResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => {
      const updated = await service.update(staffId(request), request.params.id, request.body);
      return ok(updated, `${updated.name} is saved.`);
    },
  );

  app.delete(
    '/api/admin/events/:id',
    activitiesRoute('Removes an event from its calendar (admins, activities)', {
      params: ZEventParams,
      response: { 200: ZRemoveEventResponse, ...errorResponses(401, 403, 404) },
    }),
    async (request) => {
      const removed = await service.remove(staffId(request), request.params.id);
      return {
        success: true as const,
        message: `${removed.name} on ${dayInWords(removed.date)} is removed from the calendar.`,
      };
    },
  );
};
