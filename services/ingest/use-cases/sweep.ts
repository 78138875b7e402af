import type { Mailer } from '@shared/domain/email/mailer.js';
import { usageNoticeEmail } from '@shared/domain/email/usage-notice.js';
import type { EventPublisher } from '@shared/domain/events.js';
import type { EventOutbox } from '@shared/domain/outbox.js';
import { planFor } from '@shared/domain/plans.js';
import type { TenantStore } from '@shared/domain/tenant.js';
import type { UsageStore } from '@shared/domain/usage.js';

/** What one sweep reaches: the outbox, the events queue, the usage counters and the mailer. */
export interface SweepPorts {
  outbox: EventOutbox;
  events: EventPublisher;
  usage: UsageStore;
  tenants: Pick<TenantStore, 'get'>;
  mailer: Mailer;
  mailFrom: string;
}

/** Entries handled per sweep; the schedule runs again soon, and a backlog drains over several runs. */
const BATCH = 100;

/**
 * Queues the events an older deployment left in the outbox (`EventOutbox`). An entry is removed only after its event
 * was queued; a crash between the two re-sends it next time, which is safe: deliveries are idempotent by event id.
 */
export async function sweepOutbox(
  ports: Pick<SweepPorts, 'outbox' | 'events'>,
): Promise<{ sent: number; failed: number }> {
  const waiting = await ports.outbox.waiting(BATCH);
  const results = await Promise.allSettled(
    waiting.map(async (event) => {
      await ports.events.publish([event]);
      await ports.outbox.remove(event.id);
    }),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  return { sent: results.length - failed, failed };
}

/**
 * E-mails pending usage notices to each tenant's owner. Each level is claimed before sending (exactly one sender)
 * and released when the send fails, so the next sweep retries it.
 */
export async function sendUsageNotices(
  ports: Omit<SweepPorts, 'outbox' | 'events'>,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const pending of await ports.usage.pendingNotices(BATCH)) {
    const tenant = await ports.tenants.get(pending.tenantId);
    for (const level of tenant ? pending.levels : []) {
      if (!(await ports.usage.claimNotice(pending.tenantId, pending.period, level))) continue;
      try {
        await ports.mailer.send(
          usageNoticeEmail({
            level,
            tenant: tenant!,
            plan: planFor(tenant!.plan),
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
