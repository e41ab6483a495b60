import type { FastifyInstance } from 'fastify';
import type { FetchLike } from './opayo-pi.client';

/**
 * A `fetch` that answers from `app.inject` instead of the network: the sandbox provider of an app
 * that is not listening (API tests) still goes through the whole HTTP protocol.
 */
export function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body === '' ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
