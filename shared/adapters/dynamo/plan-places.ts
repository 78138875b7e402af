import { UpdateCommand } from './commands.js';
import { shardCapacity, type PlaceClaim, type PlanPlaces } from '@shared/domain/plan-places.js';
import { PlanLimitReachedError } from '@shared/domain/usage.js';
import { createHash } from 'node:crypto';
import { conditionalWrite, updateOf } from './expressions.js';
import type { Table } from './table.js';
import { refusedAs, writeIdempotently, type WriteItem } from './transact.js';
import { planPlacesKey } from './keys.js';

/**
 * Plan places shard (`type: plan_places`): PK `PLACES#<tid>#<YYYY-MM>#<shard>`, SK `PLACES`; `taken` counts the
 * places taken, `holder_0` … `holder_7` the last takers (slot = hash of the submission id mod 8), so a take retried
 * by the SDK after a lost answer finds itself there and takes nothing twice (as the counters' `applied_<n>` slots).
 * A release is a transaction with the holder's id as its idempotency token (2 WCU), so it gives back once even when
 * another taker has the holder's slot by then.
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

/** A release's idempotency token: the holder's id when it fits DynamoDB's 36 characters, else its hash. */
const releaseToken = (holder: string) =>
  holder.length <= 36 ? holder : createHash('sha256').update(holder).digest('base64url').slice(0, 36);

/** Epoch seconds of the first day of the second month after `period` (`YYYY-MM`). */
function expiryOf(period: string): number {
  const [year, month] = period.split('-').map(Number);
  return Date.UTC(year!, month! + 1, 1) / 1000;
}

/** The Update that takes one place: `taken < capacity`, and not already taken by this holder. */
function takeUpdate(claim: PlaceClaim) {
  const slot = holderSlot(claim.holder);
  return updateOf(
    placesKey(claim),
    {
      add: { taken: 1 },
      set: { [slot]: claim.holder, type: 'plan_places', tenant_id: claim.tenantId, expires_at: expiryOf(claim.period) },
    },
    {
      expression: '(attribute_not_exists(taken) OR taken < :cap) AND (attribute_not_exists(#slot) OR #slot <> :holder)',
      ExpressionAttributeNames: { '#slot': slot },
      ExpressionAttributeValues: { ':holder': claim.holder, ':cap': shardCapacity(claim.limit, claim.shard) },
    },
  );
}

export function planPlaces(table: Table): PlanPlaces {
  return {
    async take(claim) {
      const outcome = await conditionalWrite(
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            ...takeUpdate(claim),
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        ),
      );
      // Refused: taken all the same when this holder's own earlier attempt took it (its answer was lost), once.
      return outcome.written || outcome.old?.[holderSlot(claim.holder)] === claim.holder;
    },

    async release(claim) {
      // Idempotent by its token, not by the holder's slot: in a burst another taker may own that slot by now.
      const release = {
        Update: updateOf(
          placesKey(claim),
          { add: { taken: -1 } },
          { expression: 'taken > :none', ExpressionAttributeValues: { ':none': 0 } },
        ),
      };
      await conditionalWrite(writeIdempotently(table, [release], releaseToken(claim.holder)));
    },

    takeWrite(claim) {
      return refusedAs({ Update: takeUpdate(claim) } satisfies WriteItem, () => new PlanLimitReachedError());
    },
  };
}
