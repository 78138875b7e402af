import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DASHBOARD_DIST, ensureDashboardBuild } from '@local/dashboard.js';
import { bundleSizes, kb, total } from './support/bundle-sizes.js';
import { startDashboardBench, type DashboardBenchWorld } from './support/dashboard-world.js';
import { lighthouseScores } from './support/lighthouse.js';

/**
 * The dashboard's budgets (issue: owner dashboard):
 * - JavaScript on first load ≤ 150 KB gzip, every chunk printed; the chart library only in the analytics chunk.
 * - Lighthouse (12.2.3, system Chromium, default mobile settings) on the inbox of a form with 1,000 submissions:
 *   performance ≥ 95, accessibility 100, best practices ≥ 95, with LCP/TBT/CLS.
 * - Opening the inbox of a form with 100,000 submissions: time from the list answer's last byte to the first row
 *   drawn (≤ 300 ms); selecting 500 and marking them spam is one bulk request.
 * - Searching a form of 1,200 submissions for a word only the oldest holds: shown within a second or two of typing.
 * `DASHBOARD_BENCH_LIGHTHOUSE_ONLY=1` stops after Lighthouse; `DASHBOARD_BENCH_INBOX_ONLY=1` runs only the inbox of
 * 100,000; `DASHBOARD_BENCH_REPORTS=<dir>` keeps each Lighthouse report there as JSON (its LCP element, long tasks and
 * main-thread breakdown).
 */
const FIRST_LOAD_BUDGET = 150 * 1024;
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'];

function printBundles() {
  const sizes = bundleSizes(DASHBOARD_DIST);
  console.log('chunk (gzip)');
  for (const c of [...sizes.all].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${c.file.padEnd(44)} ${kb(c.gzip).padStart(9)}  (${kb(c.bytes)} raw)`);
  const first = total(sizes.firstLoad);
  console.log(`first load: ${sizes.firstLoad.map((c) => c.file).join(', ')}`);
  console.log(
    `JS on first load: ${kb(first)} gzip (budget ${kb(FIRST_LOAD_BUDGET)}) ${first <= FIRST_LOAD_BUDGET ? 'OK' : 'OVER'}`,
  );
  const inbox = total(sizes.route('src/features/inbox/Inbox.tsx'));
  const analytics = total(sizes.route('src/features/analytics/Analytics.tsx'));
  console.log(`+ inbox route: ${kb(inbox)}; + analytics route (uPlot): ${kb(analytics)}`);
  const chartInFirstLoad = sizes.entrySources.some((k) => k.includes('uplot'));
  console.log(`chart library in the first load: ${chartInFirstLoad ? 'YES (wrong)' : 'no'}`);
}

/**
 * Milliseconds from the moment the first page had everything it waits for (the list answer, the form, the user, the
 * app's code chunks; fetched in parallel) to the first inbox row in the DOM (the browser's clock).
 */
async function timeToFirstRow(page: Page, url: string): Promise<{ first: number; page: number }> {
  await page.goto(url);
  // Expressions evaluated in the page (its clock, its DOM).
  const rowAt = await page.waitForFunction("document.querySelector('.submission-row') ? performance.now() : 0", null, {
    polling: 'raf',
    timeout: 30_000,
  });
  const drawnAt = (await rowAt.jsonValue()) as number;
  const pageAt = await page.waitForFunction(
    "document.querySelectorAll('.submission-row').length >= 50 ? performance.now() : 0",
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  const wholePageAt = (await pageAt.jsonValue()) as number;
  // The last of what the first page waits for: the list, the form, the signed-in user and the app's code.
  // The first page of the inbox's default tab (`status=inbox`, the newest fifty, no cursor).
  const answeredAt = (await page.evaluate(
    "Math.max(...performance.getEntriesByType('resource').filter((e) => /\\/submissions\\?status=\\w+&limit=50$|\\/v1\\/me$|\\/v1\\/forms\\/frm_\\w+$|\\/assets\\//.test(e.name)).map((e) => e.responseEnd))",
  )) as number;
  if (process.env.DASHBOARD_BENCH_DEBUG)
    console.log(
      await page.evaluate(
        "JSON.stringify(performance.getEntriesByType('resource').filter((e) => !/favicon|intl/.test(e.name)).map((e) => [e.name.replace(/^.*\\/\\/[^/]+/, ''), Math.round(e.startTime), Math.round(e.responseEnd)]))",
      ),
      drawnAt,
    );
  return { first: drawnAt - answeredAt, page: wholePageAt - answeredAt };
}

async function inboxTiming(world: DashboardBenchWorld) {
  const formId = await timed('seed 100,000 submissions', () => world.formWith(100_000, 'Busy form'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    // The timing probes are expressions evaluated in the page; the app's CSP (no eval) would refuse them.
    const context = await browser.newContext({ bypassCSP: true });
    const { hostname } = new URL(world.app.baseUrl);
    await context.addCookies([{ name: 'fb_session', value: world.session, domain: hostname, path: '/' }]);
    const page = await context.newPage();
    const url = `${world.app.baseUrl}/forms/${formId}/inbox`;
    await timeToFirstRow(page, url); // warm: the browser's cache of the app's files, the table's first reads
    const firsts: number[] = [];
    const pages: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { first, page: whole } = await timeToFirstRow(page, url);
      firsts.push(first);
      pages.push(whole);
    }
    const summary = (runs: number[]) =>
      `${[...runs]
        .sort((a, b) => a - b)
        .map((r) => r.toFixed(0))
        .join(', ')} ms (median ${[...runs].sort((a, b) => a - b)[2]!.toFixed(0)} ms)`;
    console.log(
      `inbox, 100,000 submissions, after the API answered: first rows drawn ${summary(firsts)}, budget 300 ms; all fifty rows of the first page ${summary(pages)}`,
    );

    // 500 selected (10 pages loaded), marked spam: one request.
    for (let n = 50; n < 500; n += 50) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.locator('.submission-row').nth(n).waitFor();
    }
    await page.getByLabel('Select the first 500 loaded submissions').check();
    let bulkRequests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/submissions/bulk')) bulkRequests += 1;
    });
    await page.getByRole('button', { name: 'Mark spam' }).click();
    await page.getByText('500 submissions marked as spam.').waitFor({ timeout: 30_000 });
    console.log(
      `mark 500 as spam: ${bulkRequests} bulk request(s); the server answered for all 500 ("500 submissions marked as spam.")`,
    );
  } finally {
    await browser.close();
  }
}

/**
 * A form of 1,200 submissions: milliseconds from typing an address only the oldest submission holds into the search
 * box (its pause before searching included) to that submission's row on screen, as the owner sees it.
 */
async function searchTiming(world: DashboardBenchWorld) {
  const formId = await world.formWith(1_200, 'Searched form');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext();
    const { hostname } = new URL(world.app.baseUrl);
    await context.addCookies([{ name: 'fb_session', value: world.session, domain: hostname, path: '/' }]);
    const page = await context.newPage();
    await page.goto(`${world.app.baseUrl}/forms/${formId}/inbox`);
    const box = page.getByRole('searchbox', { name: 'Search submissions' });
    const runs: number[] = [];
    for (let i = 0; i < 6; i++) {
      await box.fill('');
      await page.locator('.submission-row').nth(10).waitFor({ timeout: 30_000 });
      const typed = performance.now();
      await box.fill('visitor0@');
      await page.getByRole('link', { name: /visitor0@example\.com/ }).waitFor({ timeout: 30_000 });
      if (i > 0) runs.push(performance.now() - typed); // the first warms the table's reads
    }
    runs.sort((a, b) => a - b);
    console.log(
      `inbox search, 1,200 submissions, a word only the oldest holds: shown ${runs.map((r) => r.toFixed(0)).join(', ')} ms after typing (median ${runs[2]!.toFixed(0)} ms, target "a second or two")`,
    );
  } finally {
    await browser.close();
  }
}

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export async function run(): Promise<void> {
  await ensureDashboardBuild((line) => process.stdout.write(line));
  printBundles();
  const world = await startDashboardBench();
  try {
    if (process.env.DASHBOARD_BENCH_INBOX_ONLY) return await inboxTiming(world);
    const formId = await world.formWith(1_000, 'Contact');
    // Mobile three times: the target is 95 in every run, not in the best one.
    const reports = process.env.DASHBOARD_BENCH_REPORTS;
    for (const [run, preset] of (['mobile', 'mobile', 'mobile', 'desktop'] as const).entries()) {
      const url = `${world.app.baseUrl}/forms/${formId}/inbox`;
      const report = reports ? join(reports, `lighthouse-${run + 1}-${preset}.json`) : undefined;
      const scores = await lighthouseScores(url, world.session, CHROMIUM, preset, report);
      console.log(
        `Lighthouse ${preset} (inbox, 1,000 submissions): performance ${scores.performance} (≥ 95), accessibility ${scores.accessibility} (100), best practices ${scores.bestPractices} (≥ 95); FCP ${scores.fcp} ms, LCP ${scores.lcp} ms, TBT ${scores.tbt} ms, CLS ${scores.cls}; CPU benchmark ${scores.benchmarkIndex}, load average ${loadavg()[0]!.toFixed(1)}`,
      );
      for (const failed of scores.failedAudits) console.log(`  not passed: ${failed}`);
    }
    if (process.env.DASHBOARD_BENCH_LIGHTHOUSE_ONLY) return;
    await searchTiming(world);
    await inboxTiming(world);
  } finally {
    await world.stop();
  }
}
