import type { TStaffRole } from '@parkstays/contract';
import type { FastifySchema } from 'fastify';
import { staffOnly } from './auth';
import { bearerSecurity } from './responses';

/** What a route tells the OpenAPI document beyond its tags, summary and security. */
type RouteSchema = Omit<FastifySchema, 'tags' | 'summary' | 'security'>;

type Staff = [TStaffRole, ...TStaffRole[]];

type Audience =
  | {
      /** The OpenAPI tags the routes share. */
      tags: string[];
      /** Each route asks for the bearer token (its handler calls `requireUser` where it needs the user). */
      bearer?: boolean;
      staff?: undefined;
    }
  | {
      /** Staff endpoints are tagged `staff` unless told otherwise. */
      tags?: string[];
      bearer?: undefined;
      /**
       * Staff endpoints that let in these roles (an admin passes every check): they ask for the
       * bearer token and are guarded by `staffOnly` before their input is parsed.
       */
      staff: Staff;
    };

/**
 * Route options for routes that share an audience, said once, so that each route names only its
 * summary and the contract's schemas: `app.get(url, adminRoute('What it answers', { response }), handler)`.
 */
export function routeOptions({ tags = ['staff'], bearer = false, staff }: Audience) {
  const security = bearer || staff ? { security: bearerSecurity } : {};
  const guard = staff ? staffOnly(...staff) : {};
  return <Schema extends RouteSchema>(summary: string, schema: Schema) => ({
    schema: { tags, summary, ...security, ...schema },
    ...guard,
  });
}

/**
 * The back office's audiences, tagged `staff`: each staff endpoint lets in one of them (an admin
 * passes every check). Sections whose endpoints carry another tag make their own.
 */
export const adminRoute = routeOptions({ staff: ['admin'] });
export const receptionRoute = routeOptions({ staff: ['reception'] });
export const activitiesRoute = routeOptions({ staff: ['activities'] });
export const activitiesOrReceptionRoute = routeOptions({ staff: ['activities', 'reception'] });
