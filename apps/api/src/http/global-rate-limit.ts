import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { fastifyRateLimitStore, type RateLimitStore } from './rate-limiter';

/** Every request counts against its address's limit a minute, in the one error shape when over. */
export async function globalRateLimit(app: FastifyInstance, config: Config, counts: RateLimitStore) {
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    store: fastifyRateLimitStore(counts, `${config.RATE_LIMIT_PREFIX}global:`),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      success: false,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      code: 'RATE_LIMITED',
    }),
  });
}
