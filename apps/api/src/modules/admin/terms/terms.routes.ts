import { ZAdminTermsResponse, ZSaveTermsResponse, ZTermsParams, ZTermsRequest } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute } from '../../../http/route-options';
import type { TermsAdminService } from './terms.service';

/** The Terms section: each holiday type's cancellation and change terms (admins). */
export const termsAdminRoutes: FastifyPluginAsyncZod<{ service: TermsAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/terms',
    adminRoute("Every holiday type's booking terms: the latest version, or the standard terms (admins)", {
      response: { 200: ZAdminTermsResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.list()),
  );

  app.put(
    '/api/admin/terms/:holidayTypeId',
    adminRoute(
      "Saves a new version of a holiday type's booking terms; bookings already paid keep theirs (admins)",
      {
        params: ZTermsParams,
        body: ZTermsRequest,
        response: { 200: ZSaveTermsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => {
      const saved = await service.save(staffId(request), request.params.holidayTypeId, request.body);
      return ok(saved, `The terms for ${saved.holiday_type} are saved as version ${saved.version}.`);
    },
  );
};
