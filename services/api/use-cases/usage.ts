import { NotFoundError } from '@shared/domain/errors.js';
import type { PlanCatalog } from '@shared/domain/plans.js';
import type { Principal, TenantStore } from '@shared/domain/tenant.js';
import { periodStartDate, usagePeriod, type UsageStore } from '@shared/domain/usage.js';

interface Ports {
  tenants: Pick<TenantStore, 'get'>;
  usage: Pick<UsageStore, 'get'>;
  planOf: PlanCatalog;
  now(): Date;
}

/**
 * `GET /v1/usage`: the tenant's plan usage in the current period (calendar month, UTC). An unlimited plan reports
 * `limit` 0 and `ratio` 0.
 */
export async function currentUsage(ports: Ports, principal: Principal) {
  const period = usagePeriod(ports.now());
  const [tenant, counter] = await Promise.all([
    ports.tenants.get(principal.tenantId),
    ports.usage.get(principal.tenantId, period),
  ]);
  if (!tenant) throw new NotFoundError('tenant not found');
  const plan = ports.planOf(tenant.plan);
  const limit = plan.monthlySubmissions ?? 0;
  return {
    tenant_id: tenant.id,
    period: periodStartDate(period),
    plan: plan.name,
    submissions: counter.submissions,
    limit,
    ratio: limit === 0 ? 0 : Math.round((counter.submissions / limit) * 10_000) / 10_000,
    // Against the current plan, not the stored flag: after the plan grows, new submissions are no longer locked.
    throttled: plan.monthlySubmissions !== null && counter.submissions >= plan.monthlySubmissions,
    notified_80: counter.notified80,
    notified_100: counter.notified100,
  };
}
