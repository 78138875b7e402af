import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createdEventOf, type SubmissionEvent } from '@shared/domain/events.js';
import type { TestTenant } from '@test/support/app.js';
import { deliveryScene, type DeliveryScene } from '@test/support/delivery-batches.js';
import { submissionFor } from '@test/support/submissions.js';
import type { Receiver } from '@test/support/webhook-receiver.js';

/**
 * A webhook's first try of a `submission.created` event is kept on its delivery record, with no timeline entry of
 * its own; the submission's timeline finds it there. What the owner sees must not change: the timeline of such a
 * try equals that of a try recorded as an entry (a claimed first try), through retries, redeliveries, replays and
 * the webhook's removal, while the timeline's partition holds no entry for it.
 */
let app: LocalApp;
let a: TestTenant;
let h: DeliveryScene['h'];
let b: DeliveryScene['b'];
const receivers = deliveryScene((scene) => ({ app, tenant: a, h, b } = scene));

const bodyOf = (record: SQSRecord) => JSON.parse(record.body) as Record<string, unknown>;

/** A stored submission and its `submission.created` event, as the table stream's consumer announces it. */
async function announced(formId: string): Promise<SubmissionEvent> {
  const submission = submissionFor(a.tenantId, formId);
  await app.deps.stores.submissions.create(submission);
  return createdEventOf(submission);
}

/** The next messages on the webhook queue for `targetKey` (at least `count`), as one batch. */
async function messagesOf(targetKey: string, count: number) {
  const records: SQSRecord[] = [];
  for (let round = 0; records.length < count && round < 8; round++)
    records.push(...(await b.deliveryBatch(count)).filter((m) => bodyOf(m).target_key === targetKey));
  expect(records.length).toBeGreaterThanOrEqual(count);
  return records;
}

/** `events` fanned out as one batch to the form's webhook; their delivery messages, in the events' order. */
async function fannedOut(hook: { webhookId: string }, events: SubmissionEvent[]) {
  const response = await b.run(
    b.handlers().fanOut,
    events.map((e, i) => b.asRecord(e, `e${i}-${e.id}`)),
  );
  expect(response.batchItemFailures).toEqual([]);
  const records = await messagesOf(`webhook:${hook.webhookId}`, events.length);
  const bySubmission = new Map(records.map((m) => [(bodyOf(m).submission as { id: string }).id, m]));
  return events.map((e) => bySubmission.get(e.submission_id)!);
}

/** Ids, times and durations replaced by their type: what is left must not depend on which submission it is. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, /(^id|_id|^at|_ms)$/.test(k) && v !== null ? typeof v : shape(v)]),
  );
}

/** The submission's timeline as the API answers it. */
async function timelineOf(formId: string, submissionId: string) {
  const res = await h.call('GET', `/v1/forms/${formId}/submissions/${submissionId}/deliveries`, { token: a.fullKey });
  expect(res.status, res.text).toBe(200);
  return res.body.entries as Record<string, unknown>[];
}

/** The entries stored in the submission's timeline partition (what the timeline costs in writes). */
const storedEntries = (formId: string, submissionId: string) => app.deps.stores.timeline.recorded(formId, submissionId);

/** Runs the webhook queue's messages of `targetKey` until the delivery `id` is `status`. */
async function triedUntil(receiver: Receiver, webhookId: string, id: string, status: string) {
  for (let round = 0; round < 8; round++) {
    const delivery = (await h.deliveriesOf(webhookId)).find((d) => d.id === id);
    if (delivery?.status === status) return delivery;
    const records = await messagesOf(`webhook:${webhookId}`, 1);
    await b.run(b.handlers().attempt, records);
  }
  throw new Error(`delivery ${id} never became ${status} (${receiver.requests.length} requests)`);
}

describe('a first try kept on its delivery record', () => {
  it('shows on the timeline exactly as a try recorded as an entry, with no entry stored', async () => {
    const r = await receivers.start(() => ({ status: 200, body: 'ok' }));
    const hook = await h.formWithWebhook(r);
    const events = [await announced(hook.formId), await announced(hook.formId)];
    const [fresh, old] = await fannedOut(hook, events);
    const response = await b.run(b.handlers().attempt, [fresh!, await b.claimedAsBefore(old!)]);
    expect(response.batchItemFailures).toEqual([]);

    const [kept = [], asEntry] = await Promise.all(events.map((e) => timelineOf(hook.formId, e.submission_id)));
    expect(kept).toEqual([
      expect.objectContaining({
        type: 'attempt',
        target_kind: 'webhook',
        target_id: hook.webhookId,
        delivery_id: bodyOf(fresh!).delivery_id,
        event_id: events[0]!.id,
        attempt_no: 1,
        outcome: 'delivered',
        status_code: 200,
        response_excerpt: 'ok',
        error: null,
      }),
    ]);
    expect(shape(kept)).toEqual(shape(asEntry));
    expect(await storedEntries(hook.formId, events[0]!.submission_id)).toEqual([]);
    expect(await storedEntries(hook.formId, events[1]!.submission_id)).toHaveLength(1);
    // The delivery's own attempts show the same try, at the time the timeline shows it.
    const detail = await h.detailOf(hook.webhookId, String(bodyOf(fresh!).delivery_id));
    expect(detail.attempts).toEqual([
      expect.objectContaining({ attempt_no: 1, status_code: 200, created_at: kept[0]!.at, id: kept[0]!.id }),
    ]);
  });

  it('a failed first try and its retry: both tries in order, only the retry stored as an entry', async () => {
    const r = await receivers.start(() => ({ status: 503, body: 'busy' }));
    const hook = await h.formWithWebhook(r);
    const events = [await announced(hook.formId), await announced(hook.formId)];
    const [fresh, old] = await fannedOut(hook, events);
    const failed = await b.run(b.handlers().attempt, [fresh!, await b.claimedAsBefore(old!)]);
    expect(failed.batchItemFailures).toHaveLength(2);

    r.respondWith(() => ({ status: 200, body: 'ok' }));
    const retried = await b.run(b.handlers().attempt, [b.receivedAgain(fresh!), b.receivedAgain(old!)]);
    expect(retried.batchItemFailures).toEqual([]);
    const [kept = [], asEntry] = await Promise.all(events.map((e) => timelineOf(hook.formId, e.submission_id)));
    expect(kept.map((e) => [e.attempt_no, e.outcome, e.status_code, e.response_excerpt])).toEqual([
      [1, 'failed', 503, 'busy'],
      [2, 'delivered', 200, 'ok'],
    ]);
    expect(shape(kept)).toEqual(shape(asEntry));
    expect((await storedEntries(hook.formId, events[0]!.submission_id)).map((e) => e.attemptNo)).toEqual([2]);
    const detail = await h.detailOf(hook.webhookId, String(bodyOf(fresh!).delivery_id));
    expect(detail.attempts.map((x) => [x.attempt_no, x.status_code])).toEqual([
      [1, 503],
      [2, 200],
    ]);
  });

  it('a redelivery and a replay follow the first try, which stays as it was', async () => {
    const r = await receivers.start(() => ({ status: 503, body: 'busy' }));
    const hook = await h.formWithWebhook(r);
    const event = await announced(hook.formId);
    const [fresh] = await fannedOut(hook, [event]);
    expect((await b.run(b.handlers().attempt, [fresh!])).batchItemFailures).toHaveLength(1);
    const id = String(bodyOf(fresh!).delivery_id);

    // A replay of the endpoint's failed deliveries restarts it; its message's try delivers.
    r.respondWith(() => ({ status: 200, body: 'ok' }));
    const since = new Date(Date.parse(event.created_at) - 1000).toISOString();
    const replay = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, {
      token: a.fullKey,
      body: { since, statuses: ['failed'] },
    });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body.enqueued).toBe(1);
    await triedUntil(r, hook.webhookId, id, 'delivered');

    // A redelivery someone asks for sends it once more.
    const again = await h.call('POST', `/v1/webhooks/${hook.webhookId}/deliveries/${id}/redeliver`, {
      token: a.fullKey,
    });
    expect(again.status, again.text).toBeLessThan(300);
    for (let round = 0; round < 8 && (await h.detailOf(hook.webhookId, id)).attempts.length < 3; round++)
      await b.run(b.handlers().attempt, await messagesOf(`webhook:${hook.webhookId}`, 1));

    const timeline = await timelineOf(hook.formId, event.submission_id);
    expect(timeline.map((e) => [e.type, e.attempt_no, e.outcome, e.replay_id === null])).toEqual([
      ['attempt', 1, 'failed', true],
      ['redelivery', null, null, false],
      ['attempt', 2, 'delivered', true],
      ['redelivery', null, null, true],
      ['attempt', 3, 'delivered', true],
    ]);
    expect(timeline[0]).toMatchObject({ status_code: 503, response_excerpt: 'busy', delivery_id: id });
    expect((await storedEntries(hook.formId, event.submission_id)).map((e) => e.type)).toEqual([
      'redelivery',
      'attempt',
      'redelivery',
      'attempt',
    ]);
  });

  it('a removed webhook: the timeline still shows its tries', async () => {
    const r = await receivers.start(() => ({ status: 200, body: 'ok' }));
    const hook = await h.formWithWebhook(r);
    const other = await h.addWebhook(hook.formId, r);
    const event = await announced(hook.formId);
    const response = await b.run(b.handlers().fanOut, [b.asRecord(event, `e-${event.id}`)]);
    expect(response.batchItemFailures).toEqual([]);
    const records = [
      ...(await messagesOf(`webhook:${hook.webhookId}`, 1)),
      ...(await messagesOf(`webhook:${other.webhookId}`, 1)),
    ];
    expect((await b.run(b.handlers().attempt, records)).batchItemFailures).toEqual([]);
    const before = await timelineOf(hook.formId, event.submission_id);
    expect(before.map((e) => e.target_id).sort()).toEqual([hook.webhookId, other.webhookId].sort());

    const removed = await h.call('DELETE', `/v1/webhooks/${hook.webhookId}`, { token: a.fullKey });
    expect(removed.status, removed.text).toBe(204);
    expect(await timelineOf(hook.formId, event.submission_id)).toEqual(before);
    expect(await storedEntries(hook.formId, event.submission_id)).toEqual([]);
  });

  it('a try of an event the timeline cannot find by key keeps its entry', async () => {
    const r = await receivers.start(() => ({ status: 200, body: 'ok' }));
    const hook = await h.formWithWebhook(r);
    // An event with an id of its own (as an update's or a redelivery's is), not the submission's derived one.
    const event = await b.stored(hook.formId);
    const [record] = await fannedOut(hook, [event]);
    expect(bodyOf(record!).first_try).toBeDefined();
    expect((await b.run(b.handlers().attempt, [record!])).batchItemFailures).toEqual([]);
    expect(await storedEntries(hook.formId, event.submission_id)).toHaveLength(1);
    expect((await timelineOf(hook.formId, event.submission_id)).map((e) => [e.type, e.attempt_no])).toEqual([
      ['attempt', 1],
    ]);
  });
});
