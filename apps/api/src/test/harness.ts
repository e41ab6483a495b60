import { randomUUID } from 'node:crypto';
import { AUDIT_ACTIONS, type TSignUpRequest, unnamedAuditFields } from '@parkstays/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, rowsOf } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/demo-data';
import { openTestDatabase, type TestData } from './database-templates';
import { runNow } from './run-clock';

type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/** The API's settings in tests: `env` over the machine's, quiet, with nothing cached between requests. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Unique per file, so counts in a shared Redis never leak between tests.
    RATE_LIMIT_PREFIX: `test:${randomUUID()}:`,
    WEB_DIST_DIR: '/nonexistent',
    SMTP_URL: '',
    MAIL_OUTBOX_VIEWER: 'true',
    AVAILABILITY_CACHE_SECONDS: '0',
    // Tests write rows straight into the database and search at once: every search must see them.
    AVAILABILITY_MAX_STALENESS_MS: '0',
    // Every injected request comes from 127.0.0.1: a whole file's guests share one address.
    MAX_LIVE_HOLDS_PER_IP: '1000',
    ...env,
  });
}

/**
 * `data: 'site'` (the default) loads settings, menus and the demo accounts; `'demo'` the whole demo
 * data set (parks, grades, prices, bookings); tests of the catalogue build their own rows.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  data: TestData = 'site',
  options: Pick<AppDependencies, 'cardProvider' | 'logStream' | 'mailTransport'> = {},
) {
  // In-memory PGlite, or with DATABASE_URL a new database on that server, dropped by `close()`:
  // a copy of the run's migrated, seeded template either way.
  const database = await openTestDatabase(data, inject('databaseTemplates'));
  // The run's clock (run-clock.ts): midday of the day the demo data are dated from.
  const clock = { now: runNow() };
  const config = testConfig(env);
  const app = await buildApp({ config, db: database.db, now: () => clock.now, ...options });

  const request = (options: InjectOptions & { token?: string }) => {
    const { token, ...rest } = options;
    return app.inject({
      ...rest,
      headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  /** Signs one of the demo accounts in through the API; fails the test unless it can. */
  const session = async (who: DemoAccount) => {
    const { email, password } = DEMO_ACCOUNTS[who];
    const response = await request({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in as ${who} failed: ${response.body}`);
    const { data } = response.json();
    return { token: data.bearer_token as string, userId: data.user.id as number };
  };

  let userCount = 0;
  let operatorToken: string | undefined;
  return {
    app: app as FastifyInstance,
    db: database.db as Database,
    request,
    /** A GET as the site makes it: the status, the JSON answer and the headers. */
    async get(url: string, token?: string) {
      const response = await request({ method: 'GET', url, token });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    /** The server's clock, as the test has moved it: a day asked of the server is this one's. */
    now() {
      return clock.now;
    },
    /** Moves the server's clock forward, to see tokens and links expire. */
    advanceClock(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    /**
     * Signs up a new user through the API and answers its details, password and bearer token. The
     * address is left unconfirmed: `confirmEmail()` opens the link e-mailed at sign-up. That e-mail
     * is taken out of the outbox, so a test's inbox holds only what the test itself caused.
     */
    async newUser(overrides: Partial<TSignUpRequest> = {}) {
      userCount += 1;
      const body: TSignUpRequest = {
        email: `user${userCount}.${randomUUID().slice(0, 8)}@example.test`,
        password: 'Wandering-Heron-42',
        first_name: 'Alex',
        last_name: "O'Neill",
        phone_number: '+447700900456',
        address_1: '1 Beach Road',
        address_2: '',
        city: 'Filey',
        postcode: 'YO149AA',
        country_code: 'GB',
        marketing_preference: 0,
        ...overrides,
      };
      const response = await request({ method: 'POST', url: '/api/users', payload: body });
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
      const { data } = response.json();
      const address = String(data.user.email);
      const [signUpMail] = rowsOf<{ id: number; text_body: string }>(
        await database.db.execute(
          sql`select id, text_body from outbox_message where to_address = ${address} order by id desc limit 1`,
        ),
      );
      const confirmationToken = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(signUpMail?.text_body ?? '')?.[1];
      if (!signUpMail || !confirmationToken) throw new Error(`no confirmation e-mail to ${address}`);
      await database.db.execute(sql`delete from outbox_message where id = ${signUpMail.id}`);
      return {
        ...body,
        id: data.user.id as number,
        token: data.bearer_token as string,
        confirmationToken,
        /** Opens the confirmation link e-mailed at sign-up, as the user would. */
        confirmEmail: () =>
          request({ method: 'POST', url: '/api/users/confirm-email', payload: { token: confirmationToken } }),
      };
    },
    /** Signs one of the demo accounts in through the API; answers its bearer token. */
    signIn: async (who: DemoAccount) => (await session(who)).token,
    /** Signs one of the demo accounts in; answers its bearer token and its user's id. */
    session,
    /** Signs several demo accounts in, one after another; answers their bearer tokens by name. */
    async signInAll<Who extends DemoAccount>(...who: Who[]) {
      const tokens = {} as Record<Who, string>;
      for (const name of who) tokens[name] = (await session(name)).token;
      return tokens;
    },
    /** The newest e-mails sent to an address, newest first, read as the demo's staff admin. */
    async outbox(to: string) {
      const read = () =>
        request({ method: 'GET', url: `/api/outbox?to=${encodeURIComponent(to)}`, token: operatorToken });
      let response = operatorToken ? await read() : undefined;
      // Signed in on first use, and again once a test has moved the clock past that session's end.
      if (!response || response.statusCode === 401) {
        operatorToken = (await session('admin')).token;
        response = await read();
      }
      return response.json().data as { subject: string; text: string; html: string }[];
    },
    async close() {
      // Every audited change a test made is one a History could show: each field it wrote must
      // have staff words (the contract's AUDIT_FIELDS), or the screen would show the database's.
      const entries = rowsOf<{ action: string; before: unknown; after: unknown }>(
        await database.db.execute(sql`select action, before, after from audit_entry`),
      );
      const unnamed = unnamedAuditFields(entries.flatMap((entry) => [entry.before, entry.after]));
      const unknownActions = [...new Set(entries.map((entry) => entry.action))].filter(
        (action) => !Object.hasOwn(AUDIT_ACTIONS, action),
      );
      await app.close();
      await database.close();
      await database.drop();
      if (unnamed.length || unknownActions.length)
        throw new Error(
          `Audited changes wrote fields or actions without staff words in AUDIT_FIELDS / AUDIT_ACTIONS: ${[...unnamed, ...unknownActions].join(', ')}`,
        );
    },
  };
}
