import { maySignUp, type User } from '@shared/domain/accounts.js';
import { auditEvent } from '@shared/domain/audit.js';
import { NotFoundError, SignUpClosedError } from '@shared/domain/errors.js';
import { planFor } from '@shared/domain/plans.js';
import type { Principal, Tenant } from '@shared/domain/tenant.js';
import { ACCOUNT_LIMITS, takeLimits } from './account-limits.js';
import type { AccountPorts } from './accounts-ports.js';
import { signedInUser } from './me.js';
import { createTenant } from './tenants.js';

/** Creates an organization (on the free plan: the operator sets plans) with `user` as its owner. */
export async function createOrganizationFor(
  ports: Pick<AccountPorts, 'tenants' | 'memberships' | 'now'>,
  user: User,
  name: string,
): Promise<Tenant> {
  const tenant = await createTenant(ports, { name, plan: 'free', ownerEmail: user.email });
  await ports.memberships.add({
    tenantId: tenant.id,
    userId: user.id,
    email: user.email,
    role: 'owner',
    joinedAt: tenant.createdAt,
  });
  return tenant;
}

/**
 * `POST /v1/organizations`: the caller owns the new organization; the session's active one stays. Only where the
 * sign-up setting admits the caller's address (an invitation-only deployment's organizations are the operator's to
 * make), and a few per user per hour and day.
 */
export async function createOrganization(
  ports: Pick<AccountPorts, 'tenants' | 'memberships' | 'users' | 'auditLog' | 'signInLimits' | 'settings' | 'now'>,
  principal: Principal,
  input: { name: string },
  sourceIp: string,
) {
  const user = await signedInUser(ports, principal);
  if (!maySignUp(ports.settings.signUp, user.email))
    throw new SignUpClosedError('this deployment does not let its users create organizations; ask the operator');
  await takeLimits(
    ports,
    [{ scope: 'organizations-user', key: user.id, windows: ACCOUNT_LIMITS.organizationsPerUser }],
    'too many organizations created; try again later',
  );
  const tenant = await createOrganizationFor(ports, user, input.name);
  await ports.auditLog.record(
    auditEvent(
      { ...principal, tenantId: tenant.id },
      'organization.created',
      orgTarget(tenant.id),
      sourceIp,
      ports.now(),
      { name: tenant.name },
    ),
  );
  return { id: tenant.id, name: tenant.name, role: 'owner' as const };
}

const orgTarget = (id: string) => ({ type: 'organization', id });

const organizationView = (tenant: Tenant) => {
  const plan = planFor(tenant.plan);
  return {
    id: tenant.id,
    name: tenant.name,
    plan: tenant.plan,
    limits: { submissions_per_month: plan.monthlySubmissions, retention_days: plan.retentionDays },
    created_at: tenant.createdAt,
  };
};

/** `GET /v1/organization`: the active organization, its plan and the plan's limits. */
export async function getOrganization(ports: Pick<AccountPorts, 'tenants'>, principal: Principal) {
  const tenant = await ports.tenants.get(principal.tenantId);
  if (!tenant) throw new NotFoundError('organization not found');
  return organizationView(tenant);
}

/** `PATCH /v1/organization`: renames the active organization. */
export async function renameOrganization(
  ports: Pick<AccountPorts, 'tenants' | 'auditLog' | 'now'>,
  principal: Principal,
  input: { name: string },
  sourceIp: string,
) {
  const before = await ports.tenants.get(principal.tenantId);
  if (!before || !(await ports.tenants.rename(principal.tenantId, input.name)))
    throw new NotFoundError('organization not found');
  await ports.auditLog.record(
    auditEvent(principal, 'organization.updated', orgTarget(principal.tenantId), sourceIp, ports.now(), {
      from: before.name,
      to: input.name,
    }),
  );
  return getOrganization(ports, principal);
}
