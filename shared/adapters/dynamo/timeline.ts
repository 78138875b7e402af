import { BatchWriteCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DELIVERY_RETENTION_DAYS } from '@shared/domain/delivery/deliveries.js';
import { TimelineEntryEntity, type TimelineEntry, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import { DependencyUnavailableError } from '@shared/domain/errors.js';
import { itemCodec } from './item-codec.js';
import { queueBatchScope } from './queue-batch.js';
import { timelineKey, timelinePartition } from './keys.js';
import { chunked, queryAll, type Table } from './table.js';

/**
 * Timeline entry: PK `FORM#<fid>#TIMELINE#<sid>`, SK `<ISO time>#<entry id>` (`keys.ts`), the entry's attributes,
 * TTL `expires_at` (the deliveries' retention from the entry's time). Put once, never updated: a put of the same
 * entry again (a retried write) writes the same item.
 */
const codec = itemCodec(TimelineEntryEntity);
type Item = Record<string, unknown>;

/** The partition an entry lives in: its submission's, or for a delivery without one (a test), the delivery's. */
const subjectOf = (e: TimelineEntry) => e.submissionId || e.deliveryId || e.id;

export const timelineItem = (e: TimelineEntry): Item => ({
  ...timelineKey(e.formId, subjectOf(e), e.at, e.id),
  ...codec.toItem(e),
  expires_at: Math.floor(Date.parse(e.at) / 1000) + DELIVERY_RETENTION_DAYS * 86_400,
});

const BATCH_WRITE_ROUNDS = 8;
/** Entries a BatchWriteItem takes at most. */
const BATCH_WRITE_ITEMS = 25;

export function timelineStore(table: Table): TimelineStore {
  const putBatch = async (items: Item[]) => {
    let pending = items.map((Item) => ({ PutRequest: { Item } }));
    for (let round = 1; pending.length > 0; round++) {
      const { UnprocessedItems } = await table.client.send(
        new BatchWriteCommand({ RequestItems: { [table.name]: pending } }),
      );
      pending = (UnprocessedItems?.[table.name] ?? []) as typeof pending;
      if (pending.length === 0) return;
      if (round === BATCH_WRITE_ROUNDS)
        throw new DependencyUnavailableError(`${pending.length} timeline writes stayed unprocessed`, 1);
      await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** (round - 1))));
    }
  };

  const write = async (entries: TimelineEntry[]) => {
    if (entries.length === 1) {
      await table.client.send(new PutCommand({ TableName: table.name, Item: timelineItem(entries[0]!) }));
      return;
    }
    // The same entry twice (a retried write gathered with the first) is one put: a BatchWriteItem refuses a key twice.
    const items = [...new Map(entries.map(timelineItem).map((item) => [`${item.PK} ${item.SK}`, item])).values()];
    await Promise.all(chunked(items, BATCH_WRITE_ITEMS).map(putBatch));
  };

  return {
    /** Inside a queue batch, the batch's records' entries are written together (`QueueBatch.addEntries`). */
    async add(entries) {
      const batch = queueBatchScope();
      await (batch ? batch.addEntries(write, entries) : write([...entries]));
    },

    async remove(e) {
      await table.client.send(
        new DeleteCommand({ TableName: table.name, Key: timelineKey(e.formId, subjectOf(e), e.at, e.id) }),
      );
    },

    async list(formId, submissionId) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': timelinePartition(formId, submissionId) },
        ConsistentRead: true,
      });
      return items.map((item) => codec.fromItem(item));
    },
  };
}
