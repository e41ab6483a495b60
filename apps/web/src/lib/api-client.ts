import { ZErrorAnswer } from 'virtual:contract-answers';
import {
  API_ERROR_CODES,
  errorCodeForStatus,
  type TApiErrorCode,
  type TFieldError,
} from '@parkstays/contract';
import { sessionStore } from './storage';

/**
 * A failed call: the HTTP status, the server's stable `code` (branch on it, never on the message),
 * the message for people and any per-field errors. `code` is undefined only when no answer came.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: TFieldError[];
  readonly code: TApiErrorCode | undefined;
  /** The whole error answer, for the few that carry more than the shape (a move's new total). */
  readonly answer: unknown;

  constructor(
    status: number,
    message: string,
    errors: TFieldError[] = [],
    code?: TApiErrorCode,
    answer?: unknown,
  ) {
    super(message);
    this.answer = answer;
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code ?? (status > 0 ? errorCodeForStatus(status, errors.length > 0) : undefined);
    this.answer = answer;
  }
}

/**
 * The error shape is read leniently (ZErrorAnswer): an answer without a code, or with one this
 * build does not know yet, still gives its message; the code then comes from the status.
 */
const knownCode = (code: string | undefined): TApiErrorCode | undefined =>
  (API_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as TApiErrorCode) : undefined;

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';
export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an answer is parsed with: the contract's zod schema, or, on the home page's calls, the
 * checker the build made from that schema (`virtual:contract-answers`, no zod to load).
 */
export type AnswerSchema<T = unknown> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
};
type AnswerOf<S> = S extends AnswerSchema<infer T> ? T : never;

export type RequestOptions<S extends AnswerSchema> = {
  method?: Method;
  body?: unknown;
  /** The answer's schema: every answer is parsed, so a wrong shape fails loudly here. */
  schema: S;
  /**
   * Bearer token: `true` uses the signed-in session's token, a string uses that token,
   * `false` (the default for other hosts) sends none.
   */
  auth?: boolean | string;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
  /** Extra request headers (for example `Idempotency-Key`). */
  headers?: Record<string, string>;
};

function isSameOrigin(url: string) {
  return url.startsWith('/') && !url.startsWith('//');
}

function buildUrl(path: string, query?: RequestOptions<AnswerSchema>['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** fetch on the same origin, with the bearer token when asked, parsing every answer (zod or its checker). */
export async function apiRequest<S extends AnswerSchema>(
  path: string,
  options: RequestOptions<S>,
): Promise<AnswerOf<S>> {
  const { method = 'GET', body, schema, auth = false, signal, query } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = typeof auth === 'string' ? auth : auth ? sessionStore.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: isSameOrigin(path) ? 'same-origin' : 'omit',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const json = await readJson(response);
  if (!response.ok) {
    const parsed = ZErrorAnswer.safeParse(json);
    if (parsed.success) {
      const { message, errors = [], code } = parsed.data;
      throw new ApiError(response.status, message, errors, knownCode(code), json);
    }
    // Some documented answers carry their words as `error` (a 404 that explains itself).
    const text = (json as { error?: unknown } | undefined)?.error;
    if (typeof text === 'string' && text.trim()) throw new ApiError(response.status, text);
    throw new ApiError(response.status, response.status === 429 ? RATE_LIMIT_MESSAGE : GENERIC_ERROR_MESSAGE);
  }

  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${method} ${path}`, parsed.error);
    throw new ApiError(response.status, GENERIC_ERROR_MESSAGE);
  }
  return parsed.data as AnswerOf<S>;
}

/** The words to show for any error thrown by a call. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/**
 * `apiRequest` for the many answers that carry what was asked for in `data` (`{ data, message? }`):
 * answers that `data`, so a read's fetcher (and the cache it fills) holds the thing itself.
 */
export async function requestData<T>(path: string, options: RequestOptions<AnswerSchema<{ data: T }>>) {
  const answer = await apiRequest(path, options);
  return answer.data;
}
