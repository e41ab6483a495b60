import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repository takes, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `pgliteSnapshot` opens again. */
  snapshot?(): Promise<Blob>;
};

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  /** `poolMax`: the most connections this process opens (10 unless told). */
  | { databaseUrl: string; poolMax?: number }
  /**
   * A data directory on disk, or undefined for an in-memory database (tests); an in-memory one
   * may start from a snapshot another database took, which skips initdb, migrations and seeding.
   */
  | { pgliteDataDir: string | undefined; pgliteSnapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    // A database that cannot be reached fails a request after 5 s instead of holding it for ever.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection can be cut by the server (a restart, an administrator, a dropped test
    // database); without a listener that error would end the process. The pool replaces it.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // A connection in use can be cut too (pg_terminate_backend, a failover): its query fails, and
    // the client's own 'error' event must be heard or it ends the process.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDataDir) mkdirSync(options.pgliteDataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDataDir,
    loadDataDir: options.pgliteSnapshot,
    extensions: { btree_gist },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    snapshot: async () => {
      // A checkpoint first, so the tarball holds the data files rather than a WAL to replay.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

/** A drizzle handle over one pooled connection, made once per connection (the pool reuses them). */
const pinnedHandles = new WeakMap<pg.PoolClient, Database>();

/**
 * Runs `work` in one transaction that holds transaction-level advisory locks on `keys` from its
 * start, taken in key order so that two such transactions never wait for each other in a cycle.
 *
 * On PostgreSQL the BEGIN and the locks travel in one round trip: one simple-protocol query
 * (`BEGIN; SELECT pg_advisory_xact_lock(…); …`), which may carry several statements because the
 * keys are 64-bit integers made here, never text from a request. A transaction of one statement
 * so costs three round trips: begin and locks, the statement, commit. Each statement of `work`
 * still takes its snapshot after the locks were granted, so it sees whatever the previous holder
 * of a lock committed.
 *
 * PGlite is one connection that runs one transaction at a time (its transaction holds its only
 * connection until it ends): no other transaction can run beside this one, so there is nothing to
 * lock against and the locks are skipped.
 *
 * `work` is handed a handle for `execute` and the query builder (not relational queries).
 */
export async function transactionWithLocks<T>(
  db: Database,
  keys: readonly bigint[],
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => work(tx as unknown as Database));
  const ordered = [...new Set(keys.map((key) => BigInt.asIntN(64, key)))].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const client = await pool.connect();
  let tx = pinnedHandles.get(client);
  if (!tx) {
    tx = drizzlePg(client) as unknown as Database;
    pinnedHandles.set(client, tx);
  }
  let broken: Error | undefined;
  try {
    await client.query(
      ['BEGIN', ...ordered.map((key) => `SELECT pg_advisory_xact_lock(${key.toString()})`)].join('; '),
    );
    const result = await work(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // After a failed COMMIT the transaction is already over; ROLLBACK then only warns.
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A connection that could not even roll back is thrown away, not handed to the next request.
    client.release(broken);
  }
}

/** The rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** SQLSTATE classes and driver errors that mean the database went away, not that the query was wrong. */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|ECONNRESET|ECONNREFUSED|EPIPE|timeout exceeded when trying to connect/i;

/** True when a failed query failed because the database connection was lost or refused. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if ((code && UNAVAILABLE_CODES.has(code)) || (message && UNAVAILABLE_MESSAGE.test(message))) return true;
  }
  return false;
}
