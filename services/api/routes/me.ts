import { assertId } from '@shared/domain/ids.js';
import {
  ActiveOrganizationRequestSchema,
  CreateOrganizationRequestSchema,
  MeSchema,
  OrganizationRefSchema,
  OrganizationSchema,
  SessionListSchema,
  UpdateOrganizationRequestSchema,
} from '@shared/domain/schemas/accounts.js';
import { json, noContent } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseJsonBody } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import { getMe, switchOrganization } from '../use-cases/me.js';
import { createOrganization, getOrganization, renameOrganization } from '../use-cases/organizations.js';
import { listSessions, revokeAllSessions, revokeSession } from '../use-cases/sessions.js';
import { accountPorts, type AccountStore } from './account-ports.js';
import { signedOut } from './session-cookie.js';

/** The signed-in user's own account (`/v1/me…`) and the active organization. */
export function meRoutes(deps: ApiParts<'mailer', AccountStore>): Route[] {
  const ports = accountPorts(deps);
  const tags = ['Account'];
  return [
    {
      method: 'GET',
      path: '/v1/me',
      access: 'user',
      docs: {
        summary: 'The signed-in user and their organizations',
        tags,
        success: { status: 200, schema: MeSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await getMe(ports, principal)),
    },
    {
      method: 'POST',
      path: '/v1/me/active-organization',
      access: 'user',
      role: 'viewer',
      docs: {
        summary: "Switch the session's active organization",
        tags,
        body: ActiveOrganizationRequestSchema,
        success: { status: 200, schema: MeSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const { organization_id } = parseJsonBody(req, ActiveOrganizationRequestSchema);
        return json(200, await switchOrganization(ports, principal, organization_id));
      },
    },
    {
      method: 'GET',
      path: '/v1/me/sessions',
      access: 'user',
      docs: {
        summary: "The user's signed-in sessions",
        tags,
        success: { status: 200, schema: SessionListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listSessions(ports, principal)),
    },
    {
      method: 'DELETE',
      path: '/v1/me/sessions/{id}',
      access: 'user',
      role: 'viewer',
      docs: {
        summary: 'Revoke one of the user’s sessions',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await revokeSession(ports, principal, assertId('session', req.pathParams.id, 'id'));
        return noContent();
      },
    },
    {
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
      handle: async ({ principal }) => {
        await revokeAllSessions(ports, principal);
        return signedOut(ports.settings.dashboardOrigin);
      },
    },
    {
      method: 'POST',
      path: '/v1/organizations',
      access: 'user',
      role: 'viewer',
      docs: {
        summary: 'Create an organization',
        description: "The caller becomes its owner; the session's active organization does not change.",
        tags,
        body: CreateOrganizationRequestSchema,
        success: { status: 201, schema: OrganizationRefSchema },
        errors: [400],
      },
      handle: async ({ req, principal }) =>
        json(
          201,
          await createOrganization(ports, principal, parseJsonBody(req, CreateOrganizationRequestSchema), req.sourceIp),
        ),
    },
    {
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
    },
    {
      method: 'PATCH',
      path: '/v1/organization',
      access: 'session',
      role: 'admin',
      docs: {
        summary: 'Rename the active organization',
        tags,
        body: UpdateOrganizationRequestSchema,
        success: { status: 200, schema: OrganizationSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) =>
        json(
          200,
          await renameOrganization(ports, principal, parseJsonBody(req, UpdateOrganizationRequestSchema), req.sourceIp),
        ),
    },
  ];
}
