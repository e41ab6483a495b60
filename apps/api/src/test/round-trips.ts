import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

export type RoundTripCounter = {
  /**
   * Resolves once nothing has been sent for `quietMs`: what a test's setup set off in the
   * background (the availability engine reading a new grade's prices) is over, so it is not
   * counted against the request that follows.
   */
  settled(quietMs?: number): Promise<void>;
  /**
   * Runs `work` and answers what was sent to the driver meanwhile, each statement one round trip
   * to the database (its SQL text, shortened).
   */
  during<T>(work: () => Promise<T>): Promise<{ result: T; sent: string[] }>;
};

const COUNTED = Symbol('round trips counted');

/**
 * Counts every round trip the app's database handle makes, at the driver underneath it: each
 * `query` on a pooled pg connection (including `pool.query`, which goes through `connect`), and on
 * PGlite each `query` or `exec`, with a transaction's BEGIN and its COMMIT or ROLLBACK counted as
 * one each (PGlite sends them itself, as pg's driver would send them as queries). A multi-statement
 * simple query is one round trip, as it is on the wire.
 */
export function countRoundTrips(db: Database): RoundTripCounter {
  const log: string[] = [];
  let lastSentAt = Date.now();
  const note = (text: unknown) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: unknown })?.text ?? text);
    log.push(sql.replace(/\s+/g, ' ').trim().slice(0, 160));
    lastSentAt = Date.now();
  };
  const client = (db as unknown as { $client: unknown }).$client;

  if (client instanceof pg.Pool) {
    const wrap = (connection: pg.PoolClient) => {
      const marked = connection as pg.PoolClient & { [COUNTED]?: true };
      if (marked[COUNTED]) return connection;
      marked[COUNTED] = true;
      const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
      (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
        note(args[0]);
        return query(...args);
      };
      return connection;
    };
    const connect = client.connect.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args) => {
      const callback = args[0] as
        | ((error: Error | undefined, connection: pg.PoolClient | undefined, done: unknown) => void)
        | undefined;
      if (callback) {
        return connect((error: Error | undefined, connection: pg.PoolClient | undefined, done: unknown) =>
          callback(error, connection && wrap(connection), done),
        );
      }
      return (connect() as Promise<pg.PoolClient>).then(wrap);
    };
  } else {
    const lite = client as PGlite;
    const query = lite.query.bind(lite);
    const exec = lite.exec.bind(lite);
    const transaction = lite.transaction.bind(lite);
    lite.query = ((text: string, ...rest: unknown[]) => {
      note(text);
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as PGlite['query'];
    lite.exec = ((text: string, ...rest: unknown[]) => {
      note(text);
      return (exec as (...args: unknown[]) => unknown)(text, ...rest);
    }) as PGlite['exec'];
    lite.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => {
      note('BEGIN');
      return transaction(async (tx) => {
        const counted: Transaction = Object.create(tx, {
          query: {
            value: (text: string, ...rest: unknown[]) => {
              note(text);
              return (tx.query as (...args: unknown[]) => unknown)(text, ...rest);
            },
          },
          exec: {
            value: (text: string, ...rest: unknown[]) => {
              note(text);
              return (tx.exec as (...args: unknown[]) => unknown)(text, ...rest);
            },
          },
        });
        try {
          const result = await work(counted);
          note('COMMIT');
          return result;
        } catch (error) {
          note('ROLLBACK');
          throw error;
        }
      });
    }) as PGlite['transaction'];
  }

  return {
    async settled(quietMs = 300) {
      for (let wait = quietMs; wait > 0; wait = lastSentAt + quietMs - Date.now()) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    },
    async during(work) {
      const from = log.length;
      const result = await work();
      return { result, sent: log.slice(from) };
    },
  };
}
