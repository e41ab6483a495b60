import { staffRoleAllows, type TStaffRole } from '@parkstays/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
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
  interface FastifyContextConfig {
    /** A staff endpoint's roles (`staffOnly`); the staff sweep test reads them. */
    staffRoles?: readonly TStaffRole[];
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

/**
 * The signed-in user if they are on the park's staff in one of `roles` (an admin passes every
 * check): 401 signed out, 403 for a guest, an owner, or staff without the role.
 */
export function requireStaff(request: FastifyRequest, ...roles: [TStaffRole, ...TStaffRole[]]): StaffMember {
  const auth = requireUser(request);
  const role = auth.user.staffRole;
  if (!role || !staffRoleAllows(role, roles)) throw new HttpError(403, 'Only park staff can do this.');
  return { ...auth, role };
}

/**
 * The member of staff a staff endpoint's handler serves. Its `staffOnly` hook has let them in
 * already; this asks again by the roles the route named there, so the handler need not repeat them.
 */
export function staffOf(request: FastifyRequest): StaffMember {
  const roles = request.routeOptions.config.staffRoles;
  if (!roles?.length) throw new Error(`${request.routeOptions.url} is not a staff endpoint (staffOnly)`);
  return requireStaff(request, ...(roles as [TStaffRole, ...TStaffRole[]]));
}

/** The id of the member of staff a staff endpoint serves (see `staffOf`). */
export const staffId = (request: FastifyRequest) => staffOf(request).user.id;

/** A signed-in member of the park's staff and their role. */
export type StaffMember = Authenticated & { role: TStaffRole };

/**
 * Route options for a staff endpoint: `requireStaff` runs as the route's first hook, before its
 * body or query is parsed, so nobody else learns even whether their input would have been valid.
 * Every route under STAFF_API_PREFIX must use it (the app does not build otherwise, and the staff
 * sweep test calls every such route as everyone it must refuse); a handler
 * that needs the staff member calls `requireStaff` again to get them.
 */
export function staffOnly(...roles: [TStaffRole, ...TStaffRole[]]): {
  config: { staffRoles: readonly TStaffRole[] };
  onRequest: onRequestHookHandler;
} {
  return {
    config: { staffRoles: roles },
    onRequest: async (request) => {
      requireStaff(request, ...roles);
    },
  };
}

/** Where the back office's endpoints live: every route under it is a staff endpoint. */
export const STAFF_API_PREFIX = '/api/admin/';
