import { randomUUID } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The database name in a PostgreSQL URL. */
export function databaseNameOf(url: string) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/**
 * A new database on the server of `serverUrl`, for one test file or one test run: empty, or a
 * copy of the database named `template` (which must have no open connections). Answers its URL
 * and a `drop()` that removes it, even with connections still open.
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await onServer(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
