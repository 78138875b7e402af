import type { MembershipStore } from '@shared/domain/accounts.js';
import type { Mailer } from '@shared/domain/email/mailer.js';
import { ownerAddresses } from '@shared/domain/email/owner-addresses.js';
import { usageNoticeEmail } from '@shared/domain/email/usage-notice.js';
import type { PlanCatalog } from '@shared/domain/plans.js';
import type { TenantStore } from '@shared/domain/tenant.js';
import type { UsageStore } from '@shared/domain/usage.js';

/** What the usage notices of one sweep reach: the usage counters, the tenants, their members and the mailer. */
export interface SweepPorts {
  usage: UsageStore;
  tenants: Pick<TenantStore, 'get'>;
  memberships: Pick<MembershipStore, 'listForTenant'>;
  mailer: Mailer;
  mailFrom: string;
  planOf: PlanCatalog;
}

/** Entries handled per sweep; the schedule runs again soon, and a backlog drains over several runs. */
const BATCH = 100;

/**
 * E-mails pending usage notices to each organization's current owners (`ownerAddresses`, read when sending). Each level is claimed before sending (exactly one sender)
 * and released when the send fails, so the next sweep retries it.
 */
export async function sendUsageNotices(ports: SweepPorts): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const pending of await ports.usage.pendingNotices(BATCH)) {
    const tenant = await ports.tenants.get(pending.tenantId);
    const owners = tenant ? await ownerAddresses(ports.memberships, tenant) : [];
    for (const level of owners.length ? pending.levels : []) {
      if (!(await ports.usage.claimNotice(pending.tenantId, pending.period, level))) continue;
      try {
        await ports.mailer.send(
          usageNoticeEmail({
            level,
            tenant: tenant!,
            to: owners,
            plan: ports.planOf(tenant!.plan),
            period: pending.period,
            submissions: pending.submissions,
            mailFrom: ports.mailFrom,
          }),
        );
        sent++;
      } catch {
        failed++;
        await ports.usage.releaseNotice(pending.tenantId, pending.period, level);
      }
    }
    await ports.usage.settleNotices(pending.tenantId, pending.period);
  }
  return { sent, failed };
}
