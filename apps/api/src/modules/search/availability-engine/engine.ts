import { londonToday } from '@parkstays/contract';
import type { PriceRun } from '../search.repository';
import { AnswerWriter } from './answers';
import { EngineMemory } from './memory';
import {
  type AnswerStamp,
  type AvailabilitySource,
  type AvailabilityWatch,
  BARRIER_TIMEOUT_MS,
  type Change,
  CONNECT_WAIT_MS,
  DatabaseNotHeard,
  dayOf,
  type EngineOptions,
  type EngineSearch,
  HEARTBEAT_MS,
  START_WAIT_MS,
  sleep,
  type Work,
} from './types';

/**
 * The availability engine (decision 029): answers "how many units of each grade are free on every
 * night of these three stays" from memory, without asking the database.
 *
 * It holds, per grade, one bitmap row per unit with a stay on it (a bit per night from `baseDay`),
 * the live holds that lapse at a known time beside it, the price list as one array per grade and
 * stay length, and the catalogue (grades, parks, units, arrival-day rules). It is loaded at start
 * and kept current by the notifications migration 0016's triggers send in each changing
 * transaction: a booking's change (applied here at once), or a request to read prices, stays or
 * the catalogue again. Answers equal the reference query's (test/reference-search.ts)
 * for the same moment, which the tests check.
 *
 * Freshness: notifications arrive within milliseconds of a commit. On top of that, as a bound
 * that holds even if they are held up, a search waits (`ready`) until the engine has heard every
 * change committed more than `maxStalenessMs` before it arrived, or before this process's own last
 * stock change (`localChange`). "Heard" is proved by a barrier: a trivial query on the listening
 * connection, before whose answer PostgreSQL delivers every notification committed before it was
 * sent; one runs in the background at least every 100 ms while searches come.
 */
export class AvailabilityEngine {
  /** Nights before this day are not kept; searches never start before today. */
  readonly baseDay: number;

  private watch: AvailabilityWatch | undefined;
  private connecting: Promise<void> | undefined;
  private started: Promise<void> | undefined;
  private closed = false;

  private work: Work = { catalogue: false, prices: undefined, stays: undefined };
  private worker: Promise<void> | undefined;
  /** Booking changes heard while stays are being read again, applied once they are. */
  private held: Change[][] | undefined;

  /** performance.now() when the last completed barrier was sent (sub-millisecond: a test's write and search can share a millisecond). */
  private syncedAt = Number.NEGATIVE_INFINITY;
  private inFlight: { sentAt: number; done: Promise<void> } | undefined;
  private queued: Promise<void> | undefined;
  /** This process changed stock at this time: later searches must see it. */
  private localChangeAt = Number.NEGATIVE_INFINITY;

  private readonly memory: EngineMemory;
  private readonly answers: AnswerWriter;

  constructor(
    private readonly source: AvailabilitySource,
    private readonly options: EngineOptions,
  ) {
    this.baseDay = dayOf(londonToday(options.now())) - 7;
    this.memory = new EngineMemory(this.baseDay);
    this.answers = new AnswerWriter(this.memory);
  }

  /** Listens, then reads everything; resolves once searches can be answered. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.connect();
      while (this.worker) await this.worker;
      this.loaded = !this.closed;
    })();
    return this.started;
  }

  /** Everything has been read once: searches can be answered. */
  private loaded = false;

  async close() {
    this.closed = true;
    const watch = this.watch;
    this.watch = undefined;
    await watch?.close().catch(() => {});
    await this.worker?.catch(() => {});
  }

  /** This process changed stock (a hold, a release): its next searches must show it. */
  localChange() {
    this.localChangeAt = performance.now();
    // The barrier those searches need, started now rather than when the next one comes.
    if (this.loaded) this.syncAfter(this.localChangeAt).catch(() => {});
  }

  /** Resolves once the engine has heard every change a search arriving now must show. */
  async ready(): Promise<void> {
    const arrived = performance.now();
    if (!this.loaded) {
      // Loading (at start): wait for it, but not for ever.
      await Promise.race([this.start(), sleep(START_WAIT_MS)]);
      if (!this.loaded) throw new DatabaseNotHeard('availability: the engine is still loading');
    }
    const since = Math.max(arrived - this.options.maxStalenessMs, this.localChangeAt);
    if (this.syncedAt < since) await this.syncAfter(since);
    else if (this.syncedAt < arrived - Math.min(this.options.maxStalenessMs / 2, HEARTBEAT_MS))
      // Ahead of time, so searches hardly ever wait for one, even when the database is slow to answer.
      this.syncAfter(arrived).catch(() => {});
    // Reads of the database that what was heard asked for (a price list, a bulk change).
    const deadline = arrived + CONNECT_WAIT_MS;
    while (this.worker) {
      if (performance.now() >= deadline)
        throw new DatabaseNotHeard('availability: the database is not answering');
      await Promise.race([this.worker, sleep(Math.max(1, deadline - performance.now()))]);
    }
  }

  /**
   * The answer as the UTF-8 bytes of exactly the JSON text `JSON.stringify` writes for the service's
   * answer, with what it depended on; undefined when the engine cannot answer it (a stay before
   * baseDay).
   */
  answer(search: EngineSearch): { body: Buffer; stamp: AnswerStamp } | undefined {
    return this.answers.answer(search);
  }

  /** Whether a cached answer's stamp still holds: nothing it depended on has changed since. */
  isCurrent(stamp: AnswerStamp, now: Date): boolean {
    return this.memory.isCurrent(stamp, now);
  }

  // Hearing the database.

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      for (let delay = 100; !this.closed; delay = Math.min(delay * 2, 5_000)) {
        try {
          let watch: AvailabilityWatch | undefined;
          watch = await this.source.watch(
            (payload) => {
              if (watch !== undefined && watch === this.watch) this.hear(payload);
            },
            (error) => {
              if (watch !== undefined && watch === this.watch) this.lost(watch, error);
            },
          );
          if (this.closed) {
            await watch.close().catch(() => {});
            return;
          }
          this.watch = watch;
          // Anything may have changed unheard: read it all again (start: for the first time).
          this.memory.epoch += 1;
          this.schedule({ catalogue: true, prices: 'all', stays: 'all' });
          return;
        } catch (error) {
          this.options.onError(error, 'availability: could not listen for changes');
          await sleep(delay);
        }
      }
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private lost(watch: AvailabilityWatch, error: unknown) {
    this.watch = undefined;
    this.syncedAt = Number.NEGATIVE_INFINITY;
    watch.close().catch(() => {});
    if (this.closed) return;
    this.options.onError(error, 'availability: the connection that hears changes was lost; reconnecting');
    void this.connect();
  }

  private hear(payload: string) {
    let message: {
      changes?: Change[];
      stays?: number[] | 'all';
      prices?: number[] | 'all';
      catalogue?: boolean;
    };
    try {
      message = JSON.parse(payload);
    } catch (error) {
      this.options.onError(error, 'availability: unreadable notification; reading everything again');
      this.schedule({ catalogue: true, prices: 'all', stays: 'all' });
      return;
    }
    if (message.changes) {
      if (this.held) this.held.push(message.changes);
      else {
        try {
          this.memory.apply(message.changes);
        } catch (error) {
          // Never the process's end (this runs in the connection's event): read everything again.
          this.options.onError(
            error,
            'availability: a change could not be applied; reading everything again',
          );
          this.memory.epoch += 1;
          this.schedule({ catalogue: true, prices: 'all', stays: 'all' });
        }
      }
    }
    if (message.catalogue || message.prices || message.stays) {
      this.schedule({
        catalogue: message.catalogue === true,
        prices: message.prices === 'all' ? 'all' : message.prices && new Set(message.prices),
        stays: message.stays === 'all' ? 'all' : message.stays && new Set(message.stays),
      });
    }
  }

  private syncAfter(since: number): Promise<void> {
    if (this.inFlight && this.inFlight.sentAt >= since) return this.inFlight.done;
    if (!this.inFlight) return this.barrier();
    this.queued ??= this.inFlight.done
      .catch(() => {})
      .then(() => {
        this.queued = undefined;
        return this.barrier();
      });
    return this.queued;
  }

  private barrier(): Promise<void> {
    const sentAt = performance.now();
    const done = (async () => {
      const watch = await this.connected();
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          watch.barrier(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new DatabaseNotHeard('availability: the database did not answer a barrier')),
              BARRIER_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (error) {
        if (watch === this.watch) this.lost(watch, error);
        throw new DatabaseNotHeard('availability: the database cannot be heard', { cause: error });
      } finally {
        clearTimeout(timer);
      }
      if (watch === this.watch && sentAt > this.syncedAt) this.syncedAt = sentAt;
    })().finally(() => {
      if (this.inFlight?.done === done) this.inFlight = undefined;
    });
    this.inFlight = { sentAt, done };
    return done;
  }

  private async connected(): Promise<AvailabilityWatch> {
    const deadline = Date.now() + CONNECT_WAIT_MS;
    while (!this.watch) {
      if (this.closed) throw new DatabaseNotHeard('availability: the engine is closed');
      if (Date.now() >= deadline) throw new DatabaseNotHeard('availability: the database cannot be heard');
      const connecting = this.connecting ?? this.connect();
      await Promise.race([connecting, sleep(Math.max(1, deadline - Date.now()))]);
    }
    return this.watch;
  }

  // Reading state again.

  private schedule(work: Partial<Work>) {
    const merge = (into: Set<number> | 'all' | undefined, add: Set<number> | 'all' | undefined) => {
      if (into === 'all' || add === 'all') return 'all' as const;
      if (!add) return into;
      if (!into) return new Set(add);
      for (const id of add) into.add(id);
      return into;
    };
    this.work = {
      catalogue: this.work.catalogue || Boolean(work.catalogue),
      prices: merge(this.work.prices, work.prices),
      stays: merge(this.work.stays, work.stays),
    };
    this.worker ??= this.runWork();
  }

  /** Reads what was asked for until nothing is left; clears `worker` itself when done. */
  private async runWork() {
    // `worker` is assigned before this goes on.
    await Promise.resolve();
    for (let delay = 100; ; ) {
      const work = this.work;
      if (this.closed || (!work.catalogue && !work.prices && !work.stays)) {
        this.worker = undefined;
        return;
      }
      this.work = { catalogue: false, prices: undefined, stays: undefined };
      try {
        if (work.catalogue) this.memory.installCatalogue(await this.source.loadCatalogue());
        // Prices and stays are read at once, the price list in a few parts side by side (millions
        // of rows: the database's work is shared out over its cores).
        const priceIds = work.prices === 'all' ? 'all' : work.prices && [...work.prices];
        const stayIds = work.stays === 'all' ? 'all' : work.stays && [...work.stays];
        if (stayIds) this.held = [];
        try {
          const [runs, facts] = await Promise.all([
            priceIds && this.readPrices(priceIds),
            stayIds && this.source.loadStays(stayIds, this.baseDay),
          ]);
          if (priceIds && runs) this.memory.installPrices(priceIds, runs);
          if (stayIds && facts) this.memory.installStays(stayIds, facts);
        } finally {
          const held = this.held;
          this.held = undefined;
          for (const changes of held ?? []) this.memory.apply(changes);
        }
        delay = 100;
      } catch (error) {
        // Do it again: nothing of this work is lost.
        this.schedule(work);
        if (!this.closed)
          this.options.onError(error, 'availability: reading the database failed; trying again');
        await sleep(delay);
        delay = Math.min(delay * 2, 5_000);
      }
    }
  }

  private async readPrices(ids: number[] | 'all'): Promise<PriceRun[]> {
    if (ids !== 'all') return this.source.loadPrices(ids, this.baseDay);
    const known = this.memory.knownGradeIds();
    if (known.length < 200) return this.source.loadPrices('all', this.baseDay);
    const parts = 4;
    const chunks = Array.from({ length: parts }, (_, i) => known.filter((_, j) => j % parts === i));
    return (await Promise.all(chunks.map((chunk) => this.source.loadPrices(chunk, this.baseDay)))).flat();
  }
}
