import { planCatalog } from '@shared/domain/plans.js';
import { QueryCommand } from '@shared/adapters/dynamo/commands.js';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { lambdaImage } from '@local/streams.js';
import { createSubmissionStreamHandler } from '@services/api/handlers/submission-stream.js';
import { rollUpSubmissionChanges } from '@services/api/use-cases/analytics-rollup.js';
import { countSubmissionChanges } from '@services/api/use-cases/submission-counts.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { rollupWriter } from '@shared/adapters/dynamo/analytics.js';
import { formPartition } from '@shared/adapters/dynamo/keys.js';
import { submissionChangesOf } from '@shared/adapters/dynamo/submission-stream.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { rollupDelta, type RolledUpSubmission, type RollupDelta } from '@shared/domain/analytics.js';
import type { Submission } from '@shared/domain/submission.js';
import { batchIdOf } from '@shared/domain/submission-stream.js';
import { silentLogger } from '@shared/observability/log.js';
import { percentile } from './support/load.js';
import { itemSize } from './support/item-size.js';
import { installMeter, type Tally } from './support/meter.js';

/**
 * Analytics: what counting costs and what reading costs.
 * - Write units of one submission at ingest without and with the analytics attributes (same run, same code path;
 *   "before" strips them at the store), and what the table-stream consumer adds per submission (lone records and a
 *   hot form's full batch): the one consumer of counters, rollups and retention beside the two consumers it
 *   replaced (counts and rollups, each reading the batch in its own invocation), on the same records.
 * - Latency, requests and read units of `GET /v1/forms/{id}/analytics?period=90d` for a form with 100 000
 *   submissions over 90 days: 500 real submissions through ingest and the consumer, the rest written through the
 *   same rollup writer; beside it `GET /v1/forms/{id}` (one GetItem through the same API) as the floor.
 */
const RUNS = 12;
const TOTAL = 100_000;
const REAL = 500;
const READS = 30;

async function tenantWithKey(app: LocalApp) {
  const ports = { ...app.deps.stores, now: app.deps.now };
  const tenant = await createTenant(ports, { name: 'Bench', plan: 'enterprise', ownerEmail: 'owner@example.com' });
  const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'b', scope: 'full' });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const form = (await call('POST', '/v1/forms', { name: 'Busy form' })) as { id: string; public_slug: string };
  await call('PATCH', `/v1/forms/${form.id}`, {
    settings: { rate_limit: { limit: 1_000_000, window_seconds: 30, burst: 1_000_000, burst_window_seconds: 600 } },
  });
  return { tenantId: tenant.id, call, form };
}

const COUNTRIES = ['81.2.69.142', '2a00:1450:4001:81b::200e', '8.8.8.8', '1.1.1.1', '133.242.0.1', '10.0.0.1'];
const REFERERS = [
  'https://www.example.com/contact?utm_source=newsletter&utm_campaign=spring',
  'https://blog.example.org/p',
];

async function post(app: LocalApp, slug: string, i: number) {
  const res = await fetch(`${app.baseUrl}/f/${slug}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-forwarded-for': COUNTRIES[i % COUNTRIES.length]!,
      referer: REFERERS[i % REFERERS.length]!,
    },
    body: JSON.stringify({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: 'Hello, a quote please.' }),
  });
  if (res.status !== 201) throw new Error(`ingest answered ${res.status} ${await res.text()}`);
}

const mean = (tallies: Tally[], pick: (t: Tally) => number) =>
  tallies.reduce((n, t) => n + pick(t), 0) / tallies.length;
const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

/** INSERT stream records of a form's stored submissions, as the table stream hands them to the consumer. */
async function insertRecords(app: LocalApp, formId: string): Promise<DynamoDBRecord[]> {
  const { table } = app.deps.stores;
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': formPartition(formId) },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []).filter((item) => item.type === 'submission'));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.map((item, i) => ({
    eventID: `bench-${formId}-${i}`,
    eventName: 'INSERT',
    dynamodb: { SequenceNumber: String(i).padStart(21, '0'), NewImage: lambdaImage(marshall(item)) as never },
  }));
}

export async function run(): Promise<void> {
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  const meter = installMeter();
  const prefix = `bench-analytics-${Date.now().toString(36)}`;
  // No stream poller: the consumer is driven by hand below, and nothing else writes while ingest is measured.
  const quietApp = { pollers: false, tableStream: false, sweepIntervalMs: 0, quiet: true, ingestCacheMs: 5000 };
  const after = await startLocalApp({ prefix, ...quietApp });
  const beforeStore = submissionStore({ client: dynamoDocumentClient(), name: `${prefix}-b-table` });
  // "Before": the same ingest, its submissions stored without the analytics attributes.
  const before = await startLocalApp({
    prefix: `${prefix}-b`,
    ...quietApp,
    ingest: { submissions: { create: (s: Submission, o) => beforeStore.create({ ...s, traffic: null }, o) } },
  });
  try {
    // --- write units per submission, before and after ---
    const ingestUnits: Record<string, Tally[]> = { before: [], after: [] };
    const itemBytes: Record<string, number> = {};
    for (const [name, app] of [
      ['before', before],
      ['after', after],
    ] as const) {
      const { form } = await tenantWithKey(app);
      await post(app, form.public_slug, -1);
      for (let i = 0; i < RUNS; i++) ingestUnits[name]!.push(await meter.measure(() => post(app, form.public_slug, i)));
      const stored = await insertRecords(app, form.id);
      itemBytes[name] =
        stored.reduce((n, r) => n + itemSize(unmarshall(r.dynamodb!.NewImage as never)), 0) / stored.length;
    }
    const consumer = createSubmissionStreamHandler({ ...after.deps, logger: silentLogger });
    const sample = await tenantWithKey(after);
    for (let i = 0; i < REAL; i++) await post(after, sample.form.public_slug, i);
    const records = await insertRecords(after, sample.form.id);
    const lone = await meter.measure(async () => {
      for (const record of records.slice(0, RUNS)) await consumer({ Records: [record] }, {} as Context);
    });
    const hot = (from: number) => records.slice(from, from + 100);
    const batched = await meter.measure(() => consumer({ Records: hot(RUNS) }, {} as Context));
    const redelivered = await meter.measure(() => consumer({ Records: hot(RUNS) }, {} as Context));
    // The replaced pair on the next 100 records: the counts consumer and the rollups consumer, each on the batch.
    const pair = hot(RUNS + 100);
    const changes = submissionChangesOf({ Records: pair });
    const ports = { ...after.deps.stores, planOf: planCatalog(), now: after.deps.now };
    const separate = await meter.measure(async () => {
      const batchId = batchIdOf(changes[0]!.sequenceNumber, changes.at(-1)!.sequenceNumber);
      await countSubmissionChanges(ports, batchId, changes);
      await rollUpSubmissionChanges(ports, batchId, changes);
    });
    await consumer({ Records: records.slice(RUNS + 200) }, {} as Context);
    console.log('Write units per submission (DynamoDB ReturnConsumedCapacity; transactions by the 2-WCU/KB rule)');
    const row = (label: string, t: Tally[], per = 1) =>
      console.log(
        `  ${label.padEnd(66)} ${(mean(t, (x) => x.wcu) / per).toFixed(2).padStart(6)} WCU  ${(mean(t, (x) => sum(x.requests)) / per).toFixed(2).padStart(5)} requests`,
      );
    row(`ingest, before (no analytics attributes; item ${itemBytes.before!.toFixed(0)} B)`, ingestUnits.before!);
    row(`ingest, after (country + source stored; item ${itemBytes.after!.toFixed(0)} B)`, ingestUnits.after!);
    row('stream consumer, lone record (1 per batch, 1 invocation)', [lone], RUNS);
    row('stream consumer, hot form (100 records, 1 hour, 1 invocation)', [batched], 100);
    row('stream consumer, the same 100 re-delivered', [redelivered], 100);
    row('replaced: counts + rollups consumers (100 records, 2 invocations)', [separate], 100);

    // --- 100 000 submissions over 90 days ---
    const now = Date.now();
    const seedStarted = performance.now();
    const writer = rollupWriter(after.deps.stores.table);
    const synthetic: RollupDelta[] = [];
    const statuses: Submission['status'][] = ['received', 'received', 'received', 'verified', 'spam'];
    const sources = [
      { type: 'utm', utmSource: 'newsletter', utmCampaign: 'spring' },
      { type: 'referrer', referrer: 'blog.example.org' },
      { type: 'referrer', referrer: 'www.example.com' },
      { type: 'unknown' },
    ] as const;
    for (let i = REAL; i < TOTAL; i++) {
      const s: RolledUpSubmission = {
        tenantId: sample.tenantId,
        formId: sample.form.id,
        createdAt: new Date(now - Math.floor(((i * 7919) % TOTAL) * ((90 * 86_400_000) / TOTAL))).toISOString(),
        status: statuses[i % statuses.length]!,
        deletedAt: null,
        traffic: { country: ['DE', 'GB', 'US', 'FR', 'JP', null][i % 6]!, source: sources[i % sources.length]! },
      };
      synthetic.push(rollupDelta(null, s)!);
    }
    synthetic.sort((a, b) => (a.hour < b.hour ? -1 : 1));
    const lanes = 4;
    const perLane = Math.ceil(synthetic.length / lanes);
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const mine = synthetic.slice(lane * perLane, (lane + 1) * perLane);
        for (let i = 0; i < mine.length; i += 2000) {
          await writer.add(batchIdOf(`seed-${lane}`, String(i)), mine.slice(i, i + 2000));
        }
      }),
    );
    console.log(
      `\nSeeded ${TOTAL} submissions over 90 days in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );

    const timed = async (path: string) => {
      const ms: number[] = [];
      let tally: Tally | undefined;
      for (let i = 0; i < READS; i++) {
        const started = performance.now();
        const t = await meter.measure(() => sample.call('GET', path));
        ms.push(performance.now() - started);
        tally ??= t;
      }
      ms.sort((a, b) => a - b);
      return { p50: percentile(ms, 50), p95: percentile(ms, 95), tally: tally! };
    };
    const body = await sample.call('GET', `/v1/forms/${sample.form.id}/analytics?period=90d`);
    const checks = `total ${String(body.total)}, previous_total ${String(body.previous_total)}`;
    const reads = [
      ['GET /v1/forms/{id} (baseline: one GetItem)', `/v1/forms/${sample.form.id}`],
      ['analytics period=90d (UTC)', `/v1/forms/${sample.form.id}/analytics?period=90d`],
      [
        'analytics period=90d, America/New_York',
        `/v1/forms/${sample.form.id}/analytics?period=90d&time_zone=America/New_York`,
      ],
      ['analytics period=30d', `/v1/forms/${sample.form.id}/analytics?period=30d`],
      ['usage statistics (GET /v1/usage/forms)', '/v1/usage/forms'],
    ] as const;
    console.log(`Analytics reads, form with ${TOTAL} submissions over 90 days (${checks}), ${READS} reads each`);
    for (const [label, path] of reads) {
      const r = await timed(path);
      const queries = r.tally.requests.Query ?? 0;
      console.log(
        `  ${label.padEnd(44)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ${String(queries).padStart(2)} Query  ${r.tally.rcu.toFixed(1).padStart(6)} RCU`,
      );
    }
  } finally {
    await before.stop();
    await after.stop();
    await emulators.stop();
  }
}
