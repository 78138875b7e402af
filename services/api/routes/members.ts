import * as z from 'zod/mini';
import {
  AuditLogPageSchema,
  AuditLogQuerySchema,
  MemberListSchema,
  MemberSchema,
  UpdateMemberRequestSchema,
} from '@shared/domain/schemas/accounts.js';
import { idParam } from '@shared/domain/schemas/params.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { listAuditLog } from '../use-cases/audit-log.js';
import { changeRole, listMembers, removeMember } from '../use-cases/members.js';
import { accountPorts, type AccountStore } from './account-ports-from-deps.js';

const UserIdParamsSchema = z.object({ user_id: idParam('user', 'The member’s user id.') });
const RemoveMemberQuerySchema = z.object({
  revoke_api_keys: z._default(z.enum(['true', 'false']), 'false'),
});

/** The active organization's members and its audit log (dashboard sessions). */
export function memberRoutes(deps: ApiParts<'mailer', AccountStore>): Route[] {
  const ports = accountPorts(deps);
  const tags = ['Members'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/members',
      access: 'session',
      docs: {
        summary: "The organization's members and their roles",
        description: 'Every member of the active organization with their e-mail address, role and when they joined.',
        tags,
        success: { status: 200, schema: MemberListSchema },
        errors: [403],
      },
      handle: async ({ principal }) => json(200, await listMembers(ports, principal)),
    }),
    defineRoute({
      method: 'PATCH',
      path: '/v1/members/{user_id}',
      access: 'session',
      role: 'admin',
      params: UserIdParamsSchema,
      body: UpdateMemberRequestSchema,
      docs: {
        summary: "Change a member's role",
        description:
          'Owners change any role; admins change admins, members and viewers but cannot grant or take ownership. ' +
          'The last owner cannot be demoted (409).',
        tags,
        success: { status: 200, schema: MemberSchema },
        errors: [400, 404, 409],
      },
      handle: async ({ req, principal, params, body }) => {
        const { role } = body;
        return json(200, await changeRole(ports, principal, params.user_id, role, req.sourceIp));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/members/{user_id}',
      access: 'session',
      role: 'viewer',
      params: UserIdParamsSchema,
      query: RemoveMemberQuerySchema,
      docs: {
        summary: 'Remove a member, or leave (your own user id)',
        description:
          'Owners and admins remove members (an admin cannot remove an owner); anyone may leave. The member’s ' +
          'sessions stop working in this organization at once. The last owner cannot leave (409). ' +
          '`revoke_api_keys=true` (owners and admins) also revokes the API keys the member created (`created_by_id` ' +
          'in `GET /v1/api-keys`), in the same step.',
        tags,
        success: { status: 204 },
        errors: [400, 403, 404, 409],
      },
      handle: async ({ req, principal, params, query }) => {
        const revokeApiKeys = query.revoke_api_keys === 'true';
        await removeMember(ports, principal, params.user_id, { revokeApiKeys }, req.sourceIp);
        return noContent();
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/audit-log',
      access: 'session',
      role: 'admin',
      query: AuditLogQuerySchema,
      docs: {
        summary: "The organization's audit log, newest first",
        description:
          'Sign-ins, member and role changes, invitations, API keys created and revoked, forms deleted, data exports ' +
          'and erasures requested: who (actor), when, from which network (IPv4 /24, IPv6 /48). Kept 365 days.',
        tags: ['Audit log'],
        success: { status: 200, schema: AuditLogPageSchema },
        errors: [400],
      },
      handle: async ({ principal, query }) => json(200, await listAuditLog(ports, principal, query)),
    }),
  ];
}
