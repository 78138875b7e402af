import http from 'node:http';
import { join } from 'node:path';
import { baselineTask, fieldsOf, setUp, startIngestBench } from '../ingest.js';
import { buildIngestBundle, invokeBundledFunction, type Bundle } from './ingest-bundle.js';
import { interleaved, load, type Figures } from './load.js';

/**
 * Two builds of the ingest function, warm at concurrency 1, interleaved call by call with the ingest bench's floor
 * (`baselineTask`: one PutItem and one SendMessage) in one process, so all three share every moment of the machine's
 * load: the before/after of a change to the ingest path.
 *
 *   npx tsx bench/support/ingest-ab.ts build            builds the bundle of the tree as it is, keeps it, prints its dir
 *   npx tsx bench/support/ingest-ab.ts <dir> [rounds] [ms]   that bundle ("before") against the tree's ("after"),
 *                                                      with `ms` of modeled network before every request's send
 *
 * The modeled network (as `npm run bench -- ingest` models AWS's round trips) delays each HTTP request of the process
 * (DynamoDB and SQS, both builds and the floor alike) before it takes its connection, while the CPU is free: locally
 * DynamoDB Local answers one request at a time, so requests sent together add up; with the delay their waits overlap
 * as on AWS.
 */
const [first, roundsArg, roundTripArg] = process.argv.slice(2);
const roundTripMs = Number(roundTripArg ?? 0);
if (roundTripMs > 0) {
  const agent = http.Agent.prototype as unknown as { addRequest(this: http.Agent, ...args: unknown[]): void };
  const addRequest = agent.addRequest;
  agent.addRequest = function (...args) {
    setTimeout(() => addRequest.apply(this, args), roundTripMs);
  };
}
if (first === 'build') {
  console.log((await buildIngestBundle()).dir);
  process.exit(0);
}
if (!first) throw new Error('usage: ingest-ab.ts build | ingest-ab.ts <before bundle dir> [rounds]');
const rounds = Number(roundsArg ?? 5);
const before = { dir: first, file: join(first, 'index.mjs') } as Bundle;
const after = await buildIngestBundle();
const { app, stop } = await startIngestBench('ingest-ab', { tableStream: false });
try {
  const forms = await setUp(app);
  let visitor = 0;
  const invoked = async (bundle: Bundle) => {
    const invoker = await invokeBundledFunction(bundle, app.config);
    return async () => {
      const status = await invoker.post(forms.slug, fieldsOf(visitor++));
      if (status !== 201) throw new Error(`ingest answered ${status}`);
    };
  };
  const tasks = [baselineTask(app), await invoked(before), await invoked(after)];
  for (const task of tasks) await load(4, 200, task);
  // Node's CPU per call of each task alone (DynamoDB Local's JVM is another process; the SQS stand-in is this one).
  const cpu: string[] = [];
  for (const [name, task] of [
    ['floor', tasks[0]!],
    ['before', tasks[1]!],
    ['after', tasks[2]!],
  ] as const) {
    const used = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < 200; i++) await task(i);
    const { user, system } = process.cpuUsage(used);
    cpu.push(
      `${name} ${((user + system) / 200 / 1000).toFixed(2)} ms CPU (sys ${(system / 200 / 1000).toFixed(2)}) in ${((performance.now() - started) / 200).toFixed(2)} ms`,
    );
  }
  console.log(`alone, per call: ${cpu.join('; ')}`);
  const ms = (f: Figures) => `${f.p50.toFixed(2)} ms`;
  for (let round = 1; round <= rounds; round++) {
    const [floor, a, b] = (await interleaved(200, tasks)) as [Figures, Figures, Figures];
    console.log(
      `round ${round}: floor ${ms(floor)}; before ${ms(a)} ×${(a.p50 / floor.p50).toFixed(2)}; after ${ms(b)} ×${(b.p50 / floor.p50).toFixed(2)}`,
    );
  }
} finally {
  await stop();
  after.remove();
}
