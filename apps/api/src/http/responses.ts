import { ZApiError } from '@parkstays/contract';

/** OpenAPI entries for the error answers a route can give; all share the one error shape. */
export function errorResponses(...codes: (400 | 401 | 403 | 404 | 409 | 422 | 429 | 503)[]) {
  return Object.fromEntries(codes.map((code) => [code, ZApiError])) as Record<
    (typeof codes)[number],
    typeof ZApiError
  >;
}

export const bearerSecurity = [{ bearerAuth: [] }];

/** A route's answer when it did what was asked: its data, and for a change the message to show. */
export function ok<Data>(data: Data): { success: true; data: Data };
export function ok<Data>(data: Data, message: string): { success: true; message: string; data: Data };
export function ok<Data>(data: Data, message?: string) {
  return message === undefined ? { success: true as const, data } : { success: true as const, message, data };
}
