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
import { requireStaff, staffOnly } from '../../../http/auth';
import { bearerSecurity, errorResponses } from '../../../http/responses';
import type { StaffService } from './staff.service';

/** Staff accounts (admins), and the page an invited member sets their password on. */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  const tags = ['staff'];

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'The staff: roles, e-mail addresses, last sign-in and pending invitations (admins)',
        security: bearerSecurity,
        response: { 200: ZStaffListResponse, ...errorResponses(401, 403) },
      },
      ...staffOnly('admin'),
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      schema: {
        tags,
        summary:
          'Invites someone to the staff with a role: an account, and an e-mailed link to set a password (admins)',
        security: bearerSecurity,
        body: ZInviteStaffRequest,
        response: { 201: ZInviteStaffResponse, ...errorResponses(400, 401, 403, 409) },
      },
      ...staffOnly('admin'),
    },
    async (request, reply) => {
      const { user } = requireStaff(request, 'admin');
      const member = await service.invite(user.id, request.body);
      return reply.code(201).send({
        success: true as const,
        message: `An invitation is on its way to ${member.email}.`,
        data: member,
      });
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: "Changes a member's role, or takes them off the staff with null (admins)",
        security: bearerSecurity,
        params: ZStaffMemberParams,
        body: ZChangeStaffRoleRequest,
        response: { 200: ZChangeStaffRoleResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      ...staffOnly('admin'),
    },
    async (request) => {
      const { user } = requireStaff(request, 'admin');
      const { member, message } = await service.changeRole(user.id, request.params.id, request.body.role);
      return { success: true as const, message, data: member };
    },
  );

  app.post(
    '/api/staff-invitations/accept',
    {
      schema: {
        tags: ['account'],
        summary: 'An invited member of staff sets their password from the e-mailed link and is signed in',
        body: ZAcceptStaffInvitationRequest,
        response: { 200: ZAcceptStaffInvitationResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Your password is set. Welcome to the back office.',
      data: await service.acceptInvitation(request.body),
    }),
  );
};
