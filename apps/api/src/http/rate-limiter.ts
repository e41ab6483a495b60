import type { Redis } from 'ioredis';

/** Counts hits on a key within a fixed window that starts at the key's first hit. */
export interface RateLimitStore {
  /** Adds one hit and returns the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Reads without counting. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  /** Takes one hit back (a sign-in that turned out right is not a failure). */
  undo(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryStore(): RateLimitStore {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return { count: entry.count, resetMs: entry.resetAt - Date.now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetMs: entry.resetAt - Date.now() } : { count: 0, resetMs: 0 };
    },
    async undo(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async close() {
      counts.clear();
    },
  };
}

// INCR and the first PEXPIRE in one step, so a crash between them cannot leave a key that never expires.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

// Never below zero, and never bringing back a key that has expired.
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, windowMs)) as [number, number];
      return { count, resetMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Redis when it answers, this process's own counts when it does not: a Redis outage must never
 * take the API down or make a request wait. `onFallback` is told each time (the caller logs it).
 */
export function createFallbackStore(
  primary: RateLimitStore,
  onFallback: (error: unknown) => void,
): RateLimitStore {
  const local = createMemoryStore();
  const either = async <T>(use: (store: RateLimitStore) => Promise<T>): Promise<T> => {
    try {
      return await use(primary);
    } catch (error) {
      onFallback(error);
      return use(local);
    }
  };
  return {
    hit: (key, windowMs) => either((store) => store.hit(key, windowMs)),
    peek: (key) => either((store) => store.peek(key)),
    undo: (key) => either((store) => store.undo(key)),
    async close() {
      await Promise.allSettled([primary.close(), local.close()]);
    },
  };
}

/**
 * The same counts as the store of @fastify/rate-limit (the whole-API limit per IP), so that limit
 * shares Redis, and its fallback, with ours.
 */
export function fastifyRateLimitStore(store: RateLimitStore, prefix: string) {
  return class SharedStore {
    incr(
      key: string,
      done: (error: Error | null, state?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      store.hit(`${prefix}${key}`, windowMs).then(
        ({ count, resetMs }) => done(null, { current: count, ttl: resetMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return new SharedStore();
    }
  };
}

export type Limit = { name: string; max: number; windowMs: number };

/** A named limit applied to keys (an IP, an account); keys are prefixed so deployments can share Redis. */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly prefix: string,
  ) {}

  private key(limit: Limit, subject: string) {
    return `${this.prefix}${limit.name}:${subject}`;
  }

  /**
   * Counts this attempt against every subject first, then decides: the milliseconds to wait when
   * any count is now past its limit, otherwise 0. Counting before deciding (one atomic increment per
   * key) means a burst of simultaneous attempts cannot all read "below the limit" and walk through.
   */
  async consume(checks: [Limit, string][]): Promise<number> {
    const states = await Promise.all(
      checks.map(([limit, subject]) => this.store.hit(this.key(limit, subject), limit.windowMs)),
    );
    return states.reduce(
      (wait, state, i) => (state.count > checks[i]![0].max ? Math.max(wait, state.resetMs) : wait),
      0,
    );
  }

  /** Takes back what `consume` counted, for an attempt that turned out not to count (a right password). */
  async release(checks: [Limit, string][]): Promise<void> {
    await Promise.all(checks.map(([limit, subject]) => this.store.undo(this.key(limit, subject))));
  }

  /** How many attempts a subject has made in the current window. */
  async count(limit: Limit, subject: string): Promise<number> {
    return (await this.store.peek(this.key(limit, subject))).count;
  }

  close() {
    return this.store.close();
  }
}

export function waitMessage(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
