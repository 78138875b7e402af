import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { shardCapacity, type PlaceClaim, type PlanPlaces } from '@shared/domain/plan-places.js';
import { PlanLimitReachedError } from '@shared/domain/usage.js';
import { written } from './expressions.js';
import type { Table } from './table.js';
import { refusedAs, type WriteItem } from './transact.js';
import { planPlacesKey } from './keys.js';

/**
 * Plan places shard (`type: plan_places`): PK `PLACES#<tid>#<YYYY-MM>#<shard>`, SK `PLACES`; `taken` counts the
 * places taken, `holder_0` … `holder_7` the last takers (slot = hash of the submission id mod 8), so a take retried
 * by the SDK after a lost answer finds itself there and takes nothing twice (as the counters' `applied_<n>` slots).
 * Each shard is its own partition key: a tenant's takes spread over up to 32 partitions. Expires (TTL) at the end of
 * the month after its period.
 */
const placesKey = (c: Pick<PlaceClaim, 'tenantId' | 'period' | 'shard'>) =>
  planPlacesKey(c.tenantId, c.period, c.shard);

const SLOTS = 8;
function holderSlot(holder: string): string {
  let hash = 0;
  for (let i = 0; i < holder.length; i++) hash = (hash * 31 + holder.charCodeAt(i)) >>> 0;
  return `holder_${hash % SLOTS}`;
}

/** Epoch seconds of the first day of the second month after `period` (`YYYY-MM`). */
function expiryOf(period: string): number {
  const [year, month] = period.split('-').map(Number);
  return Date.UTC(year!, month! + 1, 1) / 1000;
}

/** The Update that takes one place: `taken < capacity`, and not already taken by this holder. */
function takeUpdate(claim: PlaceClaim) {
  return {
    Key: placesKey(claim),
    UpdateExpression: 'ADD taken :one SET #slot = :holder, #type = :type, tenant_id = :tenant, expires_at = :expires',
    ConditionExpression:
      '(attribute_not_exists(taken) OR taken < :cap) AND (attribute_not_exists(#slot) OR #slot <> :holder)',
    ExpressionAttributeNames: { '#slot': holderSlot(claim.holder), '#type': 'type' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':holder': claim.holder,
      ':type': 'plan_places',
      ':tenant': claim.tenantId,
      ':expires': expiryOf(claim.period),
      ':cap': shardCapacity(claim.limit, claim.shard),
    },
  };
}

/** The attribute's string in an `ALL_OLD` image (plain, or still in AttributeValue form). */
const stringOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'S' in value ? (value as { S: unknown }).S : value;

export function planPlaces(table: Table): PlanPlaces {
  return {
    async take(claim) {
      const update = takeUpdate(claim);
      try {
        await table.client.send(
          new UpdateCommand({ TableName: table.name, ...update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        // This holder's own earlier attempt took it (its answer was lost): taken, once.
        return stringOf(error.Item?.[update.ExpressionAttributeNames['#slot']]) === claim.holder;
      }
    },

    async release(claim) {
      await written(
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: placesKey(claim),
            UpdateExpression: 'ADD taken :minusOne REMOVE #slot',
            // Only the holder's own, still recorded take: a release retried after a lost answer gives nothing twice.
            ConditionExpression: '#slot = :holder',
            ExpressionAttributeNames: { '#slot': holderSlot(claim.holder) },
            ExpressionAttributeValues: { ':minusOne': -1, ':holder': claim.holder },
          }),
        ),
      );
    },

    takeWrite(claim) {
      return refusedAs({ Update: takeUpdate(claim) } satisfies WriteItem, () => new PlanLimitReachedError());
    },
  };
}
