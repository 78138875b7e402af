import type { LockedEntry, LockedSubmissionLedger } from '@shared/domain/locked-submissions.js';
import { shardOrder, type PlanPlaces } from '@shared/domain/plan-places.js';
import type { PlanCatalog } from '@shared/domain/plans.js';
import type { Submission, SubmissionStore } from '@shared/domain/submission.js';
import type { TenantStore } from '@shared/domain/tenant.js';
import {
  newlyReachedLevels,
  PlanLimitReachedError,
  usagePeriod,
  type LockedBacklog,
  type UsageCounter,
  type UsageStore,
} from '@shared/domain/usage.js';
import { describeError } from '@shared/observability/log.js';

/** What unlocking over-quota submissions reaches. */
export interface UnlockPorts {
  usage: Pick<UsageStore, 'get' | 'unlockWrite' | 'lockedBacklogs' | 'clearBacklog'>;
  /** An unlock consumes the plan: it takes one of the period's places, like a submission stored unlocked. */
  places: Pick<PlanPlaces, 'takeWrite'>;
  tenants: Pick<TenantStore, 'get'>;
  lockedSubmissions: LockedSubmissionLedger;
  submissions: Pick<SubmissionStore, 'get' | 'getMany' | 'unlock'>;
  planOf: PlanCatalog;
  now(): Date;
}

export interface UnlockSummary {
  unlocked: number;
  /** Ledger entries dropped without an unlock: the submission is gone (deleted for good, expired) or was unlocked. */
  removed: number;
  /** Tenants whose run stopped on an error (the next sweep retries them). */
  failed: number;
  /** The first such error's type, for the sweep's log line. */
  error?: string;
}

/** Backlog markers read per run (one per tenant and period holding locked submissions). */
const MARKERS_PER_RUN = 1000;
/** Unlock transactions per run: sequential, they fit well inside the sweep's 50 s timeout; a backlog drains over runs. */
export const UNLOCKS_PER_RUN = 500;
/** Smallest share of a run's budget one tenant gets, so many small backlogs do not each get a handful. */
const MIN_SHARE = 20;

/**
 * Unlocks over-quota submissions of tenants that have room again: a new period began, or the plan grew. Tenants
 * come from the usage counters' backlog markers (one Query), each tenant's submissions from its ledger, oldest first.
 * Each unlock is one transaction: the submission's lock cleared (conditional on still locked), one of the CURRENT
 * period's plan places (`plan-places.ts`, conditional on its shard's room, so unlocking never exceeds the plan), the
 * usage count of that period, the ledger entry deleted. Its `submission.created` event follows from the table stream (the consumer announces a submission when it
 * stops being locked, unless it is in the trash). A tenant stops at the first refusal. Tenants run
 * in random order with a fair share of the budget, so one large backlog cannot starve the others.
 */
export async function unlockLockedSubmissions(ports: UnlockPorts, budget = UNLOCKS_PER_RUN): Promise<UnlockSummary> {
  const now = ports.now();
  const byTenant = new Map<string, LockedBacklog[]>();
  for (const backlog of await ports.usage.lockedBacklogs(MARKERS_PER_RUN)) {
    byTenant.set(backlog.tenantId, [...(byTenant.get(backlog.tenantId) ?? []), backlog]);
  }
  const tenants = shuffled([...byTenant.keys()]);
  const summary: UnlockSummary = { unlocked: 0, removed: 0, failed: 0 };
  let left = budget;
  for (const [i, tenantId] of tenants.entries()) {
    if (left <= 0) break;
    const share = Math.min(left, Math.max(MIN_SHARE, Math.ceil(left / (tenants.length - i))));
    try {
      const result = await unlockTenant(ports, tenantId, share, now);
      summary.unlocked += result.unlocked;
      summary.removed += result.removed;
      left -= result.unlocked + result.removed;
      if (result.drained)
        await Promise.all(byTenant.get(tenantId)!.map((backlog) => ports.usage.clearBacklog(backlog)));
    } catch (error) {
      summary.failed++;
      summary.error ??= String(describeError(error).error_type);
    }
  }
  return summary;
}

interface RunningUsage {
  period: string;
  limit: number | null;
  counter: UsageCounter;
  now: Date;
  /** Place shards of the period still worth trying (a refused one is full for the rest of the run). */
  shards: number[];
}

/** `contended`: its trash state kept changing, the next run retries it; `refused`: the plan has no room left. */
type Outcome = { kind: 'unlocked' } | { kind: 'removed' } | { kind: 'contended' } | { kind: 'refused' };

interface TenantResult {
  unlocked: number;
  removed: number;
  /** The tenant's ledger was emptied: its backlog markers can go. */
  drained: boolean;
}

/**
 * Unlocks up to `cap` of one tenant's oldest locked submissions, within its plan room. Entries of submissions that
 * are gone take no room, so a round that dropped some reads on.
 */
async function unlockTenant(ports: UnlockPorts, tenantId: string, cap: number, now: Date): Promise<TenantResult> {
  const period = usagePeriod(now);
  const [tenant, counter] = await Promise.all([ports.tenants.get(tenantId), ports.usage.get(tenantId, period)]);
  const limit = ports.planOf(tenant?.plan ?? 'free').monthlySubmissions;
  const running: RunningUsage = {
    period,
    limit,
    counter: { ...counter },
    now,
    shards: limit === null ? [] : shardOrder(limit),
  };
  const total: TenantResult = { unlocked: 0, removed: 0, drained: false };
  for (;;) {
    const room = !tenant ? 0 : limit === null ? Infinity : limit - running.counter.unlocked;
    const want = Math.min(room, cap - total.unlocked - total.removed);
    if (want <= 0) return total;
    const round = await unlockRound(ports, tenantId, want, running);
    total.unlocked += round.unlocked;
    total.removed += round.removed;
    if (!round.complete || !round.more) return { ...total, drained: round.complete && !round.more };
  }
}

/** One ledger page of up to `want` entries, in order; `more` when entries are left behind it. */
async function unlockRound(ports: UnlockPorts, tenantId: string, want: number, running: RunningUsage) {
  // One entry more than asked tells whether the ledger is empty afterwards.
  const entries = await ports.lockedSubmissions.oldest(tenantId, want + 1);
  const batch = entries.slice(0, want);
  const found = await readSubmissions(ports, tenantId, batch);
  const round = { unlocked: 0, removed: 0, complete: true, more: entries.length > want };
  for (const entry of batch) {
    const outcome = await unlockOne(ports, entry, found.get(entry.submissionId), running);
    if (outcome.kind === 'refused') {
      round.complete = false;
      break;
    }
    if (outcome.kind === 'contended') round.complete = false;
    if (outcome.kind === 'removed') round.removed++;
    if (outcome.kind === 'unlocked') round.unlocked++;
  }
  return round;
}

/** The ledger's submissions, read per form in strongly consistent batches. */
async function readSubmissions(
  ports: UnlockPorts,
  tenantId: string,
  entries: readonly LockedEntry[],
): Promise<Map<string, Submission>> {
  const byForm = new Map<string, string[]>();
  for (const e of entries) byForm.set(e.formId, [...(byForm.get(e.formId) ?? []), e.submissionId]);
  const read = await Promise.all([...byForm].map(([formId, ids]) => ports.submissions.getMany(tenantId, formId, ids)));
  return new Map(read.flat().map((s) => [s.id, s]));
}

/**
 * One unlock transaction. A submission trashed while locked unlocks too (it consumes the plan and its fields become
 * readable) but gets no event: trashed submissions are not delivered. One that changed its trash state meanwhile is
 * re-read and tried once more.
 */
async function unlockOne(
  ports: UnlockPorts,
  entry: LockedEntry,
  read: Submission | undefined,
  usage: RunningUsage,
): Promise<Outcome> {
  let submission = read;
  for (let attempt = 0; attempt < 2;) {
    // Gone (deleted for good, expired), or unlocked by a concurrent sweep whose transaction already removed the entry.
    if (!submission || !submission.locked) {
      await ports.lockedSubmissions.remove(entry);
      return { kind: 'removed' };
    }
    const carriedOver = entry.period !== usage.period;
    const count = usage.counter.submissions + (carriedOver ? 1 : 0);
    const reached = carriedOver ? newlyReachedLevels(usage.counter, count, usage.limit) : [];
    const at = usage.now;
    // The places decide the room; the counter (counted from the table stream) only records the unlock.
    const usageWrite = ports.usage.unlockWrite(entry.tenantId, usage.period, {
      limit: null,
      carriedOver,
      reached,
      throttle: carriedOver && usage.limit !== null && count >= usage.limit,
      at,
    });
    const shard = usage.shards[0];
    if (usage.limit !== null && shard === undefined) return { kind: 'refused' };
    const place =
      shard === undefined || usage.limit === null
        ? []
        : [
            ports.places.takeWrite({
              tenantId: entry.tenantId,
              period: usage.period,
              limit: usage.limit,
              shard,
              holder: entry.submissionId,
            }),
          ];
    const extraWrites = [usageWrite, ...place, ports.lockedSubmissions.removeWrite(entry)];
    try {
      if ((await ports.submissions.unlock(submission, { extraWrites })) === 'unlocked') {
        const c = usage.counter;
        usage.counter = {
          ...c,
          submissions: count,
          unlocked: c.unlocked + 1,
          notified80: c.notified80 || reached.includes(80),
          notified100: c.notified100 || reached.includes(100),
        };
        return { kind: 'unlocked' };
      }
    } catch (error) {
      if (!(error instanceof PlanLimitReachedError)) throw error;
      // That place shard is full: the next one (none left: the plan has no room).
      usage.shards.shift();
      continue;
    }
    attempt++;
    submission = await ports.submissions.get(entry.tenantId, entry.formId, entry.submissionId);
  }
  return { kind: 'contended' };
}

/** A copy in random order (Fisher-Yates). */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
