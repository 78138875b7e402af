import { GetCommand, PutCommand, UpdateCommand } from './commands.js';
import type { CountedThroughStore } from '@shared/domain/submission-stream.js';
import type { Table } from './table.js';
import { conditionalWrite, updateOf } from './expressions.js';
import { optionalStringAttr } from './attributes.js';
import { streamCountedKey } from './keys.js';

/**
 * Idempotent counter additions for the table-stream consumers. A consumer adds one batch's summed deltas to a
 * counter item with one UpdateItem, recording the batch id in one of `SLOTS` attributes (chosen by the id's hash);
 * the condition refuses a batch id the item already records, so a batch that Lambda retries after a partial failure
 * never counts twice on the items it already reached. Lambda retries a failed batch before any later batch of its
 * shard, so only another shard's batch can take the retried batch's slot in between: it must touch the same item,
 * land in those few seconds and hash to the same one of the eight slots (docs/decisions/analytics.md → one table-stream reader).
 */
const SLOTS = 8;
const slotNames = Array.from({ length: SLOTS }, (_, i) => `#applied${i}`);

/** The slot of a batch id: its first hex byte (stream batch ids are hashes), else a hash of the whole id. */
function slotOf(batchId: string): number {
  const byte = parseInt(batchId.slice(0, 2), 16);
  if (!Number.isNaN(byte)) return byte % SLOTS;
  return [...batchId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 0) % SLOTS;
}

export interface CountAddition {
  key: { PK: string; SK: string };
  /** Attribute → amount (may be negative); zero amounts are left out. */
  add: Record<string, number>;
  /** Further `SET` clauses and their names/values (e.g. `type`, index markers). */
  set?: Record<string, unknown>;
}

/**
 * Adds the amounts unless this batch was already applied to the item; returns the item after the write, or undefined
 * when the batch had been applied already.
 */
export async function addOnce(
  table: Table,
  batchId: string,
  { key, add, set = {} }: CountAddition,
): Promise<Record<string, unknown> | undefined> {
  const slots = Object.fromEntries(slotNames.map((n, i) => [n, `applied_${i}`]));
  const outcome = await conditionalWrite(
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        ...updateOf(
          key,
          { set: { ...set, [`applied_${slotOf(batchId)}`]: batchId }, add },
          {
            expression: `NOT (${slotNames.map((n) => `${n} = :batch`).join(' OR ')})`,
            ExpressionAttributeNames: slots,
            ExpressionAttributeValues: { ':batch': batchId },
          },
        ),
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return outcome.written ? outcome.result.Attributes : undefined;
}

/**
 * Counted-through marker: PK `STREAMCOUNTED#<stream eventID>`, SK `STREAMCOUNTED`, `counted_through` (a sequence
 * number), expiring after 2 days (the stream keeps records 24 h). Written only when a batch partly failed after it
 * was counted; read (strongly) once per batch, by its first record.
 */
const countedThroughKey = streamCountedKey;
const COUNTED_THROUGH_TTL_SECONDS = 2 * 86_400;

export function countedThroughStore(table: Table, now: () => Date = () => new Date()): CountedThroughStore {
  return {
    async get(resumeRecordId) {
      const { Item } = await table.client.send(
        new GetCommand({ TableName: table.name, Key: countedThroughKey(resumeRecordId), ConsistentRead: true }),
      );
      return Item && optionalStringAttr(Item, 'counted_through');
    },
    async put(resumeRecordId, countedThrough) {
      const expires = Math.floor(now().getTime() / 1000) + COUNTED_THROUGH_TTL_SECONDS;
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...countedThroughKey(resumeRecordId),
            type: 'stream_counted',
            counted_through: countedThrough,
            expires_at: expires,
          },
        }),
      );
    },
  };
}
