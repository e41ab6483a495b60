import {
  ZCreateExtraRequest,
  ZCreatePromotionalCodeRequest,
  ZExtraParams,
  ZExtraResponse,
  ZExtrasAdminResponse,
  ZPromotionalCodeParams,
  ZPromotionalCodeResponse,
  ZPromotionalCodesAdminResponse,
  ZUpdateExtraRequest,
  ZUpdatePromotionalCodeRequest,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute } from '../../../http/route-options';
import type { ExtrasAndCodesService } from './extras-and-codes.service';

/** The back office's Extras & codes (admins): extras, their stock and grades; promotional codes. */
export const extrasAndCodesRoutes: FastifyPluginAsyncZod<{ service: ExtrasAndCodesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/extras',
    adminRoute('Every extra with its price, stock and the grades that offer it, and every grade (admins)', {
      response: { 200: ZExtrasAdminResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.extras()),
  );

  app.post(
    '/api/admin/extras',
    adminRoute('Makes an extra: its price in pence, note, position, stock per night and grades (admins)', {
      description: '409 EXTRA_EXISTS when an extra has the code already.',
      body: ZCreateExtraRequest,
      response: { 201: ZExtraResponse, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const extra = await service.createExtra(staffId(request), request.body);
      return reply.code(201).send(ok(extra, `${extra.description} is added.`));
    },
  );

  app.put(
    '/api/admin/extras/:code',
    adminRoute(
      'Changes an extra and the grades that offer it; stays that have it keep their price (admins)',
      {
        params: ZExtraParams,
        body: ZUpdateExtraRequest,
        response: { 200: ZExtraResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => {
      const extra = await service.updateExtra(staffId(request), request.params.code, request.body);
      return ok(extra, `${extra.description} is saved.`);
    },
  );

  app.get(
    '/api/admin/promotional-codes',
    adminRoute('Every promotional code with its rules and how often it is used, and the parks (admins)', {
      response: { 200: ZPromotionalCodesAdminResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.codes()),
  );

  app.post(
    '/api/admin/promotional-codes',
    adminRoute(
      'Makes a promotional code: a percentage or a fixed amount off the stay, dates, minimum nights, parks and usage limit (admins)',
      {
        description: '409 PROMOTIONAL_CODE_EXISTS when a code has that name already.',
        body: ZCreatePromotionalCodeRequest,
        response: { 201: ZPromotionalCodeResponse, ...errorResponses(400, 401, 403, 409) },
      },
    ),
    async (request, reply) => {
      const code = await service.createCode(staffId(request), request.body);
      return reply.code(201).send(ok(code, `${code.code} is added.`));
    },
  );

  app.put(
    '/api/admin/promotional-codes/:code',
    adminRoute(
      'Changes a promotional code; bookings that carry it keep their discount, and the limit cannot go below them (admins)',
      {
        params: ZPromotionalCodeParams,
        body: ZUpdatePromotionalCodeRequest,
        response: { 200: ZPromotionalCodeResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => {
      const code = await service.updateCode(staffId(request), request.params.code, request.body);
      return ok(code, `${code.code} is saved.`);
    },
  );

  app.post(
    '/api/admin/promotional-codes/:code/end',
    adminRoute('Ends a promotional code early: no booking can apply it from today (admins)', {
      params: ZPromotionalCodeParams,
      response: { 200: ZPromotionalCodeResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const code = await service.endCode(staffId(request), request.params.code);
      return ok(code, `${code.code} has ended: it can no longer be applied.`);
    },
  );
};
