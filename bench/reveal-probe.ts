// Probe (not part of the bench): warm loads of the inbox (1,000 submissions) and, per load, when the page's loading
// state ("Loading…", the route's Suspense fallback) appeared, when the first row appeared, and when the last of what the
// first rows wait for (the list, the form, the user, the code) had arrived: the bench's "first rows" figure without the
// 100,000 seeding. tsx bench/reveal-probe.ts <variantDir>... ; ROUNDS (default 3) interleaves the variants, LOADS
// (default 5) per turn.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { probeVariants } from './support/probe-variants.js';

const variants = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 3);
const loads = Number(process.env.LOADS ?? 5);

// Runs in the page before its scripts: the first time the fallback and a row are in the DOM.
const WATCH = `
  window.__seen = {};
  new MutationObserver(() => {
    const s = window.__seen;
    if (s.fallback === undefined && document.querySelector('main [role="status"][aria-label="Loading…"]'))
      s.fallback = performance.now();
    if (s.row === undefined && document.querySelector('.submission-row')) s.row = performance.now();
  }).observe(document, { subtree: true, childList: true });
`;
const ANSWERED =
  "Math.max(...performance.getEntriesByType('resource').filter((e) => /\\/submissions\\?status=\\w+&limit=50$|\\/v1\\/me$|\\/v1\\/forms\\/frm_\\w+$|\\/assets\\//.test(e.name)).map((e) => e.responseEnd))";

await probeVariants(variants, rounds, async (url, session, variant, round) => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ bypassCSP: true });
    const { hostname } = new URL(url);
    await context.addCookies([{ name: 'fb_session', value: session, domain: hostname, path: '/' }]);
    await context.addInitScript(WATCH);
    const page = await context.newPage();
    const lines: string[] = [];
    for (let i = 0; i <= loads; i++) {
      await page.goto(url);
      await page.locator('.submission-row').first().waitFor({ timeout: 30_000 });
      const seen = (await page.evaluate('window.__seen')) as { fallback?: number; row: number };
      const answered = (await page.evaluate(ANSWERED)) as number;
      if (i === 0) continue; // warms the browser's cache, as the bench does
      lines.push(
        `fallback ${seen.fallback === undefined ? '—' : seen.fallback.toFixed(0)} row ${seen.row.toFixed(0)} answered ${answered.toFixed(0)} → first rows ${(seen.row - answered).toFixed(0)} ms`,
      );
    }
    console.log(`\n=== ${variant} round ${round} (load ${loadavg()[0]!.toFixed(1)})\n  ${lines.join('\n  ')}`);
  } finally {
    await browser.close();
  }
});
