import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as esbuild from 'esbuild';
import { copyLazyPackages, esbuildOptions, INGEST_BUNDLING, INGEST_ENTRY, PROJECT_ROOT } from '@lib/bundling.js';
import { startLocalApp, type LocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { createLambdaHttpServer, type HttpHandler } from '@local/http-adapter.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { sqsClient } from '@shared/adapters/aws-clients.js';
import { rateLimitStore } from '@shared/adapters/dynamo/rate-limits.js';
import { usageStore } from '@shared/adapters/dynamo/usage.js';
import { ENV, type AppConfig } from '@shared/config.js';
import { newId } from '@shared/domain/ids.js';
import { acceptAll } from '@shared/domain/spam.js';
import { rateWindows } from '@shared/domain/submission-rate-limit.js';
import type { Submission } from '@shared/domain/submission.js';

/**
 * The public submission path, warm, against the local stand-ins: p50/p99 latency and throughput at concurrency 1
 * and 32, beside a baseline measured in the same run: the bare writes the path must make (one PutItem of a
 * submission-sized item plus one SendMessage), straight through the SDK. Then the function bundle exactly as CDK
 * builds it (lib/bundling.ts): minified size, cold import time in a fresh `node` (source maps on, as deployed), the
 * first load of the lazily imported disposable-domain list, and a check that the bundle serves submissions.
 */
const WARMUP = 80;
const RUNS = [
  { concurrency: 1, requests: 200 },
  { concurrency: 32, requests: 480 },
];

/**
 * The ingest function's esbuild options (the CDK ones, `lib/bundling.ts`), in memory with a metafile.
 * Kept for scripts that bundle variants of the entry.
 */
export const INGEST_BUNDLE: esbuild.BuildOptions = {
  ...esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, join(tmpdir(), 'ingest-bundle', 'index.mjs')),
  metafile: true,
  write: false,
  logLevel: 'silent',
};

interface Figures {
  p50: number;
  p99: number;
  perSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

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

const MESSAGE =
  'Hello! I would like a quote for 40 custom mugs with our logo, delivered to Lyon before the end of next month.';
const fieldsOf = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  company: 'Acme SARL',
  message: MESSAGE,
});

/** Rate limiting stays on (its window write is part of the path); the limits are raised so one client can load it. */
const RAISED_RATE_LIMIT = { limit: 1_000_000, window_seconds: 30, burst: 1_000_000, burst_window_seconds: 600 };

interface BenchForms {
  slug: string;
  formId: string;
  tenantId: string;
  /** A form refusing disposable addresses (`email_hygiene.block_disposable`), for the bundle check. */
  hygieneSlug: string;
}

async function setUp(app: LocalApp): Promise<BenchForms> {
  const ports = { ...app.deps.stores, now: app.deps.now };
  const tenant = await createTenant(ports, { name: 'Bench', plan: 'enterprise', ownerEmail: 'bench@example.com' });
  const { token } = await issueCredential(ports, {
    tenantId: tenant.id,
    kind: 'api_key',
    name: 'bench',
    scope: 'full',
  });
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`bench setup: ${method} ${path} answered ${res.status}`);
    return (await res.json()) as { id: string; public_slug: string };
  };
  const newForm = async (name: string) => {
    const form = await call('POST', '/v1/forms', { name });
    await call('PATCH', `/v1/forms/${form.id}`, { settings: { rate_limit: RAISED_RATE_LIMIT } });
    return form;
  };
  const form = await newForm('Bench form');
  const hygiene = await newForm('Bench hygiene form');
  await call('PUT', `/v1/forms/${hygiene.id}/email-hygiene`, { mode: 'block', block_disposable: true });
  return { slug: form.public_slug, formId: form.id, tenantId: tenant.id, hygieneSlug: hygiene.public_slug };
}

const postJson = (baseUrl: string, slug: string, body: unknown) =>
  fetch(`${baseUrl}/f/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

function ingestTask(baseUrl: string, slug: string) {
  return async (i: number) => {
    const res = await postJson(baseUrl, slug, fieldsOf(i));
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
        Item: {
          PK: `BENCH#${id}`,
          SK: 'BENCH',
          type: 'bench',
          id,
          fields: JSON.stringify(fieldsOf(i)),
          created_at: new Date().toISOString(),
          status: 'received',
        },
      }),
    );
    await sqsClient().send(
      new SendMessageCommand({
        QueueUrl: app.config.eventsQueueUrl,
        MessageBody: JSON.stringify({ id: newId('event'), submission_id: id }),
      }),
    );
  };
}

/**
 * The writes ingest makes, straight through the SDK: optionally the rate-limit update, then the event send and the
 * write transaction (submission + form counters + usage count).
 */
function writesTask(app: LocalApp, ids: { formId: string; tenantId: string }, withRateLimit: boolean) {
  const usage = usageStore(app.deps.stores.table);
  const limiter = rateLimitStore(app.deps.stores.table);
  const windows = rateWindows({ disabled: false, ...RAISED_RATE_LIMIT });
  return async (i: number) => {
    const now = new Date();
    if (withRateLimit && !(await limiter.take(ids.formId, '198.51.100.7', windows, now.getTime())).allowed)
      throw new Error('rate limited');
    const submission: Submission = {
      id: newId('submission', now.getTime()),
      tenantId: ids.tenantId,
      formId: ids.formId,
      createdAt: now.toISOString(),
      status: 'received',
      deletedAt: null,
      starred: false,
      readAt: null,
      locked: false,
      lockedReason: null,
      fields: fieldsOf(i),
      files: [],
      submitterEmail: null,
      submitterIp: '127.0.0.1',
      userAgent: null,
      origin: null,
      referer: null,
      acceptLanguage: null,
      spamScore: null,
      spamReasons: [],
      routingAlias: null,
      expiresAt: null,
    };
    await sqsClient().send(
      new SendMessageCommand({
        QueueUrl: app.config.eventsQueueUrl,
        MessageBody: JSON.stringify({ id: newId('event'), submission_id: submission.id }),
      }),
    );
    const count = usage.countWrite(ids.tenantId, now.toISOString().slice(0, 7), {
      enforceLimit: null,
      reached: [],
      throttle: false,
      at: now,
    });
    await app.deps.stores.submissions.create(submission, { extraWrites: [count] });
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
const line = (label: string, f: Figures) =>
  `  ${label.padEnd(34)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0).padStart(6)} req/s`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Bundle {
  dir: string;
  file: string;
  metafile: esbuild.Metafile;
}

/** Builds the ingest bundle into a temporary directory as CDK does: esbuild, then the `afterBundling` commands. */
async function buildBundle(): Promise<Bundle> {
  const dir = mkdtempSync(join(tmpdir(), 'ingest-bundle-'));
  const file = join(dir, 'index.mjs');
  const result = await esbuild.build({
    ...esbuildOptions(INGEST_ENTRY, INGEST_BUNDLING, file),
    metafile: true,
    logLevel: 'silent',
  });
  for (const command of copyLazyPackages(INGEST_BUNDLING, PROJECT_ROOT, dir))
    execSync(command, { cwd: PROJECT_ROOT, stdio: 'ignore' });
  return { dir, file, metafile: result.metafile };
}

/** Size, largest parts, cold import and the lazy list's first load, each import in a fresh `node` in the bundle's directory. */
function bundleFigures(bundle: Bundle): void {
  const bytes = statSync(bundle.file).size;
  console.log(
    `bundle ${INGEST_ENTRY}: ${kib(bytes)} minified (${bytes} bytes; target < 300 KB: ${bytes < 300_000 ? 'met' : 'NOT met'})`,
  );
  const bySource = new Map<string, number>();
  for (const output of Object.values(bundle.metafile.outputs)) {
    for (const [file, input] of Object.entries(output.inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file.split('/').slice(0, 2).join('/');
      bySource.set(pkg, (bySource.get(pkg) ?? 0) + input.bytesInOutput);
    }
  }
  const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  largest parts: ${top.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`);
  console.log(
    `  left out, shipped beside it: ${(INGEST_BUNDLING.lazyPackages ?? []).map((name) => `${name} (${kib(directorySize(join(bundle.dir, 'node_modules', name)))})`).join(', ')}`,
  );

  const env = {
    ...process.env,
    TABLE_NAME: 't',
    BUCKET_NAME: 'b',
    EVENTS_QUEUE_URL: 'q',
    DELIVERY_QUEUE_URL: 'q',
    DELIVERY_DLQ_URL: 'q',
    EVENTS_DLQ_URL: 'q',
    MAIL_FROM: 'm@example.com',
    PUBLIC_BASE_URL: 'http://x',
  };
  const time = (code: string, flags: string[] = ['--enable-source-maps']) =>
    Number(
      execFileSync(process.execPath, [...flags, '--input-type=module', '-e', code], { env, cwd: bundle.dir })
        .toString()
        .trim(),
    );
  const importBundle = `const t = performance.now(); const m = await import('./index.mjs'); if (typeof m.handler !== 'function') process.exit(2);`;
  const spread = (values: number[]) =>
    `${median(values).toFixed(1)} ms (min ${Math.min(...values).toFixed(1)}, max ${Math.max(...values).toFixed(1)})`;
  // Lambda runs it with NODE_OPTIONS=--enable-source-maps (service-function.ts), which also reads the source map.
  const deployed = Array.from({ length: 5 }, () => time(`${importBundle} console.log(performance.now() - t);`));
  const plain = Array.from({ length: 5 }, () => time(`${importBundle} console.log(performance.now() - t);`, []));
  console.log(
    `cold import of the bundle (fresh node, median of 5): ${spread(deployed)} with --enable-source-maps as deployed; ${spread(plain)} without`,
  );
  const list = `const p = await import('disposable-email-domains-js'); (p.disposableEmailBlocklistSet ?? p.default.disposableEmailBlocklistSet)();`;
  const lazy = Array.from({ length: 5 }, () =>
    time(`${importBundle} const l = performance.now(); ${list} console.log(performance.now() - l);`),
  );
  console.log(
    `first block_disposable check in an instance (imports the list, median of 5): +${median(lazy).toFixed(1)} ms`,
  );
}

const directorySize = (path: string): number =>
  readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

/** The environment the stack gives the function, for this local deployment. */
function functionEnvironment(config: AppConfig): Record<string, string> {
  return {
    [ENV.tableName]: config.tableName,
    [ENV.bucketName]: config.bucketName,
    [ENV.eventsQueueUrl]: config.eventsQueueUrl,
    [ENV.eventsDlqUrl]: config.eventsDlqUrl,
    [ENV.deliveryQueueUrl]: config.deliveryQueueUrl,
    [ENV.deliveryDlqUrl]: config.deliveryDlqUrl,
    [ENV.mailFrom]: config.mailFrom,
    [ENV.publicBaseUrl]: config.publicBaseUrl,
  };
}

/**
 * The bundled function itself behind the local HTTP adapter, against the same stand-ins: a submission is stored and
 * a disposable address is refused on a `block_disposable` form (the list imported from beside the bundle).
 * Returns its c1 figures.
 */
async function bundledFunction(app: LocalApp, bundle: Bundle, forms: BenchForms): Promise<Figures> {
  Object.assign(process.env, functionEnvironment(app.config));
  const unmute = muteRequestLogs();
  const { handler } = (await import(pathToFileURL(bundle.file).href)) as { handler: HttpHandler };
  const server: Server = createLambdaHttpServer(() => handler);
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const stored = await postJson(baseUrl, forms.slug, fieldsOf(0));
    const refused = await postJson(baseUrl, forms.hygieneSlug, { email: 'someone@mailinator.com', message: 'hi' });
    const code = ((await refused.json()) as { error?: { code?: string } }).error?.code;
    if (stored.status !== 201 || refused.status !== 403 || code !== 'blocked') {
      throw new Error(`bundled function: submission ${stored.status}, disposable address ${refused.status} ${code}`);
    }
    console.log(
      'bundled function: stores a submission (201), refuses a disposable address on a block_disposable form (403 blocked)',
    );
    const task = ingestTask(baseUrl, forms.slug);
    await load(4, WARMUP / 2, task);
    return await load(1, RUNS[0]!.requests, task);
  } finally {
    unmute();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The bundled function logs one JSON line per request to stdout, as in Lambda; they stay out of the report. */
function muteRequestLogs(): () => void {
  const write = process.stdout.write;
  process.stdout.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === 'string' && chunk.startsWith('{"level"')) return true;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
  };
}

/** Where the time goes: the path's writes on their own, the path without the spam stage, the bundled function. */
async function breakdown(app: LocalApp, forms: BenchForms, bundle: Bundle): Promise<void> {
  const bare = await startLocalApp({
    prefix: `bench-ingest-b-${Date.now().toString(36)}`,
    quiet: true,
    pollers: false,
    sweepIntervalMs: 0,
    ingestCacheMs: 5000,
    ingest: { spam: acceptAll },
  });
  try {
    const noSpam = ingestTask(bare.baseUrl, (await setUp(bare)).slug);
    await load(4, WARMUP / 2, noSpam);
    console.log('breakdown:');
    console.log(line('c1 SendMessage+transaction', await load(1, RUNS[0]!.requests, writesTask(app, forms, false))));
    for (const { concurrency, requests } of RUNS) {
      console.log(
        line(
          `c${concurrency} rate limit+SendMessage+transaction`,
          await load(concurrency, requests, writesTask(app, forms, true)),
        ),
      );
    }
    console.log(line('c1 POST without spam stage', await load(1, RUNS[0]!.requests, noSpam)));
    console.log(line('c1 POST, bundled function', await bundledFunction(app, bundle, forms)));
  } finally {
    await bare.stop();
  }
}

export async function run(): Promise<void> {
  const bundle = await buildBundle();
  try {
    bundleFigures(bundle);
    const emulators = await startEmulators();
    useEndpoints(emulators.endpoints);
    // The deployed function caches its reads for 5 s (INGEST_CACHE_SECONDS); the bench runs it the same way.
    const app = await startLocalApp({
      prefix: `bench-ingest-${Date.now().toString(36)}`,
      quiet: true,
      pollers: false,
      sweepIntervalMs: 0,
      ingestCacheMs: 5000,
    });
    try {
      const forms = await setUp(app);
      const ingest = ingestTask(app.baseUrl, forms.slug);
      const baseline = baselineTask(app);
      await load(8, WARMUP, ingest);
      await load(8, WARMUP, baseline);
      console.log(
        'warm latency and throughput (local stand-ins, one form with rate limiting on, JSON contact-form body):',
      );
      for (const { concurrency, requests } of RUNS) {
        const base = await load(concurrency, requests, baseline);
        const path = await load(concurrency, requests, ingest);
        console.log(`concurrency ${concurrency} (${requests} requests each):`);
        console.log(line('baseline PutItem+SendMessage', base));
        console.log(line('POST /f/{slug} (HTTP)', path));
        console.log(
          `  ratio p50 ×${(path.p50 / base.p50).toFixed(2)} (target ≤ ×2: ${path.p50 / base.p50 <= 2 ? 'met' : 'NOT met'}), p99 ×${(path.p99 / base.p99).toFixed(2)}, throughput ×${(path.perSecond / base.perSecond).toFixed(2)}`,
        );
      }
      await breakdown(app, forms, bundle);
    } finally {
      await app.stop();
      await emulators.stop();
    }
  } finally {
    rmSync(bundle.dir, { recursive: true, force: true });
  }
}
