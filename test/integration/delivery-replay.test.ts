import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers, quietPeriod } from '@test/support/delivery.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * Bulk replay through the real queues: an endpoint down long enough for 500 deliveries to end dead (two tries each,
 * then the dead-letter queue), then recovered; one replay request sends each once more with its original
 * `webhook-id`, which the receiver verifies with the `standardwebhooks` library.
 */
let app: LocalApp;
let tenant: TestTenant;
let receiver: Receiver;
const COUNT = 500;

beforeAll(async () => {
  app = await startTestApp({ config: { deliverySchedule: [1] } });
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

describe('bulk replay of an endpoint', () => {
  it('re-sends 500 dead deliveries once each, with their original webhook-ids, and nothing twice', async () => {
    const h = deliveryHelpers(app, tenant);
    const token = tenant.fullKey;
    const since = new Date(Date.now() - 1000).toISOString();
    const hook = await h.formWithWebhook(receiver);
    await inParallel(COUNT, 20, (i) => h.submit(hook.slug, { name: `Visitor ${i}`, message: 'Hello there' }));

    const deadCount = async () => {
      let total = 0;
      let cursor: string | null = null;
      do {
        const res = await h.call(
          'GET',
          `/v1/webhooks/${hook.webhookId}/deliveries?status=dead&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          { token },
        );
        total += (res.body.deliveries as unknown[]).length;
        cursor = res.body.next_cursor as string | null;
      } while (cursor);
      return total;
    };
    await eventually(async () => ((await deadCount()) === COUNT ? true : undefined), 150_000, `${COUNT} dead`);
    const originalIds = new Set(receiver.requests.map((r) => r.headers['webhook-id']));
    expect(originalIds.size).toBe(COUNT);

    receiver.respondWith(() => ({ status: 204 }));
    const before = receiver.requests.length;
    const replay = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, { token, body: { since } });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body).toMatchObject({ status: 'done', matched: COUNT, enqueued: COUNT, skipped: 0 });
    // The same request again finds nothing left to replay.
    const again = await h.call('POST', `/v1/webhooks/${hook.webhookId}/replays`, { token, body: { since } });
    expect(again.body).toMatchObject({ status: 'done', matched: 0, enqueued: 0 });

    await receiver.waitFor(before + COUNT, 120_000);
    await quietPeriod(2500);
    const replayed = receiver.requests.slice(before);
    expect(replayed).toHaveLength(COUNT);
    const verifier = new Webhook(hook.secret);
    const ids = replayed.map((r) => {
      verifier.verify(r.body, r.headers as Record<string, string>);
      return r.headers['webhook-id'];
    });
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids.every((id) => originalIds.has(id))).toBe(true);

    const job = await h.call('GET', `/v1/webhooks/${hook.webhookId}/replays/${replay.body.id}`, { token });
    expect(job.body).toMatchObject({
      id: replay.body.id,
      status: 'done',
      enqueued: COUNT,
      requested_by: { kind: 'api_key' },
    });
  }, 300_000);

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
