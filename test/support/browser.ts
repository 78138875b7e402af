import { createServer, type Server } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; `npx playwright install` cannot download a browser here. Missing → the test fails. */
const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The worker's Chromium. Launching one costs 2–4 s on two loaded cores, so the first browser file of a worker
 * launches it and the next ones in that process reuse it (the shared project keeps its workers between files).
 * Nothing of one file reaches the next: each file opens its own contexts (cookies, storage, cache and permissions
 * live in a context), and `close()` closes every context still open. A browser that crashed or was closed is
 * launched again by the next file, so a crash fails at most the file it happened in. Playwright closes it when the
 * worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  const launching = chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  workerBrowser = launching;
  const browser = await launching.catch((error: unknown) => {
    if (workerBrowser === launching) workerBrowser = undefined;
    throw error;
  });
  browser.on('disconnected', () => {
    if (workerBrowser === launching) workerBrowser = undefined;
  });
  return browser;
}

/** A browser that cannot close its contexts in this long is hung: it is closed, and the next file launches one. */
const CLOSE_CONTEXTS_MS = 15_000;

/** Closes every context of `browser` (a page from `browser.newPage()` has one of its own), or the hung browser. */
async function closeContexts(browser: Browser): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const closed = Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
  const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), CLOSE_CONTEXTS_MS)));
  const outcome = await Promise.race([closed, hung]);
  clearTimeout(timer);
  if (outcome === 'hung') await browser.close().catch(() => undefined);
}

export interface BrowserSite {
  /** The worker's Chromium, shared with the worker's other browser files: open a context of the file's own. */
  browser: Browser;
  /** Base URL of the customer's site serving `pages`; a separate origin from the service, as in real life. */
  siteUrl: string;
  /** Path → content the site serves: HTML, or JavaScript for paths ending in `.js` / `.mjs`. */
  pages: Map<string, string>;
  close(): Promise<void>;
}

/**
 * Headless Chromium (the worker's, without any context left open) and a tiny local "customer website" serving the
 * pages and scripts the test puts in `pages`.
 */
export async function startBrowserSite(): Promise<BrowserSite> {
  const pages = new Map<string, string>();
  const site: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const page = pages.get(path);
    const type = /\.m?js$/.test(path) ? 'text/javascript' : 'text/html';
    res.writeHead(page === undefined ? 404 : 200, { 'content-type': `${type}; charset=utf-8` });
    res.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  let browser = await sharedBrowser();
  if (browser.contexts().length > 0) {
    await closeContexts(browser);
    browser = await sharedBrowser();
  }
  return {
    browser,
    siteUrl: `http://127.0.0.1:${(site.address() as { port: number }).port}`,
    pages,
    async close() {
      await closeContexts(browser);
      await new Promise((resolve) => site.close(resolve));
    },
  };
}

/**
 * Gives `page` a platform authenticator holding resident keys (Chromium's virtual one, over CDP), user verified.
 * The returned function switches user verification on or off (an authenticator that tests presence only).
 */
export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<{ setUserVerified(verified: boolean): Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
  };
}
