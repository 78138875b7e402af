import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as esbuild from 'esbuild';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { sqsClient } from '@shared/adapters/aws-clients.js';
import { usageStore } from '@shared/adapters/dynamo/usage.js';
import { newId } from '@shared/domain/ids.js';
import { acceptAll } from '@shared/domain/spam.js';
import type { Submission } from '@shared/domain/submission.js';

/**
 * The public submission path, warm, against the local stand-ins: p50/p99 latency and throughput at concurrency 1
 * and 32, beside a baseline measured in the same run: the bare writes the path must make (one PutItem of a
 * submission-sized item plus one SendMessage), straight through the SDK. Then the function bundle: minified size
 * (esbuild, platform node, ESM, AWS SDK included) and cold import time in a fresh `node` process.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WARMUP = 80;
const RUNS = [
  { concurrency: 1, requests: 200 },
  { concurrency: 32, requests: 480 },
];

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Runs `task` `requests` times with `concurrency` workers; latency of each call and overall throughput. */
async function load(concurrency: number, requests: number, task: (i: number) => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const t = performance.now();
        await task(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: (requests / wall) * 1000 };
}

const MESSAGE = 'Hello! I would like a quote for 40 custom mugs with our logo, delivered to Lyon before the end of next month.';
const fieldsOf = (i: number) => ({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, company: 'Acme SARL', message: MESSAGE });

/** Rate limiting stays on (its two window writes are part of the path); the limits are raised so one client can load it. */
const RAISED_RATE_LIMIT = { limit: 1_000_000, window_seconds: 30, burst: 1_000_000, burst_window_seconds: 600 };

async function setUp(app: LocalApp): Promise<{ slug: string; formId: string; tenantId: string }> {
  const ports = { ...app.deps.stores, now: app.deps.now };
  const tenant = await createTenant(ports, { name: 'Bench', plan: 'enterprise', ownerEmail: 'bench@example.com' });
  const { token } = await issueCredential(ports, { tenantId: tenant.id, kind: 'api_key', name: 'bench', scope: 'full' });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const form = (await (await fetch(`${app.baseUrl}/v1/forms`, { method: 'POST', headers, body: JSON.stringify({ name: 'Bench form' }) })).json()) as { id: string; public_slug: string };
  const patched = await fetch(`${app.baseUrl}/v1/forms/${form.id}`, { method: 'PATCH', headers, body: JSON.stringify({ settings: { rate_limit: RAISED_RATE_LIMIT } }) });
  if (!patched.ok) throw new Error(`form setup failed: ${patched.status}`);
  return { slug: form.public_slug, formId: form.id, tenantId: tenant.id };
}

function ingestTask(app: LocalApp, slug: string) {
  const url = `${app.baseUrl}/f/${slug}`;
  return async (i: number) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(fieldsOf(i)) });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`ingest answered ${res.status}`);
  };
}

/** The writes any ingest path must make: the submission item and its event, nothing else. */
function baselineTask(app: LocalApp) {
  const table = app.deps.stores.table;
  return async (i: number) => {
    const id = newId('submission');
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: { PK: `BENCH#${id}`, SK: 'BENCH', type: 'bench', id, fields: JSON.stringify(fieldsOf(i)), created_at: new Date().toISOString(), status: 'received' },
      }),
    );
    await sqsClient().send(new SendMessageCommand({ QueueUrl: app.config.eventsQueueUrl, MessageBody: JSON.stringify({ id: newId('event'), submission_id: id }) }));
  };
}

/** The exact write transaction ingest makes (submission + form counters + usage count) plus the event send. */
function transactionTask(app: LocalApp, ids: { formId: string; tenantId: string }) {
  const usage = usageStore(app.deps.stores.table);
  return async (i: number) => {
    const now = new Date();
    const submission: Submission = {
      id: newId('submission', now.getTime()), tenantId: ids.tenantId, formId: ids.formId, createdAt: now.toISOString(), status: 'received',
      deletedAt: null, starred: false, readAt: null, locked: false, lockedReason: null, fields: fieldsOf(i), files: [],
      submitterEmail: null, submitterIp: '127.0.0.1', userAgent: null, origin: null, referer: null, acceptLanguage: null,
      spamScore: null, spamReasons: [], routingAlias: null, expiresAt: null,
    };
    await sqsClient().send(new SendMessageCommand({ QueueUrl: app.config.eventsQueueUrl, MessageBody: JSON.stringify({ id: newId('event'), submission_id: submission.id }) }));
    const count = usage.countWrite(ids.tenantId, now.toISOString().slice(0, 7), { enforceLimit: null, reached: [], throttle: false, at: now });
    await app.deps.stores.submissions.create(submission, { extraWrites: [count] });
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
const line = (label: string, f: Figures) => `  ${label.padEnd(28)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0).padStart(6)} req/s`;

/**
 * Esbuild options of the ingest function. `mainFields` picks the SDK's ESM builds (tree-shakeable); the alias swaps
 * the SDK's default credential chain for the environment provider Lambda needs (see shared/adapters/env-credentials.ts).
 */
export const INGEST_BUNDLE: esbuild.BuildOptions = {
  entryPoints: [join(ROOT, 'services/ingest/handlers/submit.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  mainFields: ['module', 'main'],
  tsconfig: join(ROOT, 'tsconfig.json'),
  alias: { '@aws-sdk/credential-provider-node': join(ROOT, 'shared/adapters/env-credentials.ts') },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  metafile: true,
  write: false,
  logLevel: 'silent',
};

async function bundleFigures(): Promise<void> {
  const result = await esbuild.build(INGEST_BUNDLE);
  const code = result.outputFiles![0]!.contents;
  const bySource = new Map<string, number>();
  for (const output of Object.values(result.metafile!.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file.split('/').slice(0, 2).join('/');
      bySource.set(pkg, (bySource.get(pkg) ?? 0) + input.bytesInOutput);
    }
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`bundle services/ingest/handlers/submit.ts: ${kb(code.length)} minified (${code.length} bytes; target < 300 KB: ${code.length < 300_000 ? 'met' : 'NOT met'})`);
  const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  largest parts: ${top.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`);

  const dir = mkdtempSync(join(tmpdir(), 'ingest-bundle-'));
  try {
    const file = join(dir, 'submit.mjs');
    writeFileSync(file, code);
    const env = { ...process.env, TABLE_NAME: 't', BUCKET_NAME: 'b', EVENTS_QUEUE_URL: 'q', DELIVERY_QUEUE_URL: 'q', DELIVERY_DLQ_URL: 'q', EVENTS_DLQ_URL: 'q', MAIL_FROM: 'm@example.com', PUBLIC_BASE_URL: 'http://x' };
    const probe = `const t = performance.now(); const m = await import(${JSON.stringify(file)}); if (typeof m.handler !== 'function') process.exit(2); console.log((performance.now() - t).toFixed(1));`;
    const times = Array.from({ length: 5 }, () => Number(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env }).toString().trim())).sort((a, b) => a - b);
    console.log(`cold import of the bundle (fresh node process, median of 5): ${times[2]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times[4]!.toFixed(1)})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where the time goes: the path's write transaction (+ send) on its own, and the path without the spam stage. */
async function breakdown(app: LocalApp, ids: { formId: string; tenantId: string }): Promise<void> {
  const bare = await startLocalApp({ prefix: `bench-ingest-b-${Date.now().toString(36)}`, quiet: true, pollers: false, sweepIntervalMs: 0, ingestCacheMs: 5000, ingest: { spam: acceptAll } });
  try {
    const noSpam = ingestTask(bare, (await setUp(bare)).slug);
    await load(4, WARMUP / 2, noSpam);
    console.log('breakdown:');
    for (const { concurrency, requests } of RUNS) {
      console.log(line(`c${concurrency} SendMessage+transaction`, await load(concurrency, requests, transactionTask(app, ids))));
    }
    console.log(line('c1 POST without spam stage', await load(1, RUNS[0]!.requests, noSpam)));
  } finally {
    await bare.stop();
  }
}

export async function run(): Promise<void> {
  await bundleFigures();
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  // The deployed function caches its reads for 5 s (INGEST_CACHE_SECONDS); the bench runs it the same way.
  const app = await startLocalApp({ prefix: `bench-ingest-${Date.now().toString(36)}`, quiet: true, pollers: false, sweepIntervalMs: 0, ingestCacheMs: 5000 });
  try {
    const ids = await setUp(app);
    const ingest = ingestTask(app, ids.slug);
    const baseline = baselineTask(app);
    await load(8, WARMUP, ingest);
    await load(8, WARMUP, baseline);
    console.log('warm latency and throughput (local stand-ins, one form with rate limiting on, JSON contact-form body):');
    for (const { concurrency, requests } of RUNS) {
      const base = await load(concurrency, requests, baseline);
      const path = await load(concurrency, requests, ingest);
      console.log(`concurrency ${concurrency} (${requests} requests each):`);
      console.log(line('baseline PutItem+SendMessage', base));
      console.log(line('POST /f/{slug} (HTTP)', path));
      console.log(`  ratio p50 ×${(path.p50 / base.p50).toFixed(2)} (target ≤ ×2: ${path.p50 / base.p50 <= 2 ? 'met' : 'NOT met'}), p99 ×${(path.p99 / base.p99).toFixed(2)}, throughput ×${(path.perSecond / base.perSecond).toFixed(2)}`);
    }
    await breakdown(app, ids);
  } finally {
    await app.stop();
    await emulators.stop();
  }
}
