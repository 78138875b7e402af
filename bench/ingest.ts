import { PutCommand } from '@shared/adapters/dynamo/commands.js';
import { startLocalApp, type LocalApp, type LocalAppOptions } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { dynamoDocumentClient, sqsSender } from '@shared/adapters/aws-clients.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { planPlaces } from '@shared/adapters/dynamo/plan-places.js';
import { rateLimitStore } from '@shared/adapters/dynamo/rate-limits.js';
import { submitterHistoryReader } from '@shared/adapters/dynamo/submitter-history.js';
import { spamJudge } from '@shared/adapters/spam-judge.js';
import { newId } from '@shared/domain/ids.js';
import { acceptAll } from '@shared/domain/spam.js';
import { rateWindows } from '@shared/domain/submission-rate-limit.js';
import { newSubmission } from '@shared/domain/submission.js';
import {
  buildIngestBundle,
  invokeBundledFunction,
  printBundleFigures,
  serveBundledFunction,
  type Bundle,
} from './support/ingest-bundle.js';
import { interleaved, load, type Figures } from './support/load.js';
import { BENCH_FILE_BYTES, multipartWithFile } from './support/multipart-post.js';

/**
 * Warm-up requests (concurrency 8) before measuring: DynamoDB Local is a JVM whose latency keeps falling for the
 * first few hundred requests of each kind, which would otherwise count against whichever task runs first.
 */
const WARMUP = 400;
const RUNS = [
  { concurrency: 1, requests: 200 },
  { concurrency: 32, requests: 480 },
];

const MESSAGE =
  'Hello! I would like a quote for 40 custom mugs with our logo, delivered to Lyon before the end of next month.';
export const fieldsOf = (i: number) => ({
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

export async function setUp(app: LocalApp): Promise<BenchForms> {
  const ports = { ...app.deps.stores, now: app.deps.now };
  // A plan with a limit (10,000 a month, far above the bench's posts), as most tenants have: each post takes a place.
  const tenant = await createTenant(ports, { name: 'Bench', plan: 'pro', ownerEmail: 'bench@example.com' });
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

/** Every post comes from a new visitor (their e-mail has no history yet), as most form traffic does. */
let visitors = 0;

/** Posts to the app over IPv4 (`localhost` may try ::1 first, which the local server does not listen on). */
function ingestTask(baseUrl: string, slug: string) {
  const url = baseUrl.replace('//localhost:', '//127.0.0.1:');
  return async () => {
    const res = await postJson(url, slug, fieldsOf(visitors++));
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`ingest answered ${res.status}`);
  };
}

/** The same visitor's post as a plain HTML form with a 100 KB PDF in its multipart body. */
function multipartTask(baseUrl: string, slug: string) {
  const url = `${baseUrl.replace('//localhost:', '//127.0.0.1:')}/f/${slug}`;
  return async () => {
    const { body, contentType } = multipartWithFile(fieldsOf(visitors++));
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType, accept: 'application/json' },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`ingest answered ${res.status} to a multipart post`);
  };
}

/** The writes any ingest path must make: the submission item and its event, nothing else. */
export function baselineTask(app: LocalApp) {
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
    await sqsSender().send('SendMessage', {
      QueueUrl: app.config.eventsQueueUrl,
      MessageBody: JSON.stringify({ id: newId('event'), submission_id: id }),
    });
  };
}

/**
 * Straight through the SDK: the floor's writes (the submission's conditional PutItem and an event send), or with
 * `asIngest` the writes ingest makes for a submission far from its plan limit: the rate-limit update, then the
 * PutItem (counters and the event come from the table stream).
 */
function writesTask(app: LocalApp, ids: { formId: string; tenantId: string }, asIngest: boolean) {
  const limiter = rateLimitStore(app.deps.stores.table);
  const windows = rateWindows({ disabled: false, ...RAISED_RATE_LIMIT });
  return async (i: number) => {
    const now = new Date();
    if (asIngest && !(await limiter.take(ids.formId, '198.51.100.7', windows, now.getTime())).allowed)
      throw new Error('rate limited');
    const submission = newSubmission({
      id: newId('submission', now.getTime()),
      tenantId: ids.tenantId,
      formId: ids.formId,
      createdAt: now.toISOString(),
      fields: fieldsOf(i),
      submitterIp: '127.0.0.1',
    });
    await app.deps.stores.submissions.create(submission);
    if (asIngest) return;
    await sqsSender().send('SendMessage', {
      QueueUrl: app.config.eventsQueueUrl,
      MessageBody: JSON.stringify({ id: newId('event'), submission_id: submission.id }),
    });
  };
}

/**
 * The awaited steps of an accepted POST, each alone through the function's own adapters, in the order the path
 * runs them: the rate-limit write and the plan's place (a shard of its own, so the bench's tenant keeps its places),
 * then the spam stage (the reputation Query, the campaign-memory BatchGetItem and the
 * text scoring; block lists and the form are cached; and the same stage without campaign memory, for comparison), and the conditional PutItem of the submission with its GSI4 / GSI5 keys.
 */
async function pathSteps(app: LocalApp, ids: { formId: string; tenantId: string; slug: string }) {
  const table = app.deps.stores.table;
  const limiter = rateLimitStore(table);
  const windows = rateWindows({ disabled: false, ...RAISED_RATE_LIMIT });
  const history = submitterHistoryReader(table);
  const places = planPlaces(table);
  const judge = spamJudge(app.config, table);
  const judgeWithoutMemory = spamJudge(app.config, table, { campaigns: undefined });
  const form = (await formStore(table).getBySlug(ids.slug))!;
  const judgeInput = (i: number) => ({
    tenantId: ids.tenantId,
    formId: ids.formId,
    fields: fieldsOf(i),
    reserved: {},
    submitterEmail: fieldsOf(i).email,
    submitterIp: '198.51.100.7',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    receivedAt: Date.now(),
  });
  const steps: [string, (i: number) => Promise<unknown>][] = [
    ['rate-limit UpdateItem', () => limiter.take(ids.formId, '198.51.100.7', windows, Date.now())],
    [
      'plan place UpdateItem',
      () =>
        places.take({
          tenantId: 'bench-places',
          period: '2026-01',
          limit: 1_000_000,
          shard: 0,
          holder: newId('submission'),
        }),
    ],
    ['reputation Query (GSI5)', () => history.recent(ids.formId, fieldsOf(visitors++).email)],
    ['spam stage (Query + campaign lookup + scoring)', () => judge.judge(judgeInput(visitors++), form)],
    ['spam stage without campaign memory', () => judgeWithoutMemory.judge(judgeInput(visitors++), form)],
    [
      'PutItem (the submission)',
      () => {
        const now = new Date();
        return app.deps.stores.submissions.create(
          newSubmission({
            id: newId('submission', now.getTime()),
            tenantId: ids.tenantId,
            formId: ids.formId,
            createdAt: now.toISOString(),
            fields: fieldsOf(visitors),
            submitterEmail: fieldsOf(visitors++).email,
            submitterIp: '198.51.100.7',
          }),
        );
      },
    ],
  ];
  return steps.map(([label, step]) => [label, async (i: number) => void (await step(i))] as const);
}

/** What a same-region AWS call adds over the local stand-ins: a network round trip, during which the CPU is free. */
const MODELED_ROUND_TRIP_MS = 4;

/**
 * Adds `ms` to every DynamoDB and SQS request of this process's shared clients (ingest's, the baseline's and the
 * table-stream consumer's alike), as a wait after the request is built: the local stand-ins answer over loopback in
 * CPU time, so on this machine calls made at once barely overlap. Returns the undo.
 */
function modelNetworkRoundTrip(ms: number): () => void {
  const undo = [
    dynamoDocumentClient().intercept(
      async (_call, next) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        return next();
      },
      { perAttempt: true },
    ),
    sqsSender().intercept(async (_operation, input, next) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return next(input);
    }),
  ];
  return () => undo.forEach((remove) => remove());
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
const line = (label: string, f: Figures) =>
  `  ${label.padEnd(34)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0).padStart(6)} req/s`;
interface FunctionFigures {
  overHttp: Figures;
  invoked: Figures;
  base: Figures;
}

/**
 * The bundled function itself, against the same stand-ins: it stores a submission and refuses a disposable address on
 * a `block_disposable` form (the list imported from beside the bundle); then, interleaved call by call so all three
 * share the machine's load, its c1 figures behind the local HTTP adapter and invoked with an API Gateway event (the
 * function alone), and the baseline writes.
 */
async function bundledFunction(app: LocalApp, bundle: Bundle, forms: BenchForms): Promise<FunctionFigures> {
  const served = await serveBundledFunction(bundle, app.config);
  const invoker = await invokeBundledFunction(bundle, app.config);
  try {
    const stored = await postJson(served.baseUrl, forms.slug, fieldsOf(visitors++));
    const refused = await postJson(served.baseUrl, forms.hygieneSlug, {
      email: 'someone@mailinator.com',
      message: 'hi',
    });
    const code = ((await refused.json()) as { error?: { code?: string } }).error?.code;
    if (stored.status !== 201 || refused.status !== 403 || code !== 'blocked') {
      throw new Error(`bundled function: submission ${stored.status}, disposable address ${refused.status} ${code}`);
    }
    console.log(
      'bundled function: stores a submission (201), refuses a disposable address on a block_disposable form (403 blocked)',
    );
    const overHttp = ingestTask(served.baseUrl, forms.slug);
    const invoked = async () => {
      const status = await invoker.post(forms.slug, fieldsOf(visitors++));
      if (status !== 201) throw new Error(`ingest answered ${status}`);
    };
    await load(4, WARMUP / 2, overHttp);
    await load(4, WARMUP / 2, invoked);
    const [http, direct, base] = await interleaved(RUNS[0]!.requests, [overHttp, invoked, baselineTask(app)]);
    return { overHttp: http!, invoked: direct!, base: base! };
  } finally {
    invoker.stop();
    await served.stop();
  }
}

/**
 * Where the time goes: the path's writes on their own, the path without the spam stage, each awaited step of the path
 * alone, the bundled function.
 */
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
    console.log(line('c1 PutItem+SendMessage', await load(1, RUNS[0]!.requests, writesTask(app, forms, false))));
    for (const { concurrency, requests } of RUNS) {
      console.log(
        line(
          `c${concurrency} rate limit+PutItem (ingest's writes)`,
          await load(concurrency, requests, writesTask(app, forms, true)),
        ),
      );
    }
    console.log(line('c1 POST without spam stage', await load(1, RUNS[0]!.requests, noSpam)));
    const steps = await pathSteps(app, { ...forms, slug: forms.slug });
    for (const [, step] of steps) await load(4, WARMUP / 4, step);
    const [stepBase, ...stepFigures] = await interleaved(RUNS[0]!.requests, [
      baselineTask(app),
      ...steps.map(([, step]) => step),
    ]);
    console.log('  the steps of an accepted POST alone, interleaved call by call with the baseline:');
    steps.forEach(([label], k) => console.log(line(`c1 ${label}`, stepFigures[k]!)));
    console.log(line('c1 baseline PutItem+SendMessage', stepBase!));
    const bundled = await bundledFunction(app, bundle, forms);
    const base = bundled.base;
    console.log('  bundled function, interleaved call by call with the baseline (same moments of load):');
    console.log(line('c1 POST, bundled function (HTTP)', bundled.overHttp));
    console.log(line('c1 bundled function, invoked', bundled.invoked));
    console.log(line('c1 baseline PutItem+SendMessage', base));
    const ratio = (f: Figures) => `×${(f.p50 / base.p50).toFixed(2)}`;
    console.log(
      `  bundled function ratio p50: over the local HTTP adapter ${ratio(bundled.overHttp)}, invoked with an API Gateway event (the function alone) ${ratio(bundled.invoked)} (target ≤ ×2: ${bundled.invoked.p50 / base.p50 <= 2 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await bare.stop();
  }
}

/**
 * The stand-ins and the local app ingest is measured against, without its pollers or sweeps. The deployed function
 * caches its reads for 5 s (INGEST_CACHE_SECONDS); the bench runs it the same way.
 */
export async function startIngestBench(name: string, options: Partial<LocalAppOptions> = {}) {
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  const app = await startLocalApp({
    prefix: `${name}-${Date.now().toString(36)}`,
    quiet: true,
    pollers: false,
    sweepIntervalMs: 0,
    ingestCacheMs: 5000,
    ...options,
  });
  return {
    app,
    async stop() {
      await app.stop();
      await emulators.stop();
    },
  };
}

/**
 * The public submission path, warm, against the local stand-ins: p50/p99 latency and throughput at concurrency 1
 * and 32, beside a baseline measured in the same run: the bare writes the path must make (one PutItem of a
 * submission-sized item plus one SendMessage), straight through the SDK. Then the function bundle exactly as CDK
 * builds it (lib/bundling.ts): minified size, cold import time in a fresh `node` (source maps on, as deployed), the
 * first load of the lazily imported disposable-domain list, and a check that the bundle serves submissions.
 */
export async function run(): Promise<void> {
  const bundle = await buildIngestBundle();
  try {
    printBundleFigures(bundle);
    const { app, stop } = await startIngestBench('bench-ingest');
    try {
      const forms = await setUp(app);
      const ingest = ingestTask(app.baseUrl, forms.slug);
      const withFile = multipartTask(app.baseUrl, forms.slug);
      const baseline = baselineTask(app);
      await load(8, WARMUP, ingest);
      await load(8, WARMUP / 4, withFile);
      await load(8, WARMUP, baseline);
      console.log(
        'warm latency and throughput (local stand-ins, one form with rate limiting on, JSON contact-form body):',
      );
      for (const { concurrency, requests } of RUNS) {
        // At concurrency 1 the two alternate call by call, so the machine's drifting load weighs on both alike.
        const [base, path, file] =
          concurrency === 1
            ? await interleaved(requests, [baseline, ingest, withFile])
            : [
                await load(concurrency, requests, baseline),
                await load(concurrency, requests, ingest),
                await load(concurrency, requests, withFile),
              ];
        if (!base || !path || !file) throw new Error('bench: a run gave no figures');
        console.log(
          `concurrency ${concurrency} (${requests} requests each${concurrency === 1 ? ', interleaved' : ''}):`,
        );
        console.log(line('baseline PutItem+SendMessage', base));
        console.log(line('POST /f/{slug} (HTTP)', path));
        console.log(line(`POST multipart + ${BENCH_FILE_BYTES / 1024} KB file`, file));
        console.log(
          `  ratio p50 ×${(path.p50 / base.p50).toFixed(2)} (target ≤ ×2: ${path.p50 / base.p50 <= 2 ? 'met' : 'NOT met'}), p99 ×${(path.p99 / base.p99).toFixed(2)}, throughput ×${(path.perSecond / base.perSecond).toFixed(2)}`,
        );
      }
      const undo = modelNetworkRoundTrip(MODELED_ROUND_TRIP_MS);
      try {
        const [base, path] = await interleaved(RUNS[0]!.requests, [baseline, ingest]);
        console.log(
          `modeled, not measured: ${MODELED_ROUND_TRIP_MS} ms of network added to every DynamoDB and SQS request on both sides (c1, interleaved):`,
        );
        console.log(line('baseline PutItem+SendMessage', base!));
        console.log(line('POST /f/{slug} (HTTP)', path!));
        console.log(
          `  ratio p50 ×${(path!.p50 / base!.p50).toFixed(2)} (with AWS-like round trips; the target is on the measured ratio above)`,
        );
      } finally {
        undo();
      }
      await breakdown(app, forms, bundle);
    } finally {
      await stop();
    }
  } finally {
    bundle.remove();
  }
}
