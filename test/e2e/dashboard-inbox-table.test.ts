import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberSession } from '@test/support/accounts.js';
import { createTestTenant } from '@test/support/app.js';
import { parseCsv } from '@test/support/csv.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import {
  expectAccessible,
  refuseScriptDialogs,
  startDashboardWorld,
  watchPage,
  type DashboardWorld,
} from '@test/support/dashboard.js';
import { COUNTS_SETTLE_MS, createForm, formStateCounts, seed } from '@test/support/submissions.js';

/**
 * The inbox as a table, in headless Chromium: a column per field in the export's order, columns chosen and
 * remembered per form, the search and a bulk action as in the list, the keyboard, a phone, and hostile content
 * shown as text.
 */
let world: DashboardWorld;
let harness: BrowserSite;
let browser: Browser;
let session: string;
let formId: string;
let otherFormId: string;
const start = Date.parse('2026-05-01T00:00:00Z');
const HOSTILE = '<img src=x onerror="window.pwned=1">=HYPERLINK("http://evil.example")';
const HOSTILE_NAME = '<b onmouseover=alert(1)>name</b>';

beforeAll(async () => {
  world = await startDashboardWorld();
  const tenant = await createTestTenant(world.app, 'enterprise');
  ({ session } = await memberSession(world.app, tenant.tenantId, 'owner'));
  formId = await createForm(world.app, tenant.fullKey, { name: 'Quotes' });
  otherFormId = await createForm(world.app, tenant.fullKey, { name: 'Other' });
  // 30 submissions a minute apart: the older half asked for a company, the newer half for a budget; the newest
  // holds hostile text in a value and in a field name.
  await seed(world.app, tenant.tenantId, formId, 30, (i) => ({
    createdAt: new Date(start + i * 60_000).toISOString(),
    submitterEmail: `client${i}@example.com`,
    fields:
      i === 29
        ? { name: 'Mallory', message: HOSTILE, budget: '1', [HOSTILE_NAME]: 'x' }
        : i >= 15
          ? { name: `Client ${i}`, message: `Quote number ${i}`, budget: `${i * 100}` }
          : {
              name: `Client ${i}`,
              message: i === 3 ? 'About the zanzibar trip' : `Quote number ${i}`,
              company: 'Acme',
            },
  }));
  await seed(world.app, tenant.tenantId, otherFormId, 2, () => ({ fields: { topic: 'Hello', message: 'Hi' } }));
  const deadline = Date.now() + COUNTS_SETTLE_MS;
  while ((await formStateCounts(world.app, tenant.fullKey, formId)).received !== 30) {
    if (Date.now() > deadline) throw new Error('counts not settled');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  harness = await startBrowserSite();
  browser = harness.browser;
}, 300_000);
afterAll(async () => {
  await harness?.close();
  await world?.stop();
});

async function signedIn(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(10_000);
  const { hostname } = new URL(world.app.baseUrl);
  await context.addCookies([{ name: 'fb_session', value: session, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  const problems = watchPage(page);
  refuseScriptDialogs(page, problems);
  return { context, page, problems };
}

const headers = (page: Page) =>
  page.locator('table.submission-table thead th').evaluateAll((cells) => cells.map((c) => c.textContent?.trim()));
const tableRows = (page: Page) => page.locator('table.submission-table tbody tr');

describe('the inbox as a table (1280 × 800)', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    ({ context, page, problems } = await signedIn({ width: 1280, height: 800 }));
  });
  afterAll(() => context.close());

  it('shows a column per field, in the order first seen from the newest, and hostile content as text', async () => {
    await page.goto(`${world.app.baseUrl}/forms/${formId}/inbox`);
    await page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'Table' }).click();
    await tableRows(page).nth(29).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('table');
    expect(await headers(page)).toEqual([
      'Actions',
      'Received',
      'Star',
      'E-mail',
      'Status',
      'name',
      'message',
      'budget',
      HOSTILE_NAME,
      'company',
    ]);
    const newest = tableRows(page).first();
    expect(await newest.locator('td').nth(3).textContent()).toBe('client29@example.com');
    expect(await newest.locator('td').nth(6).textContent()).toBe(HOSTILE);
    expect(await page.locator('table.submission-table img, table.submission-table b').count()).toBe(0);
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    // Newest first: the dates of the rows go down.
    const received = await tableRows(page).locator('td:nth-child(2) a').allTextContents();
    expect(received[0]).not.toBe(received[29]);
    expect(await tableRows(page).nth(29).locator('td').nth(3).textContent()).toBe('client0@example.com');
    await expectAccessible(page, 'inbox table (1280)');
    expect(problems).toEqual([]);
  });

  it('hides a chosen column, remembers it for that form only, and shows it again', async () => {
    const chooser = page.getByRole('button', { name: /^Columns/ });
    expect(await chooser.textContent()).toContain('(5 of 5)');
    await chooser.click();
    const dialog = page.getByRole('dialog', { name: 'Columns' });
    await dialog.getByRole('checkbox', { name: 'message' }).waitFor();
    // Focus starts on Done, not on the first checkbox: Enter closes the dialog without changing a column.
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Done');
    await dialog.getByRole('checkbox', { name: 'message' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'company' }).uncheck();
    await expectAccessible(page, 'column chooser');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate('document.activeElement?.textContent')).toContain('Columns');
    const shown = ['Actions', 'Received', 'Star', 'E-mail', 'Status', 'name', 'budget', HOSTILE_NAME];
    expect(await headers(page)).toEqual(shown);

    await page.reload();
    await tableRows(page).first().waitFor();
    expect(await headers(page)).toEqual(shown);
    expect(await chooser.textContent()).toContain('(3 of 5)');

    // The export of the table leaves out what the table hides: one rule for the table's and the file's columns.
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const link = page.getByRole('link', { name: /^Download CSV \(30\)$/ });
    await link.waitFor();
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    const csv = await new Response((await file.createReadStream()) as unknown as ReadableStream).text();
    const [header] = parseCsv(csv);
    expect(header!.slice(8)).toEqual(['name', 'budget', HOSTILE_NAME]);

    await page.goto(`${world.app.baseUrl}/forms/${otherFormId}/inbox?view=table`);
    await tableRows(page).first().waitFor();
    expect(await headers(page)).toEqual(['Actions', 'Received', 'Star', 'E-mail', 'Status', 'topic', 'message']);

    await page.goto(`${world.app.baseUrl}/forms/${formId}/inbox?view=table`);
    await tableRows(page).first().waitFor();
    await chooser.click();
    await dialog.getByRole('button', { name: 'Show all' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await headers(page)).toContain('message');
  });

  it('searches on the server and keeps the table', async () => {
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('zanzibar');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    expect(await tableRows(page).first().locator('td').nth(3).textContent()).toBe('client3@example.com');
    // The older half has no budget: the table of what matched has only the columns it holds.
    expect(await headers(page)).toEqual([
      'Actions',
      'Received',
      'Star',
      'E-mail',
      'Status',
      'name',
      'message',
      'company',
    ]);
    expect(new URL(page.url()).searchParams.get('view')).toBe('table');
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('');
    await tableRows(page).nth(29).waitFor();
  });

  it('marks two selected rows as spam with the bulk bar, they leave the inbox, then trashes and deletes them for good', async () => {
    await page.getByRole('checkbox', { name: 'Select client28@example.com' }).check();
    await page.getByRole('checkbox', { name: 'Select client27@example.com' }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Mark spam', exact: true }).click();
    await page.getByText('2 submissions marked as spam.').waitFor();
    await expect.poll(() => tableRows(page).count()).toBe(28);
    expect(await page.getByRole('cell', { name: 'client28@example.com' }).count()).toBe(0);
    const tabs = page.getByRole('navigation', { name: 'Submission status' });
    await tabs.getByRole('link', { name: /^Spam/ }).click();
    await expect.poll(() => tableRows(page).count()).toBe(2);
    expect(await tableRows(page).locator('td:nth-child(5)').allTextContents()).toEqual(['spam', 'spam']);
    // What each bulk action did is said by its name: out of spam into the trash, then from the trash for good.
    const selectAll = page.getByRole('checkbox', { name: /^Select the first \d+ loaded submissions$/ });
    await selectAll.check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('2 submissions moved to the trash.').waitFor();
    await tabs.getByRole('link', { name: /^Trash/ }).click();
    await expect.poll(() => tableRows(page).count()).toBe(2);
    await selectAll.check();
    await page.getByRole('button', { name: 'Delete forever', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete 2 submissions forever?' })
      .getByRole('button', { name: 'Delete forever' })
      .click();
    await page.getByText('2 submissions deleted for good.').waitFor();
    await tabs.getByRole('link', { name: /^Inbox/ }).click();
    await expect.poll(() => tableRows(page).count()).toBe(28);
  });

  it('moves with j and k, opens a row with Enter, and Escape gives focus back to that row', async () => {
    await page.locator('table.submission-table tbody tr a[data-open]').first().focus();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const focusedRow = () =>
      page.evaluate<string | null>(`document.activeElement?.closest('tr')?.dataset.submission ?? null`);
    const third = await tableRows(page).nth(2).getAttribute('data-submission');
    expect(await focusedRow()).toBe(third);
    await page.keyboard.press('Enter');
    const back = page.getByRole('button', { name: 'Back to the list' });
    await back.waitFor();
    expect(await page.locator('table.submission-table').isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await tableRows(page).first().waitFor();
    await expect.poll(focusedRow).toBe(third);
    expect(problems).toEqual([]);
  });
});

describe('the inbox as a table on a phone (375 × 812)', () => {
  it('reflows each row into label and value lines, nothing wider than the screen', async () => {
    const { context, page, problems } = await signedIn({ width: 375, height: 812 });
    await page.goto(`${world.app.baseUrl}/forms/${formId}/inbox?view=table`);
    await tableRows(page).nth(10).waitFor();
    const width = await page.evaluate<{ page: number; viewport: number; table: number }>(`({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      table: document.querySelector('table.submission-table').getBoundingClientRect().right,
    })`);
    expect(width.page).toBeLessThanOrEqual(width.viewport);
    expect(width.table).toBeLessThanOrEqual(width.viewport);
    // The header row is there for screen readers only; each cell shows its column's name beside the value.
    expect((await page.locator('table.submission-table thead').boundingBox())?.height).toBeLessThanOrEqual(1);
    const label = await page.evaluate<string>(
      `getComputedStyle(document.querySelector('table.submission-table tbody td:nth-child(4)'), '::before').content`,
    );
    expect(label).toBe('"E-mail"');
    await expectAccessible(page, 'inbox table (375)');
    expect(problems).toEqual([]);
    await context.close();
  });
});
