import { Webhook } from 'standardwebhooks';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { create as createFanOut } from '@services/delivery/handlers/fan-out.js';
import { createdEventOf, submissionEvent, type SubmissionEvent } from '@shared/domain/events.js';
import { newId } from '@shared/domain/ids.js';
import { silentLogger } from '@shared/observability/log.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers, quietPeriod } from '@test/support/delivery.js';
import { submissionFor } from '@test/support/submissions.js';
import { receiverPool } from '@test/support/webhook-receiver.js';

/**
 * End to end through the local pipeline: `POST /f/{slug}` → ingest → events queue → fan-out → delivery queue →
 * attempt → a local receiver. Also the at-least-once guard, redelivery and the fan-out's gates. Each test has its own
 * form and receivers, so they run at once.
 */
let app: LocalApp;
let a: TestTenant;
let h: ReturnType<typeof deliveryHelpers>;
const receivers = receiverPool();
const receiver = () => receivers.start();

beforeAll(async () => {
  app = await startTestApp({ config: { deliverySchedule: [1, 1, 1] } });
  a = await createTestTenant(app);
  h = deliveryHelpers(app, a);
});
afterAll(async () => {
  await receivers.closeAll();
  await app.stop();
});

type Payload = {
  id: string;
  type: string;
  created_at: string;
  data: { form_id: string; submission: Record<string, unknown> };
};
const verify = (secret: string, request: { body: string; headers: Record<string, unknown> }) =>
  new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as Payload;

/** A stored submission and its event: the table stream announces it with this event too (the same id). */
async function storedSubmission(formId: string, overrides: Parameters<typeof submissionFor>[2] = {}) {
  const submission = submissionFor(a.tenantId, formId, overrides);
  await app.deps.stores.submissions.create(submission);
  return { submission, event: createdEventOf(submission) };
}

/** Runs the real fan-out handler on one event, outside the poller, with the given receive count. */
async function fanOutDirectly(event: SubmissionEvent, receiveCount = 1) {
  const handler = createFanOut(app.runtime, { stores: app.deps.stores, logger: silentLogger, mailer: app.deps.mailer });
  const sqsEvent = {
    Records: [
      {
        messageId: 'm1',
        receiptHandle: 'r1',
        body: JSON.stringify(event),
        attributes: { ApproximateReceiveCount: String(receiveCount) },
      },
    ],
  } as unknown as SQSEvent;
  return handler(sqsEvent, {} as never);
}

describe.concurrent('a submission reaches its webhook', () => {
  it('arrives signed per Standard Webhooks, carrying the submission exactly as the API returns it', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const submissionId = await h.submit(hook.slug);
    const [request] = await r.waitFor(1);
    const payload = verify(hook.secret, request!);
    expect(payload.id).toBe(request!.headers['webhook-id']);
    expect(payload.type).toBe('submission.created');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(payload.data.form_id).toBe(hook.formId);
    const api = await h.call('GET', `/v1/forms/${hook.formId}/submissions/${submissionId}`, { token: a.fullKey });
    expect(payload.data.submission).toEqual(api.body);

    const [delivery] = await h.settled(hook.webhookId, 'delivered');
    expect(delivery).toMatchObject({
      event_id: payload.id,
      event_type: 'submission.created',
      submission_id: submissionId,
      attempts: 1,
      last_status_code: 200,
    });
    const detail = await h.detailOf(hook.webhookId, delivery!.id);
    expect(detail.attempts).toEqual([
      expect.objectContaining({ attempt_no: 1, status_code: 200, response_excerpt: 'ok', error: null }),
    ]);
    expect(detail.attempts[0]!.response_ms).toEqual(expect.any(Number));
  });

  it('during a secret rotation carries two signatures, and each secret verifies on its own', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const rotated = await h.call('POST', `/v1/webhooks/${hook.webhookId}/rotate-secret`, { token: a.fullKey });
    expect(rotated.status).toBe(200);
    await h.submit(hook.slug);
    const [request] = await r.waitFor(1);
    const signatures = String(request!.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.startsWith('v1,'))).toBe(true);
    const headersWith = (signature: string) => ({ ...request!.headers, 'webhook-signature': signature });
    // Each signature belongs to one secret: the new one verifies the first, the previous one the second.
    expect(verify(rotated.body.secret, { body: request!.body, headers: headersWith(signatures[0]!) }).type).toBe(
      'submission.created',
    );
    expect(verify(hook.secret, { body: request!.body, headers: headersWith(signatures[1]!) }).type).toBe(
      'submission.created',
    );
    expect(() => verify(hook.secret, { body: request!.body, headers: headersWith(signatures[0]!) })).toThrow();
  });
});

describe.concurrent('at-least-once never delivers twice', () => {
  it('the same event queued three times (and announced by the stream) makes one delivery and one request', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const { event } = await storedSubmission(hook.formId);
    await app.deps.events.publish([event]);
    await app.deps.events.publish([event]);
    await app.deps.events.publish([event]);
    await r.waitFor(1);
    await quietPeriod();
    expect(r.requests).toHaveLength(1);
    expect(await h.deliveriesOf(hook.webhookId)).toHaveLength(1);
  });
});

describe.concurrent('redelivery', () => {
  it('redelivering a submission makes a new delivery under a new event id', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const submissionId = await h.submit(hook.slug);
    await r.waitFor(1);
    const res = await h.call('POST', `/v1/forms/${hook.formId}/submissions/${submissionId}/redeliver`, {
      token: a.fullKey,
    });
    expect(res.status, res.text).toBe(202);
    const [first, second] = await r.waitFor(2);
    expect(second!.headers['webhook-id']).not.toBe(first!.headers['webhook-id']);
    const deliveries = await h.settled(hook.webhookId, 'delivered', 2);
    expect(new Set(deliveries.map((d) => d.event_id)).size).toBe(2);
  });

  it('an event naming targets reaches only those endpoints', async () => {
    const [r1, r2] = [await receiver(), await receiver()];
    const hook = await h.formWithWebhook(r1);
    const other = await h.addWebhook(hook.formId, r2);
    const { submission } = await storedSubmission(hook.formId);
    // The stream's announcement reaches both.
    await Promise.all([r1.waitFor(1), r2.waitFor(1)]);
    await app.deps.events.publish([
      submissionEvent('submission.created', submission, newId('event'), new Date(), {
        targets: [`webhook:${other.webhookId}`],
      }),
    ]);
    await r2.waitFor(2);
    await quietPeriod(1500);
    expect(r1.requests).toHaveLength(1);
  });

  it('redelivering one delivery re-sends it with the same event id as a new attempt', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    await h.submit(hook.slug);
    const [delivery] = await h.settled(hook.webhookId, 'delivered');
    const res = await h.call('POST', `/v1/webhooks/${hook.webhookId}/deliveries/${delivery!.id}/redeliver`, {
      token: a.fullKey,
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({
      id: delivery!.id,
      endpoint_id: hook.webhookId,
      status: 'pending',
      event_id: delivery!.event_id,
    });
    const [first, second] = await r.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    // The receiver answers before the attempt is recorded: read the detail once the delivery has settled again.
    const [again] = await h.settled(hook.webhookId, 'delivered');
    expect(again!.attempts).toBe(2);
    const detail = await h.detailOf(hook.webhookId, delivery!.id);
    expect(detail.attempts.map((x) => x.attempt_no)).toEqual([1, 2]);
  });
});

describe.concurrent('what the fan-out refuses to deliver', () => {
  it('a locked (over-quota) submission runs no deliveries', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const { event } = await storedSubmission(hook.formId, { locked: true, lockedReason: 'quota_exceeded' });
    expect((await fanOutDirectly(event)).batchItemFailures).toEqual([]);
    expect(await h.deliveriesOf(hook.webhookId)).toHaveLength(0);
  });

  it('an event that arrives before its submission is readable is retried, then dropped', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const missing = submissionFor(a.tenantId, hook.formId);
    // The event the table stream announces once the submission is stored.
    const event = createdEventOf(missing);
    expect((await fanOutDirectly(event, 1)).batchItemFailures).toEqual([{ itemIdentifier: 'm1' }]);
    expect((await fanOutDirectly(event, 3)).batchItemFailures).toEqual([]);
    // Once stored, the same event fans out normally (nothing was recorded for it meanwhile).
    await app.deps.stores.submissions.create(missing);
    expect((await fanOutDirectly(event, 1)).batchItemFailures).toEqual([]);
    expect((await h.settled(hook.webhookId, 'delivered'))[0]!.submission_id).toBe(missing.id);
  });

  it('spam goes only to endpoints that ask for it; disabled endpoints and other event types get nothing', async () => {
    const r = await receiver();
    const hook = await h.formWithWebhook(r);
    const spamHook = await h.addWebhook(hook.formId, r, { include_spam: true });
    const disabled = await h.addWebhook(hook.formId, r, { include_spam: true });
    const updatesOnly = await h.addWebhook(hook.formId, r, { events: ['submission.updated'], include_spam: true });
    expect(
      (await h.call('PATCH', `/v1/webhooks/${disabled.webhookId}`, { token: a.fullKey, body: { enabled: false } }))
        .status,
    ).toBe(200);
    const { event } = await storedSubmission(hook.formId, { status: 'spam', spamScore: 0.99 });
    await fanOutDirectly(event);
    expect(await h.deliveriesOf(hook.webhookId)).toHaveLength(0);
    expect(await h.deliveriesOf(disabled.webhookId)).toHaveLength(0);
    expect(await h.deliveriesOf(updatesOnly.webhookId)).toHaveLength(0);
    expect(await h.settled(spamHook.webhookId, 'delivered')).toHaveLength(1);
  });
});
