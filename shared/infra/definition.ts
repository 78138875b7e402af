import type { DeliveryChannel } from '../domain/delivery/deliveries.js';

/**
 * The stateful resources, described once. The CDK stateful stack and the local bootstrap (`local/resources.ts`)
 * both build from this, so the table, queues and bucket cannot drift between AWS and a laptop.
 */

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** What the index stores besides its keys (default ALL); INCLUDE names the extra attributes. */
  projection?: { type: 'ALL' | 'KEYS_ONLY' | 'INCLUDE'; attributes?: readonly string[] };
}

export const TABLE_DEFINITION = {
  logicalName: 'Table',
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Generic overloaded indexes; each entity module documents what it stores in them (docs/data-model.md). */
  globalIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    // Keys only: an item's other attributes can change without an index write (delivery and submission status lists).
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK', projection: { type: 'KEYS_ONLY' } },
    // Keys and `status` (a submitter's history reads only that); a submission costs 1 WCU here, not its size.
    {
      name: 'GSI5',
      partitionKey: 'GSI5PK',
      sortKey: 'GSI5SK',
      projection: { type: 'INCLUDE', attributes: ['status'] },
    },
  ] as const satisfies readonly IndexDefinition[],
  /** Epoch seconds; DynamoDB deletes the item some time after it passes. */
  ttlAttribute: 'expires_at',
  /**
   * The table stream: old images let retention consumers settle what TTL removed; new and old images let the
   * analytics consumer derive each submission change's rollup delta.
   */
  streamView: 'NEW_AND_OLD_IMAGES',
} as const;

/** Who DynamoDB's TTL process deletes items as, in stream records' `userIdentity`. */
export const TTL_DELETER = { type: 'Service', principalId: 'dynamodb.amazonaws.com' } as const;

/** What an index stores besides its keys (ALL unless it says otherwise). */
export const indexProjection = (index: IndexDefinition): NonNullable<IndexDefinition['projection']> =>
  index.projection ?? { type: 'ALL' };

export type GlobalIndexName = (typeof TABLE_DEFINITION.globalIndexes)[number]['name'];

export interface QueueDefinition {
  /** Suffix of the physical queue name and key in configuration. */
  name: string;
  visibilityTimeoutSeconds: number;
  /** Receives after which SQS moves a message to the dead-letter queue. */
  maxReceiveCount: number;
  retentionSeconds: number;
}

const FOURTEEN_DAYS = 14 * 24 * 3600;

/**
 * Seconds to wait before each retry of a failed delivery (after the first, immediate try): the Standard Webhooks
 * schedule of docs gaps.md, each step jittered ±10 % at run time. Deployers may override it (`DELIVERY_SCHEDULE`);
 * the delivery queue's redrive count is derived from the same list, so the two cannot disagree.
 */
export const DELIVERY_RETRY_SCHEDULE_SECONDS: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000];

/** SQS caps a message's visibility timeout at 12 hours, so no retry step can wait longer. */
export const MAX_RETRY_STEP_SECONDS = 43_200;

/** Receives of one delivery message before SQS redrives it to the DLQ: the first try plus one per retry step. */
export const deliveryMaxReceiveCount = (schedule: readonly number[]): number => schedule.length + 1;

/**
 * A Lambda-consumed queue's visibility timeout: AWS asks for at least six times the consumer's timeout, so that a
 * message whose invocation is retried after throttling is not received again (and counted toward `maxReceiveCount`)
 * while the first receive could still be in flight. Every consumer here has a 30 s timeout (`functions.ts`, checked
 * by test/infra/stateless.test.ts).
 */
export const consumerVisibilityTimeout = (consumerTimeoutSeconds: number): number => 6 * consumerTimeoutSeconds;

const CONSUMER_TIMEOUT_SECONDS = 30;

/** A delivery queue: a failed attempt pushes its message's visibility to the next backoff step (first try + retries). */
const deliveryQueue = (name: string): QueueDefinition => ({
  name,
  visibilityTimeoutSeconds: consumerVisibilityTimeout(CONSUMER_TIMEOUT_SECONDS),
  maxReceiveCount: deliveryMaxReceiveCount(DELIVERY_RETRY_SCHEDULE_SECONDS),
  retentionSeconds: FOURTEEN_DAYS,
});

/**
 * Receives of a spam-review message before its DLQ; the last one passes the events on with ingest's verdicts
 * (`services/delivery/use-cases/spam-review.ts`).
 */
export const SPAM_REVIEW_RECEIVES = 3;

/** The longest run of the export consumer (Lambda's maximum), and its receives of one message before the DLQ. */
export const EXPORT_RUN_SECONDS = 900;
export const EXPORT_RECEIVES = 3;

export const QUEUE_DEFINITIONS = {
  /** submission.created/updated/deleted events written by ingest and the API; consumed by the delivery fan-out. */
  events: {
    name: 'events',
    visibilityTimeoutSeconds: consumerVisibilityTimeout(CONSUMER_TIMEOUT_SECONDS),
    maxReceiveCount: 5,
    retentionSeconds: FOURTEEN_DAYS,
  },
  /**
   * New submissions' `submission.created` events from the table-stream consumer, held for the second stage's final
   * spam verdict (`spamReview`), which passes them on to `events`. Its last receive passes them on unreviewed, so
   * the DLQ holds only events that could not be passed on at all.
   */
  spamReview: {
    name: 'spam-review',
    visibilityTimeoutSeconds: consumerVisibilityTimeout(CONSUMER_TIMEOUT_SECONDS),
    maxReceiveCount: SPAM_REVIEW_RECEIVES,
    retentionSeconds: FOURTEEN_DAYS,
  },
  /**
   * One message per (event, target) per channel (`DELIVERY_QUEUES`); the receive count bounds the attempts (first
   * try + 7 retries), after which SQS redrives to the channel's DLQ. `delivery` carries webhooks.
   */
  /**
   * Submission export runs: one message starts an export, and a run that nears its time limit leaves a checkpoint
   * and sends the next one. Its consumer runs up to 15 minutes; the last receive marks the export failed.
   */
  exports: {
    name: 'exports',
    visibilityTimeoutSeconds: consumerVisibilityTimeout(EXPORT_RUN_SECONDS),
    maxReceiveCount: EXPORT_RECEIVES,
    retentionSeconds: FOURTEEN_DAYS,
  },
  delivery: deliveryQueue('delivery'),
  emailDelivery: deliveryQueue('email-delivery'),
  integrationDelivery: deliveryQueue('integration-delivery'),
} as const satisfies Record<string, QueueDefinition>;

export type QueueKey = keyof typeof QUEUE_DEFINITIONS;

/** Each delivery channel's queue. */
export const DELIVERY_QUEUES = {
  webhook: 'delivery',
  email: 'emailDelivery',
  integration: 'integrationDelivery',
} as const satisfies Record<DeliveryChannel, QueueKey>;

export const DELIVERY_QUEUE_KEYS: readonly QueueKey[] = Object.values(DELIVERY_QUEUES);

export const dlqName = (queue: QueueDefinition) => `${queue.name}-dlq`;

/**
 * Where a consumer that is not fed by a queue puts what it gave up on, for the operator to look at and replay
 * (docs/operations.md). No function consumes them; each has an alarm.
 */
export interface FailureQueueDefinition {
  /** Suffix of the physical queue name. */
  name: string;
  retentionSeconds: number;
}

export const FAILURE_QUEUES = {
  /** SES bounce/complaint events whose consumer failed every try (Lambda's asynchronous on-failure destination). */
  sesFeedback: { name: 'ses-feedback-dlq', retentionSeconds: FOURTEEN_DAYS },
  /**
   * Table-stream batches the consumer gave up on (the event source mapping's on-failure destination): each message
   * names a shard and a sequence-number range, not the records, so it can be replayed only while the stream still
   * holds them (24 hours).
   */
  streamFailures: { name: 'stream-failures', retentionSeconds: FOURTEEN_DAYS },
} as const satisfies Record<string, FailureQueueDefinition>;

export type FailureQueueKey = keyof typeof FAILURE_QUEUES;

export const BUCKET_DEFINITION = {
  logicalName: 'Files',
  /** Browsers PUT uploads straight to S3 with presigned URLs. */
  cors: {
    allowedMethods: ['PUT', 'GET', 'HEAD'] as const,
    allowedOrigins: ['*'],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAgeSeconds: 3000,
  },
  /**
   * Uploads arrive tagged `pending` (the presigned PUT binds the tag) and are re-tagged `submitted` when a submission
   * takes them; the lifecycle rule deletes objects still `pending` after `expireAfterDays` (never submitted, or
   * rejected at finalize), so ingest needs no delete permission.
   */
  uploads: {
    prefix: 'uploads/',
    tagKey: 'formbase-upload',
    pending: 'pending',
    submitted: 'submitted',
    expireAfterDays: 1,
  },
} as const;
