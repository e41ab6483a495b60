import {
  ZAddBookingNoteRequest,
  ZAddBookingNoteResponse,
  ZBookingChange,
  ZBookingNoParams,
  ZBookingQuoteResponse,
  ZChangeBookingRefusal,
  ZChangeBookingRequest,
  ZChangeBookingResponse,
  ZDeskBookingResponse,
  ZFindStaysQuery,
  ZFindStaysResponse,
  ZMessageResponse,
  ZMoveBookingParams,
  ZMoveBookingRefusal,
  ZMoveBookingRequest,
  ZMoveBookingResponse,
  ZStayCheckInParams,
  ZStayCheckInResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId, staffOf } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { receptionRoute } from '../../../http/route-options';
import { formatUkDate } from '../../../lib/uk-date';
import { type BoardService, MoveRefusal } from '../board/board.service';
import type { TodayService } from '../today/today.service';
import { type BookingsService, PriceChanged } from './bookings.service';
import type { BookingPageService } from './bookings-page.service';

/**
 * Reception's Bookings screens: find stays, a stay's page, price and make a change, notes, the
 * confirmation again; and what other sections do to one booking at its address: the board's move
 * and the Today screen's check-in, each through the service that owns it.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<{
  service: BookingsService;
  page: Pick<BookingPageService, 'booking'>;
  checkIn: Pick<TodayService, 'checkIn'>;
  moves: Pick<BoardService, 'move'>;
}> = async (app, { service, page, checkIn, moves }) => {
  app.get(
    '/api/admin/bookings',
    receptionRoute(
      "Finds guests' stays by reference, name, e-mail, park or dates, newest arrival first (reception)",
      {
        querystring: ZFindStaysQuery,
        response: { 200: ZFindStaysResponse, ...errorResponses(400, 401, 403) },
      },
    ),
    async (request) => ok(await service.findStays(request.query)),
  );

  app.post(
    '/api/admin/bookings/:booking_no/quote',
    receptionRoute(
      'Prices a change to a stay against what it costs and what is paid, changing nothing (reception)',
      {
        params: ZBookingNoParams,
        body: ZBookingChange,
        response: { 200: ZBookingQuoteResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    ),
    async (request) => ok(await service.quote(request.params.booking_no, request.body)),
  );

  app.patch(
    '/api/admin/bookings/:booking_no',
    receptionRoute(
      'Changes the dates, accommodation, unit, party or extras of a stay at the price staff were shown (reception)',
      {
        description:
          '409 PRICE_CHANGED (with `quote`) when the price is no longer expected_total_pence, UNIT_NOT_AVAILABLE when another stay has the unit on one of the nights, REFUND_FIRST when the new total is below what is paid.',
        params: ZBookingNoParams,
        body: ZChangeBookingRequest,
        response: {
          200: ZChangeBookingResponse,
          ...errorResponses(400, 401, 403, 404),
          409: ZChangeBookingRefusal,
        },
      },
    ),
    async (request, reply) => {
      const staff = staffOf(request);
      try {
        const { quote, message } = await service.change(request.params.booking_no, request.body, staff.user);
        return ok(quote, message);
      } catch (error) {
        if (!(error instanceof PriceChanged)) throw error;
        return reply
          .code(409)
          .send({ success: false, message: error.message, code: 'PRICE_CHANGED', quote: error.quote });
      }
    },
  );

  app.post(
    '/api/admin/bookings/:booking_no/notes',
    receptionRoute('Adds a staff note to a stay (reception)', {
      params: ZBookingNoParams,
      body: ZAddBookingNoteRequest,
      response: { 201: ZAddBookingNoteResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const staff = staffOf(request);
      const note = await service.addNote(request.params.booking_no, request.body.body, {
        id: staff.user.id,
        name: `${staff.user.firstName} ${staff.user.lastName}`.trim(),
      });
      return reply.code(201).send(ok(note, 'The note is added.'));
    },
  );

  app.post(
    '/api/admin/bookings/:booking_no/resend-confirmation',
    receptionRoute("Sends the guest's booking confirmation e-mail again (reception)", {
      params: ZBookingNoParams,
      response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 409) },
    }),
    async (request) => {
      const staff = staffOf(request);
      return {
        success: true,
        message: await service.resendConfirmation(request.params.booking_no, staff.user),
      };
    },
  );

  app.get(
    '/api/admin/bookings/:booking_no',
    receptionRoute(
      "A stay as reception's booking page shows it: guests, unit, extras, money, activity bookings, e-mails sent and notes (reception)",
      {
        params: ZBookingNoParams,
        response: { 200: ZDeskBookingResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => ok(await page.booking(request.params.booking_no)),
  );

  app.post(
    '/api/admin/bookings/:booking_no/check-in',
    receptionRoute('Checks a confirmed stay in on its arrival day, once (reception)', {
      params: ZStayCheckInParams,
      response: { 200: ZStayCheckInResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const data = await checkIn.checkIn(request.params.booking_no, staffId(request));
      return ok(data, `${data.guest_name} (${data.booking_no}) is checked in to ${data.unit_code}.`);
    },
  );

  app.post(
    '/api/admin/bookings/:booking_no/move',
    receptionRoute(
      'Moves a confirmed stay to another unit and/or first night; a new price needs accept_total_pence (reception)',
      {
        params: ZMoveBookingParams,
        body: ZMoveBookingRequest,
        response: {
          200: ZMoveBookingResponse,
          ...errorResponses(400, 401, 403, 404),
          409: ZMoveBookingRefusal,
        },
      },
    ),
    async (request, reply) => {
      const staff = staffOf(request);
      try {
        const moved = await moves.move(staff.user.id, request.params.booking_no, request.body);
        return ok(
          moved,
          `Booking ${moved.booking_no} is now in unit ${moved.unit_code} from ${formatUkDate(moved.arrival_date)}.`,
        );
      } catch (error) {
        if (!(error instanceof MoveRefusal)) throw error;
        return reply.code(409).send({
          success: false,
          message: error.message,
          code: error.code!,
          ...error.totals,
        });
      }
    },
  );
};
