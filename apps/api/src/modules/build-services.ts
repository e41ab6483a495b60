import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { DomainEvents } from '../domain-events';
import type { RateLimiter } from '../http/rate-limiter';
import { createMailer, MailDelivery, type MailTransport, smtpTransport } from '../mail/mailer';
import { OutboxRepository } from '../mail/outbox.repository';
import { OutboxService } from '../mail/outbox.service';
import { OutboxPersonalData } from '../mail/outbox-personal-data.repository';
import type { CardProvider } from '../payments';
import { AccountRepository } from './account/account.repository';
import { AccountService } from './account/account.service';
import { AccountPersonalData } from './account/account-personal-data.repository';
import { ActivitiesRepository } from './activities/activities.repository';
import { ActivitiesService } from './activities/activities.service';
import { ActivitiesPersonalData } from './activities/activities-personal-data.repository';
import { BookingsMoneyService } from './admin/bookings/bookings-money.service';
import { AuditRepository } from './audit/audit.repository';
import { AuditService } from './audit/audit.service';
import { AuditPersonalData } from './audit/audit-personal-data.repository';
import { BookingRepository } from './booking/booking.repository';
import { BookingService } from './booking/booking.service';
import { BookingPersonalData } from './booking/booking-personal-data.repository';
import { MissingBookingRepository } from './booking/missing-booking.repository';
import { MissingBookingService } from './booking/missing-booking.service';
import { StayMoneyRepository } from './booking/stay-money.repository';
import { StayMoneyService } from './booking/stay-money.service';
import { CmsRepository } from './cms/cms.repository';
import { CmsService } from './cms/cms.service';
import { EventsRepository } from './events/events.repository';
import { EventsService } from './events/events.service';
import { MediaService } from './media/media.service';
import { OwnersRepository } from './owners/owners.repository';
import { OwnersService } from './owners/owners.service';
import { OwnersPersonalData } from './owners/owners-personal-data.repository';
import { PaymentRepository } from './payment/payment.repository';
import { PaymentService } from './payment/payment.service';
import { PaymentHistoryService } from './payment/payment-history.service';
import { PaymentPersonalData } from './payment/payment-personal-data.repository';
import { RefundsRepository } from './payment/refunds.repository';
import { PrivacyRepository } from './privacy/privacy.repository';
import { PrivacyService } from './privacy/privacy.service';
import { AvailabilityEngine } from './search/availability-engine';
import { SearchRepository } from './search/search.repository';
import { SearchService } from './search/search.service';

/** What every service is made from: the settings, the database and the shared plugins' parts. */
export type Infrastructure = {
  config: Config;
  db: Database;
  /** Tests move the clock to see tokens and links expire. */
  now?: () => Date;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  cardProvider: CardProvider;
  events: DomainEvents;
  /** Mail tests hand in an SMTP transport that records, or fails, instead of connecting. */
  mailTransport?: MailTransport;
};

export type Services = ReturnType<typeof buildServices>;

/** What a module's `register…(app, deps)` is handed: the infrastructure and every service. */
export type ModuleDeps = Infrastructure & { services: Services };

/**
 * Every service, made once, each handed the services it calls (in the directions of
 * ARCHITECTURE.md rule 4). Effects run the other way through `events` (decision 051), which the
 * modules subscribe to when they register.
 */
export function buildServices({
  config,
  db,
  now,
  log,
  limiter,
  cardProvider,
  events,
  mailTransport,
}: Infrastructure) {
  const warn = (error: unknown, what: string) => log.warn({ err: error }, what);
  const mailError = (error: unknown, what: string) => log.error({ err: error }, what);
  const staff = new AuditService(new AuditRepository(db), { now });
  const cms = new CmsService(new CmsRepository(db), staff, {
    onError: warn,
    googleTag: config.GOOGLE_TAG_ID
      ? { id: config.GOOGLE_TAG_ID, origin: config.GOOGLE_TAG_ORIGIN }
      : undefined,
  });
  const searchRepository = new SearchRepository(db);
  const search = new SearchService(searchRepository, cms, {
    cacheSeconds: config.AVAILABILITY_CACHE_SECONDS,
    now,
    // Searches answered from memory, kept current by the database's notifications (decision 029).
    engine: new AvailabilityEngine(searchRepository, {
      now: now ?? (() => new Date()),
      maxStalenessMs: config.AVAILABILITY_MAX_STALENESS_MS,
      onError: warn,
    }),
  });
  // Every e-mail is recorded in the outbox and delivered from there (decision 044).
  const mailDelivery = new MailDelivery(
    db,
    {
      from: config.MAIL_FROM,
      transport: mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : undefined),
      retrySeconds: config.MAIL_RETRY_SECONDS,
      maxAttempts: config.MAIL_MAX_ATTEMPTS,
      leaseSeconds: config.JOB_EXPIRE_SECONDS,
      messageIdHost: new URL(config.PUBLIC_URL).hostname,
    },
    warn,
  );
  const mailer = createMailer(db, mailDelivery, (error) =>
    log.error({ err: error }, 'e-mail recorded, not yet handed to delivery'),
  );
  const siteName = async () => (await cms.siteSettings()).site_name;
  const siteSettings = () => cms.siteSettings();
  // Links in e-mails are built on it; one trailing slash or none is the same site.
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const mail = { mailer, siteName, publicUrl };
  // The e-mails sent, as staff read them (decision 033): the booking page and the Outbox.
  const outbox = new OutboxService(new OutboxRepository(db), {
    delivery: mailDelivery,
    mailer,
    audit: staff,
  });
  const accounts = new AccountService({
    repository: new AccountRepository(db),
    ...mail,
    limiter,
    sessionHours: config.SESSION_HOURS,
    rememberMeDays: config.REMEMBER_ME_DAYS,
    now,
    onMailError: mailError,
  });

  // The payment module's reads need nothing of the modules that read them, so they come first.
  const paymentRepository = new PaymentRepository(db, now);
  const paymentHistory = new PaymentHistoryService(paymentRepository);
  const bookings = new BookingService({
    repository: new BookingRepository(db),
    accounts,
    search,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    holdLimits: {
      perAccount: config.MAX_LIVE_HOLDS_PER_ACCOUNT,
      perEmail: config.MAX_LIVE_HOLDS_PER_EMAIL,
      perIp: config.MAX_LIVE_HOLDS_PER_IP,
    },
    ...mail,
    payments: paymentHistory,
    now,
  });
  const activities = new ActivitiesService(new ActivitiesRepository(db), {
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    now,
    ...mail,
    audit: staff,
    refunds: paymentHistory,
  });
  const owners = new OwnersService({
    repository: new OwnersRepository(db),
    accounts,
    activities,
    mailer,
    limiter,
    siteSettings,
    publicUrl,
    now,
  });
  const reconcileAfterMs = config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000;
  const payments = new PaymentService({
    repository: paymentRepository,
    bookings,
    activities,
    owners,
    provider: cardProvider,
    ...mail,
    reconcileAfterMs,
    challengeAbandonedMs: config.CHALLENGE_ABANDONED_MINUTES * 60_000,
    events,
    now,
  });
  const stayMoney = new StayMoneyService(new StayMoneyRepository(db), { audit: staff, bookings });
  // The back office's money desk (decision 035): refunds, cancellations, telephone payments.
  const deskMoney = new BookingsMoneyService({
    repository: new RefundsRepository(db, now),
    payments: paymentRepository,
    paymentService: payments,
    stays: stayMoney,
    bookings,
    activities,
    staff,
    provider: cardProvider,
    ...mail,
    reconcileAfterMs,
    now,
  });

  // The privacy centre (decision 055): each domain downloads and erases its own part of a person.
  const accountData = new AccountPersonalData(db);
  const privacy = new PrivacyService({
    repository: new PrivacyRepository(db),
    holders: [
      new BookingPersonalData(db),
      new ActivitiesPersonalData(db),
      new OwnersPersonalData(db),
      new PaymentPersonalData(db),
      new OutboxPersonalData(db),
      new AuditPersonalData(db),
      // Last: the others find the person's records by the address and names it still holds.
      accountData,
    ],
    checkPassword: (user, password) => accounts.checkPassword(user, password),
    marketing: accountData,
    cardProvider,
    now,
  });

  return {
    staff,
    privacy,
    siteName,
    siteSettings,
    publicUrl,
    cms,
    search,
    mailDelivery,
    mailer,
    outbox,
    accounts,
    paymentHistory,
    bookings,
    activities,
    owners,
    payments,
    stayMoney,
    deskMoney,
    missingBooking: new MissingBookingService({
      repository: new MissingBookingRepository(db),
      limiter,
      ...mail,
      now,
    }),
    media: new MediaService({ dir: config.MEDIA_DIR }),
    calendar: new EventsService(new EventsRepository(db)),
  };
}
