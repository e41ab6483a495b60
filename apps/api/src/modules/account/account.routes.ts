import {
  DETAILS_UPDATED_MESSAGE,
  EMAIL_CONFIRMED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZConfirmEmailRequest,
  ZConfirmEmailResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZGetUserResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZPasswordResetRequest,
  ZPasswordResetResponse,
  ZPingResponse,
  ZSendEmailConfirmationResponse,
  ZSignUpRequest,
  ZSignUpResponse,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import { type AccountService, toUser } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{ service: AccountService }> = async (app, { service }) => {
  const publicRoute = routeOptions({ tags: ['account'] });
  const signedInRoute = routeOptions({ tags: ['account'], bearer: true });

  app.post(
    '/api/users',
    publicRoute('Sign up: creates an account and signs it in (Remember Me on)', {
      body: ZSignUpRequest,
      response: { 201: ZSignUpResponse, ...errorResponses(400, 409, 429) },
    }),
    async (request, reply) => {
      const session = await service.signUp(request.body);
      return reply.code(201).send(ok(session, 'Your account has been created.'));
    },
  );

  app.post(
    '/api/login',
    {
      // Sign-in counts its own failures, per address and per account (LOGIN_LIMITS).
      config: { rateLimit: false },
      ...publicRoute('Sign in with e-mail and password', {
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => ok(await service.login(request.body, request.ip)),
  );

  app.post(
    '/api/logout',
    signedInRoute('Sign out: the bearer token stops working', {
      response: { 200: ZMessageResponse, ...errorResponses(401) },
    }),
    async (request) => {
      const { sessionId } = requireUser(request);
      await service.logout(sessionId);
      return { success: true, message: 'You have been logged out.' };
    },
  );

  app.get(
    '/api/ping',
    signedInRoute('Checks the bearer token and answers its user', {
      response: { 200: ZPingResponse, ...errorResponses(401) },
    }),
    async (request) => ({ success: true as const, user: toUser(requireUser(request).user) }),
  );

  app.get(
    '/api/users',
    signedInRoute("The signed-in user's details", {
      response: { 200: ZGetUserResponse, ...errorResponses(401) },
    }),
    async (request) => ok(toUser(requireUser(request).user)),
  );

  app.put(
    '/api/users',
    signedInRoute("Updates the signed-in user's details (the e-mail address is not editable)", {
      body: ZUpdateUserRequest,
      response: { 200: ZUpdateUserResponse, ...errorResponses(400, 401) },
    }),
    async (request) => {
      const { user } = requireUser(request);
      const data = await service.updateProfile(user.id, request.body);
      return ok(data, DETAILS_UPDATED_MESSAGE);
    },
  );

  app.post(
    '/api/users/forgot-password',
    publicRoute('E-mails a single-use reset link; the answer is the same for any address', {
      body: ZForgotPasswordRequest,
      response: { 200: ZForgotPasswordResponse, ...errorResponses(400, 429) },
    }),
    async (request) => ({
      success: true,
      message: await service.forgotPassword(request.body.email, request.ip),
    }),
  );

  app.post(
    '/api/users/password-reset',
    publicRoute('Sets a new password with a reset link; every session of the account ends', {
      body: ZPasswordResetRequest,
      response: { 200: ZPasswordResetResponse, ...errorResponses(400, 429) },
    }),
    async (request) => {
      await service.resetPassword(request.body);
      return { success: true, message: PASSWORD_RESET_DONE_MESSAGE };
    },
  );

  app.put(
    '/api/users/email',
    signedInRoute(
      "Changes the signed-in user's e-mail address (password required); the new address is unconfirmed until the link e-mailed to it is opened",
      {
        body: ZChangeEmailRequest,
        response: { 200: ZChangeEmailResponse, ...errorResponses(400, 401, 409, 429) },
      },
    ),
    async (request) => {
      const { user } = requireUser(request);
      const changed = await service.changeEmail(user, request.body);
      return ok(changed.user, changed.message);
    },
  );

  app.post(
    '/api/users/confirm-email',
    publicRoute('Confirms an e-mail address with the single-use link e-mailed to it (no sign-in needed)', {
      body: ZConfirmEmailRequest,
      response: { 200: ZConfirmEmailResponse, ...errorResponses(400, 429) },
    }),
    async (request) => ok({ email: await service.confirmEmail(request.body.token) }, EMAIL_CONFIRMED_MESSAGE),
  );

  app.post(
    '/api/users/confirm-email/send',
    signedInRoute(
      "E-mails a new confirmation link to the signed-in user's address (older links stop working)",
      {
        response: { 200: ZSendEmailConfirmationResponse, ...errorResponses(401, 429) },
      },
    ),
    async (request) => ({
      success: true,
      message: await service.resendConfirmation(requireUser(request).user),
    }),
  );
};
