import {
  counterDelta,
  STATE_COUNTS,
  stateCountDelta,
  zeroStateCounts,
  type Submission,
  type SubmissionStateCounts,
} from './submission.js';
import { usagePeriod } from './usage.js';

/**
 * Form counters and plan usage are counted from the table stream, not in the submission's write: no item is shared
 * by every submission of a form or tenant, so a busy form never serializes on one item. Counts are exact once the
 * stream consumer has run (seconds); see docs/data-model.md → Counters.
 */

/** One submission item's change, read from a stream record's images. */
export interface SubmissionImageChange {
  before: Submission | null;
  after: Submission | null;
  /** Ingest already counted this submission in the plan usage (its create transaction, near the plan limit). */
  usageCounted: boolean;
}

export interface FormCountDelta {
  tenantId: string;
  formId: string;
  stored: number;
  unread: number;
  /** Per-state moves (statuses, trash, unread, starred). */
  states: SubmissionStateCounts;
}

export interface UsageCountDelta {
  tenantId: string;
  period: string;
  submissions: number;
  unlocked: number;
  /** Some of them were stored locked: the counter joins the locked-backlog index. */
  locked: boolean;
}

/** Sums a batch of changes per form (counters) and per tenant and period (usage of new submissions). */
export function summarizeCounts(changes: readonly SubmissionImageChange[]): {
  forms: FormCountDelta[];
  usage: UsageCountDelta[];
} {
  const forms = new Map<string, FormCountDelta>();
  const usage = new Map<string, UsageCountDelta>();
  for (const change of changes) {
    const s = (change.after ?? change.before)!;
    const delta = counterDelta(change.before, change.after);
    const states = stateCountDelta(change.before, change.after);
    if (delta.stored !== 0 || delta.unread !== 0 || STATE_COUNTS.some((name) => states[name] !== 0)) {
      const key = `${s.tenantId}#${s.formId}`;
      const sum = forms.get(key) ?? {
        tenantId: s.tenantId,
        formId: s.formId,
        stored: 0,
        unread: 0,
        states: zeroStateCounts(),
      };
      for (const name of STATE_COUNTS) sum.states[name] += states[name];
      forms.set(key, { ...sum, stored: sum.stored + delta.stored, unread: sum.unread + delta.unread });
    }
    if (change.before === null && change.after !== null && !change.usageCounted) {
      const period = usagePeriod(new Date(change.after.createdAt));
      const key = `${s.tenantId}#${period}`;
      const sum = usage.get(key) ?? { tenantId: s.tenantId, period, submissions: 0, unlocked: 0, locked: false };
      usage.set(key, {
        ...sum,
        submissions: sum.submissions + 1,
        unlocked: sum.unlocked + (change.after.locked ? 0 : 1),
        locked: sum.locked || change.after.locked,
      });
    }
  }
  return { forms: [...forms.values()], usage: [...usage.values()] };
}

/** Port: the form counters (`submission_count`, `unread_submission_count`, the per-state counts), one small item per form. */
export interface FormCounterStore {
  /** Adds a batch's deltas once per batch id (a retried batch adds nothing twice). */
  add(batchId: string, delta: FormCountDelta): Promise<void>;
}
