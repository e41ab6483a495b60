import { ZEventsQuery, ZEventsResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/responses';
import { revalidated } from '../../http/revalidation';
import { routeOptions } from '../../http/route-options';
import type { EventsService } from './events.service';

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (app, { service }) => {
  const publicRoute = routeOptions({ tags: ['events'] });

  app.get(
    '/api/events',
    publicRoute("A calendar's events in a date range, grouped by date", {
      querystring: ZEventsQuery,
      response: { 200: ZEventsResponse, ...errorResponses(400) },
    }),
    // Staff edit events: the calendar must show an edit on the next look (an ETag makes asking again cheap).
    async (request, reply) => {
      const { calendar_id, start_date, end_date } = request.query;
      const data = await service.byDate(calendar_id, start_date, end_date);
      return revalidated(request, reply, ok(data));
    },
  );
};
