import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startDashboardBench } from '../bench/support/dashboard-world.js';

/**
 * `npm run screenshots`: the README's pictures of the dashboard, taken from the real app on the local stand-ins (a
 * form with 30 days of varied submissions), so they show what the code draws today.
 */
const OUT = join(process.cwd(), 'docs/screenshots');
const CHROMIUM = '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'];

async function main() {
  mkdirSync(OUT, { recursive: true });
  const world = await startDashboardBench({ tableStream: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const formId = await world.formWith(420, 'Contact', 30);
    await world.app.settle();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    await context.addCookies([
      { name: 'fb_session', value: world.session, domain: new URL(world.app.baseUrl).hostname, path: '/' },
    ]);
    const page = await context.newPage();
    const shoot = async (path: string, ready: string, file: string) => {
      await page.goto(`${world.app.baseUrl}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await page.locator('.skeleton').first().waitFor({ state: 'detached' });
      await page.screenshot({ path: join(OUT, file) });
      console.log(`wrote docs/screenshots/${file}`);
    };
    await shoot(`/forms/${formId}/inbox`, '.submission-row', 'inbox.png');
    await page.locator('.submission-row a').nth(1).click();
    await page.getByRole('region', { name: 'Fields' }).waitFor();
    await page.screenshot({ path: join(OUT, 'inbox.png') });
    await shoot(`/forms/${formId}/settings`, 'form[aria-labelledby="section-general"]', 'form-settings.png');
    await shoot(`/forms/${formId}/analytics?period=30d`, '[data-testid="daily-chart"] canvas', 'analytics.png');
  } finally {
    await browser.close();
    await world.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
