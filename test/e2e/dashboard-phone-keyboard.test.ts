import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_DIST } from '@local/dashboard.js';
import type { LocalApp } from '@local/app.js';
import { memberSession } from '@test/support/accounts.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { expectAccessible, postSubmission, watchPage } from '@test/support/dashboard.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';

/**
 * The dashboard on a phone (375 × 812, a phone-speed CPU) and with the keyboard only (1280 × 800), in headless
 * Chromium against the local service serving the built app: the menu, the inbox one screen at a time, no layout
 * shift, the mail-client keys, modal dialogs, the first day and notifications on from the start.
 */
let app: LocalApp;
let tenant: TestTenant;
let harness: BrowserSite;
let browser: Browser;
let session: string;
const owner = uniqueAddress('phone-owner');
let formId = '';
let slug = '';

beforeAll(async () => {
  app = await startTestApp({ dashboardDir: DASHBOARD_DIST, sweepIntervalMs: 0 });
  tenant = await createTestTenant(app, 'free', owner);
  ({ session } = await memberSession(app, tenant.tenantId, 'owner', owner));
  harness = await startBrowserSite();
  browser = harness.browser;
});
afterAll(async () => {
  await harness?.close();
  await app?.stop();
});

/** A browser context signed in as the owner (the session cookie the sign-in sets). */
async function signedIn(viewport: { width: number; height: number }, options: { touch?: boolean } = {}) {
  // The layout-shift probe is a script of the test's own, which the app's CSP would refuse.
  const context = await browser.newContext({ viewport, hasTouch: options.touch ?? false, bypassCSP: true });
  context.setDefaultTimeout(10_000);
  const { hostname } = new URL(app.baseUrl);
  await context.addCookies([{ name: 'fb_session', value: session, domain: hostname, path: '/' }]);
  const page = await context.newPage();
  return { context, page, problems: watchPage(page) };
}

const submit = (fields: Record<string, unknown>, ip: string) => postSubmission(app.baseUrl, slug, fields, ip);

/** Nothing on the page reaches past the viewport's right edge (the page never scrolls sideways). */
const widest = (page: Page) =>
  page.evaluate<{ page: number; viewport: number; past: string[] }>(
    `({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      past: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth && !e.closest('.tabs'))
        .slice(0, 3)
        .map((e) => e.tagName + '.' + e.className),
    })`,
  );

describe('the dashboard on a phone (375 × 812)', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    ({ context, page, problems } = await signedIn({ width: 375, height: 812 }, { touch: true }));
  });
  afterAll(() => context.close());

  it('reaches every navigation link with one tap on the Menu button', async () => {
    await page.goto(`${app.baseUrl}/forms`);
    await page.getByRole('heading', { name: 'Forms' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).tap();
    for (const name of [
      'Forms',
      'Usage',
      'Suppression list',
      'Organization',
      'Members',
      'API keys',
      'Audit log',
      'Account',
    ])
      await expect.poll(() => nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'menu open (375)');
    await nav.getByRole('link', { name: 'Forms', exact: true }).tap();
    await expect.poll(() => nav.isVisible()).toBe(false);
  });

  it('creates a form whose empty inbox shows its snippet and a checklist', async () => {
    await page.goto(`${app.baseUrl}/forms`);
    await page.getByLabel('Form name').fill('Phone form');
    await page.getByRole('button', { name: 'Create form' }).tap();
    await page.getByRole('heading', { name: 'Endpoint' }).waitFor();
    formId = /\/forms\/(\w+)\//.exec(page.url())![1]!;
    slug = (await page.getByTestId('endpoint-url').textContent())!.split('/f/')[1]!;
    await page.getByRole('navigation', { name: 'Form' }).getByRole('link', { name: 'Inbox' }).tap();
    await page.getByText('No submissions here yet.').waitFor();
    expect(await page.getByLabel('HTML form snippet').textContent()).toContain(`/f/${slug}`);
    const checklist = page.getByRole('region', { name: 'Getting started' });
    const step = (name: string, done: boolean) =>
      checklist.locator(`li[data-done="${done}"]`, { hasText: name }).waitFor();
    await step('Form created', true);
    await step('First submission', false);
    await expectAccessible(page, 'empty inbox (375)');
  });

  it('sends a test submission from the empty inbox, and the form created in the dashboard e-mails its creator', async () => {
    await page.goto(`${app.baseUrl}/forms/${formId}/inbox`);
    const checklist = page.getByRole('region', { name: 'Getting started' });
    const step = (name: string, done: boolean) =>
      checklist.locator(`li[data-done="${done}"]`, { hasText: name }).waitFor();
    await page.getByRole('button', { name: 'Send a test submission' }).tap();
    await page.getByRole('link', { name: new RegExp(owner) }).waitFor();
    await step('First submission', true);
    await step('Notification e-mailed', true);
    // Notifications are on from the start: the form created in the dashboard e-mails its creator.
    const [mail] = await waitForMail(owner);
    expect(mail?.subject).toBe('New submission to Phone form');
    expect(mail?.body.text).toContain('A test submission sent from the Formbase dashboard.');
  });

  it('loads the inbox at phone speed without moving anything, nothing wider than the screen', async () => {
    for (let i = 0; i < 12; i++)
      await submit({ email: uniqueAddress('visitor'), message: `Hello ${i}` }, `198.51.100.${40 + i}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(
      `window.layoutShift = 0;
       new PerformanceObserver((list) => {
         for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
       }).observe({ type: 'layout-shift', buffered: true });`,
    );
    // What the page asks for while it loads: each list once, the newest-submissions poll only an interval later.
    // The page still shows the previous test's inbox, whose poll could fire inside the window: leave it first.
    await page.goto('about:blank');
    const asked: string[] = [];
    const onRequest = (r: Request) => asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    page.on('request', onRequest);
    await page.goto(`${app.baseUrl}/forms/${formId}/inbox`);
    await page.locator('.submission-row').nth(12).waitFor();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate<number>('window.layoutShift');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    page.off('request', onRequest);
    // When the first page arrived and each poll left, on the page's own clock (the test process's events can lag).
    const timings = await page.evaluate<{ firstPageAt: number; polls: number[] }>(
      `(() => {
        const entries = performance.getEntriesByType('resource');
        const first = entries.find((e) => e.name.includes('/submissions?status=inbox&limit=50'));
        const polls = entries.filter((e) => e.name.includes('/submissions?status=inbox&limit=25'));
        return { firstPageAt: first ? first.responseEnd : Infinity, polls: polls.map((e) => e.startTime) };
      })()`,
    );
    expect(shift).toBeLessThan(0.05);
    // The inbox's code was preloaded by first-screen.js before the app started: the router's start (whose code
    // loader adds a preload with `as="script"` for any chunk not yet asked for) added none.
    const preloads = await page.evaluate<{ inbox: number; byRouter: number }>(
      `({
        inbox: document.querySelectorAll('link[rel="modulepreload"][href*="/assets/Inbox-"]').length,
        byRouter: document.querySelectorAll('link[rel="modulepreload"][as="script"]').length,
      })`,
    );
    expect(preloads).toEqual({ inbox: 1, byRouter: 0 });
    const count = (path: string) => asked.filter((r) => r === path).length;
    expect(count(`/v1/forms/${formId}/webhooks`)).toBe(1);
    expect(count(`/v1/forms/${formId}/integrations`)).toBe(1);
    expect(count(`/v1/forms/${formId}/submissions?status=inbox&limit=50`)).toBe(1);
    expect(timings.firstPageAt).toBeLessThan(Infinity);
    for (const pollAt of timings.polls) expect(pollAt - timings.firstPageAt).toBeGreaterThan(1000);
    const size = await widest(page);
    expect(size.page, size.past.join(', ')).toBeLessThanOrEqual(size.viewport);
  });

  it("draws a form page's head before any script runs, where the app then draws it", async () => {
    const first = await signedIn({ width: 375, height: 812 }, { touch: true });
    try {
      const heading = first.page.getByRole('heading', { name: 'Loading the form…' });
      const inbox = `${app.baseUrl}/forms/${formId}/inbox`;
      // index.html alone: the app's code never arrives.
      await first.page.route('**/assets/*.js', (route) => route.abort());
      await first.page.goto(inbox);
      await heading.waitFor();
      await first.page.getByRole('link', { name: 'All forms', exact: true }).waitFor();
      const before = await heading.boundingBox();
      // A page other than a form's shows the plain "Loading…" instead.
      await first.page.goto(`${app.baseUrl}/account`);
      await first.page.getByText('Loading…').waitFor();
      expect(await heading.isVisible()).toBe(false);
      // Only the inbox's address preloads the inbox's code.
      await first.page.locator('script[src^="/assets/index-"]').waitFor({ state: 'attached' });
      expect(await first.page.locator('link[href*="/assets/Inbox-"]').count()).toBe(0);
      // The app's own first drawing of the page (the form held back), in the same place.
      await first.page.unroute('**/assets/*.js');
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await first.page.route(`**/v1/forms/${formId}`, async (route) => {
        await held;
        await route.continue();
      });
      await first.page.goto(inbox);
      await first.page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
      await heading.waitFor();
      expect(await heading.boundingBox()).toEqual(before);
      release();
      await first.page.locator('.submission-row').first().waitFor();
    } finally {
      await first.context.close();
    }
  });

  it('opens a tapped submission as its own screen with Mark as spam in view, and goes back to the list', async () => {
    await page.goto(`${app.baseUrl}/forms/${formId}/inbox`);
    await page.locator('.submission-row a').nth(3).tap();
    const detail = page.getByRole('region', { name: 'Submission detail' });
    const spam = detail.getByRole('button', { name: 'Mark as spam' });
    await spam.waitFor();
    // Within the screen without scrolling: the tap seems to do something.
    const box = await spam.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    expect(await page.getByRole('region', { name: 'Submissions' }).isVisible()).toBe(false);
    await expectAccessible(page, 'submission open (375)');
    await detail.getByRole('button', { name: 'Back to the list' }).tap();
    await page.getByRole('region', { name: 'Submissions' }).waitFor();
    expect(await detail.isVisible()).toBe(false);
  });

  it('fits the organization pages, usage and the embed page into 320, 375 and 414 px', async () => {
    // An address without a place to break, in the invitations list.
    const invited = `${'someone.with.a.long.address'.repeat(2)}@${'subdomain.'.repeat(3)}example.com`;
    const invitation = await client(app.baseUrl)('POST', '/v1/invitations', {
      token: session,
      body: { email: invited, role: 'member' },
    });
    expect(invitation.status, invitation.text).toBe(201);
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 812 });
      for (const path of [
        '/organization/members',
        '/organization/api-keys',
        `/forms/${formId}/embed`,
        '/account',
        '/usage',
      ]) {
        await page.goto(app.baseUrl + path);
        await page.locator('h1, h2').first().waitFor();
        await page.locator('.skeleton').first().waitFor({ state: 'detached' });
        const size = await widest(page);
        expect(size.page, `${path} at ${width} px: ${size.past.join(', ')}`).toBeLessThanOrEqual(size.viewport);
      }
    }
    await page.setViewportSize({ width: 375, height: 812 });
    expect(problems).toEqual([]);
  });

  it('gives checkboxes and side-by-side text buttons 24 × 24 px and table values the whole width at 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 812 });
    for (const path of [`/forms/${formId}/inbox`, '/organization/members', `/forms/${formId}/webhooks`]) {
      await page.goto(app.baseUrl + path);
      await page.locator('input[type="checkbox"], button.link').first().waitFor();
      const small = await page.evaluate<string[]>(
        `[...document.querySelectorAll('input[type="checkbox"], input[type="radio"], button.link')]
          .filter((e) => e.getClientRects().length && !e.closest('.visually-hidden'))
          .map((e) => [e, e.getBoundingClientRect()])
          .filter(([, r]) => r.width < 24 || r.height < 24)
          .map(([e, r]) => (e.getAttribute('aria-label') || e.textContent.trim()) + ' ' + r.width + '×' + r.height)`,
      );
      expect(small, path).toEqual([]);
    }
    // A reflowed table gives its values the whole width at 320 px: a date and time is one line.
    await page.goto(`${app.baseUrl}/organization/members`);
    const joined = page.locator('tr', { hasText: owner }).locator('td[data-label="Joined"]');
    await joined.waitFor();
    const lines = await joined.evaluate((td) => {
      const range = td.ownerDocument.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await page.setViewportSize({ width: 375, height: 812 });
  });

  it("brings the current form tab into view at 320 px, whichever of the form's pages is open", async () => {
    await page.setViewportSize({ width: 320, height: 812 });
    for (const [path, label] of [
      ['data-requests', 'Data requests'],
      ['spam', 'Spam protection'],
      ['settings', 'Settings'],
    ]) {
      await page.goto(`${app.baseUrl}/forms/${formId}/${path}`);
      const tab = page.getByRole('navigation', { name: 'Form' }).getByRole('link', { name: label });
      await expect.poll(() => tab.getAttribute('aria-current')).toBe('page');
      await expect
        .poll(() => tab.evaluate((a) => a.getBoundingClientRect().left >= 0 && a.getBoundingClientRect().right <= 320))
        .toBe(true);
    }
    await page.setViewportSize({ width: 375, height: 812 });
  });

  it("shows a visitor's markup, direction overrides and a 10,000-character word inert at 320 px", async () => {
    const { id } = await submit(
      {
        email: uniqueAddress('hostile'),
        name: 'Mallory\u202Egnp.exe',
        message: `<img src=x onerror="document.title='pwned'"> <a href="javascript:alert(1)">hi</a> ${'W'.repeat(10_000)} 😀`,
      },
      '198.51.100.77',
    );
    await page.setViewportSize({ width: 320, height: 812 });
    await page.goto(`${app.baseUrl}/forms/${formId}/inbox?status=all&submission=${id}`);
    const detail = page.getByRole('region', { name: 'Submission detail' });
    const name = detail.locator('dd').filter({ hasText: 'Mallory' });
    await name.waitFor();
    // The override would draw "Mallory‮gnp.exe" as "Malloryexe.png": it is shown by name instead.
    expect(await name.textContent()).toBe('Mallory[U+202E]gnp.exe');
    expect(await detail.locator('img, a[href^="javascript"]').count()).toBe(0);
    const size = await widest(page);
    expect(size.page, size.past.join(', ')).toBeLessThanOrEqual(size.viewport);
    expect(await page.title()).not.toBe('pwned');
    await page.goto(`${app.baseUrl}/forms/${formId}/inbox?status=all`);
    const row = page.locator(`[data-submission="${id}"] .preview`);
    expect(await row.textContent()).toContain('Mallory[U+202E]gnp.exe');
    await page.setViewportSize({ width: 375, height: 812 });
    expect(problems).toEqual([]);
  });
});

describe('the dashboard with the keyboard (1280 × 800)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedIn({ width: 1280, height: 800 }));
    await page.goto(`${app.baseUrl}/forms/${formId}/inbox`);
    await page.locator('.submission-row').first().waitFor();
  });
  afterAll(() => context.close());

  const focusedText = () => page.evaluate<string>("document.activeElement?.textContent?.trim() ?? ''");
  const focusedRow = () =>
    page.evaluate<string | null>("document.activeElement?.closest('[data-submission]')?.dataset.submission ?? null");

  it('opens a submission with Enter, reaches Mark as spam in a few Tabs, and Escape returns to the row', async () => {
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    const row = await focusedRow();
    expect(row).not.toBeNull();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('region', { name: 'Submission detail' });
    await detail.getByRole('button', { name: 'Mark as spam' }).waitFor();
    await expect.poll(() => page.evaluate<string>('document.activeElement?.id')).toBe('submission-title');
    let tabs = 0;
    while ((await focusedText()) !== 'Mark as spam' && tabs < 10) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(tabs).toBeLessThanOrEqual(3);
    // The focus ring: at least 3:1 against the page behind it.
    const ring = await page.evaluate<{ width: number; color: string; style: string }>(
      `(() => {
        const style = getComputedStyle(document.activeElement);
        return { width: parseFloat(style.outlineWidth), color: style.outlineColor, style: style.outlineStyle };
      })()`,
    );
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
    expect(contrast(ring.color, 'rgb(247, 247, 249)')).toBeGreaterThanOrEqual(3);
    await expectAccessible(page, 'submission open (keyboard)');

    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('submission')).toBeNull();
    await expect.poll(focusedRow).toBe(row);
  });

  it('lists the shortcuts in a modal ? help that keeps focus inside, closes with Escape and gives focus back', async () => {
    const row = await focusedRow();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.locator('kbd').allTextContents()).toEqual(expect.arrayContaining(['j', 'k', 'e', '#', 's', '?']));
    // The page behind is inert: Tab never reaches anything outside the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate<boolean>(
        `(() => {
          const active = document.activeElement;
          return Boolean(active && active !== document.body && !active.closest('dialog[open]'));
        })()`,
      );
      expect(outside).toBe(false);
    }
    await expectAccessible(page, 'shortcut help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    expect(await focusedRow()).toBe(row);
  });

  it('stars with s, trashes with #, and in the trash restores or deletes forever after a modal confirmation', async () => {
    const row = (await focusedRow())!;
    const star = page.locator(`[data-submission="${row}"] button[aria-pressed]`);
    await page.keyboard.press('s');
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('#');
    await page.getByRole('link', { name: /^Trash\b/ }).click();
    await page.locator(`[data-submission="${row}"] a`).click();
    const detail = page.getByRole('region', { name: 'Submission detail' });
    await detail.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Mark as spam' }).count()).toBe(0);

    const forever = detail.getByRole('button', { name: 'Delete forever' });
    await forever.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete this submission forever?' });
    await confirm.waitFor();
    expect(await focusedText()).toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(focusedText).toBe('Delete forever');
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('submission')).toBeNull();
    await page.getByText('The trash is empty.').waitFor();
    // The detail that did it is gone: the list says what happened, in its live region.
    expect(await page.locator('[aria-live="polite"]', { hasText: 'Deleted for good.' }).count()).toBe(1);
    const gone = await client(app.baseUrl)('GET', `/v1/forms/${formId}/submissions/${row}`, { token: tenant.fullKey });
    expect(gone.status).toBe(404);
  });

  it('gives focus to the row now in its place when the open submission left the list (marked as spam)', async () => {
    await page.goto(`${app.baseUrl}/forms/${formId}/inbox`);
    await page.locator('.submission-row').nth(2).waitFor();
    await page.locator('.submission-row a').nth(1).focus();
    const acted = (await focusedRow())!;
    const next = await page.locator('[data-submission]').nth(2).getAttribute('data-submission');
    await page.keyboard.press('Enter');
    const detail = page.getByRole('region', { name: 'Submission detail' });
    await detail.getByRole('button', { name: 'Mark as spam' }).click();
    await expect.poll(() => page.locator(`[data-submission="${acted}"]`).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('submission')).toBeNull();
    await expect.poll(focusedRow).toBe(next);
  });

  it('asks before revoking an invitation, and Escape keeps it and gives focus back', async () => {
    const invited = uniqueAddress('revoked-invitee');
    const invitation = await client(app.baseUrl)('POST', '/v1/invitations', {
      token: session,
      body: { email: invited, role: 'member' },
    });
    expect(invitation.status, invitation.text).toBe(201);
    await page.goto(`${app.baseUrl}/organization/members`);
    const revoke = page.getByRole('button', { name: `Revoke invitation of ${invited}` });
    await revoke.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Revoke the invitation of ${invited}?` });
    await confirm.waitFor();
    expect(await focusedText()).toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        page.evaluate<string>(
          "document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''",
        ),
      )
      .toContain(invited);
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
    await expect.poll(() => revoke.count()).toBe(0);
  });
});

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
