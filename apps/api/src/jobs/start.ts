import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { JOB } from './definitions';
import { InProcessQueue, type JobQueue } from './job-queue';
import { PgBossQueue } from './pg-boss-queue';

/**
 * Starts this process's share of the background work (decision 044): pg-boss on PostgreSQL, where
 * every process works the one queue in the database; the in-process runner on PGlite. From then on
 * a recorded e-mail is handed to the queue instead of being delivered inside the request.
 */
export async function startJobQueue(
  app: FastifyInstance,
  config: Config,
  engine: 'pglite' | 'postgres',
): Promise<JobQueue> {
  const kind =
    config.JOB_QUEUE === 'auto' ? (engine === 'postgres' ? 'pg-boss' : 'in-process') : config.JOB_QUEUE;
  if (kind === 'pg-boss' && !config.DATABASE_URL) {
    throw new Error('JOB_QUEUE=pg-boss needs DATABASE_URL: pg-boss keeps its jobs in PostgreSQL');
  }
  const queue: JobQueue =
    kind === 'pg-boss'
      ? new PgBossQueue(config.DATABASE_URL!, { expireInSeconds: config.JOB_EXPIRE_SECONDS, log: app.log })
      : new InProcessQueue(app.log);
  await queue.start(app.jobDefinitions);
  app.jobQueue = queue;
  app.mailDelivery.nudge = () => queue.send(JOB.mailDelivery);
  app.log.info({ queue: kind }, 'background jobs started');
  return queue;
}
