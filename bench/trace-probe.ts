// Probe (not part of the bench): cold loads of the inbox traced in Chromium (no throttling); every main-thread task
// above 12.5 ms (MIN_TASK_MS) after the first contentful paint, its estimated blocking time at 4× and the functions it spent time
// in. tsx bench/trace-probe.ts <variantDir>... ; ROUNDS (default 3) interleaves the variants.
import { loadavg } from 'node:os';
import { traceLoad, withProbePage, type TraceEvent } from './support/probe-page.js';
import { probeVariants } from './support/probe-variants.js';

interface ProfileData {
  isLoadingMainFrame?: boolean;
  startTime?: number;
  timeDeltas?: number[];
  cpuProfile?: { nodes?: { id: number; callFrame: { functionName: string; url: string } }[]; samples?: number[] };
}
type Ev = TraceEvent<ProfileData>;
const variants = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const detail = !!process.env.DETAIL;
/** The shortest task listed, in ms of wall time (MIN_TASK_MS; default 12.5, what blocks at 4×). */
const minTaskUs = Number(process.env.MIN_TASK_MS ?? 12.5) * 1000;

function analyse(events: Ev[]) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  if (!fcp || !nav) return 'no FCP';
  const main = { pid: fcp.pid, tid: fcp.tid };
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && (e.dur ?? 0) > minTaskUs,
  );
  // CPU profile samples (ProfileChunk) of the renderer's main thread.
  const mainProfile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  const nodes = new Map<number, string>();
  const samples: { ts: number; node: number }[] = [];
  let t = 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid || e.id !== mainProfile?.id) continue;
    const cpu = e.args?.data?.cpuProfile;
    for (const n of cpu?.nodes ?? [])
      nodes.set(n.id, `${n.callFrame.functionName || '(anon)'}@${(n.callFrame.url || '').replace(/^.*\//, '')}`);
    const deltas: number[] = e.args?.data?.timeDeltas ?? [];
    (cpu?.samples ?? []).forEach((s: number, i: number) => {
      t += deltas[i] ?? 0;
      samples.push({ ts: t, node: s });
    });
  }
  const base = mainProfile?.args?.data?.startTime ?? 0;
  const kinds =
    /^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|MajorGC|MinorGC|V8.GC_SCAVENGER|ParseHTML|v8.compile|v8.compileModule|v8.evaluateModule|EvaluateScript|FunctionCall|TimerFire|RunMicrotasks|EventDispatch|ParseAuthorStyleSheet)$/;
  const slices = events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && kinds.test(e.name));
  let after = 0;
  let afterCpu = 0;
  const lines: string[] = [];
  for (const task of tasks) {
    const blocking = Math.max(0, (4 * task.dur!) / 1000 - 50);
    if (task.ts + task.dur! < fcp.ts) continue;
    after += blocking;
    afterCpu += Math.max(0, (4 * (task.tdur ?? 0)) / 1000 - 50);
    const self = new Map<string, number>();
    for (const s of samples)
      if (base + s.ts >= task.ts && base + s.ts <= task.ts + task.dur!)
        self.set(nodes.get(s.node) ?? '?', (self.get(nodes.get(s.node) ?? '?') ?? 0) + 1);
    const within = new Map<string, number>();
    for (const e of slices)
      if (e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task)
        within.set(e.name, (within.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, detail ? 10 : 5);
    lines.push(
      `  @${((task.ts - nav.ts) / 1000).toFixed(0)} ${(task.dur! / 1000).toFixed(1)} ms (cpu ${((task.tdur ?? 0) / 1000).toFixed(1)}) → ${blocking.toFixed(0)} [${[...within].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}]: ${top.map(([k, v]) => `${k}×${v}`).join(' ')}`,
    );
  }
  const focus = new RegExp(process.env.FOCUS ?? '^readHidden@|^getItem@');
  let focusMs = 0;
  samples.forEach((s, i) => {
    if (i > 0 && focus.test(nodes.get(s.node) ?? '')) focusMs += (s.ts - samples[i - 1]!.ts) / 1000;
  });
  return `focus ${focusMs.toFixed(1)} ms; FCP ${((fcp.ts - nav.ts) / 1000).toFixed(0)} ms, est. TBT@4x ${after.toFixed(0)} ms, from CPU time ${afterCpu.toFixed(0)} ms\n${lines.join('\n')}`;
}

const totals = new Map<string, string[]>();
await probeVariants(variants, rounds, async (url, session, variant, round) => {
  await withProbePage(session, {}, async (page, cdp) => {
    const events = await traceLoad<Ev>(page, cdp, url, {
      more: ['disabled-by-default-v8.cpu_profiler'],
      settleMs: Number(process.env.SETTLE_MS ?? 5000),
    });
    const text = analyse(events);
    const m = /est\. TBT@4x (\d+) ms, from CPU time (\d+)/.exec(text);
    const tbt = `${m?.[1]}/${m?.[2]}`;
    totals.set(variant, [...(totals.get(variant) ?? []), tbt]);
    console.log(`\n=== ${variant} round ${round} (load ${loadavg()[0]!.toFixed(1)}): ${text}`);
  });
});
for (const [v, list] of totals) console.log(`${v}: est. TBT@4x wall/cpu ${list.join(', ')}`);
