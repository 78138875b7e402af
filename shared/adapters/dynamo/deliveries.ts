import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DELIVERY_RETENTION_DAYS, type DeliveryStore } from '@shared/domain/delivery/deliveries.js';
import type { Delivery, DeliveryAttempt, DeliveryStatus } from '@shared/domain/delivery/targets.js';
import type { EventType } from '@shared/domain/events.js';
import { isConditionFailure, type Table } from './table.js';
import { writeAtomically } from './transact.js';

/**
 * Delivery item: PK `DELIVERY#<target key>` (e.g. `DELIVERY#webhook:whk_…`), SK `<did>` — a target's deliveries,
 * newest first. GSI1 `DELIVERY#<target key>#<status>` / `<did>` — the same list filtered by status; every status
 * change rewrites GSI1PK. Idempotency guard PK `DLVKEY#<event id>#<target key>`, SK `DLVKEY` (attribute
 * `delivery_id`), written in one transaction with the delivery, so SQS redelivering an event cannot create a second
 * delivery. Attempt item: PK `DELIVERY#<did>`, SK `ATTEMPT#<n, 5 digits>`. All carry TTL `expires_at`.
 */
const deliveryKey = (targetKey: string, id: string) => ({ PK: `DELIVERY#${targetKey}`, SK: id });
const statusIndexKey = (targetKey: string, status: DeliveryStatus, id: string) => ({
  GSI1PK: `DELIVERY#${targetKey}#${status}`,
  GSI1SK: id,
});
const guardKey = (eventId: string, targetKey: string) => ({ PK: `DLVKEY#${eventId}#${targetKey}`, SK: 'DLVKEY' });
const attemptKey = (deliveryId: string, n: number) => ({
  PK: `DELIVERY#${deliveryId}`,
  SK: `ATTEMPT#${String(n).padStart(5, '0')}`,
});
const ATTEMPT_SK_PREFIX = 'ATTEMPT#';
/** `chain_message` holds the SQS message id that owns the current chain of tries; empty until one claims it. */
const NO_CHAIN_MESSAGE = '';
/** The guard outlives the events queue's 14-day retention, so no redelivered event can slip past it. */
const GUARD_TTL_SECONDS = 15 * 86_400;

type Item = Record<string, unknown>;
/** A delivery and its attempts expire together, a fixed time after the delivery was created. */
const expiryOf = (d: Delivery) => Math.floor(Date.parse(d.createdAt) / 1000) + DELIVERY_RETENTION_DAYS * 86_400;
const orNull = <T>(v: unknown) => (v ?? null) as T | null;

const toItem = (d: Delivery): Item => ({
  ...deliveryKey(d.targetKey, d.id),
  ...statusIndexKey(d.targetKey, d.status, d.id),
  type: 'delivery',
  id: d.id,
  target_key: d.targetKey,
  kind: d.kind,
  tenant_id: d.tenantId,
  form_id: d.formId,
  event_id: d.eventId,
  event_type: d.eventType,
  event_created_at: d.eventCreatedAt,
  submission_id: d.submissionId,
  test: d.test,
  status: d.status,
  attempts: d.attempts,
  generation: d.generation,
  created_at: d.createdAt,
  updated_at: d.updatedAt,
  delivered_at: d.deliveredAt,
  last_attempt_at: d.lastAttemptAt,
  last_error: d.lastError,
  last_status_code: d.lastStatusCode,
  next_attempt_at: d.nextAttemptAt,
  chain_message: NO_CHAIN_MESSAGE,
  expires_at: expiryOf(d),
});

const fromItem = (item: Item): Delivery => ({
  id: item.id as string,
  targetKey: item.target_key as string,
  kind: item.kind as Delivery['kind'],
  tenantId: item.tenant_id as string,
  formId: item.form_id as string,
  eventId: item.event_id as string,
  eventType: item.event_type as EventType,
  eventCreatedAt: item.event_created_at as string,
  submissionId: orNull<string>(item.submission_id),
  test: item.test === true,
  status: item.status as DeliveryStatus,
  attempts: item.attempts as number,
  generation: item.generation as number,
  createdAt: item.created_at as string,
  updatedAt: item.updated_at as string,
  deliveredAt: orNull<string>(item.delivered_at),
  lastAttemptAt: orNull<string>(item.last_attempt_at),
  lastError: orNull<string>(item.last_error),
  lastStatusCode: orNull<number>(item.last_status_code),
  nextAttemptAt: orNull<string>(item.next_attempt_at),
});

const attemptFromItem = (item: Item): DeliveryAttempt => ({
  id: item.id as string,
  deliveryId: item.delivery_id as string,
  attemptNo: item.attempt_no as number,
  createdAt: item.created_at as string,
  statusCode: orNull<number>(item.status_code),
  responseMs: orNull<number>(item.response_ms),
  responseExcerpt: orNull<string>(item.response_excerpt),
  error: orNull<string>(item.error),
});

/** An update that moves a delivery to `status` (keeping its status index key in step) and sets `set`. */
function statusUpdate(targetKey: string, id: string, status: DeliveryStatus, set: Item) {
  const values: Item = { ':status': status, ':gsi': statusIndexKey(targetKey, status, id).GSI1PK };
  const assignments = ['#status = :status', 'GSI1PK = :gsi'];
  for (const [name, value] of Object.entries(set)) {
    values[`:${name}`] = value;
    assignments.push(`${name} = :${name}`);
  }
  return {
    Key: deliveryKey(targetKey, id),
    UpdateExpression: `SET ${assignments.join(', ')}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: values,
  };
}

/** The delivery repository over the single table. */
export function deliveryStore(table: Table): DeliveryStore {
  const get = async (targetKey: string, id: string) => {
    const { Item } = await table.client.send(
      new GetCommand({ TableName: table.name, Key: deliveryKey(targetKey, id), ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  };

  /** Moves a delivery to `status` under a condition; the new item, or undefined when the condition failed. */
  const transition = async (
    targetKey: string,
    id: string,
    status: DeliveryStatus,
    set: Item,
    condition: { expression: string; values: Item },
  ): Promise<Delivery | undefined> => {
    const update = statusUpdate(targetKey, id, status, set);
    try {
      const { Attributes } = await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          ...update,
          ConditionExpression: condition.expression,
          ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...condition.values },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? fromItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  };

  return {
    async createOnce(delivery) {
      const createdAtSeconds = Math.floor(Date.parse(delivery.createdAt) / 1000);
      try {
        await writeAtomically(table, [
          {
            Put: {
              Item: {
                ...guardKey(delivery.eventId, delivery.targetKey),
                type: 'delivery_guard',
                delivery_id: delivery.id,
                expires_at: createdAtSeconds + GUARD_TTL_SECONDS,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { Item: toItem(delivery), ConditionExpression: 'attribute_not_exists(PK)' } },
        ]);
        return { created: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { Item } = await table.client.send(
          new GetCommand({
            TableName: table.name,
            Key: guardKey(delivery.eventId, delivery.targetKey),
            ConsistentRead: true,
          }),
        );
        return {
          created: false,
          existing: Item ? await get(delivery.targetKey, Item.delivery_id as string) : undefined,
        };
      }
    },

    get,

    async claimAttempt(message, claim) {
      try {
        const { Attributes } = await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: deliveryKey(message.target_key, message.delivery_id),
            UpdateExpression:
              'SET attempts = attempts + :one, last_attempt_at = :at, updated_at = :at, chain_message = :message',
            ConditionExpression:
              'generation = :generation AND #status IN (:pending, :failed) AND attempts < :chainEnd AND chain_message IN (:none, :message)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':at': claim.at,
              ':message': claim.messageId,
              ':none': NO_CHAIN_MESSAGE,
              ':generation': message.generation,
              ':pending': 'pending',
              ':failed': 'failed',
              ':chainEnd': message.base_attempts + claim.maxChainAttempts,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return fromItem(Attributes!);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { Item } = await table.client.send(
          new GetCommand({
            TableName: table.name,
            Key: deliveryKey(message.target_key, message.delivery_id),
            ConsistentRead: true,
          }),
        );
        if (!Item || Item.generation !== message.generation) return 'stale';
        if (Item.status !== 'pending' && Item.status !== 'failed') return 'stale';
        if (Item.chain_message !== NO_CHAIN_MESSAGE && Item.chain_message !== claim.messageId) return 'duplicate';
        return 'exhausted';
      }
    },

    async recordAttempt(delivery, record) {
      const { attempt } = record;
      const set: Item = {
        updated_at: attempt.createdAt,
        last_error: attempt.error,
        last_status_code: attempt.statusCode,
        next_attempt_at: record.nextAttemptAt,
      };
      if (record.status === 'delivered') set.delivered_at = attempt.createdAt;
      await writeAtomically(table, [
        {
          Put: {
            Item: {
              ...attemptKey(delivery.id, attempt.attemptNo),
              type: 'delivery_attempt',
              id: attempt.id,
              delivery_id: delivery.id,
              attempt_no: attempt.attemptNo,
              created_at: attempt.createdAt,
              status_code: attempt.statusCode,
              response_ms: attempt.responseMs,
              response_excerpt: attempt.responseExcerpt,
              error: attempt.error,
              expires_at: expiryOf(delivery),
            },
          },
        },
        {
          Update: {
            ...statusUpdate(delivery.targetKey, delivery.id, record.status, set),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
      ]);
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
      return updated !== undefined;
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

    async list(targetKey, filter) {
      const byStatus = filter.status !== undefined;
      const pk = byStatus ? statusIndexKey(targetKey, filter.status!, '').GSI1PK : deliveryKey(targetKey, '').PK;
      const [pkName, skName] = byStatus ? ['GSI1PK', 'GSI1SK'] : ['PK', 'SK'];
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          IndexName: byStatus ? 'GSI1' : undefined,
          KeyConditionExpression: filter.after ? `${pkName} = :pk AND ${skName} < :after` : `${pkName} = :pk`,
          ExpressionAttributeValues: { ':pk': pk, ...(filter.after ? { ':after': filter.after } : {}) },
          ScanIndexForward: false,
          Limit: filter.limit + 1,
          ConsistentRead: byStatus ? undefined : true,
        }),
      );
      const items = Items.slice(0, filter.limit).map(fromItem);
      return { items, nextAfter: Items.length > filter.limit ? items[items.length - 1]!.id : null };
    },

    async attempts(deliveryId) {
      const { Items = [] } = await table.client.send(
        new QueryCommand({
          TableName: table.name,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': attemptKey(deliveryId, 0).PK, ':sk': ATTEMPT_SK_PREFIX },
          ConsistentRead: true,
        }),
      );
      return Items.map(attemptFromItem);
    },
  };
}
