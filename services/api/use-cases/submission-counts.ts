import type { PlanCatalog } from '@shared/domain/plans.js';
import {
  summarizeCounts,
  type FormCounterStore,
  type SubmissionImageChange,
} from '@shared/domain/submission-counts.js';
import type { TenantStore } from '@shared/domain/tenant.js';
import { levelThreshold, newlyReachedLevels, type UsageStore } from '@shared/domain/usage.js';

export interface CountPorts {
  formCounters: FormCounterStore;
  usage: UsageStore;
  tenants: Pick<TenantStore, 'get'>;
  planOf: PlanCatalog;
  now(): Date;
}

/**
 * Counts one table-stream batch of submission changes: one counter update per form and one usage update per tenant
 * and period, each applied once per batch id. Usage thresholds crossed by the batch are recorded (and their notices
 * queued for the sweeper) as ingest records them: `notified_80` / `notified_100`, and `throttled` at the limit.
 */
export async function countSubmissionChanges(
  ports: CountPorts,
  batchId: string,
  changes: readonly SubmissionImageChange[],
): Promise<{ forms: number; tenants: number }> {
  const { forms, usage } = summarizeCounts(changes);
  await Promise.all(forms.map((delta) => ports.formCounters.add(batchId, delta)));
  await Promise.all(
    usage.map(async (delta) => {
      const counter = await ports.usage.addBatch(batchId, delta);
      if (!counter) return;
      const tenant = await ports.tenants.get(delta.tenantId);
      const limit = ports.planOf(tenant?.plan ?? 'free').monthlySubmissions;
      if (limit === null) return;
      for (const level of newlyReachedLevels(counter, counter.submissions, limit)) {
        const threshold = levelThreshold(limit, level);
        await ports.usage.recordReached(delta.tenantId, delta.period, level, {
          threshold,
          throttle: threshold >= limit,
          at: ports.now(),
        });
      }
    }),
  );
  return { forms: forms.length, tenants: usage.length };
}
