import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  secondsLeft,
  windowStart,
  type RateWindow,
  type SubmissionRateLimiter,
} from '@shared/domain/submission-rate-limit.js';
import { isConditionFailure, type Table } from './table.js';

/**
 * Rate-limit window item: PK `RL#<fid>#<submitter hash>#<seconds>s@<window start>`, SK `RL`, attribute `n` (count),
 * TTL a minute after the window ends. The submitter (an IP or IPv6 /64) is hashed with the form id, so no address
 * appears in a key (keys surface in metrics, throttling reports and error messages).
 *
 * Each window is one conditional `ADD n 1` (`n < limit`), which DynamoDB serializes per item: under any
 * concurrency a window never admits more than its limit. The windows are taken in parallel (one round trip); when
 * one refuses, the windows that accepted are given back with `ADD n -1`, so a refused request consumes nothing.
 * Between the take and the give-back a concurrent request can see that slot as used, but only while another
 * window of the same submitter is full, which refuses that request anyway.
 */
const submitterHash = (formId: string, submitter: string) =>
  createHash('sha256').update(`${formId}\n${submitter}`, 'utf8').digest('base64url').slice(0, 22);

const windowKey = (formId: string, hash: string, window: RateWindow, start: number) => ({
  PK: `RL#${formId}#${hash}#${window.seconds}s@${start}`,
  SK: 'RL',
});

/** Seconds a window item outlives its window before TTL may delete it. */
const TTL_MARGIN_SECONDS = 60;

export function rateLimitStore(table: Table): SubmissionRateLimiter {
  const take = async (key: Record<string, string>, window: RateWindow, start: number): Promise<boolean> => {
    try {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: key,
          UpdateExpression: 'ADD n :one SET #type = :type, expires_at = :exp',
          ConditionExpression: 'attribute_not_exists(n) OR n < :limit',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':one': 1, ':type': 'rate_limit', ':limit': window.limit, ':exp': start + window.seconds + TTL_MARGIN_SECONDS },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };

  const giveBack = (key: Record<string, string>) =>
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: key,
        UpdateExpression: 'ADD n :minus',
        ConditionExpression: 'attribute_exists(n)',
        ExpressionAttributeValues: { ':minus': -1 },
      }),
    );

  return {
    async take(formId, submitter, windows, now) {
      if (windows.length === 0) return { allowed: true };
      const hash = submitterHash(formId, submitter);
      const slots = windows.map((window) => {
        const start = windowStart(now, window.seconds);
        return { window, key: windowKey(formId, hash, window, start), start };
      });
      const taken = await Promise.allSettled(slots.map((s) => take(s.key, s.window, s.start)));
      const refused = slots.filter((_, i) => taken[i]!.status === 'fulfilled' && (taken[i] as PromiseFulfilledResult<boolean>).value === false);
      const failed = taken.find((t): t is PromiseRejectedResult => t.status === 'rejected');
      if (refused.length === 0 && !failed) return { allowed: true };
      const accepted = slots.filter((_, i) => taken[i]!.status === 'fulfilled' && (taken[i] as PromiseFulfilledResult<boolean>).value);
      await Promise.allSettled(accepted.map((s) => giveBack(s.key)));
      if (failed) throw failed.reason;
      return { allowed: false, retryAfterSeconds: Math.max(...refused.map((s) => secondsLeft(now, s.window.seconds))) };
    },
  };
}
