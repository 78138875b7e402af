import { chromium, type CDPSession, type Page } from 'playwright-core';

/**
 * For the start-up probes: a page of a fresh Chromium at Lighthouse's mobile viewport (412 × 823), signed in with
 * `session`, with the CPU `cpuSlowdown` times slower if given (4 is Lighthouse's simulated phone) and `initScript` run
 * before the page's own scripts; the browser is closed after `use`.
 */
export async function withProbePage(
  session: string,
  options: { cpuSlowdown?: number; initScript?: string },
  use: (page: Page, cdp: CDPSession) => Promise<void>,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: { cookie: `fb_session=${session}` },
    });
    if (options.initScript) await context.addInitScript({ content: options.initScript });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (options.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    await use(page, cdp);
  } finally {
    await browser.close();
  }
}

/** A Chrome trace event, with the fields the probes read; `D` is what its `args.data` holds. */
export interface TraceEvent<D = Record<string, unknown>> {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: D };
}

/** What every probe's trace holds: the main thread's tasks and what runs in them, the navigation and the paints. */
const TIMELINE = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/**
 * The trace events (the timeline's, and the `more` categories) of loading `url` and `settleMs` after it. No locator
 * meanwhile: Playwright's injected script would be a task of its own in the trace.
 */
export async function traceLoad<E>(
  page: Page,
  cdp: CDPSession,
  url: string,
  { more = [], settleMs }: { more?: string[]; settleMs: number },
): Promise<E[]> {
  const events: E[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as E[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: [...TIMELINE, ...more] } });
  await page.goto(url);
  await page.waitForTimeout(settleMs);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}
