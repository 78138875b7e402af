import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { deliveryIdFor, deliveryMessage, newDelivery } from '@shared/domain/delivery/deliveries.js';
import { resourceTargetKey } from '@shared/domain/delivery/targets.js';
import { REPLAY_TIME_BUDGET_MS, type DeliveryReplay } from '@shared/domain/delivery/replay.js';
import type { Delivery } from '@shared/domain/delivery/targets.js';
import { createdEventOf } from '@shared/domain/events.js';
import type { Principal } from '@shared/domain/tenant.js';
import { replayDeliveries } from '@services/api/use-cases/delivery-replay.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers, quietPeriod } from '@test/support/delivery.js';
import { submissionFor } from '@test/support/submissions.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * Bulk replay through the real queues: 500 deliveries dead while their endpoint was down, then the endpoint
 * recovered; one replay request sends each once more with its original `webhook-id`, which the receiver verifies
 * with the `standardwebhooks` library.
 */
let app: LocalApp;
let tenant: TestTenant;
let receiver: Receiver;
const COUNT = 500;

beforeAll(async () => {
  app = await startTestApp({ config: { deliverySchedule: [1, 1, 1] } });
  tenant = await createTestTenant(app, 'pro');
  receiver = await startReceiver(() => ({ status: 503, body: 'down for maintenance' }));
});
afterAll(async () => {
  await receiver?.close();
  await app?.stop();
});

/** Runs `work` for 0..n-1, `width` at a time. */
async function inParallel(n: number, width: number, work: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

/**
 * `count` deliveries of `hook`'s endpoint that ended dead, each for its own stored submission; returns their event
 * ids. (The way there, tries and the dead-letter queue, is delivery-retries.test.ts's; here the submissions are
 * written through the submission store, as ingest stores them, and the dead state through the delivery store, as
 * the dead-letter consumer writes it: the public endpoint and the tries would add thousands of requests this test
 * is not about.)
 */
async function deadDeliveries(hook: { webhookId: string; formId: string }, count: number): Promise<string[]> {
  const submissions = Array.from({ length: count }, (_, i) =>
    submissionFor(tenant.tenantId, hook.formId, { fields: { name: `Visitor ${i}` } }),
  );
  const targetKey = resourceTargetKey('webhook', hook.webhookId);
  const eventIds: string[] = [];
  await inParallel(count, 25, async (i) => {
    const submission = submissions[i]!;
    expect(await app.deps.stores.submissions.create(submission)).toBe('created');
    const event = createdEventOf(submission);
    const delivery = newDelivery(
      {
        id: deliveryIdFor(event.id, event.created_at, targetKey),
        targetKey,
        kind: 'webhook',
        tenantId: tenant.tenantId,
        formId: hook.formId,
        eventId: event.id,
        eventType: event.type,
        eventCreatedAt: event.created_at,
        submissionId: event.submission_id,
        test: false,
      },
      new Date(),
    );
    await app.deps.stores.deliveries.createOnce(delivery);
    expect(
      await app.deps.stores.deliveries.markDead(deliveryMessage(delivery), new Date().toISOString()),
    ).toBeDefined();
    eventIds.push(event.id);
  });
  return eventIds;
}

describe('bulk replay of an endpoint', () => {
  it('re-sends 500 dead deliveries once each, with their original webhook-ids, and nothing twice', async () => {
    const h = deliveryHelpers(app, tenant);
    const token = tenant.fullKey;
    const since = new Date(Date.now() - 1000).toISOString();
    const hook = await h.formWithWebhook(receiver);
    await h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, { token, body: { enabled: false } });
    const originalIds = new Set(await deadDeliveries(hook, COUNT));
    expect(receiver.requests).toHaveLength(0);
    const resumed = await h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, { token, body: { enabled: true } });
    expect(resumed.status, resumed.text).toBe(200);

    receiver.respondWith(() => ({ status: 204 }));
    // One request replays for at most 10 s (`partial`: the same request again does the rest).
    const rounds: Record<string, any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (let round = 0; round < 10 && rounds.at(-1)?.status !== 'done'; round++) {
      const res = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, { token, body: { since } });
      expect(res.status, res.text).toBe(200);
      rounds.push(res.body);
    }
    const replay = { body: rounds[0]! };
    expect(rounds.at(-1)!.status).toBe('done');
    const total = (key: string) => rounds.reduce((sum, r) => sum + r[key], 0);
    expect([total('matched'), total('enqueued'), total('skipped')]).toEqual([COUNT, COUNT, 0]);
    // The same request again finds nothing left to replay.
    const again = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, { token, body: { since } });
    expect(again.body).toMatchObject({ status: 'done', matched: 0, enqueued: 0 });

    await receiver.waitFor(COUNT, 60_000);
    await quietPeriod(2500);
    expect(receiver.requests).toHaveLength(COUNT);
    const verifier = new Webhook(hook.secret);
    const sent = receiver.requests.map((r) => {
      verifier.verify(r.body, r.headers as Record<string, string>);
      return r.headers['webhook-id'];
    });
    expect(new Set(sent).size).toBe(COUNT);
    expect(sent.every((id) => originalIds.has(String(id)))).toBe(true);

    const job = await h.call('GET', `/v1/webhooks/${hook.webhookId}/replays/${replay.body.id}`, { token });
    expect(job.body).toEqual(replay.body);
    expect(job.body.requested_by).toMatchObject({ kind: 'api_key' });
    await eventually(
      async () => ((await h.deliveriesOf(hook.webhookId, '?status=dead')).length === 0 ? true : undefined),
      30_000,
      'no dead delivery left',
    );
  }, 120_000);

  it('answers partial at its time budget or on a failure, with what it queued; the same request again does the rest', async () => {
    const h = deliveryHelpers(app, tenant);
    const hook = await h.formWithWebhook(receiver);
    await h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, { token: tenant.fullKey, body: { enabled: false } });
    const since = new Date(Date.now() - 1000).toISOString();
    await deadDeliveries(hook, 250);
    // Resumed and answering, so the replayed deliveries are delivered and not found again.
    receiver.respondWith(() => ({ status: 204 }));
    await h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, { token: tenant.fullKey, body: { enabled: true } });
    const target = {
      targetKey: resourceTargetKey('webhook', hook.webhookId),
      tenantId: tenant.tenantId,
      formId: hook.formId,
    };
    const principal: Principal = {
      tenantId: tenant.tenantId,
      credentialId: 'key_replay_test',
      kind: 'api_key',
      scope: 'full',
      role: 'owner',
      userId: null,
      email: null,
    };
    const saved: DeliveryReplay[] = [];
    const replays = app.deps.stores.deliveryReplays;
    // A clock that has used up the budget once the first page is done: one page of 100, then `partial`.
    const start = Date.now();
    let pages = 0;
    const queue = app.deps.deliveryQueue;
    const ports = {
      deliveries: app.deps.stores.deliveries,
      timeline: app.deps.stores.timeline,
      replays: { get: replays.get, save: async (job: DeliveryReplay) => (saved.push({ ...job }), replays.save(job)) },
      deliveryQueue: {
        enqueue: async (m: Parameters<typeof queue.enqueue>[0]) => {
          pages++;
          await queue.enqueue(m);
        },
      },
      now: () => new Date(start + (pages > 0 ? REPLAY_TIME_BUDGET_MS : 0)),
    };
    const first = await replayDeliveries(ports, principal, target, { since });
    expect(first).toMatchObject({ status: 'partial', matched: 100, enqueued: 100 });
    expect(await replays.get(target.targetKey, first.id)).toEqual(first);

    // The table fails one restart of the next page: the page's other 99 are queued and counted, the job is left
    // `partial`, and the request fails (503); the delivery whose restart failed is still dead.
    let failedId: string | undefined;
    const failing = {
      ...ports,
      now: () => new Date(),
      deliveries: {
        list: app.deps.stores.deliveries.list,
        restartUnchanged: async (d: Delivery, at: string) => {
          if (failedId === undefined) {
            failedId = d.id;
            throw Object.assign(new Error('DynamoDB did not answer'), { name: 'TimeoutError' });
          }
          return app.deps.stores.deliveries.restartUnchanged(d, at);
        },
      },
    };
    await expect(replayDeliveries(failing, principal, target, { since })).rejects.toThrow('DynamoDB did not answer');
    expect(saved.at(-1)).toMatchObject({ status: 'partial', matched: 99, enqueued: 99, skipped: 0 });
    const stillDead = await app.deps.stores.deliveries.get(target.targetKey, failedId!);
    expect(stillDead?.status).toBe('dead');

    const rest = await replayDeliveries({ ...ports, now: () => new Date() }, principal, target, { since });
    expect(rest).toMatchObject({ status: 'done', matched: 51, enqueued: 51, skipped: 0 });
  });

  it('refuses a disabled endpoint and a range that ends before it starts', async () => {
    const h = deliveryHelpers(app, tenant);
    const token = tenant.fullKey;
    const hook = await h.formWithWebhook(receiver);
    const backwards = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, {
      token,
      body: { since: '2026-01-02T00:00:00Z', until: '2026-01-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.field ?? JSON.stringify(backwards.body)).toContain('until');
    // A range from before 1970 (odd offsets included) is a range from the first delivery on.
    const ancient = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, {
      token,
      body: { since: '0251-06-19T16:51:06.431+07:46', until: '0892-06-10T03:10:10-07:19' },
    });
    expect(ancient.status, ancient.text).toBe(200);
    expect(ancient.body).toMatchObject({ status: 'done', matched: 0 });
    await h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, { token, body: { enabled: false } });
    const disabled = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, {
      token,
      body: { since: '2026-01-01T00:00:00Z' },
    });
    expect(disabled.status).toBe(409);
    const readOnly = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, {
      token: tenant.readKey,
      body: { since: '2026-01-01T00:00:00Z' },
    });
    expect(readOnly.status).toBe(403);
  });
});
