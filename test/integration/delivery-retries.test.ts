import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { memberSession } from '@test/support/accounts.js';
import { deliveryHelpers, quietPeriod } from '@test/support/delivery.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * Failing receivers, through the real queues: retries on a compressed schedule (three 1-second steps, so four
 * tries), the real SQS redrive to the dead-letter queue, 410 Gone and redirects. Each test has its own receiver and
 * form, so they run at once: most of their time is waiting for the schedule.
 */
let app: LocalApp;
let a: TestTenant;
let h: ReturnType<typeof deliveryHelpers>;
const receivers: Receiver[] = [];
const SCHEDULE = [1, 1, 1];

beforeAll(async () => {
  app = await startTestApp({ config: { deliverySchedule: SCHEDULE } });
  a = await createTestTenant(app);
  h = deliveryHelpers(app, a);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await app.stop();
});

const receiver = async (...args: Parameters<typeof startReceiver>) => {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
};

describe.concurrent('a receiver that fails, then recovers', () => {
  it('gets exactly one successful delivery with every attempt recorded', async () => {
    const failures = 2;
    const r = await receiver((_req, n) => (n <= failures ? { status: 500, body: `boom ${n}` } : { status: 204 }));
    const hook = await h.formWithWebhook(r);
    await h.submit(hook.slug);
    const [delivery] = await h.settled(hook.webhookId, 'delivered');
    await quietPeriod(2000);
    expect(r.requests).toHaveLength(failures + 1);
    expect(new Set(r.requests.map((q) => q.headers['webhook-id'])).size).toBe(1);
    expect(delivery).toMatchObject({
      attempts: failures + 1,
      last_status_code: 204,
      last_error: null,
      next_attempt_at: null,
    });
    expect(delivery!.delivered_at).toEqual(expect.any(String));
    const { attempts } = await h.detailOf(hook.webhookId, delivery!.id);
    expect(attempts.map((x) => [x.attempt_no, x.status_code, x.response_excerpt])).toEqual([
      [1, 500, 'boom 1'],
      [2, 500, 'boom 2'],
      [3, 204, ''],
    ]);
    expect(attempts[0]!.error).toBe('endpoint answered HTTP 500');
    // The retries waited for the schedule's step (1 s ± 10 %), not less.
    expect(r.requests[1]!.at - r.requests[0]!.at).toBeGreaterThanOrEqual(850);
  });

  it('shows the failed state and the next attempt while it waits', async () => {
    const r = await receiver(() => ({ status: 503, headers: { 'retry-after': '3' } }));
    const hook = await h.formWithWebhook(r);
    await h.submit(hook.slug);
    await r.waitFor(1);
    const [failed] = await h.settled(hook.webhookId, 'failed');
    expect(failed).toMatchObject({ attempts: 1, last_status_code: 503 });
    // Retry-After (3 s) beats the 1 s step.
    const wait = Date.parse(String(failed!.next_attempt_at)) - Date.parse(String(failed!.last_attempt_at));
    expect(wait).toBeGreaterThanOrEqual(3000);
    const filtered = await h.deliveriesOf(hook.webhookId, '?status=failed');
    expect(filtered.map((d) => d.id)).toEqual([failed!.id]);
    expect(await h.deliveriesOf(hook.webhookId, '?status=delivered')).toEqual([]);
    r.respondWith(() => ({ status: 200 }));
    await h.settled(hook.webhookId, 'delivered');
    expect(r.requests[1]!.at - r.requests[0]!.at).toBeGreaterThanOrEqual(2900);
  });
});

describe.concurrent('a receiver that always fails', () => {
  it('ends dead through the dead-letter queue after the schedule is used up', async () => {
    const r = await receiver(() => ({ status: 503, body: 'down' }));
    const hook = await h.formWithWebhook(r);
    await h.submit(hook.slug);
    const [dead] = await h.settled(hook.webhookId, 'dead');
    expect(r.requests).toHaveLength(SCHEDULE.length + 1);
    expect(dead).toMatchObject({
      attempts: SCHEDULE.length + 1,
      last_status_code: 503,
      last_error: 'endpoint answered HTTP 503',
      next_attempt_at: null,
    });
    expect((await h.detailOf(hook.webhookId, dead!.id)).attempts).toHaveLength(SCHEDULE.length + 1);
    expect((await h.deliveriesOf(hook.webhookId, '?status=dead')).map((d) => d.id)).toEqual([dead!.id]);

    // A dead delivery can be sent again by hand once the receiver works: a new chain, the same event id.
    r.respondWith(() => ({ status: 200 }));
    const res = await h.call('POST', `/v1/webhooks/${hook.webhookId}/deliveries/${dead!.id}/redeliver`, {
      token: a.fullKey,
    });
    expect(res.status).toBe(202);
    const [delivered] = await h.settled(hook.webhookId, 'delivered');
    expect(delivered!.attempts).toBe(SCHEDULE.length + 2);
    expect(r.requests.at(-1)!.headers['webhook-id']).toBe(r.requests[0]!.headers['webhook-id']);
  });

  // The test's own `expect`: a running-at-once test's polls must know which test they belong to.
  it("tells the organization's owners once a day per form, not its other members", async ({ expect }) => {
    const founder = uniqueAddress('founder');
    const t = await createTestTenant(app, 'free', founder);
    const owner = (await memberSession(app, t.tenantId, 'owner', uniqueAddress('owner'))).user.email;
    const member = (await memberSession(app, t.tenantId, 'member', uniqueAddress('member'))).user.email;
    const th = deliveryHelpers(app, t);
    const r = await receiver(() => ({ status: 503, body: 'down' }));
    const hook = await th.formWithWebhook(r);
    await th.submit(hook.slug);
    await th.settled(hook.webhookId, 'dead');
    const failing = async (address: string, wait: number) =>
      (await waitForMail(address, 99, wait)).filter((m) => /^Deliveries of form ".+" are failing$/.test(m.subject));
    await expect.poll(() => failing(owner, 0), { timeout: 15_000 }).toHaveLength(1);
    const [notice] = await failing(owner, 0);
    expect(notice!.body.text).toContain(`/v1/webhooks/${hook.webhookId}/deliveries`);
    expect(notice!.body.text).toContain('endpoint answered HTTP 503');
    // A second dead delivery of the same form the same day: no second notice.
    await th.submit(hook.slug);
    await th.settled(hook.webhookId, 'dead', 2);
    expect(await failing(owner, 1500)).toHaveLength(1);
    expect(await failing(member, 0)).toEqual([]);
    expect(await failing(founder, 0)).toEqual([]);
  });

  it('a refused connection is a failure like any other', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    await r.close();
    await h.submit(hook.slug);
    const [failed] = await h.settled(hook.webhookId, 'failed');
    expect(failed!.last_status_code).toBeNull();
    expect(String(failed!.last_error)).toMatch(/^network: connection failed/);
  });
});

describe.concurrent('answers with a special meaning', () => {
  it('410 Gone disables the endpoint and ends the delivery at once', async () => {
    const r = await receiver(() => ({ status: 410 }));
    const hook = await h.formWithWebhook(r);
    await h.submit(hook.slug);
    const [dead] = await h.settled(hook.webhookId, 'dead');
    expect(dead).toMatchObject({ attempts: 1, last_status_code: 410 });
    const list = await h.call('GET', `/v1/forms/${hook.formId}/webhooks`, { token: a.fullKey });
    expect(list.body.endpoints[0]).toMatchObject({
      enabled: false,
      disabled_reason: expect.stringMatching(/^answered 410 Gone at /),
    });

    await h.submit(hook.slug);
    await quietPeriod();
    expect(r.requests).toHaveLength(1);
    expect(await h.deliveriesOf(hook.webhookId)).toHaveLength(1);

    const enabled = await h.call('PATCH', `/v1/webhooks/${hook.webhookId}`, {
      token: a.fullKey,
      body: { enabled: true },
    });
    expect(enabled.body).toMatchObject({ enabled: true, disabled_reason: null });
  });

  it('a redirect is a failure and is never followed', async () => {
    const elsewhere = await receiver();
    const r = await receiver((_req, n) =>
      n === 1 ? { status: 302, headers: { location: elsewhere.url } } : { status: 200 },
    );
    const hook = await h.formWithWebhook(r);
    await h.submit(hook.slug);
    const [delivery] = await h.settled(hook.webhookId, 'delivered');
    const { attempts } = await h.detailOf(hook.webhookId, delivery!.id);
    expect(attempts.map((x) => x.status_code)).toEqual([302, 200]);
    expect(attempts[0]!.error).toBe('endpoint answered HTTP 302 (redirects are not followed)');
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('keeps only the first 1 KB of a response', async () => {
    const r = await receiver(() => ({ status: 200, body: 'x'.repeat(5000) }));
    const hook = await h.formWithWebhook(r);
    await h.submit(hook.slug);
    const [delivery] = await h.settled(hook.webhookId, 'delivered');
    const { attempts } = await h.detailOf(hook.webhookId, delivery!.id);
    expect(attempts[0]!.response_excerpt).toBe('x'.repeat(1024));
  });
});
