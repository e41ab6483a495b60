import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import {
  createFallbackStore,
  createMemoryStore,
  createRedisStore,
  type RateLimitStore,
} from './rate-limiter';

/**
 * Where the rate limits count: Redis when `REDIS_URL` is set (shared by every process), else this
 * process. Redis must never hold a request up: commands fail at once while it is away (no offline
 * queue) and after a short timeout, and the counts fall back to this process with a warning.
 */
export function rateLimitCounts(config: Config, log: FastifyBaseLogger): RateLimitStore {
  if (!config.REDIS_URL) return createMemoryStore();
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 300,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  let warnedAt = 0;
  const redisUnavailable = (error: unknown) => {
    // One warning a minute is enough to see an outage without flooding the log.
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log.warn(
      { err: error },
      'Redis is unavailable: rate limits are counted in this process until it returns',
    );
  };
  redis.on('error', redisUnavailable);
  return createFallbackStore(createRedisStore(redis), redisUnavailable);
}
