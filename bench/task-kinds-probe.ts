// Probe (not part of the bench): every main-thread task over MIN_TASK_MS (default 10) of a cold inbox load, with the
// trace events inside it by name and total duration (all of them, not a chosen list), to name the tasks that run no
// script. tsx bench/task-kinds-probe.ts <variantDir>... ; ROUNDS (default 2).
import { loadavg } from 'node:os';
import { traceLoad, withProbePage, type TraceEvent } from './support/probe-page.js';
import { probeVariants } from './support/probe-variants.js';

type Ev = TraceEvent<{ url?: string; isLoadingMainFrame?: boolean }>;
const minUs = Number(process.env.MIN_TASK_MS ?? 10) * 1000;
const rounds = Number(process.env.ROUNDS ?? 2);
await probeVariants(process.argv.slice(2), rounds, async (url, session, variant, round) => {
  await withProbePage(session, {}, async (page, cdp) => {
    const events = await traceLoad<Ev>(page, cdp, url, { more: ['v8', 'blink'], settleMs: 5000 });
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')!;
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)!;
    const main = (e: Ev) => e.pid === fcp.pid && e.tid === fcp.tid;
    const tasks = events.filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && main(e) && (e.dur ?? 0) > minUs && e.ts > fcp.ts,
    );
    console.log(
      `\n=== ${variant} round ${round} (load ${loadavg()[0]!.toFixed(1)}), FCP ${((fcp.ts - nav.ts) / 1000).toFixed(0)} ms`,
    );
    for (const t of tasks) {
      const inside = new Map<string, number>();
      for (const e of events)
        if (main(e) && e !== t && e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur!) {
          const key = e.name + (e.args?.data?.url ? `(${e.args.data.url.replace(/^.*\//, '')})` : '');
          inside.set(key, (inside.get(key) ?? 0) + (e.dur ?? 0) / 1000);
        }
      const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(
        `  @${((t.ts - nav.ts) / 1000).toFixed(0)} ${(t.dur! / 1000).toFixed(1)} ms (cpu ${((t.tdur ?? 0) / 1000).toFixed(1)}): ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`,
      );
    }
  });
});
