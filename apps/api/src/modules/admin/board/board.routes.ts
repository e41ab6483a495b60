import {
  ZAllocationBoardQuery,
  ZAllocationBoardResponse,
  ZCreateUnitBlockRequest,
  ZUnitBlockParams,
  ZUnitBlockResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { receptionRoute } from '../../../http/route-options';
import { formatUkDate } from '../../../lib/uk-date';
import type { BoardService } from './board.service';

export const boardRoutes: FastifyPluginAsyncZod<{ service: BoardService }> = async (app, { service }) => {
  app.get(
    '/api/admin/board',
    receptionRoute(
      "A park's allocation board: units by grade, and the stays, holds and blocks on them (reception)",
      {
        querystring: ZAllocationBoardQuery,
        response: { 200: ZAllocationBoardResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => ok(await service.board(request.query)),
  );

  app.post(
    '/api/admin/unit-blocks',
    receptionRoute('Takes a unit out of order for a run of nights, so nobody can book it (reception)', {
      body: ZCreateUnitBlockRequest,
      response: { 201: ZUnitBlockResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const staff = staffOf(request);
      const block = await service.block(staff.user.id, request.body);
      return reply
        .code(201)
        .send(
          ok(
            block,
            `Unit ${block.unit_code} is blocked for ${block.no_of_nights} night${block.no_of_nights === 1 ? '' : 's'} from ${formatUkDate(block.arrival_date)}.`,
          ),
        );
    },
  );

  app.delete(
    '/api/admin/unit-blocks/:booking_no',
    receptionRoute('Removes a unit block: the unit can be booked on its nights again (reception)', {
      params: ZUnitBlockParams,
      response: { 200: ZUnitBlockResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const staff = staffOf(request);
      const block = await service.removeBlock(staff.user.id, request.params.booking_no);
      return ok(
        block,
        `The block on unit ${block.unit_code} is removed: it can be booked on those nights again.`,
      );
    },
  );
};
