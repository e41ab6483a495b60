import { type ChildProcess, fork, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlainServerRequest } from './plain-server';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(HERE, '../..');
export const HOST = '127.0.0.1';

export type ServerProcess = { origin: string; child: ChildProcess; stop(): Promise<void> };

/** A port nothing listens on right now. */
export async function freePort(preferred = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(port, HOST, () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/** Stops a server's process: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export function stopper(child: ChildProcess, graceMs = 5_000) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
}

/** Resolves when `origin` answers any HTTP request; rejects when the child exits or time runs out. */
async function waitForAnswer(origin: string, child: ChildProcess, timeoutMs: number, probePath: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    try {
      await fetch(`${origin}${probePath}`, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`no answer from ${origin} within ${timeoutMs / 1000} s`);
}

/** The API as production runs it: `node --import tsx apps/api/src/server.ts` in its own process. */
export async function startApi(
  databaseUrl: string,
  port: number,
  /** Extra node flags, e.g. --cpu-prof to profile the API under load. */
  nodeArgs: string[] = [],
  /** Settings for this API process on top of the environment's (AVAILABILITY_CACHE_SECONDS…). */
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST,
      PUBLIC_URL: `http://${HOST}:${port}`,
      NODE_ENV: 'production',
      // The bench books nothing for real: the card sandbox is fine here.
      ALLOW_CARD_SANDBOX_IN_PRODUCTION: 'true',
      // Nor does it mail anyone: e-mail stays in the outbox.
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Warnings and errors from the API go to our stderr, prefixed.
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => process.stderr.write(`[api] ${chunk}`));
  }
  const origin = `http://${HOST}:${port}`;
  const stop = stopper(child);
  try {
    await waitForAnswer(origin, child, 60_000, '/api/holiday-types');
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, child, stop };
}

/** The plain node:http server of plain-server.ts in a child process, serving `responses`. */
export async function startPlainServer(
  port: number,
  responses: PlainServerRequest['responses'],
): Promise<ServerProcess> {
  const child = fork(path.join(HERE, 'plain-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = stopper(child);
  try {
    const listening = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('plain server did not start within 30 s')), 30_000);
      child.once('message', (message: { listening: number }) => {
        clearTimeout(timer);
        resolve(message.listening);
      });
      child.once('exit', (code) => reject(new Error(`plain server exited (${code}) before listening`)));
      child.send({ host: HOST, port, responses } satisfies PlainServerRequest);
    });
    return { origin: `http://${HOST}:${listening}`, child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
