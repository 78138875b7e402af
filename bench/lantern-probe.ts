// Probe (not part of the bench): Lighthouse mobile runs of the inbox with the simulation's long tasks printed.
// LANTERN_DEBUG=1 tsx bench/lantern-probe.ts <variantDir>... ; each variant dir is copied into dist before its run.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { probeVariants } from './support/probe-variants.js';

const variants = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 2);

type Ev = { name: string; ts: number; dur?: number; args?: { data?: { url?: string; functionName?: string } } };

function describe(node: { childEvents: Ev[] }): string {
  const names = new Map<string, number>();
  for (const e of node.childEvents) {
    const key =
      e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall'
        ? `${e.name}(${(e.args?.data?.url ?? '').replace(/^.*\//, '')}${e.args?.data?.functionName ? ':' + e.args.data.functionName : ''})`
        : e.name;
    if (
      !/^(EvaluateScript|FunctionCall|TimerFire|v8.evaluateModule|ParseHTML|Layout|UpdateLayoutTree|Paint|RunMicrotasks|EventDispatch|FireAnimationFrame|v8.compileModule|XHRReadyStateChange|ResourceReceiveResponse|V8.GCScavenger|MajorGC|MinorGC|v8.compile)/.test(
        key,
      )
    )
      continue;
    names.set(key, (names.get(key) ?? 0) + 1);
  }
  return [...names].map(([k, n]) => (n > 1 ? `${k}×${n}` : k)).join(' ');
}

await probeVariants(variants, rounds, async (url, session, variant, round) => {
  Lantern.Simulation.Simulator.allNodeTimings.clear();
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { cookie: `fb_session=${session}` },
    });
    const { lhr, artifacts } = result!;
    const a = lhr.audits;
    const n = (id: string) => Math.round(a[id]!.numericValue!);
    console.log(
      `\n=== ${variant} round ${round}: perf ${Math.round(lhr.categories.performance!.score! * 100)} FCP ${n('first-contentful-paint')} LCP ${n('largest-contentful-paint')} SI ${n('speed-index')} TBT ${n('total-blocking-time')} TTI ${n('interactive')} CLS ${a['cumulative-layout-shift']!.numericValue} bench ${Math.round(lhr.environment.benchmarkIndex)} load ${loadavg()[0]!.toFixed(1)}`,
    );
    // Observed: main-thread top-level tasks after the observed FCP, each ×4, above 50 ms.
    const trace = (
      artifacts as unknown as { Trace: { traceEvents: (Ev & { ph: string; pid: number; tid: number })[] } }
    ).Trace.traceEvents;
    const nav = trace.find(
      (e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
    );
    const fcp = trace.find((e) => e.name === 'firstContentfulPaint');
    const main = fcp ? { pid: fcp.pid, tid: fcp.tid } : undefined;
    if (nav && fcp && main) {
      const tasks = trace.filter(
        (e) =>
          e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && (e.dur ?? 0) > 12_500,
      );
      let before = 0;
      let after = 0;
      const list: string[] = [];
      for (const t of tasks) {
        const blocking = (4 * t.dur!) / 1000 - 50;
        if (t.ts + t.dur! < fcp.ts) before += blocking;
        else after += blocking;
        list.push(`${((t.ts - nav.ts) / 1000).toFixed(0)}+${(t.dur! / 1000).toFixed(1)}`);
      }
      console.log(
        `observed FCP ${((fcp.ts - nav.ts) / 1000).toFixed(0)} ms; tasks >12.5 ms (start+ms): ${list.join(' ')}; est. TBT@4x after FCP ${after.toFixed(0)} ms, before FCP ${before.toFixed(0)} ms`,
      );
    }
    for (const label of ['optimisticFirstContentfulPaint', 'optimisticTotalBlockingTime', 'pessimisticInteractive']) {
      const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
      if (!timings) continue;
      const rows: string[] = [];
      let last = 0;
      for (const [node, t] of timings) {
        last = Math.max(last, t.endTime);
        if (node.type === 'network' && label.includes('TotalBlocking')) {
          const req = (node as unknown as { request: { url: string; resourceType: string; startTime: number } })
            .request;
          if (/Script|Fetch|XHR|Stylesheet|Document/.test(req.resourceType))
            rows.push(
              `  net ${t.startTime.toFixed(0)}–${t.endTime.toFixed(0)} ${req.resourceType} ${req.url.replace(/^.*\/\/[^/]+/, '').slice(0, 60)}`,
            );
          continue;
        }
        if (node.type !== 'cpu' || t.endTime - t.startTime < (label.includes('FirstContentful') ? 20 : 50)) continue;
        const cpu = node as unknown as { startTime: number; childEvents: Ev[] };
        rows.push(
          `  sim ${t.startTime.toFixed(0)}–${t.endTime.toFixed(0)} (${(t.endTime - t.startTime).toFixed(0)}) obs@${((cpu.startTime - (nav?.ts ?? 0)) / 1000).toFixed(0)} ${describe(cpu).slice(0, 160)}`,
        );
      }
      console.log(`${label} (graph ends ${last.toFixed(0)}):\n${rows.join('\n')}`);
    }
  } finally {
    chrome.kill();
  }
});
