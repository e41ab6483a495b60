import { ZAuditEntriesQuery, ZAuditEntriesResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { activitiesOrReceptionRoute } from '../../http/route-options';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    '/api/admin/audit-entries',
    activitiesOrReceptionRoute(
      "A record's history: every change staff made to it, newest first (staff; by role)",
      {
        querystring: ZAuditEntriesQuery,
        response: { 200: ZAuditEntriesResponse, ...errorResponses(400, 401, 403) },
      },
    ),
    async (request) => {
      const { role } = staffOf(request);
      const data = await service.history(role, request.query.entity_type, request.query.entity_id);
      return ok(data);
    },
  );
};
