import type { Redis } from 'ioredis';

/** Counts hits on a key within a fixed window that starts at the key's first hit. */
export interface RateLimitStore {
  /** Adds one hit and returns the count in the current window and the ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Reads without counting. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
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
    async close() {
      await redis.quit();
    },
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

  /** Milliseconds to wait if any of the subjects is already at its limit, otherwise 0. */
  async blockedFor(checks: [Limit, string][]): Promise<number> {
    const states = await Promise.all(
      checks.map(([limit, subject]) => this.store.peek(this.key(limit, subject))),
    );
    return states.reduce(
      (wait, state, i) => (state.count >= checks[i]![0].max ? Math.max(wait, state.resetMs) : wait),
      0,
    );
  }

  async record(checks: [Limit, string][]): Promise<void> {
    await Promise.all(
      checks.map(([limit, subject]) => this.store.hit(this.key(limit, subject), limit.windowMs)),
    );
  }

  close() {
    return this.store.close();
  }
}

export function waitMessage(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
