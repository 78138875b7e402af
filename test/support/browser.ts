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

export interface BrowserSite {
  browser: Browser;
  /** Base URL of the customer's site serving `pages`; a separate origin from the service, as in real life. */
  siteUrl: string;
  /** Path → content the site serves: HTML, or JavaScript for paths ending in `.js` / `.mjs`. */
  pages: Map<string, string>;
  close(): Promise<void>;
}

/** Starts headless Chromium and a tiny local "customer website" serving the pages and scripts the test puts in `pages`. */
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    browser,
    siteUrl: `http://127.0.0.1:${(site.address() as { port: number }).port}`,
    pages,
    async close() {
      await browser.close();
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
