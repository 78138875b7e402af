import type { SQSRecord } from 'aws-lambda';
import { formKey, submissionKey } from '@shared/adapters/dynamo/keys.js';
import { DeleteCommand, UpdateCommand } from '@shared/adapters/dynamo/commands.js';
import { queueBatchScope } from '@shared/adapters/dynamo/queue-batch.js';
import { describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient, sqsSender } from '@shared/adapters/aws-clients.js';
import { sqsDeliveryQueue } from '@shared/adapters/sqs/delivery-queue.js';
import { deliveryQueueUrls } from '@shared/config.js';
import { untriedDelivery, type DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import { createdEventOf, submissionEvent } from '@shared/domain/events.js';
import { newId } from '@shared/domain/ids.js';
import type { TestTenant } from '@test/support/app.js';
import { deliveryScene, type DeliveryScene } from '@test/support/delivery-batches.js';
import { submissionFor } from '@test/support/submissions.js';
import { eventually } from '@test/support/webhook-receiver.js';

/**
 * Queue batches as Lambda hands them over: fan-out and webhook tries read once per batch (one BatchGetItem of the
 * batch's submissions, each form and endpoint once), and a batch still behaves record by record — a deleted form,
 * a disabled endpoint, a submission not stored yet or a duplicate event concern only their own records.
 */
let app: LocalApp;
let a: TestTenant;
let h: DeliveryScene['h'];
let b: DeliveryScene['b'];
let handlers: typeof b.handlers;
let asRecord: typeof b.asRecord;
let run: typeof b.run;
let deliveryBatch: typeof b.deliveryBatch;
let stored: typeof b.stored;
let countingStores: typeof b.countingStores;
const receivers = deliveryScene((scene) => {
  ({ app, tenant: a, h, b } = scene);
  ({ handlers, asRecord, run, deliveryBatch, stored, countingStores } = b);
});
const receiver = () => receivers.start();

/** The delivery queues, recording the size of each send; `failing` refuses every send as an SQS outage would. */
function recordingQueue(failing = false) {
  const real = sqsDeliveryQueue(sqsSender(), deliveryQueueUrls(app.config));
  const sends: number[] = [];
  const queue: DeliveryQueue = {
    enqueue: async (messages) => {
      sends.push(messages.length);
      if (failing) throw new Error('SQS is unavailable');
      await real.enqueue(messages);
    },
    retryAfter: (...args) => real.retryAfter(...args),
  };
  return { queue, sends };
}

/** Only the requests sent from inside a queue batch's handling (not the app's table-stream consumer, say). */
const inQueueBatches = () => queueBatchScope() !== undefined;

/**
 * The DynamoDB requests the app's client sends meanwhile (those `sentBy` picks): each command and how many timeline
 * entries it puts.
 */
async function requestsDuring(
  work: (seen: { command: string; entries: number }[]) => Promise<unknown>,
  sentBy: () => boolean = () => true,
) {
  const client = app.deps.stores.table.client;
  const requests: { command: string; entries: number }[] = [];
  const remove = client.intercept(async ({ operation, input: raw }, next) => {
    if (!sentBy()) return next();
    const input = raw as { Item?: { PK?: unknown }; RequestItems?: Record<string, unknown[]> };
    const puts = input.Item ? [input.Item] : Object.values(input.RequestItems ?? {}).flat();
    const entries = puts.filter((p) => /"PutRequest".*#TIMELINE#|^\{"PK":"[^"]*#TIMELINE#/.test(JSON.stringify(p)));
    requests.push({ command: operation, entries: entries.length });
    return next();
  });
  try {
    await work(requests);
  } finally {
    remove();
  }
  return requests;
}

/** `count` stored submissions of `formId` and the events the table stream's consumer publishes for them. */
const publishedEvents = (formId: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const submission = submissionFor(a.tenantId, formId);
      await app.deps.stores.submissions.create(submission);
      return createdEventOf(submission);
    }),
  );

describe('fan-out batches', () => {
  it("reads each form's targets once, the batch's submissions in one request, and sends its messages together", async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const events = await Promise.all(Array.from({ length: 10 }, () => stored(hook.formId)));
    const { stores, counts } = countingStores();
    const { queue, sends } = recordingQueue();
    const response = await run(
      handlers(stores, queue).fanOut,
      events.map((e, i) => asRecord(e, `m${i}`)),
    );
    expect(response.batchItemFailures).toEqual([]);
    expect(counts).toEqual({
      'submissions.getEach': 1,
      'forms.get': 1,
      'deliveryTargets.forForm': 1,
      'deliveryTargets.hasSubscribers': 1,
      'autoresponders.get': 1,
    });
    expect(sends).toEqual([10]);
    // Webhook deliveries are written by their first try, not here.
    expect(await h.deliveriesOf(hook.webhookId)).toHaveLength(0);
    expect(await deliveryBatch(10)).toHaveLength(10);
  });

  it('when the send fails, retries the events that had messages, and their next receive queues them once', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const locked = await stored(hook.formId, { locked: true, lockedReason: 'quota_exceeded' });
    const events = [await stored(hook.formId), locked, await stored(hook.formId)];
    const down = recordingQueue(true);
    const response = await run(
      handlers(app.deps.stores, down.queue).fanOut,
      events.map((e, i) => asRecord(e, `m${i}`)),
    );
    // The locked submission's event had nothing to send: it is done; the two others come back.
    // Failures come back in the order the records finished (the queue does not care): compare them as a set.
    expect(response.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(['m0', 'm2']);
    expect(down.sends).toEqual([2]);

    const { fanOut, attempt } = handlers();
    const again = [asRecord(events[0]!, 'm0', 2), asRecord(events[2]!, 'm2', 2)];
    expect((await run(fanOut, again)).batchItemFailures).toEqual([]);
    expect((await run(attempt, await deliveryBatch(2))).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(2);
    expect((await h.deliveriesOf(hook.webhookId)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('drops the events of a deleted form and of a disabled endpoint, and delivers the rest of the batch', async () => {
    const r = await receiver();
    const live = await h.formWithWebhook(r);
    const gone = await h.formWithWebhook(r);
    const off = await h.formWithWebhook(r);
    const events = [
      await stored(live.formId),
      await stored(gone.formId),
      await stored(off.formId),
      await stored(live.formId),
      await stored(gone.formId),
    ];
    // Deleted for good (a trashed form's item is purged later): the fan-out finds no form.
    await dynamoDocumentClient().send(
      new DeleteCommand({ TableName: app.config.tableName, Key: formKey(a.tenantId, gone.formId) }),
    );
    const disabled = await h.call('PATCH', `/v1/webhooks/${off.webhookId}`, {
      token: a.fullKey,
      body: { enabled: false },
    });
    expect(disabled.status, disabled.text).toBe(200);

    const { fanOut, attempt } = handlers();
    const response = await run(
      fanOut,
      events.map((e, i) => asRecord(e, `m${i}`)),
    );
    expect(response.batchItemFailures).toEqual([]);
    const queued = await deliveryBatch(3);
    expect(queued.map((m) => JSON.parse(m.body).target_key)).toEqual([
      `webhook:${live.webhookId}`,
      `webhook:${live.webhookId}`,
    ]);

    expect((await run(attempt, queued)).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(2);
    expect(await h.deliveriesOf(live.webhookId)).toHaveLength(2);
    expect(await h.deliveriesOf(off.webhookId)).toHaveLength(0);
    expect((await app.deps.stores.deliveries.list(`webhook:${gone.webhookId}`, { limit: 10 })).items).toHaveLength(0);
    expect(new Set(r.requests.map((q) => JSON.parse(q.body).data.form_id))).toEqual(new Set([live.formId]));
  });

  it('retries only the event whose submission is not stored yet, and reads only that one again', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const early = submissionFor(a.tenantId, hook.formId);
    const earlyEvent = submissionEvent('submission.created', early, newId('event'), new Date());
    const events = [await stored(hook.formId), earlyEvent, await stored(hook.formId)];
    const { stores, counts } = countingStores();
    const response = await run(
      handlers(stores).fanOut,
      events.map((e, i) => asRecord(e, `m${i}`)),
    );
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    // One read of all three, one re-read of the missing one after a moment.
    expect(counts['submissions.getEach']).toBe(2);
    const aboutOf = (batch: SQSRecord[]) => batch.map((m) => String(JSON.parse(m.body).submission.id)).sort();
    expect(aboutOf(await deliveryBatch(3))).toEqual([events[0]!.submission_id, events[2]!.submission_id].sort());

    await app.deps.stores.submissions.create(early);
    expect((await run(handlers().fanOut, [asRecord(earlyEvent, 'm1', 2)])).batchItemFailures).toEqual([]);
    expect(aboutOf(await deliveryBatch(1))).toEqual([early.id]);
  });

  it('the same event twice in one batch makes one delivery and one request', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const event = await stored(hook.formId);
    const other = await stored(hook.formId);
    const { fanOut, attempt } = handlers();
    const response = await run(fanOut, [asRecord(event, 'm0'), asRecord(other, 'm1'), asRecord(event, 'm2')]);
    expect(response.batchItemFailures).toEqual([]);

    // Both copies queue the untried delivery. Tried in one batch, only the first copy sends; tried later, a copy
    // finds the delivery tried and sends nothing. Neither comes back.
    const batch = await deliveryBatch(3);
    expect(batch).toHaveLength(3);
    expect((await run(attempt, batch)).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(2);
    expect(r.requests.map((q) => q.headers['webhook-id']).sort()).toEqual([event.id, other.id].sort());
    expect(
      (
        await run(
          attempt,
          batch.map((c) => b.receivedAgain(c, 1)),
        )
      ).batchItemFailures,
    ).toEqual([]);
    expect(r.requests).toHaveLength(2);
    const deliveries = await h.deliveriesOf(hook.webhookId);
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
  });
});

/** Each event's submission timeline, as its owner reads it, shows one try: the first, delivered. */
async function expectDeliveredOnFirstTry(formId: string, events: readonly { submission_id: string }[]) {
  for (const e of events) {
    const res = await h.call('GET', `/v1/forms/${formId}/submissions/${e.submission_id}/deliveries`, {
      token: a.fullKey,
    });
    expect(res.status, res.text).toBe(200);
    expect(
      (res.body.entries as Record<string, unknown>[]).map((x) => [x.type, x.attempt_no, x.outcome, x.status_code]),
    ).toEqual([['attempt', 1, 'delivered', 200]]);
  }
}

describe('webhook try batches', () => {
  /** A form with a webhook and `count` stored submissions whose events were fanned out as one batch. */
  const fannedOut = async (count: number) => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const events = await Promise.all(Array.from({ length: count }, () => stored(hook.formId)));
    const response = await run(
      handlers().fanOut,
      events.map((e, i) => asRecord(e, `m${i}`)),
    );
    expect(response.batchItemFailures).toEqual([]);
    return { r, hook, events };
  };

  it('reads the endpoint once and the submissions in one request, and skips a submission locked since', async () => {
    const { r, hook, events } = await fannedOut(4);
    // Locked over the quota after its event left (a quota race): its try must not send it.
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: app.config.tableName,
        Key: submissionKey(hook.formId, events[1]!.submission_id),
        UpdateExpression: 'SET locked = :true, locked_reason = :reason',
        ExpressionAttributeValues: { ':true': true, ':reason': 'quota_exceeded' },
      }),
    );

    const { stores, counts } = countingStores();
    const batch = await deliveryBatch(4);
    expect(batch).toHaveLength(4);
    expect((await run(handlers(stores).attempt, batch)).batchItemFailures).toEqual([]);
    expect(counts).toEqual({ 'submissions.getEach': 1, 'webhooks.get': 1 });
    expect(r.requests).toHaveLength(3);
    const statuses = Object.fromEntries((await h.deliveriesOf(hook.webhookId)).map((d) => [d.submission_id, d.status]));
    expect(statuses).toEqual({
      [events[0]!.submission_id]: 'delivered',
      [events[1]!.submission_id]: 'dead',
      [events[2]!.submission_id]: 'delivered',
      [events[3]!.submission_id]: 'delivered',
    });
  });

  it('first tries of the events the stream publishes: one read and one write for the batch, the endpoint read with the rest', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const events = await publishedEvents(hook.formId, 6);
    const fanOut = await requestsDuring(async () => {
      const response = await run(
        handlers().fanOut,
        events.map((e, i) => asRecord(e, `m${i}`)),
      );
      expect(response.batchItemFailures).toEqual([]);
    }, inQueueBatches);
    // The submissions, the form with its counters, its autoresponder, its targets and the organization's
    // subscribers: one read by key for the batch (the first read of unbuilt targets also Queries their sources).
    expect(fanOut.filter((q) => q.command === 'BatchGetItem' || q.command === 'GetItem')).toEqual([
      { command: 'BatchGetItem', entries: 0 },
    ]);
    const batch = await deliveryBatch(6);
    expect(batch).toHaveLength(6);
    // However long the tries take on this machine: the wait is made longer than the test.
    const tries = await requestsDuring(async () => {
      const response = await run(handlers(undefined, undefined, undefined, undefined, 60_000).attempt, batch);
      expect(response.batchItemFailures).toEqual([]);
    }, inQueueBatches);
    expect(r.requests).toHaveLength(6);
    // Whether each delivery was tried, its submission and the endpoint in one read; the six records in one write.
    expect(tries.map((q) => q.command)).toEqual(['BatchGetItem', 'BatchWriteItem']);
    const deliveries = await h.deliveriesOf(hook.webhookId);
    expect(deliveries.map((d) => [d.status, d.attempts])).toEqual(Array.from({ length: 6 }, () => ['delivered', 1]));
    await expectDeliveredOnFirstTry(hook.formId, events);
  });

  it('a delivery found created but untried keeps its conditional put, while the absent ones share the batch write', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const events = await publishedEvents(hook.formId, 4);
    expect(
      (
        await run(
          handlers().fanOut,
          events.map((e, i) => asRecord(e, `u${i}`)),
        )
      ).batchItemFailures,
    ).toEqual([]);
    const batch = await deliveryBatch(4);
    expect(batch).toHaveLength(4);
    // One delivery exists already, untried in its generation (as fan-out used to create them): the batch's read
    // finds it, so its record must replace it only while it is still untried.
    await app.deps.stores.deliveries.createOnce(untriedDelivery(JSON.parse(batch[0]!.body))!);
    const writes: { operation: string; conditional: boolean }[] = [];
    const remove = app.deps.stores.table.client.intercept(async ({ operation, input }, next) => {
      // The writes of delivery records only (the app's table-stream consumer writes meanwhile too).
      if (/^(Put|BatchWrite|Update|TransactWrite)/.test(operation) && JSON.stringify(input).includes('"DELIVERY#'))
        writes.push({ operation, conditional: 'ConditionExpression' in (input as object) });
      return next();
    });
    try {
      const response = await run(handlers(undefined, undefined, undefined, undefined, 60_000).attempt, batch);
      expect(response.batchItemFailures).toEqual([]);
    } finally {
      remove();
    }
    expect(r.requests).toHaveLength(4);
    expect(writes.sort((x, y) => x.operation.localeCompare(y.operation))).toEqual([
      { operation: 'BatchWriteItem', conditional: false },
      { operation: 'PutItem', conditional: true },
    ]);
    const deliveries = await h.deliveriesOf(hook.webhookId);
    expect(deliveries.map((d) => [d.status, d.attempts])).toEqual(Array.from({ length: 4 }, () => ['delivered', 1]));
  });

  it("writes the batch's try entries together, and the owner sees each try in its submission's timeline", async () => {
    const { r, hook, events } = await fannedOut(6);
    const batch = await deliveryBatch(6);
    expect(batch).toHaveLength(6);
    // However long the tries take on this machine: the wait is made longer than the test.
    const requests = await requestsDuring(async () => {
      expect(
        (await run(handlers(undefined, undefined, undefined, undefined, 60_000).attempt, batch)).batchItemFailures,
      ).toEqual([]);
    });
    expect(r.requests).toHaveLength(6);
    // One request for the six entries, not one each: written when the last try added its own.
    const writes = requests.filter((q) => q.entries > 0);
    expect(writes).toEqual([{ command: 'BatchWriteItem', entries: 6 }]);
    // Their submissions and whether each delivery was tried before: one read.
    expect(requests.filter((q) => q.command === 'BatchGetItem')).toHaveLength(1);
    await expectDeliveredOnFirstTry(hook.formId, events);
  });

  it("a slow try does not hold the batch's other entries back past the wait, nor its own", async () => {
    const { r, hook, events } = await fannedOut(4);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    r.respondWith(async (_request, n) => {
      if (n === 1) await held;
      return { status: 200, body: 'ok' };
    });
    const batch = await deliveryBatch(4);
    let before = 0;
    const requests = await requestsDuring(async (seen) => {
      const done = run(handlers(undefined, undefined, undefined, undefined, 50).attempt, batch);
      // The three answered tries' entries are written while the first is still waiting for its answer.
      const entries = (qs: { entries: number }[]) => qs.reduce((n, q) => n + q.entries, 0);
      await eventually(async () => (entries(seen) === 3 ? true : undefined), 15_000, 'the answered tries written');
      before = seen.length;
      release();
      expect((await done).batchItemFailures).toEqual([]);
    });
    // Its own entry is written as it comes: it was the batch's last.
    expect(requests.slice(before).filter((q) => q.entries > 0)).toEqual([{ command: 'PutItem', entries: 1 }]);
    const statuses = (await h.deliveriesOf(hook.webhookId)).map((d) => d.status);
    expect(statuses).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const timelines = await Promise.all(events.map((e) => app.deps.stores.timeline.list(hook.formId, e.submission_id)));
    expect(timelines.map((t) => t.length)).toEqual([1, 1, 1, 1]);
  });

  it('ends every try of a batch whose endpoint was disabled after the fan-out', async () => {
    const { r, hook } = await fannedOut(3);
    const disabled = await h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, {
      token: a.fullKey,
      body: { enabled: false },
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect((await run(handlers().attempt, await deliveryBatch(3))).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(0);
    const deliveries = await h.deliveriesOf(hook.webhookId);
    expect(deliveries.map((d) => [d.status, d.last_error])).toEqual(
      Array.from({ length: 3 }, () => ['dead', 'the endpoint is disabled']),
    );
  });
});
