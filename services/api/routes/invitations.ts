import * as z from 'zod/mini';
import { assertId } from '@shared/domain/ids.js';
import {
  CreateInvitationRequestSchema,
  InvitationListSchema,
  InvitationSchema,
  InvitationTokenSchema,
  MeSchema,
} from '@shared/domain/schemas/accounts.js';
import { json, noContent } from '@shared/http/response.js';
import type { AnyRoute } from '@shared/http/router.js';
import { parseJsonBody } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import {
  acceptInvitation,
  invite,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from '../use-cases/invitations.js';
import { accountPorts, type AccountStore } from './account-ports.js';
import { clientOf } from './auth.js';
import { assertDashboardOrigin, signedIn } from './session-cookie.js';

const IdParamsSchema = z.object({ id: z.string() });

/** Invitations of the active organization (owners and admins), and accepting one (public, with its token). */
export function invitationRoutes(deps: ApiParts<'mailer', AccountStore>): AnyRoute[] {
  const ports = accountPorts(deps);
  const tags = ['Members'];
  const id = (params: Record<string, string>) => assertId('invitation', params.id, 'id');
  return [
    {
      method: 'GET',
      path: '/v1/invitations',
      access: 'session',
      role: 'admin',
      docs: {
        summary: "The organization's invitations and their status",
        tags,
        success: { status: 200, schema: InvitationListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listInvitations(ports, principal)),
    },
    {
      method: 'POST',
      path: '/v1/invitations',
      access: 'session',
      role: 'admin',
      docs: {
        summary: 'Invite an address with a role',
        description:
          'Mails a single-use link valid 7 days to the dashboard page `/invitations/accept#token=fk_inv_…`. Only ' +
          'an owner invites an owner. An address that is already a member is a 409.',
        tags,
        body: CreateInvitationRequestSchema,
        success: { status: 201, schema: InvitationSchema },
        errors: [400, 409, 503],
      },
      handle: async ({ req, principal }) =>
        json(201, await invite(ports, principal, parseJsonBody(req, CreateInvitationRequestSchema), req.sourceIp)),
    },
    {
      method: 'POST',
      path: '/v1/invitations/{id}/resend',
      access: 'session',
      role: 'admin',
      docs: {
        summary: 'Resend an invitation with a new link and expiry',
        description: 'The previous link stops working. An accepted or revoked invitation is a 409.',
        tags,
        params: IdParamsSchema,
        success: { status: 200, schema: InvitationSchema },
        errors: [400, 404, 409, 503],
      },
      handle: async ({ req, principal }) =>
        json(200, await resendInvitation(ports, principal, id(req.pathParams), req.sourceIp)),
    },
    {
      method: 'DELETE',
      path: '/v1/invitations/{id}',
      access: 'session',
      role: 'admin',
      docs: {
        summary: 'Revoke an invitation',
        description: 'Its link stops working. An accepted or revoked invitation is a 409.',
        tags,
        params: IdParamsSchema,
        success: { status: 204 },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal }) => {
        await revokeInvitation(ports, principal, id(req.pathParams), req.sourceIp);
        return noContent();
      },
    },
    {
      method: 'POST',
      path: '/v1/auth/invitations/accept',
      access: 'public',
      docs: {
        summary: 'Accept an invitation',
        description:
          'Redeems the invitation token (once): the invited address joins the organization with the invited role ' +
          '(becoming a user if needed) and is signed in there (`fb_session` cookie). Unknown, used, revoked and ' +
          'expired tokens are `invalid_token`, with a message saying which.',
        tags: ['Sign-in'],
        body: InvitationTokenSchema,
        success: { status: 200, schema: MeSchema, description: 'Signed in; `Set-Cookie: fb_session=…`.' },
        errors: [400, 403],
      },
      handle: async ({ req }) => {
        assertDashboardOrigin(req, ports.settings.dashboardOrigin);
        const body = parseJsonBody(req, InvitationTokenSchema);
        return signedIn(await acceptInvitation(ports, body, clientOf(req)), ports.settings);
      },
    },
  ];
}
