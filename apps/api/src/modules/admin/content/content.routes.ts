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
import { requireStaff, staffOnly } from '../../../http/auth';
import { bearerSecurity, errorResponses } from '../../../http/responses';
import type { ContentService } from './content.service';

/** The site's content in the back office (admins): menus 4, 5 and 6, and the site settings. */
export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  const tags = ['cms'];
  const guard = staffOnly('admin');

  app.get(
    '/api/admin/menus',
    {
      schema: {
        tags,
        summary: 'Menus 4, 5 and 6 with their items in menu order, as staff edit them (admins)',
        security: bearerSecurity,
        response: { 200: ZAdminMenusResponse, ...errorResponses(401, 403) },
      },
      ...guard,
    },
    async () => ({ success: true as const, data: await service.menus() }),
  );

  app.post(
    '/api/admin/menus/:menu_id/items',
    {
      schema: {
        tags,
        summary: 'Adds an item at the end of the top level, or of the items under its parent (admins)',
        security: bearerSecurity,
        params: ZMenuPathParams,
        body: ZMenuItemRequest,
        response: { 201: ZAdminMenuResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...guard,
    },
    async (request, reply) => {
      const { user } = requireStaff(request, 'admin');
      const { menu, message } = await service.addItem(user.id, request.params.menu_id, request.body);
      return reply.code(201).send({ success: true as const, message, data: menu });
    },
  );

  app.put(
    '/api/admin/menus/:menu_id/items/:item_id',
    {
      schema: {
        tags,
        summary: "Changes an item's title, address, new-tab choice or parent (admins)",
        security: bearerSecurity,
        params: ZMenuItemPathParams,
        body: ZMenuItemRequest,
        response: { 200: ZAdminMenuResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...guard,
    },
    async (request) => {
      const { user } = requireStaff(request, 'admin');
      const { menu_id, item_id } = request.params;
      const { menu, message } = await service.updateItem(user.id, menu_id, item_id, request.body);
      return { success: true as const, message, data: menu };
    },
  );

  app.post(
    '/api/admin/menus/:menu_id/items/:item_id/move',
    {
      schema: {
        tags,
        summary: 'Moves an item one place up or down among the items of its level (admins)',
        security: bearerSecurity,
        params: ZMenuItemPathParams,
        body: ZMoveMenuItemRequest,
        response: { 200: ZAdminMenuResponse, ...errorResponses(400, 401, 403, 404) },
      },
      ...guard,
    },
    async (request) => {
      const { user } = requireStaff(request, 'admin');
      const { menu_id, item_id } = request.params;
      const { menu, message } = await service.moveItem(user.id, menu_id, item_id, request.body);
      return { success: true as const, message, data: menu };
    },
  );

  app.delete(
    '/api/admin/menus/:menu_id/items/:item_id',
    {
      schema: {
        tags,
        summary: 'Removes an item; the items under it move up to the top level (admins)',
        security: bearerSecurity,
        params: ZMenuItemPathParams,
        response: { 200: ZAdminMenuResponse, ...errorResponses(401, 403, 404) },
      },
      ...guard,
    },
    async (request) => {
      const { user } = requireStaff(request, 'admin');
      const { menu_id, item_id } = request.params;
      const { menu, message } = await service.removeItem(user.id, menu_id, item_id);
      return { success: true as const, message, data: menu };
    },
  );

  app.patch(
    '/api/admin/site-settings',
    {
      schema: {
        tags,
        summary:
          'Changes site settings (phones, address, e-mails, awards, social links, links, site name); the rest stay (admins)',
        security: bearerSecurity,
        body: ZUpdateSiteSettingsRequest,
        response: { 200: ZUpdateSiteSettingsResponse, ...errorResponses(400, 401, 403) },
      },
      ...guard,
    },
    async (request) => {
      const { user } = requireStaff(request, 'admin');
      const { settings, message } = await service.updateSettings(user.id, request.body);
      return { success: true as const, message, data: settings };
    },
  );
};
