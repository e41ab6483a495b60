import { ZAuditEntriesQuery, ZAuditEntriesResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOnly } from '../../http/auth';
import { bearerSecurity, errorResponses } from '../../http/responses';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (app, { service }) => {
  app.get(
    '/api/admin/audit-entries',
    {
      schema: {
        tags: ['staff'],
        summary: "A record's history: every change staff made to it, newest first (staff; by role)",
        security: bearerSecurity,
        querystring: ZAuditEntriesQuery,
        response: { 200: ZAuditEntriesResponse, ...errorResponses(400, 401, 403) },
      },
      ...staffOnly('reception', 'activities'),
    },
    async (request) => {
      const { role } = requireStaff(request, 'reception', 'activities');
      const data = await service.history(role, request.query.entity_type, request.query.entity_id);
      return { success: true as const, data };
    },
  );
};
