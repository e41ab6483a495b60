import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  errorCodeForStatus,
  type TApiError,
  type TApiErrorCode,
  type TFieldError,
  TOO_DEEP_MESSAGE,
} from '@parkstays/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/client';

/** A rule of the product was broken: answered with its status and message, never logged as a fault. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: TFieldError[],
    /** The stable machine code a client branches on; left out, the status's generic code. */
    readonly code?: TApiErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: TFieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, code?: TApiErrorCode) =>
  new HttpError(409, message, undefined, code);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Answers a failure in the one error shape; a failure that names no code gets its status's. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: TFieldError[],
  code?: TApiErrorCode,
) {
  const body: TApiError = {
    success: false,
    message,
    code: code ?? errorCodeForStatus(statusCode, (errors?.length ?? 0) > 0),
    ...(errors ? { errors } : {}),
  };
  return reply.code(statusCode).send(body);
}

function fieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const where = error.validationContext ?? 'body';
  return error.validation.map((issue): TFieldError => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!field) {
      // The whole part is wrong: its own message when it says what (nested too deep), else its kind.
      const message =
        issue.message === TOO_DEEP_MESSAGE ? issue.message : `The request ${where} must be a JSON object`;
      return { field: where, message };
    }
    return { field, message: issue.message ?? 'Invalid value' };
  });
}

/**
 * Fastify's router refuses some addresses before any route or hook sees them (its
 * `frameworkErrors`): a bad percent-encoding (400) and a path parameter over `maxParamLength`
 * (414). They answer in our shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, 'The address is not valid: check its %-encoding.', undefined, 'VALIDATION');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, 'A part of the address is too long.', undefined, 'VALIDATION');
  }
  request.log.error({ err: error }, 'request failed in the router');
  return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * What Node's HTTP parser refuses (headers or address too large, a request that is not HTTP, a
 * timeout) never reaches Fastify; as its default handler does, answer on the raw socket and close
 * it, but in our error shape.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A connection reset or destroyed socket has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({
      success: false,
      message,
      code: errorCodeForStatus(status),
    } satisfies TApiError);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every failure leaves the API as `{ success: false, message, code, errors? }`. Client mistakes keep
 * their 4xx status; anything else is logged and answered with a message that reveals nothing.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, error.errors, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      const names = [...new Set(errors.map((e) => e.field))].join(', ');
      const message = `Please check ${names}: ${errors[0]?.message ?? 'invalid value'}`;
      return sendError(reply, 400, message, errors, 'VALIDATION');
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'answer does not match its contract');
      return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
    }
    if (isDatabaseUnavailable(error)) {
      // The request in flight lost its connection; the pool makes a new one for the next.
      request.log.warn({ err: error }, 'database connection lost during a request');
      return sendError(
        reply,
        503,
        'We are briefly unable to reach our booking system. Please try again in a moment.',
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        // Named like a body that is JSON but not an object: the field at fault is the body.
        const message = 'The request body is not valid JSON';
        return sendError(reply, 400, message, [{ field: 'body', message }], 'VALIDATION');
      }
      return sendError(reply, status, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });
});
