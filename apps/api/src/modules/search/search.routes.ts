import {
  type TFindAvailabilityResponse,
  ZAccommodationParams,
  ZAccommodationResponse,
  ZAccommodationTypesResponse,
  ZArrivalDaysQuery,
  ZArrivalDaysResponse,
  ZArrivalRulesQuery,
  ZArrivalRulesResponse,
  ZFacilitiesResponse,
  ZFindAvailabilityQuery,
  ZFindAvailabilityResponse,
  ZGradesQuery,
  ZGradesResponse,
  ZHolidayTypesResponse,
  ZParksQuery,
  ZParksResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/responses';
import { routeOptions } from '../../http/route-options';
import type { SearchService } from './search.service';

/**
 * The catalogue is the operator's to edit (the Catalogue screen): a guest must see a new title,
 * description or photo on their next look, so a browser may keep an answer but asks again first.
 */
const CATALOGUE_CACHE = 'no-cache';

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService }> = async (app, { service }) => {
  const publicRoute = routeOptions({ tags: ['search'] });

  app.get(
    '/api/find-availability',
    publicRoute('Availability of every grade that fits the party, for the three columns of a result card', {
      querystring: ZFindAvailabilityQuery,
      response: { 200: ZFindAvailabilityResponse, ...errorResponses(400, 503) },
    }),
    async (request, reply) => {
      const answer = await service.availabilityAnswer(request.query, request.headers['accept-encoding']);
      // Bytes the service encoded (and may have kept, compressed copies too): Fastify sends a
      // Buffer as it is, and a compression plugin leaves an answer with a Content-Encoding alone.
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'accept-encoding');
      if (answer.encoding) reply.header('content-encoding', answer.encoding);
      return reply.send(answer.body as unknown as TFindAvailabilityResponse);
    },
  );

  app.get(
    '/api/arrival-rules',
    publicRoute(
      'Valid arrival weekdays (0 = Sunday) by stay length, at a park or every park, for a holiday type',
      {
        description:
          'Staff edit these rules in the back office: the answer is not to be cached, so a change shows at once.',
        querystring: ZArrivalRulesQuery,
        response: { 200: ZArrivalRulesResponse, ...errorResponses(400) },
      },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await service.arrivalRules(request.query.park_code, request.query.booking_type);
      return ok(data);
    },
  );

  app.get(
    '/api/arrival-days',
    publicRoute(
      'The weekdays a guest cannot arrive on for a stay length, at a park or over every park of a holiday type, and the sentence saying when stays start',
      {
        description: 'From the arrival-day rules staff edit: not to be cached, so a change shows at once.',
        querystring: ZArrivalDaysQuery,
        response: { 200: ZArrivalDaysResponse, ...errorResponses(400) },
      },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { park_code, booking_type, no_of_nights } = request.query;
      return ok(await service.arrivalDays(park_code, booking_type, no_of_nights));
    },
  );

  app.get(
    '/api/holiday-types',
    publicRoute('Holiday types (booking_type)', { response: { 200: ZHolidayTypesResponse } }),
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return ok(await service.holidayTypes());
    },
  );

  app.get(
    '/api/accommodation-types',
    publicRoute('Accommodation types', { response: { 200: ZAccommodationTypesResponse } }),
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return ok(await service.accommodationTypes());
    },
  );

  app.get(
    '/api/facilities',
    publicRoute('Park facilities', { response: { 200: ZFacilitiesResponse } }),
    async (_request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      return ok(await service.facilities());
    },
  );

  app.get(
    '/api/parks',
    publicRoute('Parks with their facilities; by holiday type, or only parks with owners', {
      querystring: ZParksQuery,
      response: { 200: ZParksResponse, ...errorResponses(400) },
    }),
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      const data = await service.parks({
        bookingType: request.query.booking_type,
        ownersOnly: request.query.show_owner_only === 1,
      });
      return ok(data);
    },
  );

  app.get(
    '/api/parks/grades',
    publicRoute('Accommodation grades of a holiday type, at one park or all', {
      querystring: ZGradesQuery,
      response: { 200: ZGradesResponse, ...errorResponses(400) },
    }),
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE);
      const data = await service.accommodations({
        bookingType: request.query.booking_type,
        parkCode: request.query.park_code_filter || undefined,
      });
      return ok(data);
    },
  );

  app.get(
    '/api/accommodations/:id',
    publicRoute('One accommodation grade, by id or grade code', {
      params: ZAccommodationParams,
      response: { 200: ZAccommodationResponse, ...errorResponses(400, 404) },
    }),
    async (request) => ok(await service.accommodation(request.params.id)),
  );
};
