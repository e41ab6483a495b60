import type { FastifyInstance } from 'fastify';
import { cardSandboxRoutes } from '../../payments';
import type { ModuleDeps } from '../build-services';
import { paymentRoutes } from './payment.routes';

/** Card payments and 3-D Secure; the card sandbox where configured. */
export async function registerPayment(app: FastifyInstance, deps: ModuleDeps) {
  const { config, db, now, cardProvider, services } = deps;
  const { payments } = services;
  await app.register(paymentRoutes, {
    service: payments,
    providerOrigin: new URL(cardProvider.baseUrl).origin,
  });
  if (config.CARD_PROVIDER === 'sandbox') {
    await app.register(cardSandboxRoutes, {
      prefix: '/api/v1',
      db,
      integrationKey: config.OPAYO_INTEGRATION_KEY,
      integrationPassword: config.OPAYO_INTEGRATION_PASSWORD,
      vendorName: config.OPAYO_VENDOR_NAME,
      reportingUser: config.OPAYO_REPORTING_USER,
      reportingPassword: config.OPAYO_REPORTING_PASSWORD,
      publicUrl: config.PUBLIC_URL,
      now,
    });
  }
}
