import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { toRecord } from '@local/pollers.js';
import { create as createFanOut } from '@services/delivery/handlers/fan-out.js';
import { create as createWebhookAttempt } from '@services/delivery/handlers/webhook-attempt.js';
import { sqsClient } from '@local/sqs-client.js';
import type { Stores } from '@shared/adapters/stores.js';
import { untriedDelivery, type DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import { submissionEvent, type SubmissionEvent } from '@shared/domain/events.js';
import { newId } from '@shared/domain/ids.js';
import { silentLogger, type Logger } from '@shared/observability/log.js';
import { createTestTenant, startTestApp, type TestTenant } from './app.js';
import { deliveryHelpers } from './delivery.js';
import { submissionFor } from './submissions.js';
import { receiverPool } from './webhook-receiver.js';

type CountedStore =
  'forms' | 'submissions' | 'webhooks' | 'integrations' | 'autoresponders' | 'deliveries' | 'deliveryTargets';
/** The stores the delivery consumers read their subjects and targets from. */
const READ_STORES: readonly CountedStore[] = [
  'forms',
  'submissions',
  'webhooks',
  'integrations',
  'autoresponders',
  'deliveryTargets',
];

/**
 * Drives the delivery consumers with queue batches made by the test, as Lambda hands them over (an app started
 * without pollers): fan-out and webhook-try handlers, records, and the messages on the webhook delivery queue.
 */
export function batchHarness(app: LocalApp, tenant: TestTenant) {
  /** Empties the webhook delivery queue, so a test's batches hold only its own messages. */
  const emptyDeliveryQueue = async () => {
    for (;;) {
      const QueueUrl = app.config.deliveryQueueUrl;
      const { Messages = [] } = await sqsClient().send(
        new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
      );
      if (Messages.length === 0) return;
      const Entries = Messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! }));
      await sqsClient().send(new DeleteMessageBatchCommand({ QueueUrl, Entries }));
    }
  };

  /**
   * The fan-out and webhook-try handlers over `stores` (and `queue`, `now`, `logger`, how long a try's write waits for
   * its batch's others, when given).
   */
  const handlers = (
    stores: Stores = app.deps.stores,
    queue?: DeliveryQueue,
    now?: () => Date,
    logger?: Logger,
    tryWriteWaitMs?: number,
  ) => {
    const overrides = {
      stores,
      logger: logger ?? silentLogger,
      mailer: app.deps.mailer,
      ...(queue ? { queue } : {}),
      ...(now ? { now } : {}),
      ...(tryWriteWaitMs === undefined ? {} : { tryWriteWaitMs }),
    };
    return { fanOut: createFanOut(app.runtime, overrides), attempt: createWebhookAttempt(app.runtime, overrides) };
  };

  /** An event as a record of the events queue. */
  const asRecord = (event: SubmissionEvent, messageId: string, receiveCount = 1) =>
    ({
      messageId,
      receiptHandle: `r-${messageId}`,
      body: JSON.stringify(event),
      attributes: { ApproximateReceiveCount: String(receiveCount) },
    }) as unknown as SQSRecord;

  /** The same record received once more (as SQS brings a message back). */
  const receivedAgain = (record: SQSRecord, receiveCount = 2): SQSRecord => ({
    ...record,
    attributes: { ...record.attributes, ApproximateReceiveCount: String(receiveCount) },
  });

  const run = (handler: (e: SQSEvent, c: never) => Promise<SQSBatchResponse>, records: SQSRecord[]) =>
    handler({ Records: records }, {} as never);

  /** Every message on the webhook delivery queue, as records of one batch (up to 10, as Lambda would hand them). */
  async function deliveryBatch(expected: number): Promise<SQSRecord[]> {
    const url = app.config.deliveryQueueUrl;
    const records: SQSRecord[] = [];
    for (let empty = 0; records.length < expected && empty < 3;) {
      const { Messages = [] } = await sqsClient().send(
        new ReceiveMessageCommand({
          QueueUrl: url,
          MaxNumberOfMessages: Math.min(10, expected - records.length),
          WaitTimeSeconds: 1,
          MessageSystemAttributeNames: ['All'],
        }),
      );
      if (Messages.length === 0) empty++;
      records.push(...Messages.map((m) => toRecord('arn:aws:sqs:us-east-1:000000000000:delivery', m)));
    }
    return records;
  }

  /** A stored submission of `formId` and its `submission.created` event. */
  async function stored(formId: string, overrides: Parameters<typeof submissionFor>[2] = {}) {
    const submission = submissionFor(tenant.tenantId, formId, overrides);
    await app.deps.stores.submissions.create(submission);
    return submissionEvent('submission.created', submission, newId('event'), new Date());
  }

  /**
   * The app's stores, counting the calls made to `names` by store method (each read is one DynamoDB request,
   * `getEach` one per 100 keys).
   */
  function countingStores(names: readonly CountedStore[] = READ_STORES) {
    const counts: Record<string, number> = {};
    const counted = <T extends object>(name: string, store: T): T =>
      new Proxy(store, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            const method = `${name}.${String(key)}`;
            counts[method] = (counts[method] ?? 0) + 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
    const stores: Stores = { ...app.deps.stores };
    for (const name of names) Object.assign(stores, { [name]: counted(name, app.deps.stores[name]) });
    return { stores, counts };
  }

  /**
   * A first-try message as a claimed first try has it: its delivery created untried, the message without the
   * snapshot of the untried delivery (its try is then recorded as a timeline entry).
   */
  async function claimedAsBefore(record: SQSRecord): Promise<SQSRecord> {
    const { first_try: _snapshot, ...rest } = JSON.parse(record.body) as Record<string, unknown>;
    await app.deps.stores.deliveries.createOnce(untriedDelivery(JSON.parse(record.body))!);
    return { ...record, body: JSON.stringify(rest) };
  }

  return {
    emptyDeliveryQueue,
    handlers,
    asRecord,
    receivedAgain,
    run,
    deliveryBatch,
    stored,
    countingStores,
    claimedAsBefore,
  };
}

/** What a file driving the delivery consumers by hand works with, once its `beforeAll` has run. */
export interface DeliveryScene {
  readonly app: LocalApp;
  readonly tenant: TestTenant;
  readonly h: ReturnType<typeof deliveryHelpers>;
  readonly b: ReturnType<typeof batchHarness>;
}

/**
 * Registers a file's hooks for driving the delivery consumers by hand: before the file, an app without pollers
 * (each test hands the consumers the batches it means; a failed try is due again a second later), a tenant, its
 * delivery helpers and batch harness, handed to `ready`; before each test, an empty webhook delivery queue, so a
 * test's batches hold only its own messages; after the file, the receivers closed and the app stopped. Returns the
 * file's pool of webhook receivers.
 */
export function deliveryScene(ready: (scene: DeliveryScene) => void): ReturnType<typeof receiverPool> {
  const receivers = receiverPool();
  let scene: DeliveryScene | undefined;
  beforeAll(async () => {
    const app = await startTestApp({ pollers: false, config: { deliverySchedule: [1, 1, 1] } });
    const tenant = await createTestTenant(app);
    scene = { app, tenant, h: deliveryHelpers(app, tenant), b: batchHarness(app, tenant) };
    ready(scene);
  });
  afterAll(async () => {
    await receivers.closeAll();
    await scene?.app.stop();
  });
  beforeEach(() => scene?.b.emptyDeliveryQueue());
  return receivers;
}
