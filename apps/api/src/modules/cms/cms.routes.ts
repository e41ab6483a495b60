import { ZMaintenanceRequest, ZMenu, ZMenuParams, ZSiteSettingsResponse } from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffId } from '../../http/auth';
import { errorResponses, ok } from '../../http/responses';
import { revalidated } from '../../http/revalidation';
import { routeOptions } from '../../http/route-options';
import type { CmsService } from './cms.service';

export const cmsRoutes: FastifyPluginAsyncZod<{ service: CmsService }> = async (app, { service }) => {
  const adminRoute = routeOptions({ tags: ['cms'], staff: ['admin'] });
  const publicRoute = routeOptions({ tags: ['cms'] });

  app.get(
    '/wp-json/menus/v1/menus/:id',
    publicRoute('A navigation menu in the WordPress menus (v1) shape', {
      params: ZMenuParams,
      response: { 200: ZMenu, ...errorResponses(400, 404) },
    }),
    // Staff edit menus: the header and footer must show an edit on the next page load (an ETag
    // makes asking again cheap).
    async (request, reply) => revalidated(request, reply, await service.menu(request.params.id)),
  );

  app.get(
    '/api/site-settings',
    publicRoute('Phones, address, e-mails, awards, social links and other operator settings', {
      response: { 200: ZSiteSettingsResponse },
    }),
    async (request, reply) => revalidated(request, reply, ok(await service.siteSettings())),
  );

  app.put(
    '/api/site-settings/maintenance',
    adminRoute('Turns maintenance mode on or off (staff admins only)', {
      body: ZMaintenanceRequest,
      response: { 200: ZSiteSettingsResponse, ...errorResponses(400, 401, 403) },
    }),
    async (request) => {
      const data = await service.setMaintenance(request.body.maintenance_mode, {
        staffUserId: staffId(request),
      });
      return ok(data);
    },
  );

  app.get(
    '/media/*',
    publicRoute('An image kept in the database', {
      params: z.object({ '*': z.string().max(300, 'Path is too long') }),
      hide: true,
    }),
    async (request, reply) => {
      const file = await service.media(request.params['*']);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
