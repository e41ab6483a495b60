import type { TApiError, TFieldError } from '@parkstays/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A rule of the product was broken: answered with its status and message, never logged as a fault. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: TFieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: TFieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

export function sendError(reply: FastifyReply, statusCode: number, message: string, errors?: TFieldError[]) {
  const body: TApiError = { success: false, message, ...(errors ? { errors } : {}) };
  return reply.code(statusCode).send(body);
}

function fieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }) {
  const where = error.validationContext ?? 'body';
  return error.validation.map((issue): TFieldError => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!field) return { field: where, message: `The request ${where} must be a JSON object` };
    return { field, message: issue.message ?? 'Invalid value' };
  });
}

/**
 * Every failure leaves the API as `{ success: false, message, errors? }`. Client mistakes keep
 * their 4xx status; anything else is logged and answered with a message that reveals nothing.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error);
      const names = [...new Set(errors.map((e) => e.field))].join(', ');
      return sendError(reply, 400, `Please check ${names}: ${errors[0]?.message ?? 'invalid value'}`, errors);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'answer does not match its contract');
      return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.message;
      return sendError(reply, status, message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'Something went wrong on our side. Please try again.');
  });
});
