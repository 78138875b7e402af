import { newId } from '@shared/domain/ids.js';
import type { PlanName } from '@shared/domain/plans.js';
import type { Tenant, TenantStore } from '@shared/domain/tenant.js';

/** Creates a tenant (organization). Used by the admin command line and the local bootstrap. */
export async function createTenant(
  ports: { tenants: TenantStore; now(): Date },
  input: { name: string; plan: PlanName; ownerEmail: string },
): Promise<Tenant> {
  const now = ports.now();
  const tenant: Tenant = { id: newId('tenant', now.getTime()), createdAt: now.toISOString(), ...input };
  await ports.tenants.create(tenant);
  return tenant;
}
