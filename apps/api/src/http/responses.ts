import { ZApiError } from '@parkstays/contract';

/** OpenAPI entries for the error answers a route can give; all share the one error shape. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 422 | 429 | 503)[]) {
  return Object.fromEntries(codes.map((code) => [code, ZApiError])) as Record<
    (typeof codes)[number],
    typeof ZApiError
  >;
}

export const bearerSecurity = [{ bearerAuth: [] }];
