import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { acsChallengePage, acsMissingPage, acsPagePolicy } from './card-sandbox.acs-page';
import { cardSandboxOn, SandboxError } from './card-sandbox.service';

export type CardSandboxOptions = {
  db: Database;
  integrationKey: string;
  integrationPassword: string;
  vendorName: string;
  /** The Reporting and Admin API user the sandbox accepts at `/access`. */
  reportingUser: string;
  reportingPassword: string;
  /** The site's public address (PUBLIC_URL); a function when it is known only after listening. */
  publicUrl: string | (() => string);
  /** Tests move the clock to see keys expire. */
  now?: () => Date;
};

type AcsParameters = { creq?: unknown; threeDSSessionData?: unknown };

/**
 * The built-in card sandbox: the Opayo Pi protocol under the prefix it is registered with
 * (`/api/v1`), backed by the database so every API process shares its keys and transactions.
 * Register it with `{ prefix: '/api/v1' }`; the routes are left out of the OpenAPI document.
 */
export const cardSandboxRoutes: FastifyPluginAsync<CardSandboxOptions> = async (app, options) => {
  const publicUrl =
    typeof options.publicUrl === 'string' ? () => options.publicUrl as string : options.publicUrl;
  const service = cardSandboxOn(options.db, {
    integrationKey: options.integrationKey,
    integrationPassword: options.integrationPassword,
    vendorName: options.vendorName,
    reportingUser: options.reportingUser,
    reportingPassword: options.reportingPassword,
    acsUrl: () => `${publicUrl().replace(/\/$/, '')}${app.prefix}/acs`,
    now: options.now,
  });
  const schema = { hide: true };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SandboxError) return reply.code(error.statusCode).send(error.body);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const invalidBody = error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError;
      return reply
        .code(status)
        .send({ code: 1008, description: invalidBody ? 'The request body is not valid' : error.message });
    }
    request.log.error({ err: error }, 'card sandbox request failed');
    return reply.code(500).send({ code: 1000, description: 'Internal server error' });
  });

  // The ACS page may be posted to, as a real ACS is (creq and threeDSSessionData as a form).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post('/merchant-session-keys', { schema }, async (request, reply) => {
    service.checkIntegrationCredentials(request.headers.authorization);
    return reply.code(201).send(await service.createMerchantSessionKey(request.body));
  });

  app.post('/card-identifiers', { schema }, async (request, reply) => {
    const answer = await service.createCardIdentifier(request.headers.authorization, request.body);
    return reply.code(201).send(answer);
  });

  app.post('/transactions', { schema }, async (request, reply) => {
    service.checkIntegrationCredentials(request.headers.authorization);
    const { statusCode, body } = await service.createTransaction(request.body);
    return reply.code(statusCode).send(body);
  });

  app.post<{ Params: { transactionId: string } }>(
    '/transactions/:transactionId/3d-secure-challenge',
    { schema },
    async (request, reply) => {
      service.checkIntegrationCredentials(request.headers.authorization);
      return reply
        .code(201)
        .send(await service.completeChallenge(request.params.transactionId, request.body));
    },
  );

  app.get<{ Params: { transactionId: string } }>(
    '/transactions/:transactionId',
    { schema },
    async (request) => {
      service.checkIntegrationCredentials(request.headers.authorization);
      return service.getTransaction(request.params.transactionId);
    },
  );

  const acs = async (parameters: AcsParameters | undefined, reply: FastifyReply) => {
    const creq = typeof parameters?.creq === 'string' ? parameters.creq : '';
    const challenge = creq.length > 0 && creq.length <= 4096 ? await service.challengeFor(creq) : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!challenge)
      return reply.code(404).header('content-security-policy', acsPagePolicy()).send(acsMissingPage());
    const sessionData =
      typeof parameters?.threeDSSessionData === 'string' && parameters.threeDSSessionData.length <= 1024
        ? parameters.threeDSSessionData
        : challenge.transaction.transactionId;
    return reply.header('content-security-policy', acsPagePolicy(challenge.notificationUrl)).send(
      acsChallengePage({
        notificationUrl: challenge.notificationUrl,
        passCRes: challenge.passCRes,
        failCRes: challenge.failCRes,
        threeDSSessionData: sessionData,
        amount: challenge.transaction.amount,
        cardType: challenge.transaction.cardType,
        lastFourDigits: challenge.transaction.lastFourDigits,
      }),
    );
  };
  app.get('/acs', { schema }, (request, reply) => acs(request.query as AcsParameters, reply));

  // Opayo's Reporting and Admin API: an XML document posted as the form field XML, answered in XML.
  app.post('/access', { schema }, async (request, reply) => {
    const xml = (request.body as { XML?: unknown } | undefined)?.XML;
    const answer = await service.reportingCommand(typeof xml === 'string' ? xml : '');
    return reply.type('application/xml; charset=utf-8').send(answer);
  });
  app.post('/acs', { schema }, (request, reply) => acs(request.body as AcsParameters, reply));
};
