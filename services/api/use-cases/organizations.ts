import type { User } from '@shared/domain/accounts.js';
import { auditEvent } from '@shared/domain/audit.js';
import { NotFoundError } from '@shared/domain/errors.js';
import { planFor } from '@shared/domain/plans.js';
import type { Principal, Tenant } from '@shared/domain/tenant.js';
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

/** `POST /v1/organizations`: the caller owns the new organization; the session's active one stays. */
export async function createOrganization(
  ports: Pick<AccountPorts, 'tenants' | 'memberships' | 'users' | 'auditLog' | 'now'>,
  principal: Principal,
  input: { name: string },
  sourceIp: string,
) {
  const user = await signedInUser(ports, principal);
  const tenant = await createOrganizationFor(ports, user, input.name);
  await ports.auditLog.record(
    auditEvent(
      { ...principal, tenantId: tenant.id },
      'organization.created',
      orgTarget(tenant.id),
      sourceIp,
      ports.now(),
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
  if (!(await ports.tenants.rename(principal.tenantId, input.name))) throw new NotFoundError('organization not found');
  await ports.auditLog.record(
    auditEvent(principal, 'organization.updated', orgTarget(principal.tenantId), sourceIp, ports.now()),
  );
  return getOrganization(ports, principal);
}
