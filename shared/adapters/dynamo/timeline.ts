import { BatchWriteCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DELIVERY_RETENTION_DAYS } from '@shared/domain/delivery/deliveries.js';
import { TimelineEntryEntity, type TimelineEntry, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import { DependencyUnavailableError } from '@shared/domain/errors.js';
import { itemCodec } from './item-codec.js';
import { countedOut, queueBatchScope } from './queue-batch.js';
import { timelineKey, timelinePartition } from './keys.js';
import { queryAll, type Table } from './table.js';

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

  return {
    async add(entries) {
      if (entries.length === 1) {
        await table.client.send(new PutCommand({ TableName: table.name, Item: timelineItem(entries[0]!) }));
        return;
      }
      const items = entries.map(timelineItem);
      const batches = [];
      for (let at = 0; at < items.length; at += BATCH_WRITE_ITEMS)
        batches.push(items.slice(at, at + BATCH_WRITE_ITEMS));
      await Promise.all(batches.map(putBatch));
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

/** The entries of one queue batch's tries waiting to be written together. */
interface Gather {
  waiting: { store: TimelineStore; entries: readonly TimelineEntry[]; settle: (error?: unknown) => void }[];
  timer?: ReturnType<typeof setTimeout>;
}

/** Writes the waiting entries: one BatchWriteItem for up to 25 (a lone entry is one PutItem); each add settles with it. */
function flush(gather: Gather) {
  clearTimeout(gather.timer);
  gather.timer = undefined;
  const adds = gather.waiting;
  gather.waiting = [];
  for (const store of new Set(adds.map((a) => a.store))) {
    const mine = adds.filter((a) => a.store === store);
    // The same entry added twice (a retried write) is one put: a BatchWriteItem refuses a key twice.
    const entries = new Map(mine.flatMap((a) => a.entries).map((e) => [`${e.at}#${e.id}`, e]));
    store.add([...entries.values()]).then(
      () => mine.forEach((a) => a.settle()),
      (error: unknown) => mine.forEach((a) => a.settle(error ?? new Error('timeline write failed'))),
    );
  }
}

/**
 * `store` whose adds from the records of a queue batch (`inQueueBatch`) are written together: a record's first entry
 * waits until every record of the batch has added its own or finished, then all go in one request, at most
 * `maxWaitMs` after the first. The batch's last record is never held up (its add writes at once, with the others),
 * so the batch takes no longer; an entry shows at most `maxWaitMs` after its delivery. Each add settles when its
 * write does, so the caller still knows its entry is stored (or why not) before it goes on. Adds outside a batch, or
 * a record's second add, are written at once.
 */
export function gatheringTimeline(store: TimelineStore, maxWaitMs: number): TimelineStore {
  return {
    ...store,
    add(entries) {
      const scope = queueBatchScope();
      if (!scope || scope.slot.counted) return store.add(entries);
      const { batch, slot } = scope;
      let gather = batch.shared.get('timeline') as Gather | undefined;
      if (!gather) {
        const created: Gather = { waiting: [] };
        batch.shared.set('timeline', (gather = created));
        batch.onLastToCome = () => created.waiting.length > 0 && flush(created);
      }
      const mine = gather;
      return new Promise<void>((resolve, reject) => {
        mine.waiting.push({ store, entries, settle: (error) => (error === undefined ? resolve() : reject(error)) });
        countedOut(batch, slot);
        if (mine.waiting.length === 0) return;
        const waitingEntries = mine.waiting.reduce((n, a) => n + a.entries.length, 0);
        if (waitingEntries >= BATCH_WRITE_ITEMS) flush(mine);
        else mine.timer ??= setTimeout(() => flush(mine), maxWaitMs);
      });
    },
  };
}
