import type { FastifyInstance } from 'fastify';
import { cardSandboxRoutes } from '../../payments';
import type { ModuleDeps } from '../build-services';
import { deskMoneyRoutes } from './desk-money.routes';
import { DESK_REFUND_MAIL } from './desk-money.service';
import { paymentRoutes } from './payment.routes';

/** Card payments and 3-D Secure; the back office's money desk; the card sandbox where configured. */
export async function registerPayment(app: FastifyInstance, deps: ModuleDeps) {
  const { config, db, now, cardProvider, services } = deps;
  const { payments, deskMoney, mailDelivery } = services;
  mailDelivery.registerTemplate(DESK_REFUND_MAIL, (data) =>
    deskMoney.refundMail(Number(data.refundId), typeof data.lastFour === 'string' ? data.lastFour : null),
  );
  await app.register(deskMoneyRoutes, { service: deskMoney });
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
