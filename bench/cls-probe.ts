// Probe (not part of the bench): Lighthouse's desktop and mobile presets on the inbox, printing CLS and the layout
// shifts Lighthouse found, per variant, interleaved. tsx bench/cls-probe.ts <variantDir>... ; ROUNDS (default 2).
import { loadavg } from 'node:os';
import { lighthouseScores } from './support/lighthouse.js';
import { probeVariants } from './support/probe-variants.js';

const rounds = Number(process.env.ROUNDS ?? 2);
const preset = process.env.PRESET === 'mobile' ? 'mobile' : 'desktop';
await probeVariants(process.argv.slice(2), rounds, async (url, session, variant, round) => {
  const s = await lighthouseScores(url, session, '/usr/bin/chromium', preset);
  console.log(
    `=== ${variant} round ${round} ${preset}: perf ${s.performance} CLS ${s.cls} TBT ${s.tbt} LCP ${s.lcp} bench ${s.benchmarkIndex} load ${loadavg()[0]!.toFixed(1)}`,
  );
});
