import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../modules/build-services';
import { outboxRoutes } from './outbox.routes';

/** The outbox's viewer for development (staff read every e-mail in the back office's Outbox section). */
export async function registerOutbox(app: FastifyInstance, { config, services }: ModuleDeps) {
  // Never in production: the outbox holds reset links in clear.
  if (config.MAIL_OUTBOX_VIEWER && !config.SMTP_URL && config.NODE_ENV !== 'production') {
    await app.register(outboxRoutes, { outbox: services.outbox });
  }
}
