import {
  ZAdminMenuResponse,
  ZAdminMenusResponse,
  ZMenuItemPathParams,
  ZMenuItemRequest,
  ZMenuPathParams,
  ZMoveMenuItemRequest,
  ZUpdateSiteSettingsRequest,
  ZUpdateSiteSettingsResponse,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { routeOptions } from '../../../http/route-options';
import type { ContentService } from './content.service';

/** The site's content in the back office (admins): menus 4, 5 and 6, and the site settings. */
export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  const adminRoute = routeOptions({ tags: ['cms'], staff: ['admin'] });

  app.get(
    '/api/admin/menus',
    adminRoute('Menus 4, 5 and 6 with their items in menu order, as staff edit them (admins)', {
      response: { 200: ZAdminMenusResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.menus()),
  );

  app.post(
    '/api/admin/menus/:menu_id/items',
    adminRoute('Adds an item at the end of the top level, or of the items under its parent (admins)', {
      params: ZMenuPathParams,
      body: ZMenuItemRequest,
      response: { 201: ZAdminMenuResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { menu, message } = await service.addItem(staffId(request), request.params.menu_id, request.body);
      return reply.code(201).send(ok(menu, message));
    },
  );

  app.put(
    '/api/admin/menus/:menu_id/items/:item_id',
    adminRoute("Changes an item's title, address, new-tab choice or parent (admins)", {
      params: ZMenuItemPathParams,
      body: ZMenuItemRequest,
      response: { 200: ZAdminMenuResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { menu_id, item_id } = request.params;
      const { menu, message } = await service.updateItem(staffId(request), menu_id, item_id, request.body);
      return ok(menu, message);
    },
  );

  app.post(
    '/api/admin/menus/:menu_id/items/:item_id/move',
    adminRoute('Moves an item one place up or down among the items of its level (admins)', {
      params: ZMenuItemPathParams,
      body: ZMoveMenuItemRequest,
      response: { 200: ZAdminMenuResponse, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { menu_id, item_id } = request.params;
      const { menu, message } = await service.moveItem(staffId(request), menu_id, item_id, request.body);
      return ok(menu, message);
    },
  );

  app.delete(
    '/api/admin/menus/:menu_id/items/:item_id',
    adminRoute('Removes an item; the items under it move up to the top level (admins)', {
      params: ZMenuItemPathParams,
      response: { 200: ZAdminMenuResponse, ...errorResponses(401, 403, 404) },
    }),
    async (request) => {
      const { menu_id, item_id } = request.params;
      const { menu, message } = await service.removeItem(staffId(request), menu_id, item_id);
      return ok(menu, message);
    },
  );

  app.patch(
    '/api/admin/site-settings',
    adminRoute(
      'Changes site settings (phones, address, e-mails, awards, social links, links, site name); the rest stay (admins)',
      {
        body: ZUpdateSiteSettingsRequest,
        response: { 200: ZUpdateSiteSettingsResponse, ...errorResponses(400, 401, 403) },
      },
    ),
    async (request) => {
      const { settings, message } = await service.updateSettings(staffId(request), request.body);
      return ok(settings, message);
    },
  );
};
