import { describe, expect, it } from 'vitest';
import { startBrowserSite } from '@test/support/browser.js';

/** The worker's shared Chromium (test/support/browser.ts): one file's contexts never reach the next, nor its crash. */
describe('the browser files share one Chromium per worker', () => {
  it('hands the next file the same browser with none of the last file’s contexts', async () => {
    const first = await startBrowserSite();
    const page = await (await first.browser.newContext()).newPage();
    await page.goto(first.siteUrl + '/nothing');
    await first.browser.newContext();
    await first.close();

    const next = await startBrowserSite();
    expect(next.browser).toBe(first.browser);
    expect(next.browser.contexts()).toEqual([]);
    await next.close();
  });

  it('launches a new browser for the next file when the shared one crashed', async () => {
    const crashing = await startBrowserSite();
    const cdp = await crashing.browser.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const main = processInfo.find((p) => p.type === 'browser');
    expect(main).toBeDefined();
    const gone = new Promise((resolve) => crashing.browser.once('disconnected', resolve));
    process.kill(main!.id, 'SIGKILL');
    await gone;
    await crashing.close();

    const next = await startBrowserSite();
    expect(next.browser).not.toBe(crashing.browser);
    expect(next.browser.isConnected()).toBe(true);
    next.pages.set('/', '<title>alive</title>');
    const page = await next.browser.newPage();
    await page.goto(next.siteUrl + '/');
    expect(await page.title()).toBe('alive');
    await next.close();
  });
});
