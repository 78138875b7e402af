import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { createForm, type TestForm } from '../integration/ingest-support.js';

/**
 * Real HTML forms in headless Chromium against the local service: the browser builds the urlencoded and multipart
 * bodies, follows the 303, renders the hosted page, and enforces CORS on fetch. The pages come from a separate
 * local server, so every submission is cross-origin, as on a customer's website. Chromium must be installed
 * (`apt-get install chromium`); without it this file fails rather than skips.
 */
let app: LocalApp;
let tenant: TestTenant;
let call: ReturnType<typeof client>;
let harness: BrowserSite;
let browser: Browser;
let siteUrl: string;
let pages: Map<string, string>;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app);
  harness = await startBrowserSite();
  ({ browser, siteUrl, pages } = harness);
});
afterAll(async () => {
  await harness?.close();
  await app?.stop();
});

const action = (f: TestForm) => `${app.baseUrl}/f/${f.public_slug}`;

function formPage(f: TestForm, enctype: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Contact</title></head><body>
<form method="post" action="${action(f)}" enctype="${enctype}">
  <label>Name <input name="name" value=""></label>
  <label>Email <input type="email" name="email"></label>
  <label><input type="checkbox" name="topics" value="sales" checked> Sales</label>
  <label><input type="checkbox" name="topics" value="support" checked> Support</label>
  <textarea name="message"></textarea>
  <input type="file" name="attachment">
  <input type="text" name="_gotcha" value="" style="display:none" tabindex="-1" autocomplete="off">
  <button type="submit">Send</button>
</form></body></html>`;
}

async function fillAndSend(page: Page, url: string) {
  await page.goto(url);
  await page.fill('input[name=name]', 'Zoë "Z" <b>');
  await page.fill('input[name=email]', 'zoe@example.com');
  await page.fill('textarea[name=message]', 'Hello from a real browser — ✓\nsecond line');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
}

const newest = async (f: TestForm) => {
  const list = await call('GET', `/v1/forms/${f.id}/submissions`, { token: tenant.fullKey });
  expect(list.body.items.length).toBeGreaterThan(0);
  return (await call('GET', `/v1/forms/${f.id}/submissions/${list.body.items[0].id}`, { token: tenant.fullKey })).body;
};

const EXPECTED_FIELDS = {
  name: 'Zoë "Z" <b>',
  email: 'zoe@example.com',
  topics: ['sales', 'support'],
  message: 'Hello from a real browser — ✓\r\nsecond line',
};

describe('plain HTML form posts', () => {
  for (const enctype of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    it(`${enctype}: ends on the hosted success page naming the form`, async () => {
      const f = await createForm(
        app,
        tenant,
        { allowed_origins: [siteUrl], settings: { rate_limit: { disabled: true } } },
        `Contact <Sales> ${enctype.split('/')[0]}`,
      );
      pages.set(`/${f.id}`, formPage(f, enctype));
      const page = await browser.newPage();
      await fillAndSend(page, `${siteUrl}/${f.id}`);
      expect(page.url()).toBe(action(f));
      expect(await page.textContent('h1')).toBe('Thank you!');
      expect(await page.textContent('[role=status]')).toContain(`“Contact <Sales> ${enctype.split('/')[0]}”`);
      // Chromium's default referrer policy sends only the origin across origins; the site is one the form allows.
      expect(await page.getAttribute('a', 'href')).toBe(`${siteUrl}/`);
      expect(await page.textContent('a')).toBe('← Back to the site');
      await page.close();
      const stored = await newest(f);
      // An urlencoded post carries a file input as its (empty) file name; multipart as an empty file part, which is dropped.
      expect(stored.fields).toEqual(
        enctype === 'multipart/form-data' ? EXPECTED_FIELDS : { ...EXPECTED_FIELDS, attachment: '' },
      );
      expect(stored).toMatchObject({ submitter_email: 'zoe@example.com', origin: siteUrl, referer: `${siteUrl}/` });
      expect(stored.user_agent).toContain('Chrome');
    });
  }

  it('follows the 303 to the success redirect_url', async () => {
    const f = await createForm(app, tenant, {
      settings: {
        rate_limit: { disabled: true },
        response: { success: { type: 'redirect', redirect_url: `${siteUrl}/thanks` } },
      },
    });
    pages.set(`/${f.id}`, formPage(f, 'multipart/form-data'));
    pages.set('/thanks', '<!doctype html><title>Thanks</title><h1>Our own thank-you page</h1>');
    const page = await browser.newPage();
    await fillAndSend(page, `${siteUrl}/${f.id}`);
    expect(page.url()).toBe(`${siteUrl}/thanks`);
    expect(await page.textContent('h1')).toBe('Our own thank-you page');
    await page.close();
    expect((await newest(f)).fields).toEqual(EXPECTED_FIELDS);
  });

  it('shows the hosted error page for a refused origin', async () => {
    const f = await createForm(app, tenant, {
      settings: { rate_limit: { disabled: true } },
      allowed_origins: ['https://only.example'],
    });
    pages.set(`/${f.id}`, formPage(f, 'application/x-www-form-urlencoded'));
    const page = await browser.newPage();
    await fillAndSend(page, `${siteUrl}/${f.id}`);
    expect(await page.textContent('h1')).toContain('was not sent');
    expect(await page.textContent('[role=alert]')).toContain('does not accept submissions from the website');
    await page.close();
  });
});

describe('fetch with CORS', () => {
  const script = (f: TestForm, kind: 'form' | 'json') => `
    const url = ${JSON.stringify(action(f))};
    const init = ${kind === 'form'}
      ? { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams({ name: 'Fetch', topic: 'cors' }) }
      : { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ name: 'Fetch', nested: { a: 1 } }) };
    try {
      const res = await fetch(url, init);
      return { ok: true, status: res.status, body: await res.json() };
    } catch (error) {
      return { ok: false, error: String(error) };
    }`;

  it('succeeds from an allowed origin (simple request and preflighted JSON) and fails from another', async () => {
    const allowed = await createForm(app, tenant, {
      settings: { rate_limit: { disabled: true } },
      allowed_origins: [siteUrl],
    });
    const refused = await createForm(app, tenant, {
      settings: { rate_limit: { disabled: true } },
      allowed_origins: ['https://only.example'],
    });
    pages.set('/blank', '<!doctype html><title>blank</title>');
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/blank`);
    const run = (f: TestForm, kind: 'form' | 'json') =>
      page.evaluate(`(async () => { ${script(f, kind)} })()`) as Promise<{
        ok: boolean;
        status?: number;
        body?: { id: string; status: string };
        error?: string;
      }>;

    const simple = await run(allowed, 'form');
    expect(simple).toMatchObject({ ok: true, status: 201, body: { status: 'received' } });
    const preflighted = await run(allowed, 'json');
    expect(preflighted).toMatchObject({ ok: true, status: 201 });
    const blocked = await run(refused, 'json');
    expect(blocked.ok).toBe(false);
    expect(blocked.error).toContain('Failed to fetch');
    const blockedSimple = await run(refused, 'form');
    expect(blockedSimple.ok).toBe(false);
    await page.close();

    const stored = await call('GET', `/v1/forms/${allowed.id}/submissions`, { token: tenant.fullKey });
    expect(stored.body.items.map((s: { id: string }) => s.id).sort()).toEqual(
      [simple.body!.id, preflighted.body!.id].sort(),
    );
    expect(
      (await call('GET', `/v1/forms/${refused.id}/submissions`, { token: tenant.fullKey })).body.items,
    ).toHaveLength(0);
  });
});
