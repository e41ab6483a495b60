import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { MailDelivery } from '../mail/mailer';
import type { Services } from '../modules/build-services';
import { jobDefinitions } from './definitions';
import type { JobDefinition, JobQueue } from './job-queue';
import { runScheduledWork } from './scheduled-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking service, for the jobs that run beside the API (hold expiry). */
    bookings: Services['bookings'];
    /** The payment service, for the jobs that reconcile payments and refund lapsed holds. */
    payments: Services['payments'];
    /** The activities service, for the job that gives back tickets of lapsed activity bookings. */
    activities: Services['activities'];
    /** The owners service, for the job that reminds owners of invoices falling due. */
    owners: Services['owners'];
    /** Runs the scheduled work once (its job in jobs/ calls it; tests call it directly). */
    runJobs(): Promise<void>;
    /** Delivers the outbox (the mail job; tests call it directly). */
    mailDelivery: MailDelivery;
    /** The background work, for the job queue boot starts (decision 044). */
    jobDefinitions: JobDefinition[];
    /** The queue running them in this process, once boot has started it (none in most tests). */
    jobQueue: JobQueue | undefined;
  }
}

/** The background work and the services it runs, on the app for boot's queue and for tests. */
export function registerJobs(app: FastifyInstance, config: Config, services: Services) {
  const { bookings, payments, activities, owners, deskMoney, mailer, mailDelivery } = services;
  app.decorate('bookings', bookings);
  app.decorate('payments', payments);
  app.decorate('activities', activities);
  app.decorate('owners', owners);
  app.decorate('runJobs', async () => {
    await runScheduledWork(app, { bookings, payments, activities, deskMoney });
    await mailer.dispatch();
  });
  app.decorate('jobQueue', undefined);
  app.decorate('mailDelivery', mailDelivery);
  app.decorate(
    'jobDefinitions',
    jobDefinitions(app, config, { bookings, payments, activities, deskMoney, owners, mailer, mailDelivery }),
  );
}
