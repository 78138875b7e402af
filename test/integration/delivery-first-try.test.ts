import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { create as createDeadLetter } from '@services/delivery/handlers/dead-letter.js';
import type { DeliveryQueue } from '@shared/domain/delivery/deliveries.js';
import type { SubmissionEvent } from '@shared/domain/events.js';
import type { TestTenant } from '@test/support/app.js';
import { deliveryScene, type DeliveryScene } from '@test/support/delivery-batches.js';
import { silentLogger } from '@shared/observability/log.js';

/**
 * A fresh delivery's first try skips the claim: fan-out writes nothing and its message carries the untried
 * delivery; the try sends, then writes the delivery once, claimed and with its outcome. What an owner sees (list,
 * status lists, detail, attempts) is what a claimed try shows; duplicates, crashes and lost messages keep their
 * promises (nothing lost, one record per try, attempt numbers in order, receivers can drop a repeated send by its
 * `webhook-id`).
 */
let app: LocalApp;
let a: TestTenant;
let h: DeliveryScene['h'];
let b: DeliveryScene['b'];
const receivers = deliveryScene((scene) => ({ app, tenant: a, h, b } = scene));

/** `count` stored submissions of a form with one webhook, fanned out as one batch; their delivery messages. */
async function fannedOut(count: number, status = 200) {
  const r = await receivers.start(() => ({ status, body: status === 200 ? 'ok' : 'busy' }));
  const hook = await h.formWithWebhook(r);
  const events: SubmissionEvent[] = [];
  for (let i = 0; i < count; i++) events.push(await b.stored(hook.formId));
  const response = await b.run(
    b.handlers().fanOut,
    events.map((e, i) => b.asRecord(e, `e${i}`)),
  );
  expect(response.batchItemFailures).toEqual([]);
  // A failed try of an earlier test may come back meanwhile: only this form's messages count.
  const records = await ownMessages(`webhook:${hook.webhookId}`, count);
  return { r, hook, events, records };
}

/** The next `count` messages on the webhook queue for `targetKey`, as one batch. */
async function ownMessages(targetKey: string, count: number) {
  const records: SQSRecord[] = [];
  for (let round = 0; records.length < count && round < 5; round++)
    records.push(...(await b.deliveryBatch(count)).filter((m) => bodyOf(m).target_key === targetKey));
  expect(records).toHaveLength(count);
  return records;
}

/** The dead-letter consumer, as the queue's redrive invokes it. */
const deadLetter = () => createDeadLetter(app.runtime, { logger: silentLogger });

const bodyOf = (record: SQSRecord) => JSON.parse(record.body) as Record<string, unknown>;

/** Ids, times and durations replaced by their type: what is left must not depend on which delivery it is. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      /(^id|_id|_at|_ms)$/.test(k) && v !== null ? typeof v : k === 'response_excerpt' ? v : shape(v),
    ]),
  );
}

/** What the API shows of a delivery: its list entry, its status list, its detail (with the attempts). */
async function ownerView(webhookId: string, deliveryId: string) {
  const listed = (await h.deliveriesOf(webhookId)).find((d) => d.id === deliveryId)!;
  const byStatus = await h.deliveriesOf(webhookId, `?status=${listed.status}`);
  const detail = await h.detailOf(webhookId, deliveryId);
  return { listed, inStatusList: byStatus.some((d) => d.id === deliveryId), detail };
}

describe('a first try without a claim', () => {
  it('writes the delivery once, and the owner sees exactly what a claimed first try shows', async () => {
    const { r, hook, events, records } = await fannedOut(2);
    const [fresh, old] = records;
    expect(bodyOf(fresh!).first_try).toBeDefined();
    // Fan-out wrote nothing: the try writes the delivery.
    expect(await h.deliveriesOf(hook.webhookId)).toEqual([]);
    // Ids and times only: never the submission's fields or addresses.
    expect(fresh!.body).not.toContain('example.com');
    expect(fresh!.body.length).toBeLessThan(600);

    const { stores, counts } = b.countingStores(['deliveries']);
    const response = await b.run(b.handlers(stores).attempt, [fresh!, await b.claimedAsBefore(old!)]);
    expect(response.batchItemFailures).toEqual([]);
    expect(counts).toEqual({
      'deliveries.firstTryStates': 1,
      'deliveries.recordFirstAttempt': 1,
      'deliveries.claimAttempt': 1,
      'deliveries.recordAttempt': 1,
    });
    expect(r.requests.map((q) => q.headers['webhook-id']).sort()).toEqual(events.map((e) => e.id).sort());

    const [one, other] = await Promise.all(
      [fresh!, old!].map((m) => ownerView(hook.webhookId, String(bodyOf(m).delivery_id))),
    );
    expect(one!.listed).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(one!.inStatusList).toBe(true);
    expect(one!.detail.attempts.map((x) => x.attempt_no)).toEqual([1]);
    expect(shape(one)).toEqual(shape(other));
  });

  it('after a failed first try, shows the failure and its chain goes on with try 2', async () => {
    const { r, hook, records } = await fannedOut(2, 503);
    const [fresh, old] = records;
    const { attempt } = b.handlers();
    const failed = await b.run(attempt, [fresh!, await b.claimedAsBefore(old!)]);
    expect(failed.batchItemFailures.map((f) => f.itemIdentifier).sort()).toEqual(
      [fresh!.messageId, old!.messageId].sort(),
    );
    const [one, other] = await Promise.all(
      [fresh!, old!].map((m) => ownerView(hook.webhookId, String(bodyOf(m).delivery_id))),
    );
    expect(one!.listed).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 503 });
    expect(one!.listed.next_attempt_at).toEqual(expect.any(String));
    expect(one!.inStatusList).toBe(true);
    expect(shape(one)).toEqual(shape(other));

    r.respondWith(() => ({ status: 200, body: 'ok' }));
    expect((await b.run(attempt, [b.receivedAgain(fresh!)])).batchItemFailures).toEqual([]);
    const id = String(bodyOf(fresh!).delivery_id);
    const after = await ownerView(hook.webhookId, id);
    expect(after.listed).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(after.inStatusList).toBe(true);
    expect(after.detail.attempts.map((x) => [x.attempt_no, x.status_code])).toEqual([
      [1, 503],
      [2, 200],
    ]);
    expect((await h.deliveriesOf(hook.webhookId, '?status=failed')).map((d) => d.id)).not.toContain(id);
  });
});

describe('what a first try without a claim promises', () => {
  it('two copies of one message in one batch: one sends, and one try is recorded', async () => {
    const { r, hook, events, records } = await fannedOut(1);
    const copy = { ...records[0]!, receiptHandle: `${records[0]!.receiptHandle}-copy` };
    expect((await b.run(b.handlers().attempt, [records[0]!, copy])).batchItemFailures).toEqual([]);
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([events[0]!.id]);
    const [delivery] = await h.deliveriesOf(hook.webhookId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await h.detailOf(hook.webhookId, delivery!.id)).attempts.map((x) => x.attempt_no)).toEqual([1]);
  });

  it('a crash between the send and the record: the message comes back, claims, and sends it again as try 1', async () => {
    const { r, hook, records } = await fannedOut(1);
    const crashing = {
      ...app.deps.stores,
      deliveries: {
        ...app.deps.stores.deliveries,
        recordFirstAttempt: () => Promise.reject(new Error('the function was stopped')),
      },
    };
    expect((await b.run(b.handlers(crashing).attempt, records)).batchItemFailures).toEqual([
      { itemIdentifier: records[0]!.messageId },
    ]);
    expect(r.requests).toHaveLength(1);
    expect(await h.deliveriesOf(hook.webhookId)).toEqual([]);

    // The next receive finds no delivery: it creates it from the message, claims it and tries.
    expect((await b.run(b.handlers().attempt, [b.receivedAgain(records[0]!)])).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(2);
    const [delivery] = await h.deliveriesOf(hook.webhookId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await h.detailOf(hook.webhookId, delivery!.id)).attempts.map((x) => x.attempt_no)).toEqual([1]);
  });

  it('an event fanned out twice: the copy tried after the first try recorded sends nothing', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    const event = await b.stored(hook.formId);
    const { fanOut, attempt } = b.handlers();
    expect((await b.run(fanOut, [b.asRecord(event, 'e0')])).batchItemFailures).toEqual([]);
    expect((await b.run(fanOut, [b.asRecord(event, 'e0', 2)])).batchItemFailures).toEqual([]);
    const copies = await ownMessages(`webhook:${hook.webhookId}`, 2);
    expect(new Set(copies.map((m) => bodyOf(m).delivery_id)).size).toBe(1);
    for (const copy of copies) expect((await b.run(attempt, [copy])).batchItemFailures).toEqual([]);
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([event.id]);
    const listed = await h.deliveriesOf(hook.webhookId);
    expect(listed).toHaveLength(1);
    // Copies tried at the same moment in two batches may both send (same webhook-id); one try is recorded.
    const { counts, stores } = b.countingStores(['deliveries']);
    expect((await b.run(b.handlers(stores).attempt, [b.receivedAgain(copies[0]!, 1)])).batchItemFailures).toEqual([]);
    expect(counts).toEqual({ 'deliveries.firstTryStates': 1 });
    expect(listed[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await h.detailOf(hook.webhookId, listed[0]!.id)).attempts.map((x) => x.attempt_no)).toEqual([1]);
  });

  it('a fan-out stopped before queueing loses nothing: the retried event queues the delivery and it is tried once', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    const event = await b.stored(hook.formId);
    const lost: DeliveryQueue = {
      enqueue: () => Promise.reject(new Error('the function was stopped')),
      retryAfter: () => Promise.resolve(),
    };
    expect(
      (await b.run(b.handlers(app.deps.stores, lost).fanOut, [b.asRecord(event, 'e0')])).batchItemFailures,
    ).toHaveLength(1);
    expect(await h.deliveriesOf(hook.webhookId)).toEqual([]);
    expect((await b.run(b.handlers().fanOut, [b.asRecord(event, 'e0', 2)])).batchItemFailures).toEqual([]);

    const [copy] = await ownMessages(`webhook:${hook.webhookId}`, 1);
    expect((await b.run(b.handlers().attempt, [copy!])).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(1);
    expect((await h.deliveriesOf(hook.webhookId))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('a first-try message redriven to the dead-letter queue before any try recorded: the delivery is listed dead', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    const event = await b.stored(hook.formId);
    expect((await b.run(b.handlers().fanOut, [b.asRecord(event, 'e0')])).batchItemFailures).toEqual([]);
    const [message] = await ownMessages(`webhook:${hook.webhookId}`, 1);
    expect((await b.run(deadLetter(), [message!])).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(0);
    const [delivery] = await h.deliveriesOf(hook.webhookId);
    expect(delivery).toMatchObject({ id: bodyOf(message!).delivery_id, status: 'dead', attempts: 0 });
    expect((await h.deliveriesOf(hook.webhookId, '?status=dead')).map((d) => d.id)).toEqual([delivery!.id]);
  });

  it('a late first-try copy of a delivery redelivered since sends nothing; the new chain sends it', async () => {
    const r = await receivers.start();
    const hook = await h.formWithWebhook(r);
    const event = await b.stored(hook.formId);
    expect((await b.run(b.handlers().fanOut, [b.asRecord(event, 'e0')])).batchItemFailures).toEqual([]);
    const [message] = await ownMessages(`webhook:${hook.webhookId}`, 1);
    expect((await b.run(deadLetter(), [message!])).batchItemFailures).toEqual([]);
    const id = String(bodyOf(message!).delivery_id);
    const res = await h.call('POST', `/v1/webhooks/${hook.webhookId}/deliveries/${id}/redeliver`, {
      token: a.fullKey,
    });
    expect(res.status, res.text).toBe(202);
    const [redelivered] = await ownMessages(`webhook:${hook.webhookId}`, 1);

    // The same untried state (pending, no tries) but a newer generation: the old copy is not its first try.
    expect((await b.run(b.handlers().attempt, [b.receivedAgain(message!, 1)])).batchItemFailures).toEqual([]);
    expect(r.requests).toHaveLength(0);
    expect((await b.run(b.handlers().attempt, [redelivered!])).batchItemFailures).toEqual([]);
    expect(r.requests.map((q) => q.headers['webhook-id'])).toEqual([event.id]);
    expect((await h.deliveriesOf(hook.webhookId))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
