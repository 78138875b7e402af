import type { ExtraWrite } from './submission.js';
import type { UsageCountDelta } from './submission-counts.js';

/**
 * Monthly plan usage of a tenant. The period is the calendar month in UTC (`YYYY-MM`). The table stream counts every
 * stored submission (`submission-counts.ts`); which ones may consume the plan is decided exactly on the way in by the
 * plan's places (`plan-places.ts`).
 */
export interface UsageCounter {
  tenantId: string;
  period: string;
  submissions: number;
  /**
   * Submissions consuming the plan this period: stored unlocked, or unlocked during it (`quota-unlock.ts`). Locked
   * ones count in `submissions` but not here until they unlock, so plan room is `limit - unlocked`.
   */
  unlocked: number;
  /** The period's limit was reached: further submissions are stored locked. */
  throttled: boolean;
  /** The 80 % / 100 % thresholds were reached this period (each set once; the notice goes out once). */
  notified80: boolean;
  notified100: boolean;
}

export type UsageLevel = 80 | 100;
export const USAGE_LEVELS: readonly UsageLevel[] = [80, 100];

/** What the count write of one unlock must record (in the period the unlock happens). */
export interface UnlockCountOptions {
  /** The plan limit, enforced as `unlocked < limit`; null for an unlimited plan. */
  limit: number | null;
  /**
   * The submission was received in an earlier period, so it is also added to this period's `submissions`; one of
   * this period was counted there when stored.
   */
  carriedOver: boolean;
  reached: readonly UsageLevel[];
  throttle: boolean;
  at: Date;
}

/** A usage counter whose period stored locked submissions that may not have unlocked yet. */
export interface LockedBacklog {
  tenantId: string;
  period: string;
  /** The counter's `submissions` when read: clearing the marker is conditional on it (no locked write since). */
  submissions: number;
}

/** A usage notice still to be e-mailed to the tenant's owner. */
export interface PendingUsageNotice {
  tenantId: string;
  period: string;
  submissions: number;
  levels: UsageLevel[];
}

/** A count write found the plan's limit taken (concurrent writers took the last places): nothing was written. */
export class PlanLimitReachedError extends Error {
  constructor() {
    super('the plan limit of the period is reached');
    this.name = 'PlanLimitReachedError';
  }
}

/** Port: the monthly usage counters. */
export interface UsageStore {
  /** The counter of a period; zeros when nothing was counted yet. */
  get(tenantId: string, period: string): Promise<UsageCounter>;
  /**
   * Counts a stream batch's new submissions (those ingest did not count itself) once per batch id; the counter after
   * the write, or undefined when the batch was counted already.
   */
  addBatch(batchId: string, delta: UsageCountDelta): Promise<UsageCounter | undefined>;
  /** The transaction item that counts one unlock against the plan (written with the unlock); `PlanLimitReachedError` past the limit. */
  unlockWrite(tenantId: string, period: string, options: UnlockCountOptions): ExtraWrite;
  /**
   * Records a level as reached when the stored count has reached `threshold` and the level is not recorded yet (one
   * conditional update; `throttle` also sets `throttled`). True when this call recorded it. The count write cannot
   * tell whether its own increment crossed a level when its read of the counter was stale (concurrent submissions),
   * so the submission path confirms near a threshold with this.
   */
  recordReached(
    tenantId: string,
    period: string,
    level: UsageLevel,
    options: { threshold: number; throttle: boolean; at: Date },
  ): Promise<boolean>;
  /** Counters marked as holding locked submissions, every tenant's (one Query of a sparse index). */
  lockedBacklogs(limit: number): Promise<LockedBacklog[]>;
  /** Drops a counter's backlog marker unless a locked submission was counted on it since `backlog` was read. */
  clearBacklog(backlog: LockedBacklog): Promise<void>;
  /** Counters with notices still to send, oldest first. */
  pendingNotices(limit: number): Promise<PendingUsageNotice[]>;
  /** Claims one notice for sending; true for exactly one caller per tenant, period and level. */
  claimNotice(tenantId: string, period: string, level: UsageLevel): Promise<boolean>;
  /** Gives a claimed notice back after a failed send, so a later sweep retries it. */
  releaseNotice(tenantId: string, period: string, level: UsageLevel): Promise<void>;
  /** Clears the pending marker once every reached level was sent. */
  settleNotices(tenantId: string, period: string): Promise<void>;
}

/** The usage period containing `at`, e.g. `2025-11`. */
export const usagePeriod = (at: Date): string => at.toISOString().slice(0, 7);

/** The first day of a period, as the API's `period` date (`2025-11-01`). */
export const periodStartDate = (period: string): string => `${period}-01`;

/** The submission count at which a level is reached (80 % rounds up: 250 → 200). */
export const levelThreshold = (limit: number, level: UsageLevel): number => Math.ceil((limit * level) / 100);

/**
 * The levels a write that brings the count to `count` reaches and that the counter has not recorded yet.
 *
 * @example newlyReachedLevels({ notified80: false, notified100: false }, 200, 250) // [80]
 */
export function newlyReachedLevels(
  counter: Pick<UsageCounter, 'notified80' | 'notified100'>,
  count: number,
  limit: number | null,
): UsageLevel[] {
  if (limit === null) return [];
  return USAGE_LEVELS.filter(
    (level) => count >= levelThreshold(limit, level) && !(level === 80 ? counter.notified80 : counter.notified100),
  );
}
