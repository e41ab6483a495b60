import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { DomainEvents } from './domain-events';
import { authentication } from './http/auth';
import { compression } from './http/compression';
import { clientErrorHandler, errorHandling, frameworkErrors } from './http/errors';
import { globalRateLimit } from './http/global-rate-limit';
import { loggerOptions } from './http/logging';
import { openApi } from './http/openapi';
import { RateLimiter } from './http/rate-limiter';
import { rateLimitCounts } from './http/redis';
import { apiRoutesWithoutNonce, isApiPath, privateAnswers, securityHeaders } from './http/security';
import { guardStaffEndpoints } from './http/staff-endpoints';
import { validatorCompiler } from './http/validation';
import { webApp } from './http/web-app';
import { registerJobs } from './jobs/register-jobs';
import { registerOutbox } from './mail';
import type { MailTransport } from './mail/mailer';
import { registerAccount } from './modules/account';
import { registerActivities } from './modules/activities';
import { registerBackOffice } from './modules/admin';
import { registerAudit } from './modules/audit';
import { registerBooking } from './modules/booking';
import { buildServices, type ModuleDeps } from './modules/build-services';
import { registerCms } from './modules/cms';
import { registerEvents } from './modules/events';
import { registerMedia } from './modules/media';
import { registerOwners } from './modules/owners';
import { registerPayment } from './modules/payment';
import { registerPrivacy } from './modules/privacy';
import { registerSearch } from './modules/search';
import { type CardProvider, createCardProvider, injectFetch } from './payments';

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

/** Each module registers its routes, mail templates and event handlers (decision 051). */
type Register = (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;

/** The domain modules, then the back office's sections; each one line. */
const MODULES: Register[] = [
  registerAccount,
  registerCms,
  registerSearch,
  registerBooking,
  registerMedia,
  registerActivities,
  registerOwners,
  registerPrivacy,
  registerEvents,
  registerAudit,
  registerPayment,
  registerOutbox,
  // The back office's sections (modules/admin/<word>), each named as its menu names it.
  registerBackOffice,
];

/**
 * The composition root: the shared plugins, the services (made once in build-services.ts), then
 * every module's routes. The caller decides whether and where to listen.
 */
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
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Tests never listen, so there the provider reaches the sandbox through app.inject.
  const realCardProvider = createCardProvider(
    config,
    config.NODE_ENV === 'test' ? { fetch: injectFetch(app) } : {},
  );
  const cardProvider = wrapCardProvider ? wrapCardProvider(realCardProvider) : realCardProvider;
  const counts = rateLimitCounts(config, app.log);
  const limiter = new RateLimiter(counts, config.RATE_LIMIT_PREFIX);
  app.addHook('onClose', async () => limiter.close());
  const events = new DomainEvents((error, event) =>
    app.log.error({ err: error }, `${event}: a handler failed`),
  );
  const infrastructure = { config, db, now, log: app.log, limiter, cardProvider, events, mailTransport };
  const services = buildServices(infrastructure);
  registerJobs(app, config, services);

  // Before any route: the staff guard's net, and API answers without a CSP nonce.
  guardStaffEndpoints(app);
  apiRoutesWithoutNonce(app);
  const settings = await services.cms.siteSettings().catch(() => undefined);
  const menuHost = settings?.menu_host_url ? new URL(settings.menu_host_url).origin : undefined;
  await securityHeaders(app, {
    connectTo: [...(menuHost ? [menuHost] : []), new URL(cardProvider.baseUrl).origin],
    googleTagOrigin: config.GOOGLE_TAG_ID ? config.GOOGLE_TAG_ORIGIN : undefined,
  });
  // Before every route: answers go out compressed to clients that accept it.
  await app.register(compression);
  privateAnswers(app);
  await globalRateLimit(app, config, counts);
  await openApi(app);
  await app.register(errorHandling);
  await app.register(authentication, { lookup: (token) => services.accounts.authenticate(token) });

  const deps: ModuleDeps = { ...infrastructure, services };
  for (const register of MODULES) await register(app, deps);

  // The built web app and every unknown address (a screen of the app, or a 404 in the error shape).
  await app.register(webApp, { root: config.WEB_DIST_DIR, isApiPath });
  return app;
}
