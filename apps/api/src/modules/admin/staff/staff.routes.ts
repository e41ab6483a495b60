import {
  ZAcceptStaffInvitationRequest,
  ZAcceptStaffInvitationResponse,
  ZChangeStaffRoleRequest,
  ZChangeStaffRoleResponse,
  ZInviteStaffRequest,
  ZInviteStaffResponse,
  ZStaffListResponse,
  ZStaffMemberParams,
} from '@parkstays/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffId } from '../../../http/auth';
import { errorResponses, ok } from '../../../http/responses';
import { adminRoute, routeOptions } from '../../../http/route-options';
import type { StaffService } from './staff.service';

/** Staff accounts (admins), and the page an invited member sets their password on. */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  const publicRoute = routeOptions({ tags: ['account'] });

  app.get(
    '/api/admin/staff',
    adminRoute('The staff: roles, e-mail addresses, last sign-in and pending invitations (admins)', {
      response: { 200: ZStaffListResponse, ...errorResponses(401, 403) },
    }),
    async () => ok(await service.list()),
  );

  app.post(
    '/api/admin/staff/invitations',
    adminRoute(
      'Invites someone to the staff with a role: an account, and an e-mailed link to set a password (admins)',
      {
        body: ZInviteStaffRequest,
        response: { 201: ZInviteStaffResponse, ...errorResponses(400, 401, 403, 409) },
      },
    ),
    async (request, reply) => {
      const member = await service.invite(staffId(request), request.body);
      return reply.code(201).send(ok(member, `An invitation is on its way to ${member.email}.`));
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    adminRoute("Changes a member's role, or takes them off the staff with null (admins)", {
      params: ZStaffMemberParams,
      body: ZChangeStaffRoleRequest,
      response: { 200: ZChangeStaffRoleResponse, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { member, message } = await service.changeRole(
        staffId(request),
        request.params.id,
        request.body.role,
      );
      return ok(member, message);
    },
  );

  app.post(
    '/api/staff-invitations/accept',
    publicRoute('An invited member of staff sets their password from the e-mailed link and is signed in', {
      body: ZAcceptStaffInvitationRequest,
      response: { 200: ZAcceptStaffInvitationResponse, ...errorResponses(400, 429) },
    }),
    async (request) =>
      ok(await service.acceptInvitation(request.body), 'Your password is set. Welcome to the back office.'),
  );
};
