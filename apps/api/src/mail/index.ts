import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../modules/build-services';
import { outboxRoutes } from './outbox.routes';
import { staffOutboxRoutes } from './staff-outbox.routes';

/** The e-mails sent: staff read every one, secrets hidden, and send a failed one again (decision 033). */
export async function registerOutbox(app: FastifyInstance, { config, services }: ModuleDeps) {
  await app.register(staffOutboxRoutes, { outbox: services.outbox });
  // Never in production: the outbox holds reset links in clear.
  if (config.MAIL_OUTBOX_VIEWER && !config.SMTP_URL && config.NODE_ENV !== 'production') {
    await app.register(outboxRoutes, { outbox: services.outbox });
  }
}
