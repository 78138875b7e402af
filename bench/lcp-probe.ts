// Probe (not part of the bench): which element is the inbox's largest contentful paint, and when, against the first
// contentful paint, read from the page's own PerformanceObserver (Lighthouse 12.2.3's LCP-element audit fails on this
// Chromium), and the layout shifts with what moved. Cold loads at 412 × 823 with the CPU 4× slower (Lighthouse's
// mobile figures), each variant interleaved.
// tsx bench/lcp-probe.ts <variantDir>... ; ROUNDS (default 3).
import { loadavg } from 'node:os';
import { withProbePage } from './support/probe-page.js';
import { probeVariants } from './support/probe-variants.js';

interface Paints {
  fcp: number | null;
  shifts: string[];
  lcp: { time: number; element: string; size: number }[];
}

// Observed from before the page's own scripts: the first screen's elements are replaced by the app later, and an
// entry read afterwards names no element.
const observePaints = `window.__paints = { fcp: null, lcp: [] };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const el = e.element;
            const text = ((el && el.textContent) || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
            window.__paints.lcp.push({ time: Math.round(e.startTime), size: e.size,
              element: el ? el.tagName.toLowerCase() + (el.className ? '.' + el.className : '') + ' "' + text + '"' : '(none)' });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntriesByName('first-contentful-paint')) window.__paints.fcp = Math.round(e.startTime);
        }).observe({ type: 'paint', buffered: true });
        window.__paints.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const moved = e.sources.map((s) => {
              const n = s.node;
              const name = !n ? '(gone)' : n.nodeType === 1 ? n.tagName.toLowerCase() + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : '') : '#text "' + n.textContent.trim().slice(0, 20) + '"';
              return name + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height);
            });
            window.__paints.shifts.push(Math.round(e.startTime) + ' ms ' + e.value.toFixed(5) + ': ' + moved.join(', '));
          }
        }).observe({ type: 'layout-shift', buffered: true });`;

const rounds = Number(process.env.ROUNDS ?? 3);
await probeVariants(process.argv.slice(2), rounds, async (url, session, variant, round) => {
  await withProbePage(session, { cpuSlowdown: 4, initScript: observePaints }, async (page) => {
    await page.goto(url);
    // The rows are drawn by then; LCP candidates stop at the first input, and there is none.
    await page.locator('.submission-row').first().waitFor();
    await page.waitForTimeout(3000);
    const paints = await page.evaluate<Paints>('window.__paints');
    const last = paints.lcp.at(-1);
    console.log(
      `=== ${variant} round ${round} (load ${loadavg()[0]!.toFixed(1)}): FCP ${paints.fcp} ms, LCP ${last?.time} ms ${last?.time === paints.fcp ? '= FCP' : '≠ FCP'}; candidates: ${paints.lcp.map((c) => `${c.time} ms ${c.element} (${c.size} px²)`).join('; ')}; layout shifts: ${paints.shifts.join('; ') || 'none'}`,
    );
  });
});
