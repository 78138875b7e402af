import { SetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient, sqsSender } from '@shared/adapters/aws-clients.js';
import { AwsJsonError } from '@shared/adapters/aws-json.js';
import { queueUrlOf } from '@shared/config.js';
import { QUEUE_DEFINITIONS, type QueueKey } from '@shared/infra/definition.js';
import { sqsClient } from '@local/sqs-client.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { seededRandom } from '@test/support/fuzz.js';
import { COUNTS_SETTLE_MS, formCounters, trueCounters } from '@test/support/submissions.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * The faults soak. 500 submissions (SOAK_SUBMISSIONS for a longer soak) go through the local pipeline (ingest → table stream → events queue →
 * fan-out → attempts → webhook) while SQS sends, the submission's DynamoDB transaction and the webhook receiver fail
 * at random. Faults are injected with SDK middleware on the real DynamoDB client and with an interceptor on the real
 * SQS sender (every function's sends, the stream consumer's events included), so every other step is
 * the real code over the real stand-ins. Then: every 201 is stored exactly once, every stored submission's webhook arrived exactly once or its delivery is `dead` (and redelivers), counters equal a recount.
 */
const SUBMISSIONS = Number(process.env.SOAK_SUBMISSIONS ?? 500);
const PARALLEL = 10;
const P_SQS_SEND = 0.08;
const P_SUBMISSION_WRITE = 0.05;
const P_RECEIVER_500 = 0.2;

/**
 * A message whose handling failed (an injected send fault) is hidden for this long before it is handled again, not
 * for the queues' deployed visibility timeout (six times a consumer's timeout, 180 s): what the soak checks is that
 * it comes back and is handled once, not how long the queue hides it.
 */
const SOAK_VISIBILITY_SECONDS = 30;

/** Shortens every queue's visibility timeout for this app. */
async function shortenVisibility(config: LocalApp['config']) {
  for (const key of Object.keys(QUEUE_DEFINITIONS) as QueueKey[]) {
    await sqsClient().send(
      new SetQueueAttributesCommand({
        QueueUrl: queueUrlOf(config, key),
        Attributes: { VisibilityTimeout: String(SOAK_VISIBILITY_SECONDS) },
      }),
    );
  }
}

const rng = seededRandom(Number(process.env.SOAK_SEED ?? 13));
let faultsOn = true;
const injected = { sqsSend: 0, submissionWrite: 0, receiver: 0 };

let app: LocalApp;
let t: TestTenant;
let receiver: Receiver;

/** A transient DynamoDB failure as the SDK surfaces it. */
const awsFault = (name: string) =>
  Object.assign(new Error(`injected ${name}`), { name, $metadata: { httpStatusCode: 503 }, $fault: 'server' });

function injectSdkFaults() {
  dynamoDocumentClient().intercept(async ({ operation, input: raw }, next) => {
    // The submission's write: one PutItem, or a transaction holding its Put (uploads, locked ledger...).
    const input = raw as {
      Item?: { type?: string };
      TransactItems?: { Put?: { Item?: { type?: string } } }[];
    };
    const createsSubmission =
      input.Item?.type === 'submission' || input.TransactItems?.some((i) => i.Put?.Item?.type === 'submission');
    if (faultsOn && /^(Put|TransactWrite)/.test(operation) && createsSubmission && rng.chance(P_SUBMISSION_WRITE)) {
      injected.submissionWrite++;
      throw awsFault('InternalServerError');
    }
    return next();
  });
  sqsSender().intercept(async (operation, input, next) => {
    if (faultsOn && operation.startsWith('SendMessage') && rng.chance(P_SQS_SEND)) {
      injected.sqsSend++;
      throw new AwsJsonError(operation, 503, 'ServiceUnavailable', 'injected');
    }
    return next(input);
  });
}

beforeAll(async () => {
  receiver = await startReceiver((_, n) => {
    const failed = faultsOn && rng.chance(P_RECEIVER_500);
    if (failed) injected.receiver++;
    answers[n - 1] = failed ? 500 : 200;
    return failed ? { status: 500, body: 'injected' } : { status: 200, body: 'ok' };
  });
  app = await startTestApp({
    sweepIntervalMs: 500,
    config: { deliverySchedule: [1, 1, 1] },
  });
  await shortenVisibility(app.config);
  injectSdkFaults();
  t = await createTestTenant(app, 'enterprise');
});
afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

interface Receipt {
  eventId: string;
  submissionId: string;
  acknowledged: boolean;
}

/** The status the receiver answered each request with, in arrival order. */
const answers: number[] = [];

const receipts = (): Receipt[] =>
  receiver.requests.map((r, i) => {
    const body = JSON.parse(r.body) as { id: string; data: { submission: { id: string } } };
    return { eventId: body.id, submissionId: body.data.submission.id, acknowledged: answers[i] === 200 };
  });

describe('faults soak', () => {
  it(`${SUBMISSIONS} submissions under injected SQS, DynamoDB and webhook failures: 0 lost, 0 duplicated`, async () => {
    const h = deliveryHelpers(app, t);
    const { formId, slug, webhookId } = await h.formWithWebhook(receiver);

    const call = client(app.baseUrl);
    const accepted = new Map<number, string>();
    const refused: number[] = [];
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < SUBMISSIONS) {
          const n = next++;
          const res = await call('POST', `/f/${slug}`, {
            headers: { accept: 'application/json' },
            body: { n, email: `soak${n}@example.com`, message: `soak ${n}` },
          });
          if (res.status === 201) accepted.set(n, res.body.id);
          else {
            expect(res.status, res.text).toBe(503);
            expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
            refused.push(n);
          }
        }
      }),
    );
    const postedIn = Date.now() - started;

    // Stored exactly once: every 201 is there, and no `n` appears twice.
    const stored = await eventually(
      async () => {
        const all = await storedSubmissions(formId);
        return all.length >= accepted.size ? all : undefined;
      },
      30_000,
      'every accepted submission listed',
    );
    const byN = new Map<number, string[]>();
    for (const s of stored) byN.set(s.n, [...(byN.get(s.n) ?? []), s.id]);
    const storedTwice = [...byN.values()].filter((list) => list.length > 1).length;
    const lost = [...accepted].filter(([n, id]) => !byN.get(n)?.includes(id)).length;
    const storedRefused = refused.filter((n) => byN.has(n)).length;

    // Every stored submission's webhook: acknowledged exactly once, or its delivery dead.
    const storedIds = new Set(stored.map((s) => s.id));
    const settled = await eventually(
      async () => {
        const acked = new Map<string, number>();
        for (const r of receipts()) if (r.acknowledged) acked.set(r.submissionId, (acked.get(r.submissionId) ?? 0) + 1);
        const dead = await deadDeliveries(webhookId);
        const deadSubmissions = new Set(dead.map((d) => d.submission_id));
        const open = [...storedIds].filter((id) => !acked.has(id) && !deadSubmissions.has(id));
        return open.length === 0 ? { acked, dead } : undefined;
      },
      240_000,
      'every webhook delivered or dead',
    );
    const duplicates = [...settled.acked.values()].filter((count) => count > 1).length;
    const delivered = [...settled.acked.keys()].filter((id) => storedIds.has(id)).length;

    const recount = await trueCounters(app, t.tenantId, formId);
    // The counters follow from the table stream: give the counts consumer its seconds.
    await expect.poll(() => formCounters(app, t.fullKey, formId), { timeout: COUNTS_SETTLE_MS }).toEqual(recount);
    const counters = await formCounters(app, t.fullKey, formId);
    console.log(
      `soak: sent ${SUBMISSIONS}, accepted ${accepted.size} (refused 503: ${refused.length}) in ${(postedIn / 1000).toFixed(1)} s, ` +
        `stored ${stored.length}, lost ${lost}, stored twice ${storedTwice}, delivered ${delivered}, ` +
        `dead ${settled.dead.length}, duplicates ${duplicates}; injected faults: ${JSON.stringify(injected)}; ` +
        `counters ${JSON.stringify(counters)} vs recount ${JSON.stringify(recount)}`,
    );
    expect(injected.sqsSend + injected.submissionWrite + injected.receiver).toBeGreaterThan(50);
    expect({ lost, storedTwice, storedRefused, duplicates }).toEqual({
      lost: 0,
      storedTwice: 0,
      storedRefused: 0,
      duplicates: 0,
    });
    expect(stored.length).toBe(accepted.size);
    expect(delivered + settled.dead.length).toBe(stored.length);
    expect(counters).toEqual(recount);

    // A dead delivery redelivers once the receiver is healthy again.
    faultsOn = false;
    for (const dead of settled.dead) {
      const res = await call('POST', `/v1/webhooks/${webhookId}/deliveries/${dead.id}/redeliver`, { token: t.fullKey });
      expect(res.status, res.text).toBe(202);
    }
    if (settled.dead.length > 0) {
      await eventually(
        async () => {
          const acked = new Set(
            receipts()
              .filter((r) => r.acknowledged)
              .map((r) => r.submissionId),
          );
          return settled.dead.every((d) => acked.has(d.submission_id)) ? true : undefined;
        },
        60_000,
        'dead deliveries redelivered',
      );
    }
  }, 600_000);
});

async function storedSubmissions(formId: string) {
  const out: { id: string; n: number }[] = [];
  let after: string | undefined;
  do {
    const page = await app.deps.stores.submissions.list(formId, 'all', 100, after);
    const full = await app.deps.stores.submissions.getMany(
      t.tenantId,
      formId,
      page.items.map((s) => s.id),
    );
    out.push(...full.map((s) => ({ id: s.id, n: Number(s.fields.n) })));
    after = page.nextAfter ?? undefined;
  } while (after);
  return out;
}

async function deadDeliveries(webhookId: string) {
  const call = client(app.baseUrl);
  const out: { id: string; submission_id: string }[] = [];
  let cursor: string | null = null;
  do {
    const res: {
      status: number;
      body: { deliveries: { id: string; submission_id: string }[]; next_cursor: string | null };
    } = await call(
      'GET',
      `/v1/webhooks/${webhookId}/deliveries?status=dead&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      {
        token: t.readKey,
      },
    );
    expect(res.status).toBe(200);
    out.push(...res.body.deliveries);
    cursor = res.body.next_cursor;
  } while (cursor);
  return out;
}
