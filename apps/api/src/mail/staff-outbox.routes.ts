import {
  ZOutboxListQuery,
  ZOutboxListResponse,
  ZOutboxMessageParams,
  ZOutboxMessageResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '../http/auth';
import { bearerSecurity, errorResponses } from '../http/responses';
import type { OutboxService } from './outbox.service';

/**
 * The back office's Outbox (reception): every e-mail sent to a guest or an owner, with what only
 * its addressee may use (sign-in links, link codes) hidden. Served with or without SMTP.
 */
export const staffOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  const tags = ['staff'];

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary: 'E-mails sent, newest first, by address and subject (reception)',
        security: bearerSecurity,
        querystring: ZOutboxListQuery,
        response: { 200: ZOutboxListResponse, ...errorResponses(400, 401, 403) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({ success: true as const, data: await outbox.list(request.query) }),
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      schema: {
        tags,
        summary: 'One e-mail sent: its text and HTML, secrets hidden (reception)',
        security: bearerSecurity,
        params: ZOutboxMessageParams,
        response: { 200: ZOutboxMessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({ success: true as const, data: await outbox.read(request.params.id) }),
  );
};
