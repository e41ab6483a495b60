import {
  ZArrivalRuleRequest,
  ZArrivalRuleResponse,
  ZArrivalRulesAdminResponse,
  ZBulkPriceApplyResponse,
  ZBulkPriceEditRequest,
  ZBulkPricePreviewResponse,
  ZPricedGradesResponse,
  ZRateCalendarQuery,
  ZRateCalendarResponse,
  ZSaleRuleParams,
  ZSeasonRequest,
  ZSeasonResponse,
  ZSeasonsResponse,
  ZStayLimitRequest,
  ZStayLimitResponse,
  ZStayLimitsResponse,
  ZStopSellRequest,
  ZStopSellResponse,
  ZStopSellsResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, staffOnly } from '../../../http/auth';
import { bearerSecurity, errorResponses } from '../../../http/responses';
import type { PricesAdminService } from './prices.service';

/**
 * The back office's Prices screen (decision 038, admins only): the rate calendar and its bulk editor,
 * seasons, arrival-day rules, stay limits and stop-sells.
 */
export const pricesAdminRoutes: FastifyPluginAsyncZod<{ service: PricesAdminService }> = async (
  app,
  { service },
) => {
  const tags = ['staff'];
  const admin = () => staffOnly('admin');
  const staffId = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, 'admin').user.id;

  app.get(
    '/api/admin/prices/grades',
    {
      schema: {
        tags,
        summary: 'Every accommodation grade with its park and holiday type, to price (admin)',
        security: bearerSecurity,
        response: { 200: ZPricedGradesResponse, ...errorResponses(401, 403) },
      },
      ...admin(),
    },
    async () => ({ success: true as const, data: await service.grades() }),
  );

  app.get(
    '/api/admin/prices/calendar',
    {
      schema: {
        tags,
        summary:
          "A grade's rate calendar: each arrival date × stay length with its price, and whether it is on sale, stop-sold, outside the stay limits or on a closed arrival day (admin)",
        security: bearerSecurity,
        querystring: ZRateCalendarQuery,
        response: { 200: ZRateCalendarResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => ({ success: true as const, data: await service.rateCalendar(request.query) }),
  );

  app.post(
    '/api/admin/prices/bulk/preview',
    {
      schema: {
        tags,
        summary:
          'How many prices a bulk edit would change, with a sample before and after, changing nothing (admin)',
        security: bearerSecurity,
        body: ZBulkPriceEditRequest,
        response: { 200: ZBulkPricePreviewResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin(),
    },
    async (request) => ({ success: true as const, data: await service.previewBulk(request.body) }),
  );

  app.post(
    '/api/admin/prices/bulk',
    {
      schema: {
        tags,
        summary:
          'Sets one price for, or takes off sale, the stays of a grade on some weekdays over dates or a season, in one transaction with one audit entry (admin)',
        description: 'New bookings only: stays already booked keep the price they were booked at.',
        security: bearerSecurity,
        body: ZBulkPriceEditRequest,
        response: { 200: ZBulkPriceApplyResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin(),
    },
    async (request) => {
      const { message, outcome } = await service.applyBulk(staffId(request), request.body);
      return { success: true as const, message, data: outcome };
    },
  );

  // Seasons ---------------------------------------------------------------------------------------

  app.get(
    '/api/admin/seasons',
    {
      schema: {
        tags,
        summary: 'Seasons that have not ended, to price by (admin)',
        security: bearerSecurity,
        response: { 200: ZSeasonsResponse, ...errorResponses(401, 403) },
      },
      ...admin(),
    },
    async () => ({ success: true as const, data: await service.seasons() }),
  );

  app.post(
    '/api/admin/seasons',
    {
      schema: {
        tags,
        summary: 'Adds a season (admin)',
        security: bearerSecurity,
        body: ZSeasonRequest,
        response: { 201: ZSeasonResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin(),
    },
    async (request, reply) => {
      const data = await service.createSeason(staffId(request), request.body);
      return reply.code(201).send({ success: true, message: `${data.name} is added.`, data });
    },
  );

  app.put(
    '/api/admin/seasons/:id',
    {
      schema: {
        tags,
        summary: 'Changes a season (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        body: ZSeasonRequest,
        response: { 200: ZSeasonResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.updateSeason(staffId(request), request.params.id, request.body);
      return { success: true as const, message: `${data.name} is saved.`, data };
    },
  );

  app.delete(
    '/api/admin/seasons/:id',
    {
      schema: {
        tags,
        summary: 'Removes a season; no price changes (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        response: { 200: ZSeasonResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.deleteSeason(staffId(request), request.params.id);
      return { success: true as const, message: `${data.name} is removed.`, data };
    },
  );

  // Arrival-day rules -----------------------------------------------------------------------------

  app.get(
    '/api/admin/arrival-rules',
    {
      schema: {
        tags,
        summary: 'Every arrival-day rule, by park, holiday type and stay length (admin)',
        security: bearerSecurity,
        response: { 200: ZArrivalRulesAdminResponse, ...errorResponses(401, 403) },
      },
      ...admin(),
    },
    async () => ({ success: true as const, data: await service.arrivalRules() }),
  );

  app.post(
    '/api/admin/arrival-rules',
    {
      schema: {
        tags,
        summary: 'Adds the arrival weekdays for a stay length at a park and holiday type (admin)',
        security: bearerSecurity,
        body: ZArrivalRuleRequest,
        response: { 201: ZArrivalRuleResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin(),
    },
    async (request, reply) => {
      const data = await service.createArrivalRule(staffId(request), request.body);
      return reply.code(201).send({ success: true, message: 'The arrival-day rule is added.', data });
    },
  );

  app.put(
    '/api/admin/arrival-rules/:id',
    {
      schema: {
        tags,
        summary: 'Changes an arrival-day rule (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        body: ZArrivalRuleRequest,
        response: { 200: ZArrivalRuleResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.updateArrivalRule(staffId(request), request.params.id, request.body);
      return { success: true as const, message: 'The arrival-day rule is saved.', data };
    },
  );

  app.delete(
    '/api/admin/arrival-rules/:id',
    {
      schema: {
        tags,
        summary: 'Removes an arrival-day rule: stays of that length may then start on any day (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        response: { 200: ZArrivalRuleResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.deleteArrivalRule(staffId(request), request.params.id);
      return { success: true as const, message: 'The arrival-day rule is removed.', data };
    },
  );

  // Stay limits -----------------------------------------------------------------------------------

  app.get(
    '/api/admin/stay-limits',
    {
      schema: {
        tags,
        summary: 'Stay limits that have not ended, by park and holiday type (admin)',
        security: bearerSecurity,
        response: { 200: ZStayLimitsResponse, ...errorResponses(401, 403) },
      },
      ...admin(),
    },
    async () => ({ success: true as const, data: await service.stayLimits() }),
  );

  app.post(
    '/api/admin/stay-limits',
    {
      schema: {
        tags,
        summary: 'Adds the shortest and longest stay for arrivals over some dates (admin)',
        security: bearerSecurity,
        body: ZStayLimitRequest,
        response: { 201: ZStayLimitResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin(),
    },
    async (request, reply) => {
      const data = await service.createStayLimit(staffId(request), request.body);
      return reply.code(201).send({ success: true, message: 'The stay limit is added.', data });
    },
  );

  app.put(
    '/api/admin/stay-limits/:id',
    {
      schema: {
        tags,
        summary: 'Changes a stay limit (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        body: ZStayLimitRequest,
        response: { 200: ZStayLimitResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.updateStayLimit(staffId(request), request.params.id, request.body);
      return { success: true as const, message: 'The stay limit is saved.', data };
    },
  );

  app.delete(
    '/api/admin/stay-limits/:id',
    {
      schema: {
        tags,
        summary: 'Removes a stay limit (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        response: { 200: ZStayLimitResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.deleteStayLimit(staffId(request), request.params.id);
      return { success: true as const, message: 'The stay limit is removed.', data };
    },
  );

  // Stop-sells ------------------------------------------------------------------------------------

  app.get(
    '/api/admin/stop-sells',
    {
      schema: {
        tags,
        summary: 'Stop-sells whose last night has not passed, soonest first (admin)',
        security: bearerSecurity,
        response: { 200: ZStopSellsResponse, ...errorResponses(401, 403) },
      },
      ...admin(),
    },
    async () => ({ success: true as const, data: await service.stopSells() }),
  );

  app.post(
    '/api/admin/stop-sells',
    {
      schema: {
        tags,
        summary: 'Takes a grade off sale for some nights; stays already booked keep them (admin)',
        security: bearerSecurity,
        body: ZStopSellRequest,
        response: { 201: ZStopSellResponse, ...errorResponses(400, 401, 403) },
      },
      ...admin(),
    },
    async (request, reply) => {
      const data = await service.createStopSell(staffId(request), request.body);
      return reply
        .code(201)
        .send({ success: true, message: `${data.grade_title} is off sale on those nights.`, data });
    },
  );

  app.put(
    '/api/admin/stop-sells/:id',
    {
      schema: {
        tags,
        summary: 'Changes a stop-sell (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        body: ZStopSellRequest,
        response: { 200: ZStopSellResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.updateStopSell(staffId(request), request.params.id, request.body);
      return { success: true as const, message: 'The stop-sell is saved.', data };
    },
  );

  app.delete(
    '/api/admin/stop-sells/:id',
    {
      schema: {
        tags,
        summary: 'Ends a stop-sell: its nights are on sale again (admin)',
        security: bearerSecurity,
        params: ZSaleRuleParams,
        response: { 200: ZStopSellResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...admin(),
    },
    async (request) => {
      const data = await service.deleteStopSell(staffId(request), request.params.id);
      return {
        success: true as const,
        message: `${data.grade_title} is back on sale on those nights.`,
        data,
      };
    },
  );
};
