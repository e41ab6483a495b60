import { randomUUID } from 'node:crypto';
import type { TSignUpRequest } from '@parkstays/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedDemoData, seedSiteData } from '../db/demo-data';
import { createScratchDatabase } from '../db/scratch-database';

/**
 * A fresh, migrated database with the demo data for one test file: in-memory PGlite, or with
 * DATABASE_URL a new database on that server, dropped again by `close()`.
 */
async function freshDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { ...(await openDatabase({ pgliteDataDir: undefined })), drop: async () => {} };
  const scratch = await createScratchDatabase(serverUrl, 'parkstays_test');
  return { ...(await openDatabase({ databaseUrl: scratch.url })), drop: scratch.drop };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * `data: 'site'` (the default) loads settings, menus and the demo accounts; `'demo'` the whole demo
 * data set (parks, grades, prices, bookings); tests of the catalogue build their own rows.
 */
export async function createTestContext(env: Record<string, string> = {}, data: 'site' | 'demo' = 'site') {
  const database = await freshDatabase();
  await database.migrate();
  if (data === 'demo') await seedDemoData(database.db);
  else await seedSiteData(database.db);
  const clock = { now: new Date() };
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Unique per file, so counts in a shared Redis never leak between tests.
    RATE_LIMIT_PREFIX: `test:${randomUUID()}:`,
    WEB_DIST_DIR: '/nonexistent',
    SMTP_URL: '',
    MAIL_OUTBOX_VIEWER: 'true',
    AVAILABILITY_CACHE_SECONDS: '0',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, now: () => clock.now });

  const request = (options: InjectOptions & { token?: string }) => {
    const { token, ...rest } = options;
    return app.inject({
      ...rest,
      headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  let userCount = 0;
  return {
    app: app as FastifyInstance,
    db: database.db as Database,
    request,
    /** Moves the server's clock forward, to see tokens and links expire. */
    advanceClock(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    /** Signs up a new user through the API and answers its details, password and bearer token. */
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
      return { ...body, id: data.user.id as number, token: data.bearer_token as string };
    },
    /** The newest e-mails sent to an address, newest first. */
    async outbox(to: string) {
      const response = await request({ method: 'GET', url: `/api/outbox?to=${encodeURIComponent(to)}` });
      return response.json().data as { subject: string; text: string; html: string }[];
    },
    async close() {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
}
