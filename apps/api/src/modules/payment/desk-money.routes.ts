import {
  ZBookingPaymentsResponse,
  ZCancelBookingRequest,
  ZCancelBookingResponse,
  ZDeskBookingParams,
  ZDeskIdempotencyHeaders,
  ZPaymentsDayQuery,
  ZPaymentsDayResponse,
  ZRefundBookingRequest,
  ZRefundBookingResponse,
  ZTakePaymentRequest,
  ZTakePaymentResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOnly } from '../../http/auth';
import { bearerSecurity, errorResponses } from '../../http/responses';
import type { DeskMoneyService } from './desk-money.service';

/** The back office's money desk (reception): a stay's payments, refunds, cancellation, telephone payments, the day. */
export const deskMoneyRoutes: FastifyPluginAsyncZod<{ service: DeskMoneyService }> = async (
  app,
  { service },
) => {
  const tags = ['staff'];

  app.get(
    '/api/admin/bookings/:booking_no/payments',
    {
      schema: {
        tags,
        summary:
          "A stay's payments with their refunds, and what was paid, refunded and may be refunded (reception)",
        security: bearerSecurity,
        params: ZDeskBookingParams,
        response: { 200: ZBookingPaymentsResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({
      success: true as const,
      data: await service.bookingMoney(request.params.booking_no),
    }),
  );

  app.post(
    '/api/admin/bookings/:booking_no/refunds',
    {
      schema: {
        tags,
        summary:
          "Refunds an amount of a stay's payments through the card provider, newest first, once per Idempotency-Key (reception)",
        security: bearerSecurity,
        params: ZDeskBookingParams,
        headers: ZDeskIdempotencyHeaders,
        body: ZRefundBookingRequest,
        response: {
          200: ZRefundBookingResponse,
          201: ZRefundBookingResponse,
          202: ZRefundBookingResponse,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
      ...staffOnly('reception'),
    },
    async (request, reply) => {
      const staff = requireStaff(request, 'reception');
      const answer = await service.refund(
        request.params.booking_no,
        request.headers['idempotency-key'],
        request.body,
        staff,
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/api/admin/bookings/:booking_no/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancels a stay (its unit is free again) and refunds a chosen amount of what was paid, once per Idempotency-Key (reception)',
        security: bearerSecurity,
        params: ZDeskBookingParams,
        headers: ZDeskIdempotencyHeaders,
        body: ZCancelBookingRequest,
        response: {
          200: ZCancelBookingResponse,
          201: ZCancelBookingResponse,
          202: ZCancelBookingResponse,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
      ...staffOnly('reception'),
    },
    async (request, reply) => {
      const staff = requireStaff(request, 'reception');
      const answer = await service.cancel(
        request.params.booking_no,
        request.headers['idempotency-key'],
        request.body,
        staff,
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.post(
    '/api/admin/bookings/:booking_no/payments',
    {
      schema: {
        tags,
        summary:
          "Takes a card payment on the guest's behalf (telephone order, no 3-D Secure) up to the balance due, once per Idempotency-Key (reception)",
        security: bearerSecurity,
        params: ZDeskBookingParams,
        headers: ZDeskIdempotencyHeaders,
        body: ZTakePaymentRequest,
        response: {
          200: ZTakePaymentResponse,
          201: ZTakePaymentResponse,
          202: ZTakePaymentResponse,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
      ...staffOnly('reception'),
    },
    async (request, reply) => {
      const staff = requireStaff(request, 'reception');
      const answer = await service.takePayment(
        request.params.booking_no,
        request.headers['idempotency-key'],
        request.body,
        staff,
      );
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary:
          "A day's payments and refunds (stays, activity bookings, owners' invoices) with totals by method and status, and the open ones (reception)",
        security: bearerSecurity,
        querystring: ZPaymentsDayQuery,
        response: { 200: ZPaymentsDayResponse, ...errorResponses(400, 401, 403) },
      },
      ...staffOnly('reception'),
    },
    async (request) => ({ success: true as const, data: await service.day(request.query.date) }),
  );
};
