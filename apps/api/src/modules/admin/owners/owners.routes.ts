import {
  ZAdminCreateVisitRequest,
  ZAdminDealResponse,
  ZAdminLedgerResponse,
  ZAdminOwnerResponse,
  ZAdminVisitResponse,
  ZAdminVisitsResponse,
  ZChangeVisitDatesRequest,
  ZCreateDealRequest,
  ZCreateOwnerRequest,
  ZCustomerNoParams,
  ZDealNoParams,
  ZFindOwnersQuery,
  ZFindOwnersResponse,
  ZMessageResponse,
  ZOwnerEntryParams,
  ZOwnerVisitParams,
  ZPostLedgerEntryRequest,
  ZPostLedgerEntryResponse,
  ZSendLinkCodeRequest,
  ZSetCurrentDealRequest,
  ZUpdateDealRequest,
  ZUpdateOwnerRequest,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute, receptionRoute } from '../../../http/route-options';
import type { OwnersAdminService } from './owners.service';

/**
 * The back office's Owners screens (decision 042): reception finds and reads owners, their deals,
 * account and visits, and sends a link code; everything that changes an owner's record is the
 * admins'.
 */
export const ownersAdminRoutes: FastifyPluginAsyncZod<{ service: OwnersAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/owners',
    receptionRoute('Finds owners by name, customer number, e-mail or park, by name (reception)', {
      querystring: ZFindOwnersQuery,
      response: { 200: ZFindOwnersResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ok(await service.findOwners(request.query)),
  );

  app.post(
    '/api/admin/owners',
    adminRoute('Adds an owner; an empty customer number is given the next free one (admins)', {
      body: ZCreateOwnerRequest,
      response: { 201: ZAdminOwnerResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const staff = staffOf(request);
      const made = await service.createOwner(request.body, staff.user);
      return reply.code(201).send(ok(made, `Owner ${made.customer_no} is added.`));
    },
  );

  app.get(
    '/api/admin/owners/:customer_no',
    receptionRoute("An owner's details, balance, deals and linked accounts (reception)", {
      params: ZCustomerNoParams,
      response: { 200: ZAdminOwnerResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await service.owner(request.params.customer_no)),
  );

  app.patch(
    '/api/admin/owners/:customer_no',
    adminRoute("Changes an owner's contact details and park (admins)", {
      params: ZCustomerNoParams,
      body: ZUpdateOwnerRequest,
      response: { 200: ZAdminOwnerResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const staff = staffOf(request);
      return ok(
        await service.updateOwner(request.params.customer_no, request.body, staff.user),
        'The owner’s details are saved.',
      );
    },
  );

  app.put(
    '/api/admin/owners/:customer_no/current-deal',
    adminRoute("Makes one of the owner's deals their current one, or none (admins)", {
      params: ZCustomerNoParams,
      body: ZSetCurrentDealRequest,
      response: { 200: ZAdminOwnerResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const staff = staffOf(request);
      const data = await service.setCurrentDeal(request.params.customer_no, request.body.deal_no, staff.user);
      return ok(
        data,
        data.current_deal_no
          ? `Deal ${data.current_deal_no} is now the current deal.`
          : 'The owner has no current deal now.',
      );
    },
  );

  app.post(
    '/api/admin/owners/:customer_no/deals',
    adminRoute('Adds a deal to an owner (admins)', {
      params: ZCustomerNoParams,
      body: ZCreateDealRequest,
      response: { 201: ZAdminDealResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const staff = staffOf(request);
      const deal = await service.createDeal(request.params.customer_no, request.body, staff.user);
      return reply.code(201).send(ok(deal, `Deal ${deal.deal_no} is added.`));
    },
  );

  app.patch(
    '/api/admin/owners/:customer_no/deals/:deal_no',
    adminRoute("Changes one of an owner's deals (admins)", {
      params: ZDealNoParams,
      body: ZUpdateDealRequest,
      response: { 200: ZAdminDealResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const staff = staffOf(request);
      const deal = await service.updateDeal(
        request.params.customer_no,
        request.params.deal_no,
        request.body,
        staff.user,
      );
      return ok(deal, `Deal ${deal.deal_no} is saved.`);
    },
  );

  app.get(
    '/api/admin/owners/:customer_no/ledger-entries',
    receptionRoute("An owner's ledger entries, newest first, and the balance (reception)", {
      params: ZCustomerNoParams,
      response: { 200: ZAdminLedgerResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await service.ledger(request.params.customer_no)),
  );

  app.post(
    '/api/admin/owners/:customer_no/ledger-entries',
    adminRoute(
      "Posts an invoice or a credit memo to an owner's account; entries are never edited or removed afterwards (admins)",
      {
        params: ZCustomerNoParams,
        body: ZPostLedgerEntryRequest,
        response: { 201: ZPostLedgerEntryResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request, reply) => {
      const staff = staffOf(request);
      const { message, entry } = await service.postEntry(
        request.params.customer_no,
        request.body,
        staff.user,
      );
      return reply.code(201).send(ok(entry, message));
    },
  );

  app.get(
    '/api/admin/owners/:customer_no/ledger-entries/:entry_no/invoice.pdf',
    receptionRoute(
      "The invoice of one of an owner's entries, as the owner downloads it (application/pdf) (reception)",
      {
        params: ZOwnerEntryParams,
        response: {
          200: z.any().describe('The invoice as a PDF file (application/pdf)'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    ),
    async (request, reply) => {
      const { filename, pdf } = await service.invoice(request.params.customer_no, request.params.entry_no);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/owners/:customer_no/visits',
    receptionRoute('The visits of the accounts linked to an owner, earliest first (reception)', {
      params: ZCustomerNoParams,
      response: { 200: ZAdminVisitsResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await service.visits(request.params.customer_no)),
  );

  app.post(
    '/api/admin/owners/:customer_no/visits',
    adminRoute("Plans a visit for one of the owner's accounts, by the owners portal's rules (admins)", {
      params: ZCustomerNoParams,
      body: ZAdminCreateVisitRequest,
      response: { 201: ZAdminVisitResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const staff = staffOf(request);
      const visit = await service.createVisit(request.params.customer_no, request.body, staff.user);
      return reply.code(201).send(ok(visit, `The visit to ${visit.park.title} is planned.`));
    },
  );

  app.patch(
    '/api/admin/owners/:customer_no/visits/:id',
    adminRoute("Changes the dates of an owner's visit that has not ended (admins)", {
      description: '409 when an activity booked against the visit would fall outside the new dates.',
      params: ZOwnerVisitParams,
      body: ZChangeVisitDatesRequest,
      response: { 200: ZAdminVisitResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const staff = staffOf(request);
      const visit = await service.changeVisit(
        request.params.customer_no,
        request.params.id,
        request.body,
        staff.user,
      );
      return ok(visit, 'The visit’s dates are changed.');
    },
  );

  app.delete(
    '/api/admin/owners/:customer_no/visits/:id',
    adminRoute("Cancels an owner's visit, unless it has ended or activities are booked against it (admins)", {
      params: ZOwnerVisitParams,
      response: { 200: ZMessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const staff = staffOf(request);
      return {
        success: true,
        message: await service.cancelVisit(request.params.customer_no, request.params.id, staff.user),
      };
    },
  );

  app.post(
    '/api/admin/owners/:customer_no/link-code',
    receptionRoute(
      "E-mails the owner's address on file a code that links the account signed up with account_email (reception)",
      {
        params: ZCustomerNoParams,
        body: ZSendLinkCodeRequest,
        response: { 200: ZMessageResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    ),
    async (request) => {
      const staff = staffOf(request);
      return {
        success: true,
        message: await service.sendLinkCode(
          request.params.customer_no,
          request.body.account_email,
          staff.user,
        ),
      };
    },
  );
};
