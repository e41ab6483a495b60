import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOOGLE_TAG_ID_PATTERN } from '@parkstays/contract';
import cronParser from 'cron-parser';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** A cron expression of five fields (pg-boss schedules count in minutes), or `off`. */
const cron = z
  .string()
  .trim()
  .refine((value) => {
    if (value === 'off') return true;
    if (value.split(/\s+/).length !== 5) return false;
    try {
      cronParser.parseExpression(value);
      return true;
    } catch {
      return false;
    }
  }, 'a cron expression of five fields (minute hour day month weekday), or off');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address guests reach the site at; links in e-mails start with it. Defaults to this PORT on localhost. */
  PUBLIC_URL: z.url().optional(),
  /** A PostgreSQL server. Without it the embedded PGlite database in PGLITE_DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  /**
   * With DATABASE_URL, `npm start` runs this many API worker processes on the one port (node:cluster),
   * one per core by default. PGlite is embedded in its process, so without DATABASE_URL there is one.
   */
  API_WORKERS: z.coerce.number().int().min(1).max(256).default(availableParallelism()),
  /** The most PostgreSQL connections each API process opens (workers × this must fit max_connections). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  PGLITE_DATA_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'pglite')),
  /** Load the demo data set when the database has no users yet. */
  SEED_DEMO_DATA: flag.default(true),
  /** Shared rate-limit counts for every API process. Without it counts live in this process. */
  REDIS_URL: z.url().optional(),
  RATE_LIMIT_PREFIX: z.string().min(1).default('parkstays:rl:'),
  /** Requests per minute per IP across the whole API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** smtp:// or smtps:// URL. Without it e-mail is kept in the outbox table. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Brackenbay Holiday Parks <no-reply@brackenbay.example>'),
  /** Shows the outbox at /api/outbox so a demo or a test can open the e-mails it sent. */
  MAIL_OUTBOX_VIEWER: flag.optional(),
  /**
   * Lets a production site run without SMTP_URL (a public demo): e-mail then stays in the outbox
   * table, reset and confirmation links in clear, and nobody receives it.
   */
  MAIL_OUTBOX_IN_PRODUCTION: flag.default(false),
  /**
   * How long an availability answer is kept by this process (0: never); a kept answer is reused only
   * while nothing it counted has changed.
   */
  AVAILABILITY_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /**
   * Changes reach every process's availability engine within milliseconds (LISTEN/NOTIFY); as a
   * bound that holds even when notifications are held up, a search shows every change committed at
   * least this long before it arrived (proved by a query on the engine's listening connection; 0:
   * before every search, as the tests run). Changes made through this process show at once.
   */
  AVAILABILITY_MAX_STALENESS_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** How long a booking that is not yet paid keeps its unit. */
  BOOKING_HOLD_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  /**
   * The most live unpaid holds (held, not lapsed, nothing paid) a signed-in account, a lead
   * guest's e-mail and an IP address may have at once, so one visitor cannot hold a grade's units
   * with throw-away e-mails. The address limit is higher: a household or office shares one.
   */
  MAX_LIVE_HOLDS_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  MAX_LIVE_HOLDS_PER_EMAIL: z.coerce.number().int().positive().default(3),
  MAX_LIVE_HOLDS_PER_IP: z.coerce.number().int().positive().default(5),
  /**
   * When the scheduled work runs (a cron expression, Europe/London; `off`: never, for tests):
   * payments reconciled, lapsed holds refunded or released, unpaid tickets released. Once per tick
   * however many processes run (decision 044); pg-boss's schedules count in minutes.
   */
  SCHEDULED_WORK_CRON: cron.default('* * * * *'),
  /** When guests' balance reminders and owners' invoice reminders are sent (each once). */
  REMINDERS_CRON: cron.default('0 9 * * *'),
  /** pg-boss (PostgreSQL only: durable, shared by every process) or this process's own runner. */
  JOB_QUEUE: z.enum(['auto', 'pg-boss', 'in-process']).default('auto'),
  /**
   * How long one job run may take before it is thought dead and run again elsewhere; also how long
   * one attempt to send an e-mail may hold it.
   */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  /** The wait before an e-mail that failed is tried again; each later wait doubles, up to an hour. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Attempts before an e-mail is marked failed (staff see it in the Outbox and can send it again). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** Lets a production site run on the card sandbox (a public demo); nobody is ever charged. */
  ALLOW_CARD_SANDBOX_IN_PRODUCTION: flag.default(false),
  /** sandbox: the built-in card sandbox at /api/v1 (works offline); opayo: Opayo Pi. */
  CARD_PROVIDER: z.enum(['sandbox', 'opayo']).default('sandbox'),
  /** Opayo Pi's address (https://sandbox.opayo.eu.elavon.com/api/v1 or live); the sandbox defaults to PUBLIC_URL/api/v1. */
  OPAYO_BASE_URL: z.url().optional(),
  OPAYO_INTEGRATION_KEY: z.string().min(1).default('sandbox-integration-key'),
  OPAYO_INTEGRATION_PASSWORD: z.string().min(1).default('sandbox-integration-password'),
  OPAYO_VENDOR_NAME: z.string().min(1).max(40).default('brackenbay'),
  OPAYO_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  /** Opayo's Reporting and Admin API (reconciliation asks it what became of a payment). */
  OPAYO_REPORTING_URL: z.url().optional(),
  OPAYO_REPORTING_USER: z.string().min(1).default('sandbox-reporting-user'),
  OPAYO_REPORTING_PASSWORD: z.string().min(1).default('sandbox-reporting-password'),
  /** A payment with no answer after this long is settled by asking the provider what became of it. */
  PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().positive().default(120),
  /** A 3-D Secure challenge not answered in this time is given up (the amount it set aside freed). */
  CHALLENGE_ABANDONED_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_HOURS: z.coerce.number().positive().default(12),
  REMEMBER_ME_DAYS: z.coerce.number().positive().default(30),
  /**
   * Where uploaded photos are kept (served under /media/uploads/, each name a hash of its content);
   * made when missing. Every API process of a site must see the same folder.
   */
  MEDIA_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'media')),
  /** The built web client; served with the API when present. */
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'apps', 'web', 'dist')),
  /**
   * A Google tag (GA4 `G-…` or Tag Manager `GTM-…`). Unset: no analytics and no cookie banner. Set:
   * the site asks each visitor first and loads the tag only once they accept analytics or marketing.
   */
  GOOGLE_TAG_ID: z
    .string()
    .trim()
    .regex(GOOGLE_TAG_ID_PATTERN, 'a GA4 id (G-XXXXXXX) or a Tag Manager id (GTM-XXXXXXX), in capitals')
    .optional(),
  /** Where the tag's script comes from (a test points it at a stand-in). */
  GOOGLE_TAG_ORIGIN: z
    .url()
    .transform((value) => new URL(value).origin)
    .default('https://www.googletagmanager.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
});

export type Config = Omit<z.infer<typeof ZEnv>, 'MAIL_OUTBOX_VIEWER' | 'PUBLIC_URL'> & {
  MAIL_OUTBOX_VIEWER: boolean;
  PUBLIC_URL: string;
};

/** Parses the environment once at boot; a bad value stops the process naming the key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.CARD_PROVIDER === 'opayo' && values.OPAYO_INTEGRATION_KEY === 'sandbox-integration-key') {
    throw new Error(
      'Invalid environment:\n  OPAYO_INTEGRATION_KEY: set the real Opayo integration key when CARD_PROVIDER=opayo',
    );
  }
  // A live site that took "payments" from the sandbox would confirm bookings nobody paid for.
  if (
    values.NODE_ENV === 'production' &&
    values.CARD_PROVIDER === 'sandbox' &&
    !values.ALLOW_CARD_SANDBOX_IN_PRODUCTION
  ) {
    throw new Error(
      'Invalid environment:\n  CARD_PROVIDER: the card sandbox takes no real money; set CARD_PROVIDER=opayo in production (or ALLOW_CARD_SANDBOX_IN_PRODUCTION=true for a demo site)',
    );
  }
  // Without SMTP nothing is sent: every reset and confirmation link would wait in outbox_message,
  // in clear, for nobody.
  if (values.NODE_ENV === 'production' && !values.SMTP_URL && !values.MAIL_OUTBOX_IN_PRODUCTION) {
    throw new Error(
      'Invalid environment:\n  SMTP_URL: without it no e-mail is sent and reset and confirmation links stay in the outbox table in clear; set SMTP_URL in production (or MAIL_OUTBOX_IN_PRODUCTION=true for a demo site)',
    );
  }
  // A payment is only asked about once no request can still be waiting for its answer.
  if (values.PAYMENT_RECONCILE_AFTER_SECONDS * 1000 <= values.OPAYO_TIMEOUT_MS) {
    throw new Error(
      'Invalid environment:\n  PAYMENT_RECONCILE_AFTER_SECONDS: must be longer than OPAYO_TIMEOUT_MS',
    );
  }
  return {
    ...values,
    // Follows the port the server listens on, so `PORT=8080 npm start` reaches its own card sandbox.
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    MAIL_OUTBOX_VIEWER: values.MAIL_OUTBOX_VIEWER ?? (!values.SMTP_URL && values.NODE_ENV !== 'production'),
  };
}
