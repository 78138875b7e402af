import { roleAtLeast, type Membership, type MembershipWrite, type Role } from '@shared/domain/accounts.js';
import { auditEvent } from '@shared/domain/audit.js';
import { ConflictError, InsufficientRoleError, NotFoundError } from '@shared/domain/errors.js';
import type { Principal } from '@shared/domain/tenant.js';
import type { AccountPorts } from './accounts-ports.js';
import { revokeKey } from './api-keys.js';

type Ports = Pick<AccountPorts, 'memberships' | 'credentials' | 'auditLog' | 'now'>;

const memberTarget = (m: Membership) => ({ type: 'user', id: m.userId, email: m.email });

export const memberView = (m: Membership) => ({
  user_id: m.userId,
  email: m.email,
  role: m.role,
  joined_at: m.joinedAt,
});

/** `GET /v1/members`. */
export async function listMembers(ports: Pick<Ports, 'memberships'>, principal: Principal) {
  const members = await ports.memberships.listForTenant(principal.tenantId);
  return { data: members.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt)).map(memberView) };
}

async function memberOf(ports: Pick<Ports, 'memberships'>, principal: Principal, userId: string) {
  const member = await ports.memberships.get(principal.tenantId, userId);
  if (!member) throw new NotFoundError('member not found', 'user_id');
  return member;
}

/** Ownership is the owners' to give and take: an admin cannot make, change or remove an owner. */
function assertMayManage(principal: Principal, target: Membership, newRole?: Role) {
  if (principal.role === 'owner') return;
  if (target.role === 'owner' || newRole === 'owner')
    throw new InsufficientRoleError('only an owner can grant, change or remove ownership');
}

/**
 * The outcome of a membership write as the caller sees it. The store refuses taking the role from the last owner in
 * the same transaction as the write, so concurrent demotions cannot leave the organization without one.
 */
function assertWritten(outcome: MembershipWrite) {
  if (outcome === 'not_found') throw new NotFoundError('member not found', 'user_id');
  if (outcome === 'last_owner')
    throw new ConflictError('the last owner cannot leave or be demoted; make another owner first');
  if (outcome === 'stale') throw new ConflictError("the member's role changed meanwhile; reload and try again");
}

/** `PATCH /v1/members/{user_id}` (owner; admin between admin, member and viewer). */
export async function changeRole(ports: Ports, principal: Principal, userId: string, role: Role, sourceIp: string) {
  const target = await memberOf(ports, principal, userId);
  assertMayManage(principal, target, role);
  if (target.role === role) return memberView(target);
  assertWritten(await ports.memberships.setRole(principal.tenantId, userId, target.role, role));
  await ports.auditLog.record(
    auditEvent(principal, 'member.role_changed', memberTarget(target), sourceIp, ports.now(), {
      from: target.role,
      to: role,
    }),
  );
  return memberView({ ...target, role });
}

/** The organization's API keys a member created that still work (the removal offers to revoke them). */
export async function keysCreatedBy(ports: Pick<Ports, 'credentials'>, tenantId: string, userId: string) {
  const keys = await ports.credentials.listForTenant(tenantId, 'api_key');
  return keys.filter((k) => k.createdById === userId && k.revokedAt === null);
}

/**
 * `DELETE /v1/members/{user_id}`: an owner or admin removes a member, anyone leaves (their own id). The member's
 * sessions stop working in this organization at once (the pipeline reads the membership on every request). With
 * `revokeApiKeys` the API keys the member created are revoked in the same step (each with its audit line).
 */
export async function removeMember(
  ports: Ports,
  principal: Principal,
  userId: string,
  options: { revokeApiKeys: boolean },
  sourceIp: string,
) {
  const target = await memberOf(ports, principal, userId);
  const self = principal.userId === userId;
  if (!self) {
    if (!roleAtLeast(principal.role, 'admin')) throw new InsufficientRoleError('only owners and admins remove members');
    assertMayManage(principal, target);
  }
  if (options.revokeApiKeys && !roleAtLeast(principal.role, 'admin'))
    throw new InsufficientRoleError('only owners and admins revoke API keys');
  assertWritten(await ports.memberships.remove(principal.tenantId, userId, target.role));
  let revoked = 0;
  if (options.revokeApiKeys)
    for (const key of await keysCreatedBy(ports, principal.tenantId, userId))
      if (await revokeKey(ports, principal, key, sourceIp)) revoked++;
  await ports.auditLog.record(
    auditEvent(principal, 'member.removed', memberTarget(target), sourceIp, ports.now(), {
      role: target.role,
      api_keys_revoked: String(revoked),
    }),
  );
}
