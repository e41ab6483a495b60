import type { FastifyInstance } from 'fastify';
import type { OutboxService } from '../../../mail/outbox.service';
import { staffOutboxRoutes } from './outbox.routes';

/** The Outbox section: every e-mail, secrets hidden, and sending a failed one again (decision 033). */
export async function registerOutbox(app: FastifyInstance, deps: { outbox: OutboxService }) {
  await app.register(staffOutboxRoutes, deps);
}
