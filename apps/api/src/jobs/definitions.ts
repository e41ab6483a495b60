import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Mailer } from '../mail/mail';
import type { MailDelivery } from '../mail/mailer';
import type { ActivitiesService } from '../modules/activities/activities.service';
import type { BookingService } from '../modules/booking/booking.service';
import type { OwnersService } from '../modules/owners/owners.service';
import type { PaymentService } from '../modules/payment/payment.service';
import type { RefundsService } from '../modules/payment/refunds.service';
import type { JobDefinition, JobQueue } from './job-queue';
import { runScheduledWork } from './scheduled-work';

/** The park's clock: schedules read in UK time (a reminder at 9 in the morning, summer or winter). */
const PARK_TIME_ZONE = 'Europe/London';

export const JOB = {
  scheduledWork: 'scheduled-work',
  reminders: 'reminders',
  mailDelivery: 'mail-delivery',
} as const;

type Services = {
  bookings: BookingService;
  payments: PaymentService;
  activities: ActivitiesService;
  deskMoney: Pick<RefundsService, 'reconcileRefunds'>;
  owners: OwnersService;
  mailer: Mailer;
  mailDelivery: MailDelivery;
};

const cronOf = (value: string) => (value === 'off' ? undefined : value);

/**
 * Every kind of background work (decision 044), the same on pg-boss and on the in-process runner.
 * Each run is a sweep of what the database says is due, safe to run again after a worker died.
 * `queue` is the one the definitions end up on (the mail job asks it for its next retry).
 */
export function jobDefinitions(
  app: FastifyInstance,
  config: Config,
  services: Services,
  queue: () => JobQueue | undefined = () => app.jobQueue,
): JobDefinition[] {
  return [
    {
      name: JOB.scheduledWork,
      cron: cronOf(config.SCHEDULED_WORK_CRON),
      tz: PARK_TIME_ZONE,
      retryLimit: 2,
      retryDelaySeconds: 15,
      run: async () => {
        const failed = await runScheduledWork(app, services);
        // Every step ran; the job is retried for the ones that failed (each step is idempotent).
        if (failed.length > 0) throw new Error(`scheduled work failed: ${failed.join(', ')}`);
        // Refunds and releases recorded e-mails; hand them to delivery.
        await services.mailer.dispatch();
      },
    },
    {
      name: JOB.reminders,
      cron: cronOf(config.REMINDERS_CRON),
      tz: PARK_TIME_ZONE,
      retryLimit: 5,
      retryDelaySeconds: 60,
      run: async () => {
        const now = new Date();
        const guests = await services.bookings.sendBalanceReminders(now);
        const owners = await services.owners.sendInvoiceReminders(now);
        if (guests + owners > 0) app.log.info({ guests, owners }, 'reminders sent');
      },
    },
    {
      name: JOB.mailDelivery,
      // The net under every message: one recorded by a process that died before handing it on, or
      // waiting for its retry, goes within a minute at most.
      cron: '* * * * *',
      retryLimit: 5,
      retryDelaySeconds: 10,
      run: async () => {
        const { sent, failed, nextRetryAt } = await services.mailDelivery.deliverDue();
        if (sent + failed > 0) app.log.info({ sent, failed }, 'e-mail delivered');
        // A message waiting to be tried again is tried at its time, not at the next minute.
        if (nextRetryAt) await queue()?.send(JOB.mailDelivery, { startAfter: nextRetryAt });
      },
    },
  ];
}
