import {
  ZPrivacyRequestDoneResponse,
  ZPrivacyRequestListQuery,
  ZPrivacyRequestListResponse,
  ZPrivacyRequestParams,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute } from '../../../http/route-options';
import type { PrivacyAdminService } from './privacy.service';

/** The back office's Privacy requests (admin): the list with due dates, and marking one done. */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{ service: PrivacyAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/privacy-requests',
    adminRoute('Privacy requests: open ones first, soonest due first (admin)', {
      querystring: ZPrivacyRequestListQuery,
      response: { 200: ZPrivacyRequestListResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ok(await service.list(request.query.status)),
  );

  app.post(
    '/api/admin/privacy-requests/:id/done',
    adminRoute('Marks a privacy request done: who answered it and when are kept (admin)', {
      params: ZPrivacyRequestParams,
      response: { 200: ZPrivacyRequestDoneResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { request: done, message } = await service.markDone(request.params.id, staffId(request));
      return ok(done, message);
    },
  );
};
