import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';
import { requireOperator } from '../http/auth';
import { bearerSecurity, errorResponses } from '../http/responses';
import { OutboxRepository } from './outbox.repository';

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
 * The newest e-mails in the outbox, for park operator staff only: they hold reset links and link
 * codes in clear, so a guest reading them could take over any account. Only registered when no
 * SMTP server is configured, MAIL_OUTBOX_VIEWER allows it and the site is not in production
 * (development, demos, tests).
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const outbox = new OutboxRepository(db);
  app.get(
    '/api/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'E-mails kept in the outbox (development and demo only; park operator staff)',
        security: bearerSecurity,
        querystring: ZOutboxQuery,
        response: { 200: ZOutboxResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireOperator(request);
      const to = request.query.to?.toLowerCase();
      const rows = await outbox.newest({ to, limit: 20 });
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: row.attachments,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
