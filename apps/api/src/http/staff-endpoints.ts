import type { TStaffRole } from '@parkstays/contract';
import type { FastifyInstance } from 'fastify';
import { STAFF_API_PREFIX } from './auth';

export type StaffEndpoint = { method: string; url: string; roles: readonly TStaffRole[] };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every staff endpoint: each route under STAFF_API_PREFIX and each that names staff roles
     * (`staffOnly`), with those roles. The staff sweep test calls each as everyone who must not
     * reach it.
     */
    staffEndpoints: StaffEndpoint[];
  }
}

/**
 * The staff guard's net: every route registered after this is listed with its roles, and a
 * back-office route without its guard never starts: the app fails to build, naming it.
 */
export function guardStaffEndpoints(app: FastifyInstance) {
  const staffEndpoints: StaffEndpoint[] = [];
  app.decorate('staffEndpoints', staffEndpoints);
  app.addHook('onRoute', (route) => {
    const roles = route.config?.staffRoles;
    if (!roles && !route.url.startsWith(STAFF_API_PREFIX)) return;
    if (!roles?.length) throw new Error(`${route.url} is a staff route without staffOnly(...roles)`);
    for (const method of [route.method].flat()) staffEndpoints.push({ method, url: route.url, roles });
  });
}
