import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../config/paths';

/**
 * A screen drawn from its address's parameters, read with the contract's schema; an address whose
 * parameters do not parse (/booking/abc) goes to Page not found.
 */
export function paramsRoute<T>(schema: z.ZodType<T>, screen: (params: T) => ReactNode) {
  return function ParamsRoute() {
    const params = schema.safeParse(useParams());
    return params.success ? screen(params.data) : <Navigate to={paths.notFound} replace />;
  };
}
