import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { DASHBOARD_DIST } from '@local/dashboard.js';
import { memberSession } from '@test/support/accounts.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { expectAccessible, postSubmission, watchPage } from '@test/support/dashboard.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { uniqueAddress } from '@test/support/ses-store.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * The organization's and a form's remaining pages walked as a demanding owner: members, invitations, API keys, data
 * requests, a delivery log, analytics and the embed page, at 320 px (touch) and 1280 px (keyboard), light and dark.
 * Nothing wider than the screen, axe clean, every button named; a role is not changed by browsing a menu with the
 * arrow keys; focus is not lost when an action removes the button that had it.
 */
let app: LocalApp;
let tenant: TestTenant;
let harness: BrowserSite;
let browser: Browser;
let session: string;
let receiver: Receiver;
const owner = uniqueAddress('walk2-owner');
const colleague = uniqueAddress('walk2-colleague');
let colleagueId = '';
let formId = '';
let webhookId = '';

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  client(app.baseUrl)(method, path, { body, headers: { origin: app.baseUrl, cookie: `fb_session=${session}` } });

beforeAll(async () => {
  app = await startTestApp({ dashboardDir: DASHBOARD_DIST, sweepIntervalMs: 0, config: { deliverySchedule: [1] } });
  tenant = await createTestTenant(app, 'enterprise', owner);
  ({ session } = await memberSession(app, tenant.tenantId, 'owner', owner));
  ({
    user: { id: colleagueId },
  } = await memberSession(app, tenant.tenantId, 'member', colleague));
  for (const name of ['Reporting', 'Backups'])
    expect((await call('POST', '/v1/api-keys', { name, scope: 'read' })).status).toBe(201);
  // An address as long as they come, to wrap at 320 px.
  const invited = `${'very.long.first.and.last.name'.repeat(2)}@example-company-with-a-long-name.com`;
  expect((await call('POST', '/v1/invitations', { email: invited, role: 'member' })).status).toBe(201);
  expect(
    (await call('POST', '/v1/invitations', { email: uniqueAddress('walk2-invitee'), role: 'viewer' })).status,
  ).toBe(201);

  receiver = await startReceiver((_req, n) => (n === 1 ? { status: 503, body: 'busy' } : { status: 204 }));
  const h = deliveryHelpers(app, tenant);
  const hook = await h.formWithWebhook(receiver, { description: 'CRM' });
  ({ formId, webhookId } = hook);
  const off = await h.call('PATCH', `/v1/forms/${formId}`, {
    token: tenant.fullKey,
    body: { settings: { spam: { enabled: false } }, allowed_origins: ['https://www.example-shop.com'] },
  });
  expect(off.status, off.text).toBe(200);
  const slug = hook.slug;
  for (const [i, source] of ['newsletter', 'newsletter', 'ads'].entries())
    await postSubmission(
      app.baseUrl,
      slug,
      { email: `reader${i}@example.com`, message: 'Hello,\n"second" line', utm_source: source },
      `198.51.100.${40 + i}`,
    );
  await h.settled(webhookId, 'delivered', 3);

  harness = await startBrowserSite();
  browser = harness.browser;
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await harness?.close();
  await app?.stop();
});

async function signedIn(viewport: { width: number; height: number }, scheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport, hasTouch: viewport.width < 800, colorScheme: scheme });
  context.setDefaultTimeout(10_000);
  const { hostname } = new URL(app.baseUrl);
  await context.addCookies([{ name: 'fb_session', value: session, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  return { context, page, problems: watchPage(page) };
}

/** The page's width against the viewport's, and the buttons and links a screen reader would read as nothing. */
const layout = (page: Page) =>
  page.evaluate(`(() => ({
    wider: document.documentElement.scrollWidth > window.innerWidth,
    unnamed: [...document.querySelectorAll('main button, main a[href], main [role=button]')]
      .filter((e) => e.getClientRects().length > 0 && !(e.getAttribute('aria-label') || e.textContent || '').trim())
      .map((e) => e.outerHTML.slice(0, 80)),
  }))()`) as Promise<{ wider: boolean; unnamed: string[] }>;

const focusedText = (page: Page) => page.evaluate<string>("(document.activeElement?.textContent ?? '').trim()");

describe('the remaining pages at 320 and 1280 px, light and dark', () => {
  const PAGES: [string, () => string, string][] = [
    ['members and invitations', () => '/organization/members', 'Invitations'],
    ['API keys', () => '/organization/api-keys', 'Keys'],
    ['data requests', () => `/forms/${formId}/data-requests`, 'Data requests'],
    ['delivery log', () => `/forms/${formId}/webhooks/${webhookId}`, 'Webhook deliveries'],
    ['analytics', () => `/forms/${formId}/analytics`, 'Top sources'],
    ['embed', () => `/forms/${formId}/embed`, 'HTML form'],
  ];
  for (const [width, scheme] of [
    [320, 'light'],
    [320, 'dark'],
    [1280, 'light'],
    [1280, 'dark'],
  ] as const)
    it(`${width} px, ${scheme}: nothing wider than the screen, axe clean, every button named`, async () => {
      const { context, page, problems } = await signedIn({ width, height: 800 }, scheme);
      for (const [name, path, heading] of PAGES) {
        await page.goto(app.baseUrl + path());
        await page.getByRole('heading', { name: heading }).first().waitFor();
        // Open the first delivery, so its attempts table is drawn too.
        if (name === 'delivery log') {
          await page.locator('details.card > summary').first().click();
          await page.getByRole('table', { name: 'Attempts' }).waitFor();
        }
        expect(await layout(page), `${name} at ${width} px`).toEqual({ wider: false, unnamed: [] });
        await expectAccessible(page, `${name} ${width} ${scheme}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
});

describe('a member’s role with the keyboard', () => {
  it('is not changed by arrowing through the roles; Change role saves it and says so', async () => {
    const { context, page, problems } = await signedIn({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/organization/members`);
    const select = page.getByRole('combobox', { name: `Role of ${colleague}` });
    await select.focus();
    // Browsing the closed list with the arrow keys picks each role in turn in Chromium on Linux and Windows.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(1_500);
    const role = async () =>
      ((await call('GET', '/v1/members')).body.data as { user_id: string; role: string }[]).find(
        (m) => m.user_id === colleagueId,
      )?.role;
    expect(await role()).toBe('member');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(`Change the role of ${colleague} to admin`);
    await page.keyboard.press('Enter');
    await expect.poll(role).toBe('admin');
    await page.getByText(`${colleague} is now admin.`).waitFor();
    // The button is gone once saved; focus is back on the role it was chosen in.
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe(`Role of ${colleague}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('focus after an action removes its button', () => {
  it('lands on the section’s heading after revoking an API key, revoking an invitation and removing a member', async () => {
    const { context, page, problems } = await signedIn({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/organization/api-keys`);
    const revokeKey = page.getByRole('button', { name: 'Revoke Backups' });
    await revokeKey.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await revokeKey.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Keys');

    await page.goto(`${app.baseUrl}/organization/members`);
    const revokeInvitation = page.getByRole('button', { name: /^Revoke invitation of walk2-invitee/ });
    await revokeInvitation.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke invitation' }).click();
    await revokeInvitation.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Invitations');

    const remove = page.getByRole('button', { name: `Remove ${colleague}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('People');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the autoresponder after Save', () => {
  it('keeps focus on Save and the test address typed beside it', async () => {
    const { context, page, problems } = await signedIn({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/forms/${formId}/autoresponder`);
    const to = page.getByLabel('Send a test to');
    await to.fill('ada@example.com');
    const save = page.getByRole('button', { name: 'Save autoresponder' });
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Autoresponder saved.').waitFor();
    await page.waitForTimeout(500);
    expect(await focusedText(page)).toBe('Save autoresponder');
    expect(await to.inputValue()).toBe('ada@example.com');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a data request’s export', () => {
  it('says how many submissions it downloaded, and that there were none instead of an empty file', async () => {
    const { context, page, problems } = await signedIn({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/forms/${formId}/data-requests`);
    const address = page.getByLabel("Submitter's e-mail address");
    const exportButton = page.getByRole('button', { name: 'Export their submissions (CSV)' });
    await address.fill('reader1@example.com');
    const file = page.waitForEvent('download');
    await exportButton.click();
    expect((await file).suggestedFilename()).toMatch(/\.csv$/);
    await page.getByText('1 submission from reader1@example.com downloaded.').waitFor();
    expect(await focusedText(page)).toBe('Export their submissions (CSV)');

    let downloads = 0;
    page.on('download', () => downloads++);
    await address.fill('nobody@example.com');
    await exportButton.click();
    await page.getByText('No submissions from nobody@example.com to this form: nothing to download.').waitFor();
    expect(downloads).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('words after numbers', () => {
  it('says "over 1 day" for a form made today, and that an invitation was sent again', async () => {
    const { context, page, problems } = await signedIn({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/forms/${formId}/analytics?period=all`);
    const chart = page.getByRole('img', { name: /^Submissions per day/ });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toBe(
      'Submissions per day over 1 day: 3 in all, 0 verified, 0 spam.',
    );

    await page.goto(`${app.baseUrl}/organization/members`);
    const invited = (await call('GET', '/v1/invitations')).body.data.find(
      (i: { status: string }) => i.status === 'pending',
    ).email as string;
    const resend = page.getByRole('button', { name: `Resend to ${invited}` });
    await resend.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Invitation sent again to ${invited}.`).waitFor();
    expect(await focusedText(page)).toBe(`Resend to ${invited}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a bulk action by keyboard', () => {
  it('keeps focus in the bulk bar: on the running button, then on the bar’s checkbox once the selection is gone', async () => {
    const { context, page, problems } = await signedIn({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/forms/${formId}`);
    const rows = page.locator('.submission-row');
    await rows.nth(1).waitFor();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Archive', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('2 submissions archived.').waitFor();
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label') ?? ''")).toMatch(
      /^Select the first \d+ loaded submissions$/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
