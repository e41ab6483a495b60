import {
  ZActivitiesResponse,
  ZActivitySessionsQuery,
  ZActivitySessionsResponse,
  ZParkIdParams,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { ActivitiesService } from './activities.service';

export const activitiesRoutes: FastifyPluginAsyncZod<{ service: ActivitiesService }> = async (
  app,
  { service },
) => {
  const tags = ['activities'];

  app.get(
    '/api/parks/:park_id/activities',
    {
      schema: {
        tags,
        summary: "A park's activities",
        params: ZParkIdParams,
        response: { 200: ZActivitiesResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await service.activities(request.params.park_id) }),
  );

  app.get(
    '/api/parks/:park_id/activity-sessions',
    {
      schema: {
        tags,
        summary: "Sessions of a park's activities between two dates, with ticket types and tickets left",
        params: ZParkIdParams,
        querystring: ZActivitySessionsQuery,
        response: { 200: ZActivitySessionsResponse, ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.sessions(
        request.params.park_id,
        request.query.start_date_filter,
        request.query.end_date_filter,
      ),
    }),
  );
};
