import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { PaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';

export type PaymentsDependencies = { db: Database; now?: () => Date };

/** The Payments screen: a day's payments and refunds, read from the payment domain's tables. */
export async function registerPayments(app: FastifyInstance, { db, now }: PaymentsDependencies) {
  await app.register(paymentsRoutes, {
    service: new PaymentsService({ repository: new PaymentsRepository(db), now }),
  });
}
