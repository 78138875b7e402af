import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '@test/support/accounts.js';
import { createTestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { startDashboardWorld, watchPage, type DashboardWorld } from '@test/support/dashboard.js';
import { COUNTS_SETTLE_MS, createForm, formStateCounts, seedInBulk } from '@test/support/submissions.js';

/**
 * The inbox of a form with 1,200 submissions, in headless Chromium: the tabs show their counts, the default view
 * has no spam, and a word only the oldest submission holds is found on the server.
 */
let world: DashboardWorld;
let harness: BrowserSite;
let browser: Browser;
let page: Page;
let problems: string[];
let formId: string;
const start = Date.parse('2026-03-01T00:00:00Z');

beforeAll(async () => {
  world = await startDashboardWorld();
  const tenant = await createTestTenant(world.app, 'enterprise');
  const { session } = await memberSession(world.app, tenant.tenantId, 'owner');
  formId = await createForm(world.app, tenant.fullKey, { name: 'Busy' });
  // 1,200 submissions a minute apart: 90 spam, 50 archived, 30 in trash, the oldest holding the one rare word.
  await seedInBulk(world.app, tenant.tenantId, formId, 1200, (i) => ({
    createdAt: new Date(start + i * 60_000).toISOString(),
    status: i % 12 === 5 ? 'spam' : i % 24 === 7 ? 'archived' : 'received',
    deletedAt: i % 40 === 9 ? new Date(start).toISOString() : null,
    submitterEmail: `visitor${i}@example.com`,
    fields: { message: i === 0 ? 'Asking about the Quetzalcoatl tour' : `An ordinary message number ${i}` },
  }));
  // The counts follow from the table stream within seconds.
  const deadline = Date.now() + COUNTS_SETTLE_MS;
  for (;;) {
    const counts = await formStateCounts(world.app, tenant.fullKey, formId);
    if (counts.received + counts.spam + counts.archived + counts.trash === 1200) break;
    if (Date.now() > deadline) throw new Error(`counts not settled: ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  harness = await startBrowserSite();
  browser = harness.browser;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const url = new URL(world.app.baseUrl);
  await context.addCookies([{ name: 'fb_session', value: session, domain: url.hostname, path: '/' }]);
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  problems = watchPage(page);
}, 300_000);
afterAll(async () => {
  await harness?.close();
  await world?.stop();
});

const tabs = () => page.getByRole('navigation', { name: 'Submission status' });

describe('the inbox of a busy form', () => {
  it('opens on the inbox view without spam, and every tab shows its count', async () => {
    await page.goto(`${world.app.baseUrl}/forms/${formId}`);
    await tabs()
      .getByRole('link', { name: /^Inbox/ })
      .waitFor();
    const names = await tabs().getByRole('link').allTextContents();
    expect(names.map((n) => n.replace(/\s+/g, ' ').trim())).toEqual([
      'Inbox 1,030',
      'All 1,170',
      'Received 1,030',
      'Verified 0',
      'Spam 90',
      'Archived 50',
      'Trash 30',
    ]);
    expect(
      await tabs()
        .getByRole('link', { name: /^Inbox/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    const rows = page.locator('.submission-row');
    await rows.first().waitFor();
    expect(await page.locator('.submission-row .badge.danger').count()).toBe(0);
  });

  // How soon it shows is measured in `npm run bench -- dashboard`, not asserted here.
  it('finds a word only the oldest submission holds, and only that one', async () => {
    const box = page.getByRole('searchbox', { name: 'Search submissions' });
    await box.fill('quetzalcoatl');
    await page.getByRole('link', { name: /visitor0@example\.com/ }).waitFor();
    await page.getByText('That is all.').waitFor();
    expect(await page.locator('.submission-row').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('quetzalcoatl');
    await box.fill('');
    await page.locator('.submission-row').nth(10).waitFor();
    expect(problems).toEqual([]);
  });
});
