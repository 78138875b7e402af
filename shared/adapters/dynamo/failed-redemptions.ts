import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FailedRedemptionCounter } from '@shared/domain/failed-redemptions.js';
import { secondsLeft, windowStart } from '@shared/domain/submission-rate-limit.js';
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
          Key: failuresKey(network),
          UpdateExpression: 'SET #type = :type, expires_at = :ttl ADD #count :one',
          ExpressionAttributeNames: { '#type': 'type', '#count': `w${start}` },
          ExpressionAttributeValues: { ':type': 'failed_redemptions', ':ttl': start + window.seconds + 60, ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.[`w${start}`] ?? 1);
    },
  };
}
