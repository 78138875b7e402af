import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand } from '@shared/adapters/dynamo/commands.js';
import { DocumentClient } from '@shared/adapters/dynamo/document-client.js';
import { processSigning } from '@shared/adapters/aws-signing.js';
import { marshall } from '@aws-sdk/util-dynamodb';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { toRecord } from '@local/pollers.js';
import { submissionKey } from '@shared/adapters/dynamo/keys.js';
import { createSubmissionStreamHandler } from '@services/api/handlers/submission-stream.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { create as createEmailAttempt } from '@services/delivery/handlers/email-attempt.js';
import { create as createFanOut } from '@services/delivery/handlers/fan-out.js';
import { create as createSpamReview } from '@services/delivery/handlers/spam-review.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import { create as createWebhookAttempt } from '@services/delivery/handlers/webhook-attempt.js';
import { jsonLogger } from '@shared/observability/log.js';
import { startReceiver } from '@test/support/webhook-receiver.js';
import type { Context, DynamoDBStreamEvent, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import {
  costModel,
  FAN_OUT_WEBHOOK,
  SPAM_REVIEW,
  STREAM_CONSUMER,
  IN_BATCH,
  printCostModel,
  SMALL_FORM_SUBMISSION,
  SQS_BATCH,
  WEBHOOK_TRY,
  type Measured,
} from './support/cost-model.js';
import { installMeter, type StepTally, type Tally } from './support/meter.js';
import { printSteps } from './support/step-breakdown.js';

/**
 * `npm run cost` (also part of `npm run bench`): what one submission and one delivery cost, measured on the local
 * stand-ins. Each scenario runs a few times warm, metered (`support/meter.ts`): DynamoDB capacity from
 * `ReturnConsumedCapacity: INDEXES`, SQS / S3 / SES requests counted by SDK middleware, handler duration and the
 * bytes it logs. The cost model (`support/cost-model.ts`, prices in `prices.ts`) turns them into dollars.
 */
const RUNS = 12;
/** Not a step of the chain: the reads an owner's look at one submission's timeline costs. */
const TIMELINE_READ = "a submission's timeline read (1 webhook, delivered on its first try)";

const MESSAGE =
  'Hello! We are planning our spring catalogue and would like a quote for 40 custom mugs with our logo in two ' +
  'colours, delivered to our office in Lyon before the end of next month. Could you also tell us whether you ' +
  'offer gift boxes, what the lead time is for a reorder of the same design, and whether a proof is sent before ' +
  'printing? Our budget is flexible for the right quality. Thank you, and have a nice day.';
/** A plain contact form of about 1 KB as sent (JSON). */
const plainFields = (i: number) => ({
  name: `Visitor Number ${i}`,
  email: `visitor${i}@example.com`,
  company: 'Acme SARL',
  phone: '+33 4 78 00 00 00',
  subject: 'Quote request: custom mugs',
  message: `${MESSAGE} ${MESSAGE.slice(0, 420)}`,
});

/** A short contact form (~300 B as sent): name, e-mail and a two-sentence message. */
const smallFields = (i: number) => ({
  name: `Visitor Number ${i}`,
  email: `visitor${i}@example.com`,
  message: MESSAGE.slice(0, 230),
});

interface Setup {
  app: LocalApp;
  slug: string;
  notifySlug: string;
  formId: string;
  /** Each form's id by its public slug. */
  formIdOf: Record<string, string>;
  /** Forms with a webhook for the file scenario: presigning allows 10 a minute per form and visitor. */
  fileSlugs: string[];
}

async function setUp(app: LocalApp, webhookUrl: string): Promise<Setup> {
  const ports = { ...app.deps.stores, now: app.deps.now };
  const tenant = await createTenant(ports, { name: 'Cost', plan: 'pro', ownerEmail: 'owner@example.com' });
  const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'cost', scope: 'full' });
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`cost setup: ${method} ${path} answered ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string; public_slug: string };
  };
  const rateLimit = { limit: 1_000_000, window_seconds: 30, burst: 1_000_000, burst_window_seconds: 600 };
  const newForm = async ({ name, ...update }: Record<string, unknown>) => {
    const form = await call('POST', '/v1/forms', { name });
    await call('PATCH', `/v1/forms/${form.id}`, { ...update, settings: { rate_limit: rateLimit } });
    return form;
  };
  const withWebhook = async (name: string) => {
    const form = await newForm({ name });
    await call('POST', `/v1/forms/${form.id}/webhooks`, { url: webhookUrl, events: ['submission.created'] });
    return form;
  };
  const main = await withWebhook('Contact');
  const slug = main.public_slug;
  const files = [await withWebhook('Files A'), await withWebhook('Files B')];
  const notify = await newForm({ name: 'Contact with e-mail', notify_emails: ['owner@example.com'] });
  const formIdOf = Object.fromEntries([main, ...files, notify].map((f) => [f.public_slug, f.id]));
  return {
    app,
    slug,
    formId: main.id,
    notifySlug: notify.public_slug,
    fileSlugs: files.map((f) => f.public_slug),
    formIdOf,
  };
}

async function post(app: LocalApp, slug: string, body: unknown, expectStatus?: string): Promise<string> {
  const res = await fetch(`${app.baseUrl.replace('//localhost:', '//127.0.0.1:')}/f/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': USER_AGENT },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { id?: string; status?: string };
  if (res.status !== 201) throw new Error(`ingest answered ${res.status} ${JSON.stringify(answer)}`);
  if (expectStatus && answer.status !== expectStatus) throw new Error(`expected ${expectStatus}, got ${answer.status}`);
  return answer.id!;
}

const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Captures what the process writes to stdout meanwhile (the JSON log lines), counting the bytes, printing nothing. */
async function capturingLogs<T>(work: () => Promise<T>): Promise<{ result: T; logBytes: number }> {
  const write = process.stdout.write;
  let logBytes = 0;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    logBytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    return true;
  }) as typeof process.stdout.write;
  try {
    return { result: await work(), logBytes };
  } finally {
    process.stdout.write = write;
  }
}

type Meter = ReturnType<typeof installMeter>;

/**
 * Runs `work` RUNS times (after one unmetered warm-up) and averages what one run cost, divided by `perRun` (the
 * events or tries one run handles, e.g. a batch of 10).
 */
async function measure(
  meter: Meter,
  name: string,
  work: (i: number) => Promise<void>,
  prepare: () => Promise<unknown> = async () => undefined,
  perRun = 1,
): Promise<Measured> {
  await capturingLogs(prepare);
  await work(-1);
  const tallies: Tally[] = [];
  let ms = 0;
  let logBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    await capturingLogs(prepare);
    const started = performance.now();
    const captured = await capturingLogs(() => meter.measure(() => work(i)));
    ms += performance.now() - started;
    logBytes += captured.logBytes;
    tallies.push(captured.result);
  }
  const n = RUNS * perRun;
  const mean = (pick: (t: Tally) => Record<string, number>) => {
    const sum: Record<string, number> = {};
    for (const t of tallies) for (const [k, v] of Object.entries(pick(t))) sum[k] = (sum[k] ?? 0) + v / n;
    return sum;
  };
  const steps: Record<string, StepTally> = {};
  for (const t of tallies)
    for (const [step, figures] of Object.entries(t.steps)) {
      const entry = (steps[step] ??= { requests: 0, wcu: 0, rcu: 0, ms: 0 });
      for (const key of ['requests', 'wcu', 'rcu', 'ms'] as const) entry[key] += figures[key] / n;
    }
  return {
    name,
    steps,
    requests: mean((t) => t.requests),
    rcu: tallies.reduce((sum, t) => sum + t.rcu, 0) / n,
    wcu: tallies.reduce((sum, t) => sum + t.wcu, 0) / n,
    wcuBy: mean((t) => t.wcuBy),
    sqs: mean((t) => t.sqs),
    s3: mean((t) => t.s3),
    ses: mean((t) => t.ses),
    ms: ms / n,
    logBytes: logBytes / n,
  };
}

/**
 * Takes the next `count` messages of a queue, as the Lambda event source mapping does (not metered: its calls are
 * modelled).
 */
async function nextRecords(sqs: SQSClient, queueUrl: string, count = 1) {
  const records: SQSRecord[] = [];
  for (let tries = 0; records.length < count && tries < 50; tries++) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: count - records.length,
        WaitTimeSeconds: 1,
        AttributeNames: ['All'],
        MessageSystemAttributeNames: ['All'],
      }),
    );
    for (const message of Messages) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle! }));
      records.push(toRecord(`arn:aws:sqs:us-east-1:000000000000:${queueUrl.split('/').pop()}`, message));
    }
  }
  if (records.length < count) throw new Error(`${count - records.length} messages missing on ${queueUrl}`);
  return records;
}

/** A stored submission, by the keys of its item. */
interface Stored {
  id: string;
  formId: string;
}

type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

async function invoke(handler: SqsHandler, records: SQSRecord[]) {
  const result = await handler({ Records: records }, { awsRequestId: 'cost' } as Context);
  if (result.batchItemFailures.length > 0) throw new Error('the consumer reported a failure');
}

export async function run(): Promise<void> {
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  // Before the app, so every client and ingest's presigned S3 requests are counted from the start.
  const meter = installMeter();
  const app = await startLocalApp({
    prefix: `bench-cost-${Date.now().toString(36)}`,
    pollers: false,
    // The table-stream consumer is driven below, one measured batch at a time.
    tableStream: false,
    sweepIntervalMs: 0,
    ingestCacheMs: 5000,
  });
  const receiver = await startReceiver();
  const esm = new SQSClient({});
  try {
    const setup = await capturingLogs(() => setUp(app, receiver.url)).then((c) => c.result);
    const delivery = { stores: app.deps.stores, logger: jsonLogger, mailer: app.deps.mailer };
    const fanOut = createFanOut(app.runtime, delivery) as unknown as SqsHandler;
    const webhookAttempt = createWebhookAttempt(app.runtime, delivery) as unknown as SqsHandler;
    const emailAttempt = createEmailAttempt(app.runtime, delivery) as unknown as SqsHandler;
    const drainEvents = async (n = 1) => invoke(fanOut, await nextRecords(esm, app.config.eventsQueueUrl, n));
    const drainEvent = () => drainEvents();
    const drainDeliveries = async (n = 1) =>
      invoke(webhookAttempt, await nextRecords(esm, app.config.deliveryQueueUrl, n));
    const drainDelivery = () => drainDeliveries();
    const drainEmail = async () => invoke(emailAttempt, await nextRecords(esm, app.config.emailDeliveryQueueUrl));

    // As deployed: the stream consumer queues new submissions' events for the spam review, which passes them on.
    const reviewQueue = sqsEventPublisher(sqsSender(), app.config.spamReviewQueueUrl);
    const streamConsumer = createSubmissionStreamHandler({ ...app.deps, events: reviewQueue, logger: jsonLogger });
    const spamReview = createSpamReview(app.runtime, { logger: jsonLogger }) as unknown as SqsHandler;
    const review = async (n = 1) => invoke(spamReview, await nextRecords(esm, app.config.spamReviewQueueUrl, n));
    /** Passes `count` queued events through the spam review (unmetered), 10 per invocation. */
    const reviewQueued = async (count: number) => {
      for (let left = count; left > 0; left -= SQS_BATCH) await review(Math.min(SQS_BATCH, left));
    };
    // The stream records of the submissions just stored, as Lambda would deliver them (read with an unmetered client).
    const unmetered = new DocumentClient(processSigning());
    let lastStored: string[] = [];
    const streamRecord = async ({ id, formId }: Stored) => {
      const { Item } = await unmetered.send(
        new GetCommand({ TableName: app.config.tableName, Key: submissionKey(formId, id) }),
      );
      return {
        eventID: id,
        eventName: 'INSERT',
        dynamodb: { Keys: marshall({ PK: Item!.PK, SK: Item!.SK }), NewImage: marshall(Item!), SequenceNumber: id },
      };
    };
    const consumeStream = async (stored: Stored[]) => {
      const Records = await Promise.all(stored.map(streamRecord));
      await streamConsumer({ Records } as DynamoDBStreamEvent, {} as Context);
    };
    const countStream = () => consumeStream(lastStored.map((id) => ({ id, formId: setup.formId })));
    /** Stored submissions whose stream records were not consumed yet: the consumer queues their events. */
    const unannounced: Stored[] = [];
    const keep = (id: string, slug = setup.slug) => (unannounced.push({ id, formId: setup.formIdOf[slug]! }), id);
    /** The stream consumer over what was stored since, outside any measure, so the events reach the review queue. */
    const queueForReview = () => capturingLogs(() => consumeStream(unannounced.splice(0)));
    /** …and through the spam review, so they reach the events queue. */
    const announce = () =>
      capturingLogs(async () => {
        const count = unannounced.length;
        await consumeStream(unannounced.splice(0));
        await reviewQueued(count);
      });
    const drainAll = (withDelivery: boolean) =>
      capturingLogs(async () => {
        for (let i = 0; i <= RUNS; i++) await drainEvent().then(() => (withDelivery ? drainDelivery() : undefined));
      });
    let n = 0;
    const measured: Measured[] = [];
    // Each scenario leaves the queues as it found them, so the next one reads only its own messages.
    measured.push(
      await measure(meter, 'plain submission', async () => {
        keep(await post(app, setup.slug, plainFields(n++), 'received'));
      }),
    );
    await announce();
    await drainAll(true);
    measured.push(
      await measure(meter, SMALL_FORM_SUBMISSION, async () => {
        keep(await post(app, setup.slug, smallFields(n++), 'received'));
      }),
    );
    await announce();
    await drainAll(true);
    const storedPending = (count: number) => async () => {
      lastStored = [];
      for (let i = 0; i < count; i++) lastStored.push(await post(app, setup.slug, plainFields(n++), 'received'));
    };
    measured.push(await measure(meter, STREAM_CONSUMER, countStream, storedPending(1)));
    await capturingLogs(() => reviewQueued(RUNS + 1));
    await drainAll(true);
    // A busy form's stream records share a batch too (up to 1,000 per batch, 2 s window): measured at the SQS fill.
    const streamBatch = `${STREAM_CONSUMER}, ${IN_BATCH}`;
    measured.push(await measure(meter, streamBatch, countStream, storedPending(SQS_BATCH), SQS_BATCH));
    await capturingLogs(() => reviewQueued((RUNS + 1) * SQS_BATCH));
    await capturingLogs(async () => {
      for (let i = 0; i <= RUNS; i++) await drainEvents(SQS_BATCH).then(() => drainDeliveries(SQS_BATCH));
    });
    measured.push(
      await measure(meter, 'spam submission (honeypot)', async () => {
        keep(await post(app, setup.slug, { ...plainFields(n++), _gotcha: 'http://spam.example' }, 'spam'));
      }),
    );
    await announce();
    await drainAll(false); // spam: no webhook (include_spam off)
    measured.push(
      await measure(meter, 'submission with a 2 KB file', async () => {
        const slug = setup.fileSlugs[n % 2]!;
        keep(await submitWithFile(app, slug, plainFields(n++)), slug);
      }),
    );
    await announce();
    await drainAll(true);

    // The second stage of spam protection: one event per invocation (a trickle), then full batches (a busy form).
    const posted = async (batch: number) => {
      for (let i = 0; i < (RUNS + 1) * batch; i++) keep(await post(app, setup.slug, plainFields(n++)));
      await queueForReview();
    };
    await capturingLogs(() => posted(1));
    measured.push(await measure(meter, SPAM_REVIEW, () => review()));
    await drainAll(true);
    await capturingLogs(() => posted(SQS_BATCH));
    measured.push(await measure(meter, `${SPAM_REVIEW}, ${IN_BATCH}`, () => review(SQS_BATCH), undefined, SQS_BATCH));
    await capturingLogs(async () => {
      for (let i = 0; i <= RUNS; i++) await drainEvents(SQS_BATCH).then(() => drainDeliveries(SQS_BATCH));
    });

    // Deliveries: one submission each, then its event through fan-out, then its delivery's first try.
    const pending: string[] = [];
    const prepare = async (slug: string, batch = 1) => {
      for (let i = 0; i < (RUNS + 1) * batch; i++) pending.push(keep(await post(app, slug, plainFields(n++)), slug));
      await announce();
    };
    await capturingLogs(() => prepare(setup.slug));
    measured.push(await measure(meter, FAN_OUT_WEBHOOK, drainEvent));
    measured.push(await measure(meter, WEBHOOK_TRY, drainDelivery));
    // The owner opens the timeline of a submission whose one webhook delivery was tried once: what a read costs.
    const timelineOf = async (i: number) => void (await app.deps.stores.timeline.list(setup.formId, pending[i + 1]!));
    measured.push(await measure(meter, TIMELINE_READ, timelineOf));
    // A busy form's events come in full batches, whose records share their reads (`batchReads`).
    await capturingLogs(() => prepare(setup.slug, SQS_BATCH));
    const fanOutBatch = () => drainEvents(SQS_BATCH);
    const trySqsBatch = () => drainDeliveries(SQS_BATCH);
    measured.push(await measure(meter, `${FAN_OUT_WEBHOOK}, ${IN_BATCH}`, fanOutBatch, undefined, SQS_BATCH));
    measured.push(await measure(meter, `${WEBHOOK_TRY}, ${IN_BATCH}`, trySqsBatch, undefined, SQS_BATCH));
    await capturingLogs(() => prepare(setup.notifySlug));
    measured.push(await measure(meter, 'fan-out, per event (owner e-mail)', drainEvent));
    measured.push(await measure(meter, 'owner e-mail delivery, per try', drainEmail));

    printMeasured(measured);
    printSteps(measured);
    printCostModel(costModel(measured));
  } finally {
    await receiver.close();
    await app.stop();
    await emulators.stop();
  }
}

async function submitWithFile(app: LocalApp, slug: string, fields: Record<string, unknown>): Promise<string> {
  const base = app.baseUrl.replace('//localhost:', '//127.0.0.1:');
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2039, 7)]);
  const presigned = await fetch(`${base}/f/${slug}/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      files: [{ field: 'cv', filename: 'cv.pdf', content_type: 'application/pdf', size: bytes.length }],
    }),
  });
  if (presigned.status !== 200) throw new Error(`presign answered ${presigned.status}`);
  const slot = (
    (await presigned.json()) as {
      uploads: { key: string; url: string; method: string; headers: Record<string, string> }[];
    }
  ).uploads[0]!;
  // The browser's PUT goes straight to S3: one S3 PUT request, not through any function.
  const put = await fetch(slot.url, { method: slot.method, headers: slot.headers, body: bytes });
  await put.arrayBuffer();
  if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}`);
  return post(app, slug, { ...fields, _uploads: [slot.key] }, 'received');
}

const fmt = (record: Record<string, number>) =>
  Object.entries(record)
    .filter(([, v]) => v > 0)
    .map(([k, v]) => `${v % 1 === 0 ? v : v.toFixed(2)} ${k.replace(/Command$/, '')}`)
    .join(', ') || '–';

function printMeasured(measured: Measured[]) {
  console.log(`capacity and requests, mean of ${RUNS} warm runs each (DynamoDB units incl. indexes):`);
  for (const m of measured) {
    const calls = Object.values(m.requests).reduce((a, b) => a + b, 0);
    console.log(`  ${m.name}`);
    console.log(
      `    DynamoDB ${calls.toFixed(1)} requests (${fmt(m.requests)}); ${m.wcu.toFixed(1)} WCU (${fmt(m.wcuBy)}), ${m.rcu.toFixed(1)} RCU`,
    );
    console.log(
      `    SQS ${fmt(m.sqs)}; S3 ${fmt(m.s3)}; SES ${fmt(m.ses)}; handler ${m.ms.toFixed(1)} ms; logs ${m.logBytes.toFixed(0)} B`,
    );
  }
}
