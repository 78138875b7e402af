import { readdirSync, readFileSync } from 'node:fs';
import { startLocalApp, type LocalApp, type LocalAppOptions } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { GetCommand, PutCommand } from '@shared/adapters/dynamo/commands.js';
import { dynamoDocumentClient, sqsSender } from '@shared/adapters/aws-clients.js';
import { pollerSqs } from '@local/sqs-client.js';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { newWebhookSecret, secretPrefixOf } from '@shared/domain/delivery/signing.js';
import { webhookRequest } from '@shared/domain/delivery/webhook-request.js';
import type { WebhookEndpoint } from '@shared/domain/delivery/webhook.js';
import { submissionView } from '@shared/domain/schemas/submissions.js';
import { createdEventOf, submissionEvent, type SubmissionEvent } from '@shared/domain/events.js';
import { newId } from '@shared/domain/ids.js';
import { newForm } from '@shared/domain/form.js';
import type { Submission } from '@shared/domain/submission.js';
import { submissionFor } from '@test/support/submissions.js';
import { bridgeIntegration } from '@test/support/bridge-integration.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';
import { load, percentile } from './support/load.js';
import { startProviderFakes, type ProviderFakes } from '@local/fakes/server.js';
import { localIntegrationSettings } from '@local/integrations.js';
import { newLocalSecretKey } from '@shared/adapters/crypto/secret-box.js';

/**
 * Webhook deliveries per second through the whole local pipeline from the events queue on — fan-out → delivery queue →
 * attempt (claim, signed POST through the vetted client, record) → a local receiver — beside the receiver's own
 * ceiling measured in the same run: the same signed requests POSTed straight at it through the same client, as many
 * at once as one delivery batch (10). The ratio is the pipeline's overhead (queues, DynamoDB, the local pollers: measured with one batch per queue at a time as the baseline and with each trigger's maxConcurrency).
 * To show where that overhead goes, the run also counts the DynamoDB and SQS calls per delivery (SDK middleware)
 * and measures DynamoDB Local's own ceiling (single-item reads/writes, 20 at a time): calls per delivery divided
 * into that ceiling is the most the pipeline could do on this machine. The CPU time per delivery (this process and
 * DynamoDB Local's JVM) is the figure the machine's load moves least: on 2 cores it bounds the pipeline too.
 */
const CONCURRENCY = 10;
const RUNS = [
  { events: 400, endpoints: 1 },
  { events: 100, endpoints: 5 },
];

/** Counts every call the process's DynamoDB client, SQS sender and the local pollers send. */
function countCalls() {
  const counts = { dynamodb: 0, sqs: 0 };
  dynamoDocumentClient().intercept((_call, next) => (counts.dynamodb++, next()));
  pollerSqs().observe(() => counts.sqs++);
  sqsSender().intercept((_operation, input, next) => (counts.sqs++, next(input)));
  return counts;
}

/** DynamoDB Local's ceiling for single-item calls like the pipeline's: alternating GetItem/PutItem, 20 at a time. */
async function dynamoCeiling(tableName: string, calls: number) {
  const ddb = dynamoDocumentClient();
  const figures = await load(20, calls, async (i) => {
    const Key = { PK: `BENCH#${i % 50}`, SK: 'X' };
    if (i % 2) await ddb.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
    else await ddb.send(new PutCommand({ TableName: tableName, Item: { ...Key, v: i } }));
  });
  return figures.perSecond;
}

export async function setUpForm(app: LocalApp, tenantId: string, receiver: Receiver, endpoints: number) {
  const form = newForm({ id: newId('form'), tenantId, name: 'Bench' }, new Date());
  const now = form.createdAt;
  await app.deps.stores.forms.create(form);
  const hooks: WebhookEndpoint[] = [];
  for (let i = 0; i < endpoints; i++) {
    const secret = newWebhookSecret();
    const hook: WebhookEndpoint = {
      id: newId('webhook'),
      tenantId,
      formId: form.id,
      url: receiver.url,
      enabled: true,
      events: ['submission.created'],
      description: null,
      includeSpam: false,
      secret,
      secretPrefix: secretPrefixOf(secret),
      previousSecret: null,
      previousSecretUntil: null,
      disabledReason: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
    };
    await app.deps.stores.webhooks.create(hook);
    hooks.push(hook);
  }
  return { form, hooks };
}

export const submission = (tenantId: string, formId: string, i: number): Submission =>
  submissionFor(tenantId, formId, {
    fields: { name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: 'Hello, a quote for 40 mugs please.' },
    submitterEmail: `visitor${i}@example.com`,
    submitterIp: '203.0.113.9',
    userAgent: 'bench',
    spamScore: 0,
  });

/** The pid of the DynamoDB Local JVM listening on `port` (Linux /proc), to read its CPU time. */
function dynamoLocalPid(port: string): string | undefined {
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.some((a) => a.endsWith('DynamoDBLocal.jar')) && args[args.indexOf('-port') + 1] === port) return pid;
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** CPU milliseconds used so far by this process (functions, pollers, SQS stand-in, receiver) and by the JVM. */
function cpuNow(jvmPid: string | undefined) {
  const own = process.cpuUsage();
  let jvm = NaN;
  if (jvmPid) {
    // Fields after the command name: state is the first, utime and stime the 12th and 13th (clock ticks of 10 ms).
    const fields = readFileSync(`/proc/${jvmPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    jvm = (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return { node: (own.user + own.system) / 1000, jvm };
}

/** Deliveries through the pipeline: publish every event at once, wait for every request at the receiver. */
async function throughPipeline(
  app: LocalApp,
  tenantId: string,
  receiver: Receiver,
  run: (typeof RUNS)[number],
  jvmPid?: string,
) {
  const { form } = await setUpForm(app, tenantId, receiver, run.endpoints);
  const submissions = Array.from({ length: run.events }, (_, i) => submission(tenantId, form.id, i));
  for (let i = 0; i < submissions.length; i += 25)
    await Promise.all(submissions.slice(i, i + 25).map((s) => app.deps.stores.submissions.create(s)));
  // The events the table stream's consumer publishes for them (their ids derived from the submissions').
  const events: SubmissionEvent[] = submissions.map(createdEventOf);
  const expected = receiver.requests.length + run.events * run.endpoints;
  const started = Date.now();
  const cpuBefore = cpuNow(jvmPid);
  await app.deps.events.publish(events);
  await receiver.waitFor(expected, 300_000);
  const wall = Date.now() - started;
  const cpuAfter = cpuNow(jvmPid);
  const deliveries = run.events * run.endpoints;
  const latencies = receiver.requests
    .slice(-run.events * run.endpoints)
    .map((r) => r.at - started)
    .sort((a, b) => a - b);
  return {
    perSecond: (deliveries / wall) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerDelivery: {
      node: (cpuAfter.node - cpuBefore.node) / deliveries,
      jvm: (cpuAfter.jvm - cpuBefore.jvm) / deliveries,
    },
  };
}

/**
 * Integration deliveries through the same pipeline: `forward_a` bridges (Formspree's shape, no per-hook pacing) to
 * the local provider fake, every event published at once, until the fake has received them all.
 */
async function integrationsThroughPipeline(app: LocalApp, tenantId: string, fakes: ProviderFakes, events: number) {
  const receiver = { url: '', requests: [] } as unknown as Receiver;
  const { form } = await setUpForm(app, tenantId, receiver, 0);
  const integration = bridgeIntegration(tenantId, form.id, { label: 'Bench bridge' });
  await app.deps.stores.integrations.create(integration);
  const submissions = Array.from({ length: events }, (_, i) => submission(tenantId, form.id, i));
  for (let i = 0; i < submissions.length; i += 25)
    await Promise.all(submissions.slice(i, i + 25).map((s) => app.deps.stores.submissions.create(s)));
  const expected = fakes.requests('formspree').length + events;
  const started = Date.now();
  await app.deps.events.publish(
    submissions.map((s) => submissionEvent('submission.created', s, newId('event'), new Date())),
  );
  while (fakes.requests('formspree').length < expected) {
    if (Date.now() - started > 300_000) throw new Error('integration deliveries did not all arrive');
    await new Promise((r) => setTimeout(r, 20));
  }
  return (events / (Date.now() - started)) * 1000;
}

/** The receiver's ceiling: the same signed POSTs through the same client, CONCURRENCY at a time, no queues or table. */
async function receiverCeiling(receiver: Receiver, tenantId: string, requests: number) {
  const client = outboundHttp({ allowLoopback: true });
  const secret = newWebhookSecret();
  const hook = { url: receiver.url, secret, previousSecret: null, previousSecretUntil: null } as WebhookEndpoint;
  const view = submissionView(submission(tenantId, newId('form'), 0));
  const figures = await load(CONCURRENCY, requests, async () => {
    const body = {
      id: newId('event'),
      type: 'submission.created' as const,
      created_at: new Date().toISOString(),
      data: { form_id: 'frm', submission: view },
    };
    await client.send(webhookRequest(hook, body, new Date()));
  });
  return figures.perSecond;
}

/**
 * The local stack's pollers: one batch per queue at a time (the local default), or as many as each trigger allows,
 * as the event source mapping scales out on AWS (the figure the ≥ 25 % target is read from).
 */
const POLLER_VARIANTS = [
  { pollers: '1', label: 'one batch per queue at a time (LOCAL_POLLERS=1, the local default)' },
  { pollers: '10', label: "each trigger's maxConcurrency, as the event source mapping scales out (LOCAL_POLLERS=10)" },
] as const;

/** The bench's local app (`wrapHandlers`: the delivery profile times each invocation). */
export async function startBenchApp(
  fakes: ProviderFakes,
  pollers: string | undefined,
  wrapHandlers?: LocalAppOptions['wrapHandlers'],
) {
  const saved = process.env.LOCAL_POLLERS;
  if (pollers === undefined) delete process.env.LOCAL_POLLERS;
  else process.env.LOCAL_POLLERS = pollers;
  try {
    return await startLocalApp({
      prefix: `bench-dlv-${Date.now().toString(36)}`,
      quiet: true,
      sweepIntervalMs: 0,
      // The runs store their submissions first and then publish every event at once; the table stream would
      // announce each one as it is written, before the clock starts.
      tableStream: false,
      config: { integrations: localIntegrationSettings(fakes.urls, newLocalSecretKey(), {}) },
      wrapHandlers,
    });
  } finally {
    if (saved === undefined) delete process.env.LOCAL_POLLERS;
    else process.env.LOCAL_POLLERS = saved;
  }
}

export async function run(): Promise<void> {
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  const fakes = await startProviderFakes();
  const receiver = await startReceiver(() => ({ status: 200, body: 'ok' }));
  const counts = countCalls();
  let app: LocalApp | undefined;
  try {
    for (const [variant, { pollers, label }] of POLLER_VARIANTS.entries()) {
      app = await startBenchApp(fakes, pollers);
      const baseline = variant === 0;
      console.log(`\npollers: ${label}`);
      const tenant = await createTenant(
        { ...app.deps.stores, now: app.deps.now },
        { name: 'Bench', plan: 'enterprise', ownerEmail: 'bench@example.com' },
      );
      await receiverCeiling(receiver, tenant.id, 200); // warm-up
      const ceiling = await receiverCeiling(receiver, tenant.id, 2000);
      // Warmed up like the receiver: a cold JVM answers at a fraction of its speed until its JIT compiler has run.
      if (baseline) await dynamoCeiling(app.config.tableName, 2000);
      const ddbCeiling = await dynamoCeiling(app.config.tableName, 2000);
      console.log(`receiver ceiling (direct signed POSTs, ${CONCURRENCY} at a time): ${ceiling.toFixed(0)} requests/s`);
      console.log(
        `DynamoDB Local ceiling (single-item calls, 20 at a time, after 2,000 warm-up calls): ${ddbCeiling.toFixed(0)} calls/s`,
      );
      const jvmPid = dynamoLocalPid(new URL(emulators.endpoints.dynamodb).port);
      // Warmed up like the receiver and DynamoDB Local's ceiling: measured in one run, the pipeline's first 1,200
      // deliveries ran at 165 → 255 deliveries/s as DynamoDB Local's JIT compiled its paths (its CPU per delivery 7.5
      // → 3.2 ms), then stayed there. The figure is the pipeline's, not the stand-in's warm-up (the JVM stays warm
      // for the second variant, which warms its own functions only).
      for (let i = 0; i < (baseline ? 3 : 1); i++)
        await throughPipeline(app, tenant.id, receiver, { events: 400, endpoints: 1 });
      let webhookFigure = 0;
      for (const r of baseline ? RUNS.slice(0, 1) : RUNS) {
        // The receiver's ceiling right before and right after the run: the machine's load drifts within seconds,
        // and the ratio is read against their mean.
        const ceilingBefore = await receiverCeiling(receiver, tenant.id, 1000);
        const before = { ...counts };
        const figures = await throughPipeline(app, tenant.id, receiver, r, jvmPid);
        const after = { ...counts };
        const ceilingAfter = await receiverCeiling(receiver, tenant.id, 1000);
        const ceilingAround = (ceilingBefore + ceilingAfter) / 2;
        if (r.endpoints === 1) webhookFigure = figures.perSecond;
        const deliveries = r.events * r.endpoints;
        // Setup writes of the run (form, endpoints, submissions) are not the pipeline's: subtract them.
        const dynamoPerDelivery = (after.dynamodb - before.dynamodb - (1 + r.endpoints + r.events)) / deliveries;
        const sqsPerDelivery = (after.sqs - before.sqs) / deliveries;
        const bound = ddbCeiling / dynamoPerDelivery;
        console.log(
          `pipeline, ${r.events} events × ${r.endpoints} endpoint(s): ${figures.perSecond.toFixed(0)} deliveries/s`,
        );
        console.log(
          `  ratio to the receiver ceiling ×${(figures.perSecond / ceilingAround).toFixed(3)} (ceiling ${ceilingBefore.toFixed(0)}/s before the run, ${ceilingAfter.toFixed(0)}/s after; ×${(figures.perSecond / ceiling).toFixed(3)} of the one above); publish→received p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
        );
        console.log(
          `  per delivery: ${dynamoPerDelivery.toFixed(1)} DynamoDB calls, ${sqsPerDelivery.toFixed(2)} SQS calls (incl. empty long polls); ` +
            `DynamoDB-bound ceiling ${bound.toFixed(0)} deliveries/s, reached ×${(figures.perSecond / bound).toFixed(2)}`,
        );
        const cpu = figures.cpuPerDelivery;
        console.log(
          `  CPU per delivery: ${cpu.node.toFixed(2)} ms in Node (functions, pollers, SQS stand-in, receiver) + ` +
            `${cpu.jvm.toFixed(2)} ms in DynamoDB Local = ${(cpu.node + cpu.jvm).toFixed(2)} ms ` +
            `(2 cores to themselves: at most ${(2000 / (cpu.node + cpu.jvm)).toFixed(0)} deliveries/s)`,
        );
      }
      if (!baseline) {
        await integrationsThroughPipeline(app, tenant.id, fakes, 30); // warm-up
        const integrationEvents = RUNS[0]!.events;
        const integrationFigure = await integrationsThroughPipeline(app, tenant.id, fakes, integrationEvents);
        console.log(
          `integrations, ${integrationEvents} events × 1 forward_a bridge (local provider fake): ${integrationFigure.toFixed(0)} deliveries/s ` +
            `beside webhooks ${webhookFigure.toFixed(0)} deliveries/s in this run (×${(integrationFigure / webhookFigure).toFixed(2)}; ` +
            'each integration try also reads its delivery state and writes the payload and the last delivery time)',
        );
      }
      await app.stop();
      app = undefined;
    }
    console.log(
      '(batches of 10; AWS scales each mapping out to its maxConcurrency, the local stack to LOCAL_POLLERS, default 1)',
    );
  } finally {
    await fakes.stop();
    await receiver.close();
    await app?.stop();
    await emulators.stop();
  }
}
