import type { FastifyInstance } from 'fastify';
import type { ActivitiesService } from '../modules/activities/activities.service';
import type { BookingService } from '../modules/booking/booking.service';
import type { PaymentService } from '../modules/payment/payment.service';
import type { RefundsService } from '../modules/payment/refunds.service';

type Services = {
  bookings: BookingService;
  payments: PaymentService;
  activities: ActivitiesService;
  deskMoney: Pick<RefundsService, 'reconcileRefunds'>;
};

/**
 * One run of the scheduled work, in the order each step needs: payments left open are settled by
 * asking the provider (so a hold is never judged while money is in flight), lapsed holds with money
 * on them are refunded, lapsed holds without money are let go, then unpaid tickets. Every step is
 * idempotent and settles each row once; a failing step is logged and the others still run. Answers
 * the steps that failed (the job is then retried).
 */
export async function runScheduledWork(
  app: FastifyInstance,
  { bookings, payments, activities, deskMoney }: Services,
): Promise<string[]> {
  const steps: [string, () => Promise<number>][] = [
    ['payments reconciled', () => payments.reconcile()],
    // Refunds staff sent whose answer was lost: settled by asking the provider, never sent twice.
    ['refunds reconciled', () => deskMoney.reconcileRefunds()],
    ['lapsed holds refunded', () => payments.refundLapsedHolds()],
    ['expired holds released', () => bookings.expireHolds()],
    // After the stays, so tickets of a stay let go in this run go back to their sessions too.
    ['lapsed activity holds released', () => activities.releaseLapsedHolds()],
  ];
  const failed: string[] = [];
  for (const [what, step] of steps) {
    try {
      const count = await step();
      if (count > 0) app.log.info({ count }, what);
    } catch (error) {
      failed.push(what);
      app.log.error({ err: error }, `scheduled work failed: ${what}`);
    }
  }
  return failed;
}
