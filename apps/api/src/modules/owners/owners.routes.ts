import {
  ZCreateVisitRequest,
  ZDealRequest,
  ZDealResponse,
  ZEntryNoParams,
  ZLedgerEntriesResponse,
  ZLedgerEntryResponse,
  ZLinkOwnerRequest,
  ZLinkOwnerResponse,
  ZOwnerResponse,
  ZVisitDeletedResponse,
  ZVisitIdParams,
  ZVisitResponse,
  ZVisitsResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import { type OwnersService, VISIT_CANCELLED_MESSAGE } from './owners.service';

/** The owners portal (owner, link, ledger, deal) and the visits an owner plans. */
export const ownersRoutes: FastifyPluginAsyncZod<{ service: OwnersService }> = async (app, { service }) => {
  const signedInRoute = routeOptions({ tags: ['owners'], bearer: true });

  app.get(
    '/api/owners-portal/owner',
    signedInRoute('The owner account linked to you, with its balance and pending card payments', {
      response: { 200: ZOwnerResponse, ...errorResponses(401, 404) },
    }),
    async (request) => ok(await service.owner(requireUser(request).user)),
  );

  app.post(
    '/api/owners-portal/link',
    signedInRoute(
      "Links you to an owner account: the e-mail must be the owner's on file and yours, or confirmed by a code sent to it",
      {
        body: ZLinkOwnerRequest,
        response: { 200: ZLinkOwnerResponse, 202: ZLinkOwnerResponse, ...errorResponses(400, 401, 429) },
      },
    ),
    async (request, reply) => {
      const { status, body } = await service.link(request.body, requireUser(request).user, request.ip);
      return reply.code(status).send(body);
    },
  );

  app.get(
    '/api/owners-portal/customer-ledger-entries',
    signedInRoute("Your owner account's ledger entries, newest first", {
      response: { 200: ZLedgerEntriesResponse, ...errorResponses(401, 404) },
    }),
    async (request) => ok({ entries: await service.ledgerEntries(requireUser(request).user) }),
  );

  app.get(
    '/api/owners-portal/customer-ledger-entries/:entry_no',
    signedInRoute('One entry of your owner account', {
      params: ZEntryNoParams,
      response: { 200: ZLedgerEntryResponse, ...errorResponses(400, 401, 404) },
    }),
    async (request) => ok(await service.ledgerEntry(request.params.entry_no, requireUser(request).user)),
  );

  app.get(
    '/api/owners-portal/customer-ledger-entries/:entry_no/invoice.pdf',
    signedInRoute('The invoice of one of your entries, as a PDF file (application/pdf)', {
      params: ZEntryNoParams,
      response: {
        200: z.any().describe('The invoice as a PDF file (application/pdf)'),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (request, reply) => {
      const { filename, pdf } = await service.invoice(request.params.entry_no, requireUser(request).user);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/owners-portal/deal',
    signedInRoute('One of your deals (the sale of your holiday home)', {
      body: ZDealRequest,
      response: { 200: ZDealResponse, ...errorResponses(400, 401, 404) },
    }),
    async (request) => ok(await service.deal(request.body.deal_no, requireUser(request).user)),
  );

  app.get(
    '/api/users/visits',
    signedInRoute('Your planned park visits, earliest first, with their activity bookings', {
      response: { 200: ZVisitsResponse, ...errorResponses(401) },
    }),
    async (request) => ok(await service.visits(requireUser(request).user)),
  );

  app.post(
    '/api/users/visits',
    signedInRoute('Plans a visit to a park (owners only)', {
      body: ZCreateVisitRequest,
      response: { 201: ZVisitResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const visit = await service.createVisit(request.body, requireUser(request).user);
      return reply.code(201).send(ok(visit));
    },
  );

  app.get(
    '/api/users/visits/:id',
    signedInRoute('One of your visits, with its park and activity bookings', {
      params: ZVisitIdParams,
      response: { 200: ZVisitResponse, ...errorResponses(400, 401, 404) },
    }),
    async (request) => ok(await service.visit(request.params.id, requireUser(request).user)),
  );

  app.delete(
    '/api/users/visits/:id',
    signedInRoute('Cancels one of your visits, unless activities are booked against it', {
      params: ZVisitIdParams,
      response: { 200: ZVisitDeletedResponse, ...errorResponses(400, 401, 404, 409) },
    }),
    async (request) => {
      await service.cancelVisit(request.params.id, requireUser(request).user);
      return { success: true as const, message: VISIT_CANCELLED_MESSAGE };
    },
  );
};
