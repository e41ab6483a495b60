import {
  ACCOUNT_DELETED_MESSAGE,
  MARKETING_CHOICE_SAVED_MESSAGE,
  PRIVACY_REQUEST_SENT_MESSAGE,
  ZDeleteAccountRequest,
  ZDeleteAccountResponse,
  ZIdParams,
  ZMarketingChoiceRequest,
  ZMarketingChoiceResponse,
  ZMyData,
  ZMyPrivacyRequestResponse,
  ZPrivacyCentreResponse,
  ZPrivacyRequestRequest,
  ZPrivacyRequestResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import type { PrivacyService } from './privacy.service';

/** The privacy centre of the signed-in guest or owner. */
export const privacyRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (app, { service }) => {
  const signedInRoute = routeOptions({ tags: ['privacy'], bearer: true });

  app.get(
    '/api/privacy',
    signedInRoute('The privacy centre: the newsletter choice with when it was given, and the requests made', {
      response: { 200: ZPrivacyCentreResponse, ...errorResponses(401) },
    }),
    async (request) => ok(await service.centre(requireUser(request).user)),
  );

  app.get(
    '/api/privacy/my-data',
    signedInRoute('Download my data: everything the park holds of the signed-in person, as a JSON file', {
      response: { 200: ZMyData, ...errorResponses(401) },
    }),
    async (request, reply) => {
      const data = await service.myData(requireUser(request).user);
      const day = data.made_at.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.put(
    '/api/privacy/marketing',
    signedInRoute('Sets the newsletter choice; when it changes, when it was given is recorded', {
      body: ZMarketingChoiceRequest,
      response: { 200: ZMarketingChoiceResponse, ...errorResponses(400, 401) },
    }),
    async (request) =>
      ok(
        await service.setMarketing(requireUser(request).user, request.body.marketing_preference),
        MARKETING_CHOICE_SAVED_MESSAGE,
      ),
  );

  app.post(
    '/api/privacy/requests',
    signedInRoute(
      'Makes a privacy request (a copy, a correction, erasure, a complaint): due within 30 days',
      {
        body: ZPrivacyRequestRequest,
        response: { 201: ZPrivacyRequestResponse, ...errorResponses(400, 401) },
      },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await service.makeRequest(requireUser(request).user, request.body),
            PRIVACY_REQUEST_SENT_MESSAGE,
          ),
        ),
  );

  app.get(
    '/api/privacy/requests/:id',
    signedInRoute(
      "One of the signed-in person's privacy requests (another person's answers as a missing one)",
      {
        params: ZIdParams,
        response: { 200: ZMyPrivacyRequestResponse, ...errorResponses(400, 401, 404) },
      },
    ),
    async (request) => ok(await service.request(requireUser(request).user, request.params.id)),
  );

  app.post(
    '/api/privacy/delete-account',
    signedInRoute(
      'Deletes the account (password again): refused while a stay is to come, money is on its way or an owner balance is open; every session ends',
      {
        body: ZDeleteAccountRequest,
        response: { 200: ZDeleteAccountResponse, ...errorResponses(400, 401, 403, 409) },
      },
    ),
    async (request) => {
      await service.deleteAccount(requireUser(request).user, request.body.password);
      return { success: true as const, message: ACCOUNT_DELETED_MESSAGE };
    },
  );
};
