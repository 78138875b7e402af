import { createHash } from 'node:crypto';
import { UpdateCommand } from './commands.js';
import {
  secondsLeft,
  windowStart,
  type RateDecision,
  type RateWindow,
  type SubmissionRateLimiter,
} from '@shared/domain/submission-rate-limit.js';
import type { SignInRateLimiter } from '@shared/domain/sign-in-rate-limit.js';
import type { Table } from './table.js';
import { conditionalWrite, updateOf } from './expressions.js';
import { rateLimitKey, signInRateLimitKey } from './keys.js';

/**
 * Rate-limit item, one per form and submitter: PK `RL#<fid>#<submitter hash>`, SK `RL` (sign-in attempts: one per
 * scope and caller, `SIGNIN_RL#<scope>#<caller hash>`), one count per window named
 * after the window, `w<seconds>@<window start>`, TTL a minute after the longest window ends. The submitter (an IP or
 * IPv6 /64) is hashed with the form id, so no address appears in a key (keys surface in metrics, throttling reports
 * and error messages).
 *
 * One conditional UpdateItem takes every window at once: `ADD 1` to each window's count on the condition that each
 * count is below its limit. DynamoDB applies an update to one item atomically, so under any concurrency each window
 * admits exactly its limit and a refused request changes nothing (no slot to give back).
 *
 * Counts of ended windows: the update removes the count two windows back, keeping the previous one so that a request
 * from a clock a little behind still sees its window's true count. Older counts (a submitter back after a pause)
 * show in the update's answer and are removed by a second update.
 */
const submitterHash = (formId: string, submitter: string) =>
  createHash('sha256').update(`${formId}\n${submitter}`, 'utf8').digest('base64url').slice(0, 22);

/** Key of the item counting `submitter`'s submissions to a form. */
export const submitterRateLimitKey = (formId: string, submitter: string) =>
  rateLimitKey(formId, submitterHash(formId, submitter));

const countName = (window: RateWindow, start: number) => `w${window.seconds}@${start}`;
const COUNT_NAME = /^w(\d+)@(\d+)$/;

/** Seconds the item outlives its longest window before TTL may delete it. */
const TTL_MARGIN_SECONDS = 60;

/** A count attribute of an item (absent: 0). */
const countOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Count attributes of windows that ended before the previous one (`windows` named by length). */
function staleCounts(item: Record<string, unknown>, windows: readonly RateWindow[], now: number): string[] {
  const current = new Map(windows.map((w) => [w.seconds, windowStart(now, w.seconds)]));
  return Object.keys(item).filter((name) => {
    const match = COUNT_NAME.exec(name);
    if (!match) return false;
    const seconds = Number(match[1]);
    const start = current.get(seconds);
    return start === undefined || Number(match[2]) < start - seconds;
  });
}

/** Takes one from every window of the counters item at `key`, all or none. */
function windowCounters(table: Table) {
  const removeCounts = (key: Record<string, string>, names: readonly string[]) =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        ...updateOf(key, { set: Object.fromEntries(names.map((name) => [name, undefined])) }),
      }),
    );

  return async (key: Record<string, string>, windows: readonly RateWindow[], now: number): Promise<RateDecision> => {
    if (windows.length === 0) return { allowed: true };
    const starts = windows.map((w) => windowStart(now, w.seconds));
    const counts = windows.map((w, i) => countName(w, starts[i]!));
    const update = {
      set: {
        type: 'rate_limit',
        expires_at: Math.max(...windows.map((w, i) => starts[i]! + w.seconds)) + TTL_MARGIN_SECONDS,
        // Each window's count from two windows back: the previous one stays for a request whose clock is behind.
        ...Object.fromEntries(windows.map((w, i) => [countName(w, starts[i]! - 2 * w.seconds), undefined])),
      },
      add: Object.fromEntries(counts.map((name) => [name, 1])),
    };
    const condition = {
      expression: windows.map((_, i) => `(attribute_not_exists(#c${i}) OR #c${i} < :l${i})`).join(' AND '),
      ExpressionAttributeNames: Object.fromEntries(counts.map((name, i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(windows.map((w, i) => [`:l${i}`, w.limit])),
    };
    const outcome = await conditionalWrite(
      table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...updateOf(key, update, condition),
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    if (outcome.written) {
      const stale = staleCounts(outcome.result.Attributes ?? {}, windows, now);
      // Best effort: a count left behind is only a few bytes and comes back in the next answer.
      if (stale.length > 0) await removeCounts(key, stale).catch(() => undefined);
      return { allowed: true };
    }
    // Shortest full window first: the earliest moment worth retrying (the condition saw this very image).
    const item: Record<string, unknown> = outcome.old ?? {};
    const order = windows.map((w, i) => ({ w, i })).sort((a, b) => a.w.seconds - b.w.seconds);
    const full = order.find(({ w, i }) => countOf(item[counts[i]!]) >= w.limit) ?? order[order.length - 1]!;
    return { allowed: false, retryAfterSeconds: secondsLeft(now, full.w.seconds) };
  };
}

export function rateLimitStore(table: Table): SubmissionRateLimiter {
  const take = windowCounters(table);
  return { take: (formId, submitter, windows, now) => take(submitterRateLimitKey(formId, submitter), windows, now) };
}

/** Sign-in attempts, per scope and caller: their own items, apart from any form's (`signInRateLimitKey`). */
export function signInRateLimitStore(table: Table): SignInRateLimiter {
  const take = windowCounters(table);
  return {
    take: (scope, caller, windows, now) => take(signInRateLimitKey(scope, submitterHash(scope, caller)), windows, now),
  };
}
