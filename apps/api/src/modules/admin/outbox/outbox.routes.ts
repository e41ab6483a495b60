import {
  ZOutboxListQuery,
  ZOutboxListResponse,
  ZOutboxMessageParams,
  ZOutboxMessageResponse,
  ZResendOutboxMessageResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { receptionRoute } from '../../../http/route-options';
import type { OutboxService } from '../../../mail/outbox.service';

/**
 * The back office's Outbox (reception): every e-mail to a guest or an owner, where it is in
 * delivery, with what only its addressee may use (sign-in links, link codes) hidden; a failed one
 * can be sent again. Served with or without SMTP.
 */
export const staffOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/admin/outbox',
    receptionRoute('E-mails, newest first, by address, subject and status (reception)', {
      querystring: ZOutboxListQuery,
      response: { 200: ZOutboxListResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ok(await outbox.list(request.query)),
  );

  app.get(
    '/api/admin/outbox/:id',
    receptionRoute('One e-mail sent: its text and HTML, secrets hidden (reception)', {
      params: ZOutboxMessageParams,
      response: { 200: ZOutboxMessageResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => ok(await outbox.read(request.params.id)),
  );

  app.post(
    '/api/admin/outbox/:id/resend',
    receptionRoute('Sends a failed e-mail again: back in the queue, attempts counted afresh (reception)', {
      params: ZOutboxMessageParams,
      response: { 200: ZResendOutboxMessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const staff = staffOf(request);
      const { message, summary } = await outbox.resend(request.params.id, staff.user);
      return ok(summary, message);
    },
  );
};
