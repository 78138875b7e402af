import { NotFoundError } from '@shared/domain/errors.js';
import type { Membership, User } from '@shared/domain/accounts.js';
import type { Principal } from '@shared/domain/tenant.js';
import type { AccountPorts } from './accounts-ports.js';

/**
 * `Me`: the user, the session's active organization and every organization the user belongs to. The active one's
 * membership is read strongly consistent (the user's list comes from an index and may lag a just-added one).
 */
export async function meOf(
  ports: Pick<AccountPorts, 'memberships' | 'tenants'>,
  user: User,
  activeTenantId: string,
): Promise<{
  user: { id: string; email: string; created_at: string };
  active_organization: { id: string; name: string; role: Membership['role'] };
  organizations: { id: string; name: string; role: Membership['role'] }[];
  notify_submissions: boolean;
}> {
  const [listed, active] = await Promise.all([
    ports.memberships.listForUser(user.id),
    ports.memberships.get(activeTenantId, user.id),
  ]);
  if (!active) throw new NotFoundError('organization not found', 'organization_id');
  const memberships = [active, ...listed.filter((m) => m.tenantId !== activeTenantId)];
  const organizations = await Promise.all(
    memberships.map(async (m) => ({
      id: m.tenantId,
      name: (await ports.tenants.get(m.tenantId))?.name ?? m.tenantId,
      role: m.role,
    })),
  );
  organizations.sort((a, b) => a.name.localeCompare(b.name));
  return {
    user: { id: user.id, email: user.email, created_at: user.createdAt },
    active_organization: organizations.find((o) => o.id === activeTenantId)!,
    organizations,
    notify_submissions: active.notifySubmissions ?? false,
  };
}

/** The signed-in user of a principal (routes with `user` access always have one). */
export async function signedInUser(ports: Pick<AccountPorts, 'users'>, principal: Principal): Promise<User> {
  const user = principal.userId ? await ports.users.get(principal.userId) : undefined;
  if (!user) throw new NotFoundError('user not found');
  return user;
}

/** `GET /v1/me`. */
export async function getMe(ports: Pick<AccountPorts, 'users' | 'memberships' | 'tenants'>, principal: Principal) {
  return meOf(ports, await signedInUser(ports, principal), principal.tenantId);
}

/** `POST /v1/me/active-organization`: the session moves to another organization of its user (404 if not a member). */
export async function switchOrganization(
  ports: Pick<AccountPorts, 'users' | 'memberships' | 'tenants' | 'credentials'>,
  principal: Principal,
  organizationId: string,
) {
  const user = await signedInUser(ports, principal);
  if (!(await ports.memberships.get(organizationId, user.id)))
    throw new NotFoundError('organization not found', 'organization_id');
  await ports.credentials.switchTenant(user.id, principal.credentialId, organizationId);
  return meOf(ports, user, organizationId);
}

/**
 * `PATCH /v1/me/notifications`: whether the user is e-mailed about new submissions to the active organization's
 * forms (kept on the membership, so each organization has its own answer).
 */
export async function setNotificationPreferences(
  ports: Pick<AccountPorts, 'users' | 'memberships' | 'tenants'>,
  principal: Principal,
  notifySubmissions: boolean,
) {
  const user = await signedInUser(ports, principal);
  if (!(await ports.memberships.setNotifySubmissions(principal.tenantId, user.id, notifySubmissions)))
    throw new NotFoundError('organization not found');
  return meOf(ports, user, principal.tenantId);
}
