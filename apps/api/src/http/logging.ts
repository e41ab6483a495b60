import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

const REDACTED = '[redacted]';

/** Query parameters that carry a secret (a sign-in token, a reset or link code). */
const SECRET_QUERY = /([?&](?:token|bearer_token|access_token|code|cres|creq|threeDSSessionData)=)[^&#]*/gi;

/** The pages e-mailed links open, with the link's token as the last part of the path. */
const LINK_PAGE = /(\/(?:reset-password|set-password|confirm-email|missing-booking)\/)[^/?#]+/gi;

/**
 * A URL as the logs may keep it: the token of an e-mailed link and secret query parameters
 * replaced. A reset link is a password, a `?token=` is a session, and the others confirm an
 * address or add a booking to an account.
 */
export function redactUrl(url: string): string {
  return url.replace(LINK_PAGE, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * What a database error says without the values it was given: drizzle puts the query's
 * parameters (password hashes, e-mail addresses, phone numbers) in its message and in `params`.
 */
function withoutParameters(error: unknown, depth = 0): unknown {
  if (!error || typeof error !== 'object' || depth > 5) return error;
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const strip = (text: unknown) =>
    typeof text === 'string'
      ? text.replace(/\bparams: [\s\S]*?(?=\n\s+at |$)/g, `params: ${REDACTED}`)
      : text;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (key === 'params' || key === 'parameters') continue;
    if (key === 'cause' || key === 'aggregateErrors') {
      clean[key] = Array.isArray(value)
        ? value.map((v) => withoutParameters(v, depth + 1))
        : withoutParameters((error as { cause?: unknown }).cause ?? value, depth + 1);
      continue;
    }
    clean[key] = key === 'message' || key === 'stack' ? strip(value) : value;
  }
  return clean;
}

/**
 * The API's logger: never a password, a hash, a token, card data or a reset link. URLs lose
 * their secrets, errors lose their SQL parameters, and known secret fields are redacted wherever
 * they appear in a logged object.
 */
export function loggerOptions(
  level: string,
  stream?: pino.DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      censor: REDACTED,
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["idempotency-key"]',
        '*.password',
        '*.passwordHash',
        '*.password_hash',
        '*.token',
        '*.bearer_token',
        '*.cardIdentifier',
        '*.merchantSessionKey',
        '*.securityCode',
        '*.cardNumber',
      ],
    },
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
      err: (error: Error) => withoutParameters(error) as pino.SerializedError,
    },
  } as FastifyServerOptions['logger'];
}
