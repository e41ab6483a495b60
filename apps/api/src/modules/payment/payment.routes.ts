import { ZPaymentRequest, ZPaymentResponse, ZScaResponse, ZSessionKeyResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import type { PaymentService } from './payment.service';
import {
  challengeFormPage,
  challengeResultPage,
  PAGE_CSS,
  RESULT_SCRIPT,
  SUBMIT_SCRIPT,
} from './three-d-secure-pages';

const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'The Idempotency-Key header is required' })
    .trim()
    .min(8, 'Idempotency-Key must be at least 8 characters')
    .max(100, 'Idempotency-Key must be at most 100 characters'),
});

const ZChallengeFormQuery = z.object({
  acsUrl: z.string().min(1).max(2000),
  creq: z.string().min(1).max(20_000),
  threeDSNotificationUrl: z.string().max(2000).optional(),
  threeDSSessionData: z.string().min(1).max(500),
});

const ZChallengeResult = z.object({
  cres: z.string().min(1).max(20_000),
  threeDSSessionData: z.string().min(1).max(500),
});

export const paymentRoutes: FastifyPluginAsyncZod<{
  service: PaymentService;
  providerOrigin: string;
}> = async (app, { service, providerOrigin }) => {
  const tags = ['payment'];
  const signedInRoute = routeOptions({ tags: ['payment'], bearer: true });
  // The bank's page posts the challenge result as an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/api/payments/session-key',
    signedInRoute('A merchant session key for one card identifier, and where the browser sends the card', {
      response: { 200: ZSessionKeyResponse, ...errorResponses(401, 503) },
    }),
    async (request) => {
      requireUser(request);
      return ok(await service.sessionKey());
    },
  );

  app.get(
    '/api/payments/sca',
    signedInRoute('What the server sees of the browser, for strong customer authentication', {
      response: { 200: ZScaResponse, ...errorResponses(401) },
    }),
    async (request) => {
      requireUser(request);
      return ok({
        strongCustomerAuthentication: {
          browserIP: request.ip,
          browserAcceptHeader: request.headers.accept ?? 'text/html, application/json',
        },
      });
    },
  );

  app.post(
    '/api/payments',
    signedInRoute('Takes a card payment once per Idempotency-Key; a retry replays the first answer', {
      headers: ZIdempotencyHeaders,
      body: ZPaymentRequest,
      response: {
        ...errorResponses(400, 401, 404, 409, 422),
        200: ZPaymentResponse,
        201: ZPaymentResponse,
        202: ZPaymentResponse,
        503: ZPaymentResponse,
      },
    }),
    async (request, reply) => {
      const { user } = requireUser(request);
      const answer = await service.pay(request.headers['idempotency-key'], request.body, user, {
        ip: request.ip,
        accept: request.headers.accept ?? '',
      });
      return reply.code(answer.statusCode as 200 | 201 | 202 | 503).send(answer.body);
    },
  );

  app.get(
    '/api/3dsform',
    {
      helmet: {
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'none'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            formAction: ["'self'", providerOrigin, 'https:'],
            frameAncestors: ["'self'"],
          },
        },
        frameguard: false,
      },
      schema: {
        tags,
        summary: 'The page in the payment iframe that sends the shopper to their bank',
        querystring: ZChallengeFormQuery,
      },
    },
    async (request, reply) => {
      // Only the bank page of a challenge we started: never a page anyone can link to.
      if (!(await service.isChallengeAcs(request.query.threeDSSessionData, request.query.acsUrl))) {
        throw badRequest('This is not the bank page of a payment waiting for 3-D Secure', [
          { field: 'acsUrl', message: 'Not the payment’s bank page' },
        ]);
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          challengeFormPage({
            acsUrl: request.query.acsUrl,
            creq: request.query.creq,
            threeDSSessionData: request.query.threeDSSessionData,
          }),
        );
    },
  );

  app.post(
    '/api/3dsv2Result',
    {
      helmet: {
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'none'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            frameAncestors: ["'self'"],
          },
        },
        frameguard: false,
      },
      schema: {
        tags,
        summary: "The bank's page posts the challenge result here (notification URL)",
        body: ZChallengeResult,
      },
    },
    async (request, reply) => {
      let result: Record<string, unknown>;
      try {
        const answer = await service.completeChallenge(request.body.cres, request.body.threeDSSessionData);
        result = {
          success: answer.success,
          statusCode: answer.data.sagepay_response.statusCode,
          statusDetail: answer.data.sagepay_response.statusDetail,
          message: answer.message ?? '',
          bookingId: answer.bookingId,
        };
      } catch (error) {
        request.log.warn({ err: error }, '3-D Secure result not applied');
        result = {
          success: false,
          statusCode: '',
          statusDetail: (error as Error).message,
          message: (error as Error).message,
        };
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(challengeResultPage(result));
    },
  );

  const asset = (path: string, type: string, content: string) =>
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(content),
    );
  asset('/api/3ds/submit.js', 'text/javascript; charset=utf-8', SUBMIT_SCRIPT);
  asset('/api/3ds/result.js', 'text/javascript; charset=utf-8', RESULT_SCRIPT);
  asset('/api/3ds/page.css', 'text/css; charset=utf-8', PAGE_CSS);
};
