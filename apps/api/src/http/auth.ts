import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserAccountRow } from '../db/schema';
import { HttpError, unauthorized } from './errors';

export type Authenticated = { user: UserAccountRow; sessionId: number };

/** Resolves a bearer token to its live session; supplied by the account module. */
export type SessionLookup = (bearerToken: string) => Promise<Authenticated | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
    /** A bearer token was sent but is unknown, expired or revoked. */
    bearerRejected: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})$/i.exec(header);
  return match?.[1] ?? null;
}

/** Reads the bearer token of every request once; routes that need a user call `requireUser`. */
export const authentication = fp(async (app: FastifyInstance, options: { lookup: SessionLookup }) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('bearerRejected', false);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.auth = token ? await options.lookup(token) : null;
    request.bearerRejected = token !== null && request.auth === null;
  });
});

/** The signed-in user, or a 401 that tells an expired token from a missing one. */
export function requireUser(request: FastifyRequest): Authenticated {
  if (request.auth) return request.auth;
  throw unauthorized(
    request.bearerRejected ? 'Your session has expired. Please log in again.' : 'Please log in to continue.',
  );
}

/** The signed-in user if they are park operator staff; 403 for anyone else signed in. */
export function requireOperator(request: FastifyRequest): Authenticated {
  const auth = requireUser(request);
  if (!auth.user.isOperator) throw new HttpError(403, 'Only park operator staff can do this.');
  return auth;
}
