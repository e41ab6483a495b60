import { ZPaymentsDayQuery, ZPaymentsDayResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../../http/responses';
import { receptionRoute } from '../../../http/route-options';
import type { PaymentsService } from './payments.service';

/** The Payments screen (reception): a day's money. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/payments',
    receptionRoute(
      "A day's payments and refunds (stays, activity bookings, owners' invoices) with totals by method and status, and the open ones (reception)",
      {
        querystring: ZPaymentsDayQuery,
        response: { 200: ZPaymentsDayResponse, ...errorResponses(400, 401, 403) },
      },
    ),
    async (request) => ok(await service.day(request.query.date)),
  );
};
