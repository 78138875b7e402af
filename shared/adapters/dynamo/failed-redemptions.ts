import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from './commands.js';
import type { FailedRedemptionCounter } from '@shared/domain/failed-redemptions.js';
import { secondsLeft, windowStart } from '@shared/domain/submission-rate-limit.js';
import { updateOf } from './expressions.js';
import { failedRedemptionsKey } from './keys.js';
import type { Table } from './table.js';

/**
 * Failed-redemption count item, one per client network: PK `FAILS#<sha256 of the network>`, SK `FAILS`, the count
 * of the current window in `w<window start>`, TTL a minute after the window ends (the network never shows in a key).
 */
const failuresKey = (network: string) =>
  failedRedemptionsKey(createHash('sha256').update(network, 'utf8').digest('base64url').slice(0, 22));

export function failedRedemptionCounter(table: Table): FailedRedemptionCounter {
  return {
    async check(network, window, now) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: failuresKey(network), ConsistentRead: true }),
      );
      const count = Number(Item?.[`w${windowStart(now, window.seconds)}`] ?? 0);
      return count < window.limit
        ? { allowed: true }
        : { allowed: false, retryAfterSeconds: secondsLeft(now, window.seconds) };
    },
    async record(network, window, now) {
      const start = windowStart(now, window.seconds);
      const { Attributes } = await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...updateOf(failuresKey(network), {
            set: { type: 'failed_redemptions', expires_at: start + window.seconds + 60 },
            add: { [`w${start}`]: 1 },
          }),
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.[`w${start}`] ?? 1);
    },
  };
}
