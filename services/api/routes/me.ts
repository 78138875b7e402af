import * as z from 'zod/mini';
import {
  ActiveOrganizationRequestSchema,
  CreateOrganizationRequestSchema,
  MeSchema,
  NotificationPreferencesRequestSchema,
  OrganizationRefSchema,
  OrganizationSchema,
  SessionListSchema,
  UpdateOrganizationRequestSchema,
} from '@shared/domain/schemas/accounts.js';
import { idParam } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { getMe, setNotificationPreferences, switchOrganization } from '../use-cases/me.js';
import { createOrganization, getOrganization, renameOrganization } from '../use-cases/organizations.js';
import { listSessions, revokeAllSessions, revokeSession } from '../use-cases/sessions.js';
import { accountPorts, type AccountStore } from './account-ports-from-deps.js';
import { signedOut } from './session-cookie.js';

/** The signed-in user's own account (`/v1/me…`) and the active organization. */
export function meRoutes(deps: ApiParts<'mailer', AccountStore>): Route[] {
  const ports = accountPorts(deps);
  const tags = ['Account'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/me',
      access: 'user',
      docs: {
        summary: 'The signed-in user and their organizations',
        description:
          'The user, the session’s active organization with the user’s role in it, and every organization the user belongs to.',
        tags,
        success: { status: 200, schema: MeSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await getMe(ports, principal)),
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/me/active-organization',
      access: 'user',
      role: 'viewer',
      body: ActiveOrganizationRequestSchema,
      docs: {
        summary: "Switch the session's active organization",
        description:
          'Later requests of this session act in the given organization, with the role the user has there; 404 if the user is not a member.',
        tags,
        success: { status: 200, schema: MeSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, body }) => {
        const { organization_id } = body;
        return json(200, await switchOrganization(ports, principal, organization_id));
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: '/v1/me/notifications',
      access: 'user',
      role: 'viewer',
      body: NotificationPreferencesRequestSchema,
      docs: {
        summary: 'Choose the e-mails you get from the active organization',
        description:
          'With `notify_submissions` the user is e-mailed about each new submission to the organization’s forms, besides the addresses each form notifies. Each membership has its own choice.',
        tags,
        success: { status: 200, schema: MeSchema },
        errors: [400],
      },
      handle: async ({ principal, body }) =>
        json(200, await setNotificationPreferences(ports, principal, body.notify_submissions)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/me/sessions',
      access: 'user',
      docs: {
        summary: "The user's signed-in sessions",
        description:
          'Every session of the user that has not ended, with when it was last used and the client it signed in from (`current` marks this one).',
        tags,
        success: { status: 200, schema: SessionListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listSessions(ports, principal)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/me/sessions/{id}',
      access: 'user',
      role: 'viewer',
      params: z.object({ id: idParam('session', 'Session id.') }),
      docs: {
        summary: 'Revoke one of the user’s sessions',
        description: 'That session stops working at once; revoking this session signs it out.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal, params }) => {
        await revokeSession(ports, principal, params.id, req.sourceIp);
        return noContent();
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/me/sessions',
      access: 'user',
      role: 'viewer',
      docs: {
        summary: 'Sign out everywhere',
        description: 'Revokes every session of the user, this one included, and clears the cookie.',
        tags,
        success: { status: 204 },
      },
      handle: async ({ req, principal }) => {
        await revokeAllSessions(ports, principal, req.sourceIp);
        return signedOut(ports.settings.dashboardOrigin);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/v1/organizations',
      access: 'user',
      role: 'viewer',
      body: CreateOrganizationRequestSchema,
      docs: {
        summary: 'Create an organization',
        description:
          "The caller becomes its owner; the session's active organization does not change. Only where the " +
          "deployment's sign-up setting admits the caller's address (`sign_up_closed` otherwise: an invitation-only " +
          "deployment's organizations are the operator's to make); 3 per user per hour and 10 per day (429 with " +
          '`Retry-After`).',
        tags,
        success: { status: 201, schema: OrganizationRefSchema },
        errors: [400, 403, 429],
      },
      handle: async ({ req, principal, body }) =>
        json(201, await createOrganization(ports, principal, body, req.sourceIp)),
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/organization',
      access: 'credential',
      docs: {
        summary: 'The active organization, its plan and limits',
        description: 'Plans are set by the operator (`npm run admin -- tenant plan`); usage is `GET /v1/usage`.',
        tags,
        success: { status: 200, schema: OrganizationSchema },
        errors: [404],
      },
      handle: async ({ principal }) => json(200, await getOrganization(ports, principal)),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/v1/organization',
      access: 'session',
      role: 'admin',
      body: UpdateOrganizationRequestSchema,
      docs: {
        summary: 'Rename the active organization',
        description: 'Owners and admins only.',
        tags,
        success: { status: 200, schema: OrganizationSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal, body }) =>
        json(200, await renameOrganization(ports, principal, body, req.sourceIp)),
    }),
  ];
}
