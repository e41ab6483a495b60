import {
  ZBookingPaymentsResponse,
  ZCancelBookingRequest,
  ZCancelBookingResponse,
  ZDeskBookingParams,
  ZDeskIdempotencyHeaders,
  ZRefundBookingRequest,
  ZRefundBookingResponse,
  ZTakePaymentRequest,
  ZTakePaymentResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type StaffMember, staffOf } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { receptionRoute } from '../../../http/route-options';
import type { BookingsMoneyService } from './bookings-money.service';

/** The money desk of a booking's page (reception): its payments, refunds, cancellation, telephone payments. */
export const bookingsMoneyRoutes: FastifyPluginAsyncZod<{ service: BookingsMoneyService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/bookings/:booking_no/payments',
    receptionRoute(
      "A stay's payments with their refunds, and what was paid, refunded and may be refunded (reception)",
      {
        params: ZDeskBookingParams,
        response: { 200: ZBookingPaymentsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => ok(await service.bookingMoney(request.params.booking_no)),
  );

  /**
   * The three money actions on a stay (refund, cancel, telephone payment) take the same route: the
   * stay from the path, once per Idempotency-Key, by reception, answered with the service's status.
   */
  const moneyAction = <Body extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    answer: z.ZodType,
    act: (
      bookingNo: string,
      key: string,
      input: z.infer<Body>,
      staff: StaffMember,
    ) => Promise<{ statusCode: 200 | 201 | 202; body: unknown }>,
  ) =>
    app.post(
      path,
      receptionRoute(summary, {
        params: ZDeskBookingParams,
        headers: ZDeskIdempotencyHeaders,
        body,
        response: {
          200: answer,
          201: answer,
          202: answer,
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      }),
      async (request, reply) => {
        const staff = staffOf(request);
        // The provider cannot narrow a generic schema; the body and the answer are still checked
        // against `body` and `answer` when the request comes in and the reply goes out, and each
        // service method is typed against its own request and response.
        const input = request.body as z.infer<Body>;
        const done = await act(request.params.booking_no, request.headers['idempotency-key'], input, staff);
        return reply.code(done.statusCode).send(done.body);
      },
    );

  moneyAction(
    '/api/admin/bookings/:booking_no/refunds',
    "Refunds an amount of a stay's payments through the card provider, newest first, once per Idempotency-Key (reception)",
    ZRefundBookingRequest,
    ZRefundBookingResponse,
    (bookingNo, key, input, staff) => service.refund(bookingNo, key, input, staff),
  );

  moneyAction(
    '/api/admin/bookings/:booking_no/cancel',
    'Cancels a stay (its unit is free again) and refunds a chosen amount of what was paid, once per Idempotency-Key (reception)',
    ZCancelBookingRequest,
    ZCancelBookingResponse,
    (bookingNo, key, input, staff) => service.cancel(bookingNo, key, input, staff),
  );

  moneyAction(
    '/api/admin/bookings/:booking_no/payments',
    "Takes a card payment on the guest's behalf (telephone order, no 3-D Secure) up to the balance due, once per Idempotency-Key (reception)",
    ZTakePaymentRequest,
    ZTakePaymentResponse,
    (bookingNo, key, input, staff) => service.takePayment(bookingNo, key, input, staff),
  );
};
