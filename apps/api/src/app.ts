import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TStaffRole } from '@parkstays/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { authentication, STAFF_API_PREFIX } from './http/auth';
import { compression } from './http/compression';
import { clientErrorHandler, errorHandling, frameworkErrors } from './http/errors';
import { loggerOptions } from './http/logging';
import {
  createFallbackStore,
  createMemoryStore,
  createRedisStore,
  fastifyRateLimitStore,
  RateLimiter,
} from './http/rate-limiter';
import { fixedSecurityHeaders } from './http/security-headers';
import { validatorCompiler } from './http/validation';
import { webApp } from './http/web-app';
import { jobDefinitions } from './jobs/definitions';
import type { JobDefinition, JobQueue } from './jobs/job-queue';
import { runScheduledWork } from './jobs/scheduled-work';
import { createMailer, MailDelivery, type MailTransport, smtpTransport } from './mail/mailer';
import { OutboxRepository } from './mail/outbox.repository';
import { outboxRoutes } from './mail/outbox.routes';
import { OutboxService } from './mail/outbox.service';
import { staffOutboxRoutes } from './mail/staff-outbox.routes';
import { AccountRepository } from './modules/account/account.repository';
import { accountRoutes } from './modules/account/account.routes';
import { AccountService } from './modules/account/account.service';
import { StaffAccountsRepository } from './modules/account/staff-accounts.repository';
import { staffAccountsRoutes } from './modules/account/staff-accounts.routes';
import { StaffAccountsService } from './modules/account/staff-accounts.service';
import { ActivitiesRepository } from './modules/activities/activities.repository';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { ActivitiesService } from './modules/activities/activities.service';
import { ActivitiesAdminRepository } from './modules/activities/activities-admin.repository';
import { activitiesAdminRoutes } from './modules/activities/activities-admin.routes';
import { ActivitiesAdminService } from './modules/activities/activities-admin.service';
import { registerBoard } from './modules/admin/board';
import { registerBookings } from './modules/admin/bookings';
import { DeskMoneyService } from './modules/admin/bookings/bookings-money.service';
import { registerCheckIn } from './modules/admin/check-in';
import { registerPayments } from './modules/admin/payments';
import { registerToday } from './modules/admin/today';
import { BOOKING_CONFIRMED_MAIL, BOOKING_PAYMENT_MAIL } from './modules/booking/booking.mail';
import { BookingRepository } from './modules/booking/booking.repository';
import { bookingRoutes } from './modules/booking/booking.routes';
import { BookingService } from './modules/booking/booking.service';
import { MissingBookingRepository } from './modules/booking/missing-booking.repository';
import { missingBookingRoutes } from './modules/booking/missing-booking.routes';
import { MissingBookingService } from './modules/booking/missing-booking.service';
import { OffersAdminRepository } from './modules/booking/offers-admin.repository';
import { offersAdminRoutes } from './modules/booking/offers-admin.routes';
import { OffersAdminService } from './modules/booking/offers-admin.service';
import { StayMoneyRepository } from './modules/booking/stay-money.repository';
import { StayMoneyService } from './modules/booking/stay-money.service';
import { CmsRepository } from './modules/cms/cms.repository';
import { cmsRoutes } from './modules/cms/cms.routes';
import { CmsService } from './modules/cms/cms.service';
import { CmsAdminRepository } from './modules/cms/cms-admin.repository';
import { cmsAdminRoutes } from './modules/cms/cms-admin.routes';
import { CmsAdminService } from './modules/cms/cms-admin.service';
import { EventsRepository } from './modules/events/events.repository';
import { eventsRoutes } from './modules/events/events.routes';
import { EventsService } from './modules/events/events.service';
import { EventsAdminRepository } from './modules/events/events-admin.repository';
import { eventsAdminRoutes } from './modules/events/events-admin.routes';
import { EventsAdminService } from './modules/events/events-admin.service';
import { mediaRoutes } from './modules/media/media.routes';
import { MediaService } from './modules/media/media.service';
import { OwnersRepository } from './modules/owners/owners.repository';
import { ownersRoutes } from './modules/owners/owners.routes';
import { OwnersService } from './modules/owners/owners.service';
import { OwnersAdminRepository } from './modules/owners/owners-admin.repository';
import { ownersAdminRoutes } from './modules/owners/owners-admin.routes';
import { OwnersAdminService } from './modules/owners/owners-admin.service';
import { PaymentRepository } from './modules/payment/payment.repository';
import { paymentRoutes } from './modules/payment/payment.routes';
import { PaymentService } from './modules/payment/payment.service';
import { RefundsRepository } from './modules/payment/refunds.repository';
import { DESK_REFUND_MAIL } from './modules/payment/refunds.service';
import { AvailabilityEngine } from './modules/search/availability-engine';
import { CatalogueAdminRepository } from './modules/search/catalogue-admin.repository';
import { catalogueAdminRoutes } from './modules/search/catalogue-admin.routes';
import { CatalogueAdminService } from './modules/search/catalogue-admin.service';
import { PricesAdminRepository } from './modules/search/prices-admin.repository';
import { pricesAdminRoutes } from './modules/search/prices-admin.routes';
import { PricesAdminService } from './modules/search/prices-admin.service';
import { SearchRepository } from './modules/search/search.repository';
import { searchRoutes } from './modules/search/search.routes';
import { SearchService } from './modules/search/search.service';
import { StaffRepository } from './modules/staff/staff.repository';
import { staffRoutes } from './modules/staff/staff.routes';
import { StaffService } from './modules/staff/staff.service';
import { type CardProvider, cardSandboxRoutes, createCardProvider, injectFetch } from './payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The booking service, for the jobs that run beside the API (hold expiry). */
    bookings: BookingService;
    /** The payment service, for the jobs that reconcile payments and refund lapsed holds. */
    payments: PaymentService;
    /** The activities service, for the job that gives back tickets of lapsed activity bookings. */
    activities: ActivitiesService;
    /** The owners service, for the job that reminds owners of invoices falling due. */
    owners: OwnersService;
    /** Runs the scheduled work once (its job in jobs/ calls it; tests call it directly). */
    runJobs(): Promise<void>;
    /** Delivers the outbox (the mail job; tests call it directly). */
    mailDelivery: MailDelivery;
    /** The background work, for the job queue boot starts (decision 044). */
    jobDefinitions: JobDefinition[];
    /** The queue running them in this process, once boot has started it (none in most tests). */
    jobQueue: JobQueue | undefined;
    /**
     * Every staff endpoint: each route under STAFF_API_PREFIX and each that names staff roles
     * (`staffOnly`), with those roles. The staff sweep test calls each as everyone who must not
     * reach it.
     */
    staffEndpoints: StaffEndpoint[];
  }
}

export type StaffEndpoint = { method: string; url: string; roles: readonly TStaffRole[] };

export type AppDependencies = {
  config: Config;
  db: Database;
  /** Tests move the clock to see tokens and links expire. */
  now?: () => Date;
  /** Fault tests wrap the card provider (an answer lost after the provider took the money). */
  cardProvider?: (real: CardProvider) => CardProvider;
  /** Where the log goes (stdout unless a test reads it). */
  logStream?: DestinationStream;
  /** Mail tests hand in an SMTP transport that records, or fails, instead of connecting. */
  mailTransport?: MailTransport;
};

const API_PREFIXES = ['/api/', '/wp-json/', '/media/'];
const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(self), usb=(), serial=(), bluetooth=(), interest-cohort=()';
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';

/** Registers every plugin and module; the caller decides whether and where to listen. */
export async function buildApp({
  config,
  db,
  now,
  cardProvider: wrapCardProvider,
  logStream,
  mailTransport,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 100 * 1024,
    // The router's and Node's own refusals answer in our error shape too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Tests never listen, so there the provider reaches the sandbox through app.inject.
  const realCardProvider = createCardProvider(
    config,
    config.NODE_ENV === 'test' ? { fetch: injectFetch(app) } : {},
  );
  const cardProvider = wrapCardProvider ? wrapCardProvider(realCardProvider) : realCardProvider;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Redis must never hold a request up: commands fail at once while it is away (no offline queue)
  // and after a short timeout, and the counts fall back to this process with a warning.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        lazyConnect: false,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 1_000,
        commandTimeout: 300,
        retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
      })
    : undefined;
  let warnedAt = 0;
  const redisUnavailable = (error: unknown) => {
    // One warning a minute is enough to see an outage without flooding the log.
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    app.log.warn(
      { err: error },
      'Redis is unavailable: rate limits are counted in this process until it returns',
    );
  };
  redis?.on('error', redisUnavailable);
  const counts = redis ? createFallbackStore(createRedisStore(redis), redisUnavailable) : createMemoryStore();
  const limiter = new RateLimiter(counts, config.RATE_LIMIT_PREFIX);
  app.addHook('onClose', async () => limiter.close());

  const staff = new StaffService(new StaffRepository(db), { now });
  const cms = new CmsService(new CmsRepository(db), staff, {
    onError: (error, what) => app.log.warn({ err: error }, what),
  });
  // Settings are kept in memory only while this process hears every change to them (decision 041).
  app.addHook('onReady', () => cms.start());
  app.addHook('onClose', () => cms.close());
  const searchRepository = new SearchRepository(db);
  const search = new SearchService(searchRepository, cms, {
    cacheSeconds: config.AVAILABILITY_CACHE_SECONDS,
    now,
    onRefreshError: (error) => app.log.error({ err: error }, 'availability refresh failed'),
    // Searches answered from memory, kept current by the database's notifications (decision 029).
    engine: new AvailabilityEngine(searchRepository, {
      now: now ?? (() => new Date()),
      maxStalenessMs: config.AVAILABILITY_MAX_STALENESS_MS,
      onError: (error, what) => app.log.warn({ err: error }, what),
    }),
  });
  // Loaded before the server takes requests (listen, or a test's first inject); stopped with it.
  app.addHook('onReady', () => search.start());
  app.addHook('onClose', () => search.close());
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
    (error, what) => app.log.warn({ err: error }, what),
  );
  const mailer = createMailer(db, mailDelivery, (error) =>
    app.log.error({ err: error }, 'e-mail recorded, not yet handed to delivery'),
  );
  const siteName = async () => (await cms.siteSettings()).site_name;
  // Links in e-mails are built on it; one trailing slash or none is the same site.
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  // The e-mails sent, as staff read them (decision 033): the booking page and the Outbox.
  const outbox = new OutboxService(new OutboxRepository(db), {
    delivery: mailDelivery,
    mailer,
    audit: staff,
  });
  const accounts = new AccountService({
    repository: new AccountRepository(db),
    mailer,
    limiter,
    publicUrl,
    sessionHours: config.SESSION_HOURS,
    rememberMeDays: config.REMEMBER_ME_DAYS,
    siteName,
    now,
    onMailError: (error, what) => app.log.error({ err: error }, what),
  });

  const staffEndpoints: StaffEndpoint[] = [];
  app.decorate('staffEndpoints', staffEndpoints);
  app.addHook('onRoute', (route) => {
    const roles = route.config?.staffRoles;
    if (!roles && !route.url.startsWith(STAFF_API_PREFIX)) return;
    // A back-office route without its guard never starts: the app fails to build, naming it.
    if (!roles?.length) throw new Error(`${route.url} is a staff route without staffOnly(...roles)`);
    for (const method of [route.method].flat()) staffEndpoints.push({ method, url: route.url, roles });
  });

  // Only pages need a CSP nonce; JSON answers skip making one (it is two random draws a request).
  // Their security headers are then the same for every answer: helmet is skipped for them and a
  // copy made once is set instead (below, after helmet). Routes with helmet options of their own
  // keep helmet, without the nonce.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    if (route.helmet === undefined) {
      route.helmet = false;
      route.config = { ...route.config, fixedSecurityHeaders: true } as typeof route.config;
    } else route.helmet = { ...route.helmet, enableCSPNonces: false };
  });

  const bookings: BookingService = new BookingService({
    repository: new BookingRepository(db),
    accounts,
    search,
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    holdLimits: {
      perAccount: config.MAX_LIVE_HOLDS_PER_ACCOUNT,
      perEmail: config.MAX_LIVE_HOLDS_PER_EMAIL,
      perIp: config.MAX_LIVE_HOLDS_PER_IP,
    },
    mailer,
    siteName,
    publicUrl,
    // Only asked while answering a request, by when `payments` below exists.
    paymentHistory: (bookingId) => payments.historyOfBooking(bookingId),
    now,
  });
  const activities = new ActivitiesService(new ActivitiesRepository(db), {
    holdMinutes: config.BOOKING_HOLD_MINUTES,
    now,
    mailer,
    siteName,
    publicUrl,
    audit: staff,
    // Only asked while answering a request, by when `payments` below exists.
    refundsOf: (ids) => payments.refundsOfActivityBookings(ids),
  });
  const owners = new OwnersService({
    repository: new OwnersRepository(db),
    accounts,
    activities,
    mailer,
    limiter,
    siteSettings: () => cms.siteSettings(),
    publicUrl,
    now,
  });
  const paymentRepository = new PaymentRepository(db);
  const payments: PaymentService = new PaymentService({
    repository: paymentRepository,
    bookings,
    activities,
    owners,
    provider: cardProvider,
    publicUrl,
    mailer,
    siteName,
    reconcileAfterMs: config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
    challengeAbandonedMs: config.CHALLENGE_ABANDONED_MINUTES * 60_000,
    // The confirmation was recorded with the payment; this hands it to delivery.
    onConfirmed: () => mailer.dispatch(),
    onActivityConfirmed: (activityBookingId, userId) => activities.sendTickets(activityBookingId, userId),
    // Only called while a telephone payment settles, by when `deskMoney` below exists.
    onStaffPaymentApplied: (tx, row) => deskMoney.recordStaffPayment(tx, row),
    now,
  });
  // The back office's money desk (decision 035): refunds, cancellations, telephone payments.
  const deskMoney: DeskMoneyService = new DeskMoneyService({
    repository: new RefundsRepository(db),
    payments: paymentRepository,
    paymentService: payments,
    stays: new StayMoneyService(new StayMoneyRepository(db), { audit: staff, bookings }),
    bookings,
    activities,
    staff,
    provider: cardProvider,
    mailer,
    siteName,
    publicUrl,
    reconcileAfterMs: config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
    now,
  });
  app.decorate('bookings', bookings);
  app.decorate('payments', payments);
  app.decorate('activities', activities);
  app.decorate('owners', owners);
  app.decorate('runJobs', async () => {
    await runScheduledWork(app, { bookings, payments, activities, deskMoney });
    await mailer.dispatch();
  });
  app.decorate('jobQueue', undefined);
  mailDelivery.registerTemplate(BOOKING_CONFIRMED_MAIL, (data) =>
    bookings.confirmationMail(Number(data.bookingId)),
  );
  mailDelivery.registerTemplate(BOOKING_PAYMENT_MAIL, (data) =>
    bookings.paymentMail(Number(data.bookingId), Number(data.amountPence)),
  );
  mailDelivery.registerTemplate(DESK_REFUND_MAIL, (data) =>
    deskMoney.refundMail(Number(data.refundId), typeof data.lastFour === 'string' ? data.lastFour : null),
  );
  app.decorate('mailDelivery', mailDelivery);
  app.decorate(
    'jobDefinitions',
    jobDefinitions(app, config, { bookings, payments, activities, deskMoney, owners, mailer, mailDelivery }),
  );

  const settings = await cms.siteSettings().catch(() => undefined);
  const menuHost = settings?.menu_host_url ? new URL(settings.menu_host_url).origin : undefined;
  const helmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        // The browser sends card details straight to the card provider, never to us.
        connectSrc: ["'self'", ...(menuHost ? [menuHost] : []), new URL(cardProvider.baseUrl).origin],
        // Park maps on the More Information popup.
        // Park maps on the More Information popup; the 3-D Secure challenge runs in our own frame.
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  } as const;
  // A fresh nonce per response: the page hands it to the few libraries that inject <style>.
  await app.register(helmet, { enableCSPNonces: true, ...helmetOptions });
  const apiSecurityHeaders = fixedSecurityHeaders(helmetOptions);
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { fixedSecurityHeaders?: boolean }).fixedSecurityHeaders)
      reply.headers(apiSecurityHeaders);
    done();
  });
  // Before every route: answers go out compressed to clients that accept it.
  await app.register(compression);

  // Answers about a user (bookings, tickets, ledgers) must never sit in a shared or browser cache:
  // an API answer is 'no-store' unless its route chose public caching for public content.
  // Powerful browser features are off everywhere but the camera (staff scan QR tickets).
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    store: fastifyRateLimitStore(counts, `${config.RATE_LIMIT_PREFIX}global:`),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      success: false,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      code: 'RATE_LIMITED',
    }),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Brackenbay Holiday Parks API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(errorHandling);
  await app.register(authentication, { lookup: (token) => accounts.authenticate(token) });
  await app.register(accountRoutes, { service: accounts });
  await app.register(cmsRoutes, { service: cms });
  await app.register(cmsAdminRoutes, {
    service: new CmsAdminService({ repository: new CmsAdminRepository(db), audit: staff, content: cms }),
  });
  await app.register(searchRoutes, { service: search });
  await app.register(bookingRoutes, { service: bookings });
  await app.register(missingBookingRoutes, {
    service: new MissingBookingService({
      repository: new MissingBookingRepository(db),
      limiter,
      mailer,
      siteName,
      publicUrl,
      now,
    }),
  });
  const { allocation } = await registerBoard(app, {
    db,
    audit: staff,
    mailer,
    siteName,
    publicUrl,
    stockChanged: () => bookings.stockChanged(),
    onMailError: (error, what) => app.log.error({ err: error }, what),
    now,
  });
  // The catalogue staff edit (issue 16, item 1), and the photos they upload for it (decision 037).
  await app.register(catalogueAdminRoutes, {
    service: new CatalogueAdminService({
      repository: new CatalogueAdminRepository(db),
      audit: staff,
      bookings: allocation,
      catalogueChanged: () => search.invalidate(),
      now,
    }),
  });
  await app.register(mediaRoutes, { service: new MediaService({ dir: config.MEDIA_DIR }) });
  const { reception } = await registerToday(app, { db, bookings, audit: staff, now });
  await app.register(activitiesRoutes, { service: activities });
  await registerBookings(app, {
    db,
    audit: staff,
    bookings,
    mailer,
    siteName,
    publicUrl,
    now,
    money: deskMoney,
    activities,
    outbox,
    checkIn: reception,
    moves: allocation,
  });
  await app.register(pricesAdminRoutes, {
    service: new PricesAdminService({ repository: new PricesAdminRepository(db), audit: staff, search, now }),
  });
  await app.register(offersAdminRoutes, {
    service: new OffersAdminService({ repository: new OffersAdminRepository(db), audit: staff, now }),
  });
  await registerCheckIn(app, { db, audit: staff, now });
  await app.register(activitiesAdminRoutes, {
    service: new ActivitiesAdminService({
      repository: new ActivitiesAdminRepository(db),
      audit: staff,
      refunds: deskMoney,
      mailer,
      siteName,
      publicUrl,
      onMailError: (error, what) => app.log.error({ err: error }, what),
      now,
    }),
  });
  await app.register(ownersRoutes, { service: owners });
  await app.register(ownersAdminRoutes, {
    service: new OwnersAdminService({
      repository: new OwnersAdminRepository(db),
      audit: staff,
      accounts,
      linkCodes: owners,
      activities,
      limiter,
      siteSettings: () => cms.siteSettings(),
      now,
    }),
  });
  await app.register(eventsRoutes, { service: new EventsService(new EventsRepository(db)) });
  await app.register(eventsAdminRoutes, {
    service: new EventsAdminService({
      repository: new EventsAdminRepository(db),
      audit: staff,
      parks: search,
    }),
  });
  await app.register(staffRoutes, { service: staff });
  await app.register(staffAccountsRoutes, {
    service: new StaffAccountsService({
      repository: new StaffAccountsRepository(db),
      audit: staff,
      sessions: accounts,
      mailer,
      publicUrl,
      siteName,
      now,
    }),
  });
  await registerPayments(app, { db, now });
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
  // Staff read every e-mail, secrets hidden (decision 033), and send a failed one again (issue 17).
  await app.register(staffOutboxRoutes, { outbox });
  // Never in production: the outbox holds reset links in clear.
  if (config.MAIL_OUTBOX_VIEWER && !config.SMTP_URL && config.NODE_ENV !== 'production') {
    await app.register(outboxRoutes, { outbox });
  }

  // The built web app and every unknown address (a screen of the app, or a 404 in the error shape).
  await app.register(webApp, { root: config.WEB_DIST_DIR, isApiPath });

  return app;
}
