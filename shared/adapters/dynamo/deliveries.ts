import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from './commands.js';
import {
  DELIVERY_RETENTION_DAYS,
  type AttemptRecord,
  type DeliveryPage,
  type DeliveryStore,
} from '@shared/domain/delivery/deliveries.js';
import { firstTryKeptOnRecord } from '@shared/domain/delivery/first-try-record.js';
import type { Delivery, DeliveryStatus } from '@shared/domain/delivery/targets.js';
import { attemptEntry, attemptsOf, deadEntry, type TimelineStore } from '@shared/domain/delivery/timeline.js';
import { newId } from '@shared/domain/ids.js';
import {
  attemptFromItem,
  deliveryCodec,
  deliveryFromItem as fromItem,
  firstTryAttribute,
  firstTryEntryOf,
} from './delivery-items.js';
import { timelineStore } from './timeline.js';
import {
  batchGetItems,
  FILTERED_READ,
  indexSortKeys,
  newestFirstPage,
  putItems,
  type FilteredReadBounds,
  type Table,
} from './table.js';
import { conditionalWrite, updateOf, written } from './expressions.js';
import { attemptKey, deliveryKey, deliveryStatusPartition } from './keys.js';

/**
 * Delivery item: PK `DELIVERY#<target key>` (e.g. `DELIVERY#webhook:whk_…`), SK `<did>` — a target's deliveries,
 * newest first; the id is derived from (event id, target key), so a redelivered event finds its delivery by key (a
 * conditional put; no guard item, no transaction). GSI4 (keys only) `DELIVERY#<target key>#<status>` / `<did>` — the
 * same list filtered by status, for `failed`, `dead` and `skipped` only: a status change rewrites GSI4PK, and
 * `pending` and `delivered` deliveries are not in the index (`listedInStatusIndex`), so their lists filter the
 * target's partition.
 * A webhook or e-mail delivery is written first by its first try, with that try's outcome (fan-out writes nothing
 * for it); an integration's is created by fan-out and updated by each try. Each try is one entry of the submission's
 * timeline (`timeline.ts`), put once with its outcome beside the delivery's write, and read back from there, except
 * a first try the timeline read finds on its delivery (`firstTryKeptOnRecord`): that one is the delivery's
 * `first_try` attribute, written by the same put (`delivery-items.ts`).
 * Deliveries recorded before the timeline kept their latest try on the delivery (`latest_attempt`) and earlier ones
 * as attempt items (PK `DELIVERY#<did>`, SK `ATTEMPT#<n, 5 digits>`), still read when a delivery has no timeline
 * tries. All carry TTL `expires_at`.
 */
const statusPartition = (targetKey: string, status: DeliveryStatus) => deliveryStatusPartition(targetKey, status);
/**
 * Only the statuses that end a first try badly (`failed`, `dead`, `skipped`) are listed through GSI4. A delivery
 * almost always ends `delivered` on its first try, so keeping `delivered` and `pending` out of the index makes the
 * common delivery one write of one unit instead of two; their lists filter the target's partition, where pending
 * deliveries are the newest and the delivered ones most of the items.
 */
const listedInStatusIndex = (status: DeliveryStatus) => status !== 'delivered' && status !== 'pending';
/** A delivery's GSI4 keys for `status`, or nulls (no keys) when that status is not in the index. */
const statusIndexKey = (targetKey: string, status: DeliveryStatus, id: string) =>
  listedInStatusIndex(status)
    ? { GSI4PK: statusPartition(targetKey, status), GSI4SK: id }
    : { GSI4PK: null, GSI4SK: null };
const ATTEMPT_SK_PREFIX = attemptKey.prefix;
/** `chain_message` holds the SQS message id that owns the current chain of tries; empty until one claims it. */
const NO_CHAIN_MESSAGE = '';

type Item = Record<string, unknown>;
/** A delivery and its attempts expire together, a fixed time after the delivery was created. */
const expiryOf = (d: Delivery) => Math.floor(Date.parse(d.createdAt) / 1000) + DELIVERY_RETENTION_DAYS * 86_400;

const toItem = (d: Delivery, chainMessage = NO_CHAIN_MESSAGE): Item => ({
  ...deliveryKey(d.targetKey, d.id),
  ...(listedInStatusIndex(d.status) ? statusIndexKey(d.targetKey, d.status, d.id) : {}),
  type: 'delivery',
  ...deliveryCodec.toItem(d),
  chain_message: chainMessage,
  expires_at: expiryOf(d),
});

/**
 * An update that moves a delivery to `status` (its status index key in step or removed) and sets `set`; a null value removes the attribute.
 */
function statusUpdate(
  targetKey: string,
  id: string,
  status: DeliveryStatus,
  set: Item,
  condition: { expression: string; ExpressionAttributeValues?: Item },
) {
  const names = condition.expression.includes('#status') ? { '#status': 'status' } : undefined;
  return updateOf(
    deliveryKey(targetKey, id),
    { set: { status, ...statusIndexKey(targetKey, status, id), ...set } },
    { ...condition, ...(names ? { ExpressionAttributeNames: names } : {}) },
  );
}

/** The delivery `tried` (its try counted) with the try's outcome recorded. */
const withOutcome = (tried: Delivery, { attempt, status, nextAttemptAt }: AttemptRecord): Delivery => ({
  ...tried,
  status,
  updatedAt: attempt.createdAt,
  lastAttemptAt: attempt.createdAt,
  lastError: attempt.error,
  lastStatusCode: attempt.statusCode,
  nextAttemptAt,
  deliveredAt: status === 'delivered' ? attempt.createdAt : tried.deliveredAt,
});

/** What recording a try sets on its delivery besides the status (a null removes the attribute). */
function recordedTry({ attempt, status, nextAttemptAt }: AttemptRecord): Item {
  return {
    updated_at: attempt.createdAt,
    last_error: attempt.error,
    last_status_code: attempt.statusCode,
    next_attempt_at: nextAttemptAt,
    ...(status === 'delivered' ? { delivered_at: attempt.createdAt } : {}),
  };
}

/** The delivery repository over the single table. */
export function deliveryStore(
  table: Table,
  filteredRead: FilteredReadBounds = FILTERED_READ,
  timeline: TimelineStore = timelineStore(table),
): DeliveryStore {
  /** A try's timeline entry, the one record of the try and its outcome. */
  const recordTry = (delivery: Delivery, record: AttemptRecord) =>
    timeline.add([attemptEntry(delivery, record.attempt, record.status)]);

  const itemOf = async (targetKey: string, id: string) => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: deliveryKey(targetKey, id), ConsistentRead: true }),
    );
    return Item;
  };
  /** The item each delivery `get` returned was read from: its `first_try` serves `attempts` without a read. */
  const readFrom = new WeakMap<Delivery, Item>();
  const get = async (targetKey: string, id: string) => {
    const item = await itemOf(targetKey, id);
    if (!item) return undefined;
    const delivery = fromItem(item);
    readFrom.set(delivery, item);
    return delivery;
  };

  /**
   * A target's deliveries from its own partition, newest first, below `after`: all of them, or only those in
   * `status` (read request after request until `limit + 1` match, the partition ends or `filteredRead` stops it).
   */
  const partitionPage = async (
    targetKey: string,
    filter: { limit: number; after?: string },
    status?: DeliveryStatus,
  ): Promise<DeliveryPage> => {
    const { items, below } = await newestFirstPage(
      table,
      {
        KeyConditionExpression: filter.after ? 'PK = :pk AND SK < :after' : 'PK = :pk',
        ...(status ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':pk': deliveryKey(targetKey, '').PK,
          ...(filter.after ? { ':after': filter.after } : {}),
          ...(status ? { ':status': status } : {}),
        },
        ConsistentRead: true,
      },
      filter.limit,
      filteredRead,
    );
    return { items: items.map(fromItem), nextAfter: below ? String(below.SK) : null };
  };

  /** Moves a delivery to `status` under a condition; the new item, or undefined when the condition failed. */
  const transition = async (
    targetKey: string,
    id: string,
    status: DeliveryStatus,
    set: Item,
    condition: { expression: string; values: Item },
  ): Promise<Delivery | undefined> => {
    const update = statusUpdate(targetKey, id, status, set, {
      expression: condition.expression,
      ExpressionAttributeValues: condition.values,
    });
    const outcome = await conditionalWrite(
      table.client.send(new UpdateCommand({ TableName: table.name, ...update, ReturnValues: 'ALL_NEW' })),
    );
    return outcome.written && outcome.result.Attributes ? fromItem(outcome.result.Attributes) : undefined;
  };

  return {
    async createOnce(delivery) {
      const created = await written(
        table.client.send(
          new PutCommand({
            TableName: table.name,
            Item: toItem(delivery),
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      );
      return created ? { created: true } : { created: false, existing: await get(delivery.targetKey, delivery.id) };
    },

    get,

    async firstTryStates(refs) {
      const found = new Map<string, Item>();
      for (let i = 0; i < refs.length; i += 100) {
        const keys = refs.slice(i, i + 100).map((r) => deliveryKey(r.targetKey, r.id));
        for (const item of await batchGetItems(table, keys)) found.set(`${String(item.PK)} ${String(item.SK)}`, item);
      }
      return refs.map((r) => {
        const key = deliveryKey(r.targetKey, r.id);
        const item = found.get(`${key.PK} ${key.SK}`);
        if (!item) return 'absent';
        const untried =
          item.generation === r.generation &&
          item.status === 'pending' &&
          item.attempts === 0 &&
          item.chain_message === NO_CHAIN_MESSAGE;
        return untried ? 'untried' : 'tried';
      });
    },

    async claimAttempt(message, claim) {
      const claimed = await conditionalWrite(
        table.client.send(
          new UpdateCommand({
            TableName: table.name,
            ...updateOf(
              deliveryKey(message.target_key, message.delivery_id),
              {
                set: {
                  last_attempt_at: claim.at,
                  updated_at: claim.at,
                  chain_message: claim.messageId,
                },
                add: { attempts: 1 },
              },
              {
                expression: `generation = :generation AND #status IN (:pending, :failed) AND attempts < :chainEnd AND chain_message IN (:none, :message)`,
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':message': claim.messageId,
                  ':none': NO_CHAIN_MESSAGE,
                  ':generation': message.generation,
                  ':pending': 'pending',
                  ':failed': 'failed',
                  ':chainEnd': message.base_attempts + claim.maxChainAttempts,
                },
              },
            ),
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      if (claimed.written) return fromItem(claimed.result.Attributes!);
      // Refused: one consistent read tells why.
      const { Item } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: deliveryKey(message.target_key, message.delivery_id),
          ConsistentRead: true,
        }),
      );
      if (!Item) return 'missing';
      if (Item.generation !== message.generation) return 'stale';
      if (Item.status !== 'pending' && Item.status !== 'failed') return 'stale';
      if (Item.chain_message !== NO_CHAIN_MESSAGE && Item.chain_message !== claim.messageId) return 'duplicate';
      return 'exhausted';
    },

    async recordAttempt(delivery, record) {
      // The entry first, then the delivery's new state: whoever reads the status the try set finds the try in the
      // delivery's attempts.
      await recordTry(delivery, record);
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...statusUpdate(delivery.targetKey, delivery.id, record.status, recordedTry(record), {
            expression: 'attribute_exists(PK)',
          }),
        }),
      );
    },

    async recordFirstAttempt(delivery, record, claim) {
      // The whole delivery, claimed (the try counted, the chain owned) and recorded, in one write: created, or
      // replacing a copy still untried in this generation (one created before its first try). Stricter than the
      // claim's condition, so two copies of one message (same message id) cannot both record try 1.
      const keptOnRecord = record.attempt.attemptNo === 1 && firstTryKeptOnRecord(delivery);
      const item = {
        ...toItem({ ...withOutcome(delivery, record), attempts: 1 }, claim.messageId),
        ...(keptOnRecord ? firstTryAttribute(record) : {}),
      };
      // Found absent before the send by the batch's consistent read: no condition, so the batch's records go in one
      // write (`putItems`). Only a copy of this delivery tried at the same moment in another batch can have written
      // it since; both sent (same webhook-id), and the later write stays, which owns the chain if it failed.
      if (keptOnRecord && claim.absentBefore) {
        await putItems(table, [item]);
        return true;
      }
      const put = () =>
        written(
          table.client.send(
            new PutCommand({
              TableName: table.name,
              Item: item,
              ConditionExpression:
                'attribute_not_exists(PK) OR (generation = :untriedGeneration AND #status = :untriedStatus AND attempts = :untried AND chain_message = :noChain)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':untriedGeneration': claim.generation,
                ':untriedStatus': 'pending',
                ':untried': 0,
                ':noChain': NO_CHAIN_MESSAGE,
              },
            }),
          ),
        );
      if (keptOnRecord) return put();
      // The entry is written before the delivery, so whoever reads the status the try set finds the try in the
      // delivery's attempts, and taken back in the rare case the write finds the try superseded: like the delivery,
      // the timeline records one try 1.
      const entry = attemptEntry(delivery, record.attempt, record.status);
      await timeline.add([entry]);
      const recorded = await put();
      if (!recorded) await timeline.remove(entry);
      return recorded;
    },

    async markDead(message, at) {
      const updated = await transition(
        message.target_key,
        message.delivery_id,
        'dead',
        { next_attempt_at: null, updated_at: at },
        {
          expression: 'generation = :generation AND #status IN (:pending, :failed)',
          values: { ':generation': message.generation, ':pending': 'pending', ':failed': 'failed' },
        },
      );
      if (updated) await timeline.add([deadEntry(updated, newId('attempt', Date.parse(at)), at)]);
      return updated;
    },

    async restart(targetKey, id, at) {
      const current = await get(targetKey, id);
      if (!current) return undefined;
      const set = {
        next_attempt_at: null,
        updated_at: at,
        generation: current.generation + 1,
        chain_message: NO_CHAIN_MESSAGE,
      };
      return transition(targetKey, id, 'pending', set, {
        expression: 'generation = :seen',
        values: { ':seen': current.generation },
      });
    },

    async restartUnchanged(d, at) {
      const set = {
        next_attempt_at: null,
        updated_at: at,
        generation: d.generation + 1,
        chain_message: NO_CHAIN_MESSAGE,
      };
      return transition(d.targetKey, d.id, 'pending', set, {
        expression: 'generation = :seen AND #status = :seenStatus',
        values: { ':seen': d.generation, ':seenStatus': d.status },
      });
    },

    async list(targetKey, filter) {
      if (filter.status === undefined) return partitionPage(targetKey, filter);
      // Pending and delivered deliveries are not in GSI4: their lists filter the target's partition.
      if (!listedInStatusIndex(filter.status)) return partitionPage(targetKey, filter, filter.status);
      // The keys-only index gives ids; the deliveries are read by key.
      const partition = statusPartition(targetKey, filter.status);
      const ids = await indexSortKeys(table, 'GSI4', partition, filter.limit + 1, filter.after);
      const page = ids.slice(0, filter.limit);
      const found = new Map(
        (
          await batchGetItems(
            table,
            page.map((id) => deliveryKey(targetKey, id)),
          )
        ).map((item) => [item.id, item]),
      );
      // The index trails the table: an item that left this status meanwhile is left out.
      const items = page
        .map((id) => found.get(id))
        .filter((item): item is Item => item !== undefined && item.status === filter.status)
        .map(fromItem);
      return { items, nextAfter: ids.length > filter.limit ? page[page.length - 1]! : null };
    },

    async attempts(delivery) {
      const [entries, item] = await Promise.all([
        timeline.recorded(delivery.formId, delivery.submissionId ?? delivery.id),
        firstTryKeptOnRecord(delivery)
          ? (readFrom.get(delivery) ?? itemOf(delivery.targetKey, delivery.id))
          : undefined,
      ]);
      const first = item && firstTryEntryOf(item);
      const tries = attemptsOf(first ? [first, ...entries] : entries, delivery.id);
      if (tries.length > 0 || !delivery.latestAttempt) return tries;
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': attemptKey(delivery.id, 0).PK, ':sk': ATTEMPT_SK_PREFIX },
          ConsistentRead: true,
        }),
      );
      const recorded = Items.map(attemptFromItem);
      const latest = delivery.latestAttempt;
      if (recorded.some((a) => a.attemptNo === latest.attemptNo)) return recorded;
      return [...recorded, latest].sort((x, y) => x.attemptNo - y.attemptNo);
    },
  };
}
