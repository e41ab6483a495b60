import cronParser from 'cron-parser';

/**
 * One kind of background work (decision 044). The same definitions run on pg-boss (PostgreSQL:
 * durable, once across every API process) and on the in-process runner (PGlite: one process).
 * `run` must be safe to run again: a worker that dies mid-run leaves the job to be retried.
 */
export type JobDefinition = {
  name: string;
  run(): Promise<void>;
  /** A cron expression (minutes, as pg-boss schedules) in `tz`; none: run only when sent. */
  cron?: string;
  tz?: string;
  /** Retries after a run throws or its worker dies, each waiting twice as long as the one before. */
  retryLimit: number;
  retryDelaySeconds: number;
};

/** Where background work is sent and run. */
export interface JobQueue {
  start(definitions: JobDefinition[]): Promise<void>;
  /** Asks for a run of `name`, at once or at `startAfter`. */
  send(name: string, options?: { startAfter?: Date }): Promise<void>;
  stop(): Promise<void>;
}

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The runner on PGlite, where this process is the only one: each schedule is a timer to its next
 * cron time, a sent job a timer to its start, a failed run retried with growing waits. Nothing of
 * it is kept across a restart, and nothing needs to be: every job is a sweep of what the database
 * says is due (the outbox's pending messages, lapsed holds), and each runs once at start.
 */
export class InProcessQueue implements JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private stopped = false;

  constructor(private readonly log: Log) {}

  async start(definitions: JobDefinition[]) {
    for (const definition of definitions) {
      this.definitions.set(definition.name, definition);
      if (definition.cron) {
        this.scheduleNext(definition);
        // Whatever came due while the process was down is done now, not at the next tick.
        void this.run(definition.name);
      }
    }
  }

  async send(name: string, options: { startAfter?: Date } = {}) {
    const wait = options.startAfter ? options.startAfter.getTime() - Date.now() : 0;
    if (wait > 0) this.later(wait, () => void this.run(name));
    else void this.run(name);
  }

  async stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled(this.running.values());
  }

  /** Runs of one job never overlap: one asked for while it runs follows it. */
  private run(name: string, attempt = 0): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition || this.stopped) return Promise.resolve();
    const current = this.running.get(name);
    if (current) {
      this.again.add(name);
      return current;
    }
    const run = definition
      .run()
      .catch((error) => {
        if (attempt >= definition.retryLimit) {
          this.log.error({ err: error, job: name }, 'job failed for good');
          return;
        }
        this.log.error({ err: error, job: name, attempt: attempt + 1 }, 'job failed: trying again');
        this.later(
          definition.retryDelaySeconds * 1000 * 2 ** attempt,
          () => void this.run(name, attempt + 1),
        );
      })
      .finally(() => {
        this.running.delete(name);
        if (this.again.delete(name)) void this.run(name);
      });
    this.running.set(name, run);
    return run;
  }

  private scheduleNext(definition: JobDefinition) {
    const next = cronParser.parseExpression(definition.cron!, { tz: definition.tz }).next().getTime();
    this.later(Math.max(0, next - Date.now()), () => {
      this.scheduleNext(definition);
      void this.run(definition.name);
    });
  }

  private later(ms: number, work: () => void) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }
}
