import * as z from 'zod/mini';
import { EVENT_TYPES } from '../events.js';
import { derivedId } from '../ids.js';
import {
  kindOfTargetKey,
  type Delivery,
  type DeliveryAttempt,
  type DeliveryStatus,
  type TargetKey,
  type TargetKind,
} from './targets.js';

/**
 * The delivery queue's message: which delivery to try, in which "chain" of tries. A manual redeliver bumps the
 * delivery's generation and starts a new chain (`baseAttempts` = attempts made before it); messages of an older
 * generation are dropped.
 */
export const DeliveryMessageSchema = z.object({
  target_key: z.string().check(z.minLength(1)),
  delivery_id: z.string().check(z.minLength(1)),
  generation: z.int().check(z.minimum(0)),
  base_attempts: z.int().check(z.minimum(0)),
  /**
   * The submission the delivery is about, read while the try is claimed (with the batch's other submissions).
   * Absent for deliveries without one and in messages queued before it was carried: the try then reads it after
   * the claim.
   */
  submission: z.optional(z.object({ tenant_id: z.string(), form_id: z.string(), id: z.string() })),
  /**
   * Only on the message fan-out queues for a new delivery it did not write (ids and times, never field values): the
   * rest of that untried delivery, so the message's first receive tries without a claim and writes the delivery
   * once, with the try's outcome (`recordFirstAttempt`); a later receive that finds no delivery creates it from
   * here before it claims. Every other receive and message claims.
   */
  first_try: z.optional(
    z.object({
      event_id: z.string(),
      event_type: z.enum(EVENT_TYPES),
      event_created_at: z.string(),
      created_at: z.string(),
      test: z.optional(z.boolean()),
    }),
  ),
});
export type DeliveryMessage = z.output<typeof DeliveryMessageSchema>;

/** What a new delivery is made of; the rest starts as a pending delivery with no tries. */
export type NewDelivery = Pick<
  Delivery,
  | 'id'
  | 'targetKey'
  | 'kind'
  | 'tenantId'
  | 'formId'
  | 'eventId'
  | 'eventType'
  | 'eventCreatedAt'
  | 'submissionId'
  | 'test'
>;

/** A pending delivery, not tried yet, created at `at`. */
export function newDelivery(fields: NewDelivery, at: Date): Delivery {
  const now = at.toISOString();
  return {
    ...fields,
    status: 'pending',
    attempts: 0,
    generation: 0,
    createdAt: now,
    updatedAt: now,
    deliveredAt: null,
    lastAttemptAt: null,
    lastError: null,
    lastStatusCode: null,
    nextAttemptAt: null,
  };
}

/** The message that starts a new chain of tries of `d` (from its current generation and attempt count). */
export const deliveryMessage = (d: Delivery): DeliveryMessage => ({
  target_key: d.targetKey,
  delivery_id: d.id,
  generation: d.generation,
  base_attempts: d.attempts,
  ...(d.submissionId ? { submission: { tenant_id: d.tenantId, form_id: d.formId, id: d.submissionId } } : {}),
});

/**
 * Channels whose first try skips the claim. Not integrations: two tries of one integration at once may both
 * refresh a rotating OAuth token (one then fails as needing authorization) or run a multi-step send twice, and
 * their receivers have no delivery id to drop a duplicate by; their claim stays.
 */
const FIRST_TRY_WITHOUT_CLAIM: Readonly<Record<DeliveryChannel, boolean>> = {
  webhook: true,
  email: true,
  integration: false,
};

const firstTryWithoutClaim = (targetKey: TargetKey): boolean => FIRST_TRY_WITHOUT_CLAIM[deliveryChannelOf(targetKey)];

/**
 * The message of a new delivery (untried, generation 0): it carries the delivery's snapshot when its channel's
 * first try skips the claim.
 */
export function firstTryMessage(d: Delivery): DeliveryMessage {
  const message = deliveryMessage(d);
  if (!message.submission || !firstTryWithoutClaim(d.targetKey)) return message;
  const first_try = {
    event_id: d.eventId,
    event_type: d.eventType,
    event_created_at: d.eventCreatedAt,
    created_at: d.createdAt,
    ...(d.test ? { test: true } : {}),
  };
  return { ...message, first_try };
}

/**
 * The untried delivery a first-try message describes (as fan-out made it), or undefined when the message carries no
 * snapshot or its channel claims every try.
 */
export function untriedDelivery(message: DeliveryMessage): Delivery | undefined {
  const { first_try: first, submission } = message;
  const kind = kindOfTargetKey(message.target_key);
  if (!first || !submission || !kind || message.base_attempts !== 0 || !firstTryWithoutClaim(message.target_key))
    return undefined;
  const delivery = newDelivery(
    {
      id: message.delivery_id,
      targetKey: message.target_key,
      kind,
      tenantId: submission.tenant_id,
      formId: submission.form_id,
      eventId: first.event_id,
      eventType: first.event_type,
      eventCreatedAt: first.event_created_at,
      submissionId: submission.id,
      test: first.test === true,
    },
    new Date(first.created_at),
  );
  return { ...delivery, generation: message.generation };
}

/**
 * Runs `write` on the message's delivery; when it finds none (`missing`) and the message is a first try whose receive
 * stopped before any try wrote the delivery, creates it from the message's snapshot and runs `write` once more, so
 * the delivery is never lost from the owner's lists.
 */
export async function writeRecorded<T>(
  deliveries: Pick<DeliveryStore, 'createOnce'>,
  message: DeliveryMessage,
  write: () => Promise<T>,
  missing: (result: T) => boolean,
): Promise<T> {
  const result = await write();
  const untried = missing(result) ? untriedDelivery(message) : undefined;
  if (!untried) return result;
  await deliveries.createOnce(untried);
  return write();
}

/** The untried delivery of a first-try message as a claim would have returned it (its first try counted). */
export function firstTryDelivery(message: DeliveryMessage, at: string): Delivery | undefined {
  const delivery = untriedDelivery(message);
  return delivery && { ...delivery, attempts: 1, lastAttemptAt: at, updatedAt: at };
}

/** The id of the one delivery of event `eventId` to `targetKey`: ordered by the event's time, fixed by the pair. */
export const deliveryIdFor = (eventId: string, eventCreatedAt: string, targetKey: TargetKey): string =>
  derivedId('delivery', Date.parse(eventCreatedAt), `${eventId}|${targetKey}`);

/** How long delivery records and their attempts are kept (DynamoDB TTL). */
export const DELIVERY_RETENTION_DAYS = 30;

/** Outcome of one attempt, written together with the attempt record. */
export interface AttemptRecord {
  attempt: DeliveryAttempt;
  status: DeliveryStatus;
  nextAttemptAt: string | null;
}

/** Why a claim was refused. */
export type ClaimRefusal =
  /** Gone, delivered, dead, skipped, or a newer chain replaced this message. */
  | 'stale'
  /** Another queue message owns this delivery's chain of tries. */
  | 'duplicate'
  /** The chain used every try of the schedule: let the queue's redrive take it to the dead-letter queue. */
  | 'exhausted'
  /** No such delivery: gone, or a first-try message's delivery whose first receive stopped before writing it. */
  | 'missing';

/** A delivery as a message of one generation names it. */
export interface DeliveryRef {
  targetKey: TargetKey;
  id: string;
  generation: number;
}

/**
 * What a strongly consistent read found of a delivery before a first try: no item (`absent`), one still untried in the
 * message's generation (pending, no tries, no chain owner: `untried`), or one tried, claimed or restarted since
 * (`tried`).
 */
export type FirstTryState = 'absent' | 'untried' | 'tried';

export interface DeliveryPage {
  items: Delivery[];
  /** Id of the last item when more follow. */
  nextAfter: string | null;
}

/** Port: delivery records, their idempotency guards and attempts. */
export interface DeliveryStore {
  /**
   * Creates a delivery unless it exists: its id is derived from (event id, target key) (`deliveryIdFor`), so a
   * redelivered event finds the delivery it created before, which is returned.
   */
  createOnce(delivery: Delivery): Promise<{ created: true } | { created: false; existing: Delivery | undefined }>;
  get(targetKey: TargetKey, id: string): Promise<Delivery | undefined>;
  /** For each delivery, its `FirstTryState` in `generation`, in strongly consistent batch reads. */
  firstTryStates(refs: readonly DeliveryRef[]): Promise<FirstTryState[]>;
  /**
   * Atomically counts one more try when the delivery is still waiting for this message: pending or failed, same
   * generation, fewer than `maxChainAttempts` tries in this chain, and no other queue message has claimed the
   * chain (the first message to claim owns it; a duplicate copy sent by a retried fan-out is refused). Returns the
   * delivery with `attempts` including this try, or why not.
   */
  claimAttempt(
    message: DeliveryMessage,
    claim: { messageId: string; maxChainAttempts: number; at: string },
  ): Promise<Delivery | ClaimRefusal>;
  /**
   * Stores the try's result on the delivery (its new state and `latestAttempt`); the try it replaces as latest is
   * kept as an attempt record first. `delivery` is the claimed delivery.
   */
  recordAttempt(delivery: Delivery, record: AttemptRecord): Promise<void>;
  /**
   * A first try made without a claim (`firstTryDelivery`): writes the delivery, claimed and with the try's outcome,
   * with the same result as creating, claiming and recording. In one conditional write, only while no delivery
   * exists or it is still untried in the message's generation (pending, no tries, no chain owner); false when
   * another copy of the message or a newer chain got there first, and nothing is written. With `absentBefore` (a
   * strongly consistent read made before the try's send found no delivery) and a first try the record keeps
   * (`firstTryKeptOnRecord`), an unconditional put instead, gathered with the queue batch's other puts: between that
   * read and this write only a copy of the same delivery tried at the same moment in another batch writes it (the
   * last of the two writes stays).
   */
  recordFirstAttempt(
    delivery: Delivery,
    record: AttemptRecord,
    claim: { messageId: string; generation: number; absentBefore?: boolean },
  ): Promise<boolean>;
  /** Dead-letter consumer: marks the delivery `dead` if that chain is still the current one and not finished. */
  markDead(message: DeliveryMessage, at: string): Promise<Delivery | undefined>;
  /** Manual redeliver: a new generation in state `pending`. Undefined when the delivery does not exist. */
  restart(targetKey: TargetKey, id: string, at: string): Promise<Delivery | undefined>;
  /**
   * Bulk replay: `d` on a new generation in state `pending`, in one conditional write, only while it is still in the
   * generation and status it was read in. Undefined when it changed meanwhile.
   */
  restartUnchanged(d: Delivery, at: string): Promise<Delivery | undefined>;
  /** Newest first, optionally only one status, strictly older than `after`. */
  list(targetKey: TargetKey, filter: { status?: DeliveryStatus; limit: number; after?: string }): Promise<DeliveryPage>;
  /** Attempts of a delivery in order (its attempt records and its latest try). */
  attempts(delivery: Delivery): Promise<DeliveryAttempt[]>;
}

/**
 * Deliveries travel on one queue per channel, each consumed by its own attempt function, so each function bundles
 * only its channel's clients (webhooks: outbound HTTP; e-mail: SES; integrations: drivers, KMS, OAuth app secrets).
 */
export const DELIVERY_CHANNELS = ['webhook', 'email', 'integration'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

const CHANNEL_OF_KIND: Readonly<Record<TargetKind, DeliveryChannel>> = {
  webhook: 'webhook',
  owner_email: 'email',
  autoresponder: 'email',
  integration: 'integration',
};

/**
 * The channel a delivery message travels on, from its target key. An unknown kind travels with webhooks, whose try
 * ends it dead.
 */
export function deliveryChannelOf(targetKey: TargetKey): DeliveryChannel {
  const kind = kindOfTargetKey(targetKey);
  return (kind && CHANNEL_OF_KIND[kind]) || 'webhook';
}

/** Port: the delivery queues (send new work to its channel's queue; push a failed message's next receive back). */
export interface DeliveryQueue {
  /** Sends each message to its channel's queue (an unknown kind goes to the webhook queue, whose try ends it dead). */
  enqueue(messages: readonly DeliveryMessage[]): Promise<void>;
  /** Makes a message received from `channel`'s queue visible again after `seconds` (ChangeMessageVisibility). */
  retryAfter(channel: DeliveryChannel, receiptHandle: string, seconds: number): Promise<void>;
}
