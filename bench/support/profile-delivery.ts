import { AsyncLocalStorage } from 'node:async_hooks';
import { subscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AnyHandler } from '@local/functions.js';
import { pollerSqs } from '@local/sqs-client.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { startProviderFakes } from '@local/fakes/server.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { dynamoDocumentClient, sqsSender } from '@shared/adapters/aws-clients.js';
import { createdEventOf } from '@shared/domain/events.js';
import { startReceiver } from '@test/support/webhook-receiver.js';
import { setUpForm, startBenchApp, submission } from '../delivery.js';

/**
 * Where a batch of deliveries' milliseconds go through the local pipeline, as `npm run bench -- delivery` runs it
 * (one batch per queue at a time, 400 events × 1 webhook): `npx tsx bench/support/profile-delivery.ts [events]
 * [runs]`. Each step is timed where it happens (the pollers' receives and deletes, each function's invocations, the
 * DynamoDB and SQS calls by the function that made them, the webhook POSTs); the per-batch table is the mean over
 * the timed runs after three warm-up runs. Node's CPU by where it is spent comes from an inspector profile of the timed
 * runs.
 */
const events = Number(process.argv[2] ?? 400);
const runs = Number(process.argv[3] ?? 2);

interface Span {
  step: string;
  start: number;
  end: number;
}

const fn = new AsyncLocalStorage<string>();
const spans: Span[] = [];
let recording = false;
const timed = async <T>(step: string, work: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  try {
    return await work();
  } finally {
    if (recording) spans.push({ step, start, end: performance.now() });
  }
};

const emulators = await startEmulators();
useEndpoints(emulators.endpoints);
// The pollers' calls (by queue), once the endpoints are set (the clients keep the first they see), before the app takes the poller client.
const poller = pollerSqs();
const pollerSend = poller.send.bind(poller);
poller.send = <T>(operation: Parameters<typeof pollerSend>[0], input: object, options?: { signal?: AbortSignal }) => {
  const queue = String((input as { QueueUrl?: string }).QueueUrl ?? '').replace(/^.*-([a-z-]+)$/, '$1');
  return timed(`poller ${queue}: ${operation}`, () => pollerSend<T>(operation, input, options));
};
dynamoDocumentClient().intercept((call, next) =>
  timed(`${fn.getStore() ?? 'bench'}: DynamoDB ${call.operation}`, next),
);
sqsSender().intercept((operation, input, next) =>
  timed(`${fn.getStore() ?? 'bench'}: SQS ${operation}`, () => next(input)),
);

const fakes = await startProviderFakes();
const receiver = await startReceiver(() => ({ status: 200, body: 'ok' }));
const receiverHost = new URL(receiver.url).host;
const posts = new WeakMap<ClientRequest, { start: number; fn: string }>();
subscribe('http.client.request.start', (message) => {
  const { request } = message as { request: ClientRequest };
  if (request.getHeader('host') === receiverHost)
    posts.set(request, { start: performance.now(), fn: fn.getStore() ?? 'bench' });
});
subscribe('http.client.response.finish', (message) => {
  const { request } = message as { request: ClientRequest };
  const post = posts.get(request);
  if (post && recording) spans.push({ step: `${post.fn}: webhook POST`, start: post.start, end: performance.now() });
});

// Each function's invocations, and what it calls within them.
const wrap =
  (name: string) =>
  (handler: AnyHandler): AnyHandler =>
  (event, context) =>
    fn.run(name, () => timed(`${name}: invocation`, () => handler(event, context)));
const app = await startBenchApp(fakes, '1', { fanOut: wrap('fan-out'), webhookAttempt: wrap('try') });
const { stop } = app;
const session = new Session();
try {
  const tenant = await createTenant(
    { ...app.deps.stores, now: app.deps.now },
    { name: 'Bench', plan: 'enterprise', ownerEmail: 'bench@example.com' },
  );
  const { form } = await setUpForm(app, tenant.id, receiver, 1);
  const oneRun = async () => {
    const submissions = Array.from({ length: events }, (_, i) => submission(tenant.id, form.id, i));
    for (let i = 0; i < submissions.length; i += 25)
      await Promise.all(submissions.slice(i, i + 25).map((s) => app.deps.stores.submissions.create(s)));
    const expected = receiver.requests.length + events;
    const started = performance.now();
    const cpu = process.cpuUsage();
    await app.deps.events.publish(submissions.map(createdEventOf));
    await receiver.waitFor(expected, 300_000);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000 };
  };
  for (let i = 0; i < 3; i++) await oneRun(); // warm-up (DynamoDB Local's JIT, the functions)
  await new Promise((r) => setTimeout(r, 500));
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  recording = true;
  let wall = 0;
  let cpu = 0;
  for (let i = 0; i < runs; i++) {
    const figures = await oneRun();
    wall += figures.wall;
    cpu += figures.cpu;
  }
  recording = false;
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  report(wall, cpu, runs * events);
  printProfile(profile, cpu);
} finally {
  session.disconnect();
  await stop();
  await fakes.stop();
  await receiver.close();
  await emulators.stop();
}

function report(wall: number, cpu: number, deliveries: number) {
  const batches = deliveries / 10;
  console.log(
    `${deliveries} deliveries in ${wall.toFixed(0)} ms: ${((deliveries / wall) * 1000).toFixed(0)}/s, ` +
      `${(wall / batches).toFixed(1)} ms of wall time and ${(cpu / batches).toFixed(1)} ms of Node's CPU per batch of 10`,
  );
  const byStep = new Map<string, Span[]>();
  for (const s of spans) byStep.set(s.step, [...(byStep.get(s.step) ?? []), s]);
  console.log(
    `\n${'step'.padEnd(52)} ${'calls/batch'.padStart(11)} ${'mean ms'.padStart(8)} ${'busy ms/batch'.padStart(13)}`,
  );
  for (const [step, list] of [...byStep].sort((a, b) => a[0].localeCompare(b[0]))) {
    const total = list.reduce((sum, s) => sum + s.end - s.start, 0);
    console.log(
      `${step.padEnd(52)} ${(list.length / batches).toFixed(2).padStart(11)} ${(total / list.length).toFixed(1).padStart(8)} ${(union(list) / batches).toFixed(1).padStart(13)}`,
    );
  }
}

/** Milliseconds covered by at least one of the spans (overlapping calls counted once). */
function union(list: Span[]) {
  const sorted = [...list].sort((a, b) => a.start - b.start);
  let covered = 0;
  let from = -Infinity;
  let to = -Infinity;
  for (const s of sorted) {
    if (s.start > to) {
      covered += to - from > 0 ? to - from : 0;
      from = s.start;
      to = s.end;
    } else to = Math.max(to, s.end);
  }
  return covered + (to - from > 0 ? to - from : 0);
}

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Node's CPU by package or project folder (self time). */
function printProfile(profile: Profile, cpu: number) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    const url = frame.url;
    const where = !url
      ? `(${frame.functionName || 'native'})`
      : url.includes('node_modules/')
        ? url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
        : url.startsWith('node:')
          ? url
          : url
              .replace(/^.*\/deliveries\//, '')
              .replace(/^file:\/\//, '')
              .replace(/\/[^/]+$/, '/');
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const busy = [...totals].filter(([k]) => k !== '(idle)').reduce((s, [, v]) => s + v, 0);
  console.log(`\nNode's CPU by where (self time, ${cpu.toFixed(0)} ms used, ${busy.toFixed(0)} ms sampled busy):`);
  for (const [where, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(
      `  ${where.padEnd(60)} ${ms.toFixed(0).padStart(6)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)} %`,
    );
}
