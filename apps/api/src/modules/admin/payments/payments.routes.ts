import { ZPaymentsDayQuery, ZPaymentsDayResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../../../http/auth';
import { bearerSecurity, errorResponses } from '../../../http/responses';
import type { PaymentsService } from './payments.service';

/** The Payments screen (reception): a day's money. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  const tags = ['staff'];

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary:
          "A day's payments and refunds (stays, activity bookings, owners' invoices) with totals by method and status, and the open ones (reception)",
        security: bearerSecurity,
        querystring: ZPaymentsDayQuery,
        response: { 200: ZPaymentsDayResponse, ...errorResponses(400, 401, 403) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({ success: true as const, data: await service.day(request.query.date) }),
  );
};
