import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { SourceMapConsumer } from 'source-map-js';
import { fieldsOf, setUp, startIngestBench } from '../ingest.js';
import { buildIngestBundle, invokeBundledFunction } from './ingest-bundle.js';

/**
 * Where Node's CPU goes per post in the bundled ingest function, warm, at concurrency 1, as `npm run bench -- ingest`
 * invokes it: `npx tsx bench/support/profile-ingest.ts [posts] [out.cpuprofile]`. Prints the CPU time per post and
 * the self time by source file (through the bundle's source map); the profile itself opens in Chrome's DevTools.
 * The stand-ins' in-process work (SQS, S3) is in the profile too; DynamoDB Local runs in its own JVM.
 */
const posts = Number(process.argv[2] ?? 300);
const out = process.argv[3] ?? 'ingest.cpuprofile';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) by original source file, from the samples and the bundle's source map. */
function selfTimeBySource(profile: Profile, bundleFile: string): [string, number][] {
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')));
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    let where = frame.url ? frame.url.replace(/^.*node_modules\//, '') : `(${frame.functionName || 'native'})`;
    if (frame.url.endsWith('index.mjs')) {
      const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      where = `bundle: ${(at.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')} ${at.name ?? frame.functionName}`;
    }
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const bundle = await buildIngestBundle();
// Without the table stream's consumer, which would otherwise run in this process beside the function.
const { app, stop } = await startIngestBench('profile-ingest', { tableStream: false });
try {
  const forms = await setUp(app);
  const invoker = await invokeBundledFunction(bundle, app.config);
  let visitor = 0;
  const post = async () => {
    const status = await invoker.post(forms.slug, fieldsOf(visitor++));
    if (status !== 201) throw new Error(`ingest answered ${status}`);
  };
  for (let i = 0; i < 400; i++) await post();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < posts; i++) await post();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  writeFileSync(out, JSON.stringify(profile));
  invoker.stop();
  console.log(
    `${posts} posts, c1: wall ${(wall / posts).toFixed(2)} ms a post, Node CPU ${((used.user + used.system) / 1000 / posts).toFixed(2)} ms a post (user ${(used.user / 1000 / posts).toFixed(2)})`,
  );
  const bySource = selfTimeBySource(profile, bundle.file);
  const total = bySource.reduce((sum, [, ms]) => sum + ms, 0);
  const groups = new Map<string, number>();
  for (const [where, ms] of bySource) {
    const group = where.startsWith('bundle: ')
      ? `bundle: ${where
          .slice(8)
          .split('/')
          .slice(0, where.includes('work/') ? 5 : 1)
          .join('/')}`
      : where.startsWith('node:')
        ? 'node internals'
        : where.startsWith('(')
          ? where
          : 'outside the bundle (stand-ins, loader)';
    groups.set(group, (groups.get(group) ?? 0) + ms);
  }
  console.log('by part:');
  for (const [group, ms] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 16))
    console.log(
      `${(ms / posts).toFixed(3).padStart(7)} ms/post ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${group}`,
    );
  console.log('by source:');
  for (const [where, ms] of bySource.slice(0, 40))
    console.log(
      `${(ms / posts).toFixed(3).padStart(7)} ms/post ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${where}`,
    );
} finally {
  await stop();
  bundle.remove();
}
