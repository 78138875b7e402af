import { roleAtLeast, type Membership, type MembershipWrite, type Role } from '@shared/domain/accounts.js';
import { auditEvent } from '@shared/domain/audit.js';
import { ConflictError, InsufficientRoleError, NotFoundError } from '@shared/domain/errors.js';
import type { Principal } from '@shared/domain/tenant.js';
import type { AccountPorts } from './accounts-ports.js';

type Ports = Pick<AccountPorts, 'memberships' | 'auditLog' | 'now'>;

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
    auditEvent(principal, 'member.role_changed', { type: 'user', id: userId }, sourceIp, ports.now()),
  );
  return memberView({ ...target, role });
}

/**
 * `DELETE /v1/members/{user_id}`: an owner or admin removes a member, anyone leaves (their own id). The member's
 * sessions stop working in this organization at once (the pipeline reads the membership on every request).
 */
export async function removeMember(ports: Ports, principal: Principal, userId: string, sourceIp: string) {
  const target = await memberOf(ports, principal, userId);
  const self = principal.userId === userId;
  if (!self) {
    if (!roleAtLeast(principal.role, 'admin')) throw new InsufficientRoleError('only owners and admins remove members');
    assertMayManage(principal, target);
  }
  assertWritten(await ports.memberships.remove(principal.tenantId, userId, target.role));
  await ports.auditLog.record(
    auditEvent(principal, 'member.removed', { type: 'user', id: userId }, sourceIp, ports.now()),
  );
}
