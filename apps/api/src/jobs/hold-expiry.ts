import type { FastifyInstance } from 'fastify';

/**
 * Releases bookings whose hold ran out, and invoice amounts set aside by payments that were
 * abandoned at the bank's challenge, every `intervalSeconds`. Each API process runs it; the
 * release is one idempotent UPDATE, so several processes doing it at once is harmless. (A booking
 * that looks for a unit also releases the expired holds of its grade first, so a guest never waits
 * for this job.)
 */
export function startHoldExpiryJob(app: FastifyInstance, intervalSeconds: number) {
  if (intervalSeconds <= 0) return;
  const timer = setInterval(() => {
    app.bookings.expireHolds().then(
      (released) => {
        if (released > 0) app.log.info({ released }, 'released expired holds');
      },
      (error) => app.log.error({ err: error }, 'hold expiry failed'),
    );
    app.payments.releaseStaleInvoicePayments().then(
      (released) => {
        if (released > 0) app.log.info({ released }, 'released abandoned invoice payments');
      },
      (error) => app.log.error({ err: error }, 'invoice payment release failed'),
    );
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
