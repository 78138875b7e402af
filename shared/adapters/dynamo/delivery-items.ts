import { DeliveryAttemptEntity, DeliveryEntity, type Delivery } from '@shared/domain/delivery/targets.js';
import { attemptEntry, type TimelineEntry } from '@shared/domain/delivery/timeline.js';
import type { AttemptRecord } from '@shared/domain/delivery/deliveries.js';
import { idTimeMs } from '@shared/domain/ids.js';
import { itemCodec } from './item-codec.js';

/**
 * How a delivery item's attributes read and write (`deliveries.ts` owns its keys and writes). `latest_attempt` is
 * only read (deliveries recorded before the timeline), never written. Null attributes and a false `test` are left
 * out of the item (they read back as null / false): smaller writes.
 */
type Item = Record<string, unknown>;

const attemptCodec = itemCodec(DeliveryAttemptEntity);
export const deliveryCodec = itemCodec(DeliveryEntity, {
  defaults: { test: () => false },
  omitDefaults: ['test'],
  external: ['latestAttempt'],
});

export const attemptFromItem = (item: unknown) => attemptCodec.fromItem(item);

export const deliveryFromItem = (item: Item): Delivery =>
  deliveryCodec.fromItem(item, item.latest_attempt ? { latestAttempt: attemptFromItem(item.latest_attempt) } : {});

/**
 * `first_try`: a first try kept on its delivery (`firstTryKeptOnRecord`) instead of a timeline entry. Written once,
 * by the put that records the try, and never updated (later tries change the delivery's other attributes): the try's
 * id (its time is the id's), the delivery's status after it, and what the try returned; null values are left out.
 */
export function firstTryAttribute({ attempt, status }: AttemptRecord): Item {
  const stored: Item = { id: attempt.id, outcome: status === 'pending' ? 'failed' : status };
  if (attempt.statusCode !== null) stored.status_code = attempt.statusCode;
  if (attempt.responseMs !== null) stored.response_ms = attempt.responseMs;
  if (attempt.responseExcerpt !== null) stored.response_excerpt = attempt.responseExcerpt;
  if (attempt.error !== null) stored.error = attempt.error;
  return { first_try: stored };
}

/** The timeline entry of the first try a delivery item keeps (`first_try`), or undefined when it keeps none. */
export function firstTryEntryOf(item: Item): TimelineEntry | undefined {
  const stored = item.first_try as Item | undefined;
  if (!stored || typeof stored.id !== 'string') return undefined;
  const delivery = deliveryFromItem(item);
  const attempt = attemptFromItem({
    id: stored.id,
    delivery_id: delivery.id,
    attempt_no: 1,
    created_at: new Date(idTimeMs(stored.id)).toISOString(),
    status_code: stored.status_code ?? null,
    response_ms: stored.response_ms ?? null,
    response_excerpt: stored.response_excerpt ?? null,
    error: stored.error ?? null,
  });
  return attemptEntry(delivery, attempt, stored.outcome as AttemptRecord['status']);
}
