import {
  ZBulkPriceApplyResponse,
  ZBulkPriceEditRequest,
  ZBulkPricePreviewResponse,
  ZPricedGradesResponse,
  ZRateCalendarQuery,
  ZRateCalendarResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute } from '../../../http/route-options';
import type { PricesService } from './prices.service';
import { ruleTableRoutes } from './rule-table.routes';
import { ARRIVAL_RULES, SEASONS, STAY_LIMITS, STOP_SELLS } from './rule-tables';

/**
 * The back office's Prices screen (decision 038, admins only): the rate calendar and its bulk editor,
 * seasons, arrival-day rules, stay limits and stop-sells.
 */
export const pricesRoutes: FastifyPluginAsyncZod<{ service: PricesService }> = async (app, { service }) => {
  app.get(
    '/api/admin/prices/grades',
    adminRoute('Every accommodation grade with its park and holiday type, to price (admin)', {
      response: { 200: ZPricedGradesResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.grades()),
  );

  app.get(
    '/api/admin/prices/calendar',
    adminRoute(
      "A grade's rate calendar: each arrival date × stay length with its price, and whether it is on sale, stop-sold, outside the stay limits or on a closed arrival day (admin)",
      {
        querystring: ZRateCalendarQuery,
        response: { 200: ZRateCalendarResponse, ...errorResponses(400, 401, 403, 404) },
      },
    ),
    async (request) => ok(await service.rateCalendar(request.query)),
  );

  app.post(
    '/api/admin/prices/bulk/preview',
    adminRoute(
      'How many prices a bulk edit would change, with a sample before and after, changing nothing (admin)',
      {
        body: ZBulkPriceEditRequest,
        response: { 200: ZBulkPricePreviewResponse, ...errorResponses(400, 401, 403) },
      },
    ),
    async (request) => ok(await service.previewBulk(request.body)),
  );

  app.post(
    '/api/admin/prices/bulk',
    adminRoute(
      'Sets one price for, or takes off sale, the stays of a grade on some weekdays over dates or a season, in one transaction with one audit entry (admin)',
      {
        description: 'New bookings only: stays already booked keep the price they were booked at.',
        body: ZBulkPriceEditRequest,
        response: { 200: ZBulkPriceApplyResponse, ...errorResponses(400, 401, 403) },
      },
    ),
    async (request) => {
      const { message, outcome } = await service.applyBulk(staffId(request), request.body);
      return ok(outcome, message);
    },
  );

  // The tables of what is on sale: seasons, arrival-day rules, stay limits and stop-sells.
  ruleTableRoutes(app, SEASONS, service.seasons);
  ruleTableRoutes(app, ARRIVAL_RULES, service.arrivalRules);
  ruleTableRoutes(app, STAY_LIMITS, service.stayLimits);
  ruleTableRoutes(app, STOP_SELLS, service.stopSells);
};
