import { ZEventsQuery, ZEventsResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { EventsService } from './events.service';

export const eventsRoutes: FastifyPluginAsyncZod<{ service: EventsService }> = async (app, { service }) => {
  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: "A calendar's events in a date range, grouped by date",
        querystring: ZEventsQuery,
        response: { 200: ZEventsResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { calendar_id, start_date, end_date } = request.query;
      return { success: true as const, data: await service.byDate(calendar_id, start_date, end_date) };
    },
  );
};
