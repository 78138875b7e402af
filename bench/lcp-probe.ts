// Probe (not part of the bench): which element is the inbox's largest contentful paint, and when, against the first
// contentful paint, read from the page's own PerformanceObserver (Lighthouse 12.2.3's LCP-element audit fails on this
// Chromium). Cold loads at 412 × 823 with the CPU 4× slower (Lighthouse's mobile figures), each variant interleaved.
// tsx bench/lcp-probe.ts <variantDir>... ; ROUNDS (default 3).
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { probeVariants } from './support/probe-variants.js';

interface Paints {
  fcp: number | null;
  lcp: { time: number; element: string; size: number }[];
}

const rounds = Number(process.env.ROUNDS ?? 3);
await probeVariants(process.argv.slice(2), rounds, async (url, session, variant, round) => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: { cookie: `fb_session=${session}` },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url);
    // The rows are drawn by then; LCP candidates stop at the first input, and there is none.
    await page.getByRole('link', { name: /./ }).first().waitFor();
    await page.waitForTimeout(3000);
    const paints = await page.evaluate(
      () =>
        new Promise<Paints>((resolve) => {
          const lcp: Paints['lcp'] = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
              const el = e.element;
              const text = (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
              lcp.push({
                time: Math.round(e.startTime),
                element: el
                  ? `${el.tagName.toLowerCase()}${el.className ? '.' + el.className : ''} "${text}"`
                  : '(gone)',
                size: e.size,
              });
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          setTimeout(() => resolve({ fcp: fcp === null ? null : Math.round(fcp), lcp }), 100);
        }),
    );
    const last = paints.lcp.at(-1);
    console.log(
      `=== ${variant} round ${round} (load ${loadavg()[0]!.toFixed(1)}): FCP ${paints.fcp} ms, LCP ${last?.time} ms ${last?.time === paints.fcp ? '= FCP' : '≠ FCP'}; candidates: ${paints.lcp.map((c) => `${c.time} ms ${c.element} (${c.size} px²)`).join('; ')}`,
    );
  } finally {
    await browser.close();
  }
});
