import * as z from 'zod/mini';
import {
  CreateInvitationRequestSchema,
  InvitationListSchema,
  InvitationPeekSchema,
  InvitationSchema,
  InvitationTokenSchema,
  MeSchema,
} from '@shared/domain/schemas/accounts.js';
import { idParam } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import {
  acceptInvitation,
  invite,
  listInvitations,
  peekInvitation,
  resendInvitation,
  revokeInvitation,
} from '../use-cases/invitations.js';
import { accountPorts, type AccountStore } from './account-ports-from-deps.js';
import { clientOf } from './auth.js';
import { assertDashboardOrigin, signedIn } from './session-cookie.js';

const IdParamsSchema = z.object({ id: idParam('invitation', 'Invitation id.') });

/** Invitations of the active organization (owners and admins), and accepting one (public, with its token). */
export function invitationRoutes(deps: ApiParts<'mailer', AccountStore>): Route[] {
  const ports = accountPorts(deps);
  const tags = ['Members'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/invitations',
      access: 'session',
      role: 'admin',
      docs: {
        summary: "The organization's invitations and their status",
        description: 'Pending, accepted, revoked and expired invitations, newest first; never a token.',
        tags,
        success: { status: 200, schema: InvitationListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listInvitations(ports, principal)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/invitations',
      access: 'session',
      role: 'admin',
      body: CreateInvitationRequestSchema,
      docs: {
        summary: 'Invite an address with a role',
        description:
          'Mails a single-use link valid 7 days to the dashboard page `/invitations/accept#token=fk_inv_…`. Only ' +
          'an owner invites an owner. An address that is already a member is a 409. Invitation e-mails (sent and ' +
          'resent) are limited to 20 per organization per hour and 30 per user per hour (429 with `Retry-After`).',
        tags,
        success: { status: 201, schema: InvitationSchema },
        errors: [400, 409, 429, 503],
      },
      handle: async ({ req, principal, body }) => json(201, await invite(ports, principal, body, req.sourceIp)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/invitations/{id}/resend',
      access: 'session',
      role: 'admin',
      params: IdParamsSchema,
      docs: {
        summary: 'Resend an invitation with a new link and expiry',
        description:
          'The previous link stops working. An accepted or revoked invitation is a 409; only an owner resends an ' +
          "owner's invitation. Counts against the invitation e-mail limits (429).",
        tags,
        success: { status: 200, schema: InvitationSchema },
        errors: [400, 404, 409, 429, 503],
      },
      handle: async ({ req, principal, params }) =>
        json(200, await resendInvitation(ports, principal, params.id, req.sourceIp)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/invitations/{id}',
      access: 'session',
      role: 'admin',
      params: IdParamsSchema,
      docs: {
        summary: 'Revoke an invitation',
        description:
          "Its link stops working. An accepted or revoked invitation is a 409; only an owner revokes an owner's " +
          'invitation.',
        tags,
        success: { status: 204 },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal, params }) => {
        await revokeInvitation(ports, principal, params.id, req.sourceIp);
        return noContent();
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/auth/invitations/peek',
      access: 'public',
      body: InvitationTokenSchema,
      docs: {
        summary: 'See what an invitation gives, without accepting it',
        description:
          'Answers the invited address, the organization, the role and the inviter, and changes nothing: the ' +
          'dashboard page shows them and accepts only when the person clicks. Refusals are `invalid_token` (also ' +
          'when the inviter can no longer give the role); a network with too many gets 429 with `Retry-After`.',
        tags: ['Sign-in'],
        success: { status: 200, schema: InvitationPeekSchema },
        errors: [400, 403, 429],
      },
      handle: async ({ req, body }) => {
        assertDashboardOrigin(req, ports.settings.dashboardOrigin);
        return json(200, await peekInvitation(ports, body, req.sourceIp), { 'cache-control': 'no-store' });
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/auth/invitations/accept',
      access: 'public',
      body: InvitationTokenSchema,
      docs: {
        summary: 'Accept an invitation',
        description:
          'Redeems the invitation token (once): the invited address joins the organization with the invited role ' +
          '(becoming a user if needed) and is signed in there (`fb_session` cookie). Unknown, used, revoked and ' +
          'expired tokens, and invitations whose inviter can no longer give the role, are `invalid_token`, with a ' +
          'message saying which. Throttled per network like the peek (429).',
        tags: ['Sign-in'],
        success: { status: 200, schema: MeSchema, description: 'Signed in; `Set-Cookie: fb_session=…`.' },
        errors: [400, 403, 429],
      },
      handle: async ({ req, body }) => {
        assertDashboardOrigin(req, ports.settings.dashboardOrigin);
        return signedIn(await acceptInvitation(ports, body, clientOf(req)), ports.settings);
      },
    }),
  ];
}
