import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import type { ReviewModel } from '@shared/domain/spam/final-verdict.js';
import { SPAM_REVIEW_METRICS } from '@shared/observability/metric-catalog.js';
import type { BusinessMetrics } from '@shared/observability/metrics.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers, quietPeriod } from '@test/support/delivery.js';
import { eventually, receiverPool } from '@test/support/webhook-receiver.js';

/**
 * The second stage of spam protection through `npm start`'s pipeline (ingest → table stream → spam review → fan-out →
 * webhook): deliveries wait for the review model's final verdict, a spam verdict moves the submission to spam before
 * anything leaves, and a failing review model lets the submission go on with ingest's verdict, counted in the
 * fallback metric. The review model is replaced by a test double only to make it slow or failing.
 */
let app: LocalApp;
let tenant: TestTenant;
let h: ReturnType<typeof deliveryHelpers>;
const receivers = receiverPool();

/** What the review model does for the current test; `reviewed` records when each text's verdict came out. */
let behaviour: (texts: readonly string[]) => Promise<number[]> = async (texts) => texts.map(() => 0.01);
const reviewed = new Map<string, number>();
const model: ReviewModel = {
  async probabilities(texts) {
    const result = await behaviour(texts);
    for (const text of texts) reviewed.set(text, Date.now());
    return result;
  },
};
const counted: Record<string, number> = {};
const metrics: BusinessMetrics = {
  count: (name, value = 1) => void (counted[name] = (counted[name] ?? 0) + value),
  milliseconds: () => undefined,
  flush: () => undefined,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MARKER = 'quarterly';

beforeAll(async () => {
  app = await startTestApp({ spamReview: { model, metrics } });
  tenant = await createTestTenant(app);
  h = deliveryHelpers(app, tenant);
});
afterAll(async () => {
  await receivers.closeAll();
  await app.stop();
});

const message = (n: number) =>
  `Hello, could you send me the ${MARKER} opening hours of your shop for the holidays, number ${n}? Thanks a lot`;

async function submissionOf(formId: string, id: string) {
  const res = await h.call('GET', `/v1/forms/${formId}/submissions/${id}`, { token: tenant.fullKey });
  expect(res.status, res.text).toBe(200);
  return res.body as { status: string; spam_reasons: string[] };
}

describe('second stage of spam protection', () => {
  it('holds the webhook until the slow review model has given its final verdict', async () => {
    behaviour = async (texts) => {
      await sleep(1500);
      return texts.map(() => 0.02);
    };
    const receiver = await receivers.start();
    const hook = await h.formWithWebhook(receiver);
    const text = message(1);
    const id = await h.submit(hook.slug, { name: 'Ada', email: 'ada@example.com', message: text });
    const [request] = await receiver.waitFor(1, 30_000);
    expect(JSON.parse(request!.body).data.submission.id).toBe(id);
    // The model reads what the visitor wrote in their own words (`SubmissionText.free`), which holds the message.
    const verdictAt = [...reviewed].find(([read]) => read.includes(text.toLowerCase()))?.[1];
    expect(verdictAt, 'the review model judged the message').toBeDefined();
    expect(request!.at).toBeGreaterThanOrEqual(verdictAt!);
    expect((await submissionOf(hook.formId, id)).status).toBe('received');
  });

  it('moves a submission the review finds spam to spam before any delivery leaves', async () => {
    behaviour = async (texts) => {
      await sleep(1000);
      return texts.map((t) => (t.includes(MARKER) ? 0.93 : 0.01));
    };
    const receiver = await receivers.start();
    const hook = await h.formWithWebhook(receiver);
    const id = await h.submit(hook.slug, { name: 'Bo', email: 'bo@example.com', message: message(2) });
    const stored = await eventually(async () => {
      const s = await submissionOf(hook.formId, id);
      return s.status === 'spam' ? s : undefined;
    });
    expect(stored.spam_reasons.at(-1)).toBe('second_stage:93');
    await quietPeriod();
    // The endpoint does not take spam: nothing left, not even before the verdict.
    expect(receiver.requests).toHaveLength(0);
  });

  it('passes a submission on with the first verdict when the review model fails, and counts the fallback', async () => {
    const before = counted[SPAM_REVIEW_METRICS.fallbacks] ?? 0;
    behaviour = () => Promise.reject(new Error('review model weights unreadable'));
    const receiver = await receivers.start();
    const hook = await h.formWithWebhook(receiver);
    const id = await h.submit(hook.slug, { name: 'Cy', email: 'cy@example.com', message: message(3) });
    await receiver.waitFor(1, 30_000);
    expect((await submissionOf(hook.formId, id)).status).toBe('received');
    expect(counted[SPAM_REVIEW_METRICS.fallbacks]).toBeGreaterThan(before);
  });
});
