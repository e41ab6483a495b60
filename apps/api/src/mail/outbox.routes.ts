import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../http/responses';
import { routeOptions } from '../http/route-options';
import type { OutboxService } from './outbox.service';

const ZOutboxQuery = z.object({
  to: z.string().trim().max(254, 'to must be at most 254 characters').optional(),
});

const ZOutboxResponse = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
      created_at: z.string(),
    }),
  ),
});

/**
 * The newest e-mails in the outbox, for the park's admins only: they hold reset links and link
 * codes in clear, so a guest reading them could take over any account. Only registered when no
 * SMTP server is configured, MAIL_OUTBOX_VIEWER allows it and the site is not in production
 * (development, demos, tests).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  const adminRoute = routeOptions({ tags: ['development'], staff: ['admin'] });

  app.get(
    '/api/outbox',
    adminRoute('E-mails kept in the outbox (development and demo only; staff admins)', {
      querystring: ZOutboxQuery,
      response: { 200: ZOutboxResponse, ...errorResponses(401, 403) },
    }),
    async (request) => {
      return ok(await outbox.newest(request.query.to));
    },
  );
};
