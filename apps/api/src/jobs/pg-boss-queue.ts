import PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue } from './job-queue';

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** pg-boss's tables live in their own schema of the app's database. */
export const JOB_SCHEMA = 'pgboss';

/**
 * The queue on PostgreSQL (decision 044): pg-boss in the app's database. Its schema is installed
 * and migrated by pg-boss itself at start, under its advisory lock, after the app's migrations. A
 * schedule makes one job per cron tick however many processes run (pg-boss's cron is throttled to
 * one job a minute per name in the database); each job is fetched by one worker (SKIP LOCKED); a
 * job whose worker died stays active until `expireInSeconds` and is then retried by another.
 */
export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;

  constructor(
    connectionString: string,
    private readonly settings: { expireInSeconds: number; log: Log },
  ) {
    this.boss = new PgBoss({
      connectionString,
      schema: JOB_SCHEMA,
      // Its own small pool beside the app's: polling and a job at a time per queue.
      max: 2,
      application_name: 'parkstays-jobs',
      // Expired jobs are found by the maintenance run: often enough that a dead worker's job is
      // retried about when its lease on what it was doing runs out.
      maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(settings.expireInSeconds / 2))),
      cronMonitorIntervalSeconds: 10,
      cronWorkerIntervalSeconds: 5,
    });
    this.boss.on('error', (error) => settings.log.error({ err: error }, 'job queue error'));
  }

  async start(definitions: JobDefinition[]) {
    await this.boss.start();
    for (const definition of definitions) {
      const options = {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.settings.expireInSeconds,
      };
      await this.ensureQueue(options);
      await this.boss.work(definition.name, { pollingIntervalSeconds: 2, batchSize: 1 }, async () => {
        await definition.run();
      });
      if (definition.cron)
        await this.boss.schedule(definition.name, definition.cron, {}, { tz: definition.tz });
      else await this.boss.unschedule(definition.name);
    }
  }

  /**
   * Makes the queue, or brings its settings up to date. Every process does this at start, and two
   * making one queue at once can deadlock in PostgreSQL (each creates its partition): the one that
   * loses looks again, finds the other's, and updates it.
   */
  private async ensureQueue(options: PgBoss.Queue) {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.boss.getQueue(options.name)) await this.boss.updateQueue(options.name, options);
        else await this.boss.createQueue(options.name, options);
        return;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async send(name: string, options: { startAfter?: Date } = {}) {
    await this.boss.send(name, {}, options.startAfter ? { startAfter: options.startAfter } : {});
  }

  async stop() {
    // Jobs running now get the grace of a deploy; one cut short is retried after it expires.
    await this.boss.stop({ graceful: true, timeout: 20_000, wait: true });
  }
}
