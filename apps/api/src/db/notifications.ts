import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * A channel's LISTEN, until `close`. `barrier` settles once every notification committed before
 * it was called has been heard.
 */
export type Listening = { barrier(): Promise<void>; close(): Promise<void> };

/**
 * LISTENs on `channel` (a plain identifier) for this process. On PostgreSQL a connection of its
 * own, never one of the pool's: PostgreSQL delivers a NOTIFY to every listener when the sending
 * transaction commits, so every API process hears a change another made. PGlite is this
 * process's only connection and hands a notification over as the statement that sent it commits.
 * `onLost` is called once if the connection goes; the caller listens again when it wants to.
 */
export async function listenOn(
  db: Database,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: unknown) => void,
): Promise<Listening> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(channel, onMessage);
    return {
      // Nothing to wait for: PGlite hands a commit's notifications over before the committing
      // statement's promise settles, so whatever has committed has been heard.
      barrier: async () => {},
      close: async () => {
        if (!client.closed) await unlisten();
      },
    };
  }
  if (!(client instanceof pg.Pool)) throw new Error(`${channel}: unknown database client`);
  const listener = new pg.Client({ ...client.options, connectionTimeoutMillis: 5_000 });
  let over = false;
  const end = (error: unknown) => {
    if (over) return;
    over = true;
    onLost(error);
  };
  listener.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  listener.on('error', end);
  listener.on('end', () => end(new Error(`the connection that hears ${channel} ended`)));
  try {
    await listener.connect();
    await listener.query(`LISTEN ${channel}`);
  } catch (error) {
    over = true;
    await listener.end().catch(() => {});
    throw error;
  }
  return {
    // PostgreSQL sends a listener every notification committed before a query ends ahead of that
    // query's answer, so a trivial query on the listening connection is the barrier.
    barrier: async () => {
      await listener.query('SELECT 1');
    },
    close: async () => {
      over = true;
      await listener.end();
    },
  };
}
