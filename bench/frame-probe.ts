// Probe (not part of the bench): cold loads of the inbox traced in Chromium (no throttling); for each rendering task
// (style, layout, paint) above 5 ms of CPU after the first contentful paint, the CPU time of its style, layout and
// paint and how many elements and layout objects they touched. tsx bench/frame-probe.ts <variantDir>... ; ROUNDS
// (default 3) interleaves the variants.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { probeVariants } from './support/probe-variants.js';

type Args = { elementCount?: number; beginData?: { dirtyObjects?: number; totalObjects?: number } };
type Ev = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Args };
const STAGES = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'];
const ms = (us = 0) => (us / 1000).toFixed(1);

function analyse(events: Ev[]) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return { text: 'no FCP', frames: [] as number[] };
  const onMain = (e: Ev) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X';
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ts >= fcp.ts);
  const slices = events.filter((e) => onMain(e) && STAGES.includes(e.name));
  const lines: string[] = [];
  const frames: number[] = [];
  for (const task of tasks) {
    const inside = slices.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur!);
    if (!inside.some((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')) continue;
    if ((task.tdur ?? 0) < 5000) continue;
    frames.push((task.tdur ?? 0) / 1000);
    const parts = STAGES.map((stage) => {
      const own = inside.filter((e) => e.name === stage);
      const cpu = own.reduce((sum, e) => sum + (e.tdur ?? 0), 0);
      const counts = own
        .map((e) => e.args?.elementCount ?? e.args?.beginData?.totalObjects)
        .filter((n) => n !== undefined);
      // Each pass's own CPU time when a stage ran more than once (a second style and layout pass for the rows that
      // came near the viewport).
      const passes = own.length > 1 ? ` [${own.map((e) => ms(e.tdur)).join('+')}]` : '';
      return `${stage} ${ms(cpu)}${passes}${counts.length ? ` (${counts.join('/')})` : ''}`;
    });
    lines.push(`  @${ms(task.ts - fcp.ts)} after FCP: cpu ${ms(task.tdur)} wall ${ms(task.dur)}: ${parts.join(', ')}`);
  }
  return { text: lines.join('\n'), frames };
}

const totals = new Map<string, number[]>();
await probeVariants(process.argv.slice(2), Number(process.env.ROUNDS ?? 3), async (url, session, variant, round) => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies([{ name: 'fb_session', value: session, domain: new URL(url).hostname, path: '/' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: Ev[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as Ev[])));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] },
    });
    await page.goto(url);
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 4000));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    const { text, frames } = analyse(events);
    totals.set(variant, [...(totals.get(variant) ?? []), Math.max(0, ...frames)]);
    console.log(`\n=== ${variant} round ${round} (load ${loadavg()[0]!.toFixed(1)})\n${text}`);
  } finally {
    await browser.close();
  }
});
for (const [v, list] of totals)
  console.log(`${v}: longest rendering task, ms of CPU: ${list.map((n) => n.toFixed(1)).join(', ')}`);
