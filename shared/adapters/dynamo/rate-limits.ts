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
 * concurrency a window never admits more than its limit. Windows are taken one after another, shortest first (it
 * refuses a flood with one write); when a later window refuses, the earlier ones are given back with `ADD n -1`, so a
 * refused request consumes nothing. Only an earlier window can hold a slot that will be given back, and only because
 * the last window is genuinely full, which refuses any request that slot would have let in: the count admitted is
 * exact, never under. Taking them in parallel would save a round trip but could refuse requests wrongly under
 * concurrency (two windows each transiently full of slots that are about to be given back).
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
      const hash = submitterHash(formId, submitter);
      const ordered = [...windows].sort((a, b) => a.seconds - b.seconds);
      const taken: Record<string, string>[] = [];
      for (const window of ordered) {
        const start = windowStart(now, window.seconds);
        const key = windowKey(formId, hash, window, start);
        let accepted: boolean;
        try {
          accepted = await take(key, window, start);
        } catch (error) {
          await Promise.allSettled(taken.map(giveBack));
          throw error;
        }
        if (!accepted) {
          await Promise.allSettled(taken.map(giveBack));
          return { allowed: false, retryAfterSeconds: secondsLeft(now, window.seconds) };
        }
        taken.push(key);
      }
      return { allowed: true };
    },
  };
}
