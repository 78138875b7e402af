import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { createForm, rawSubmission, type TestForm } from '../integration/ingest-support.js';

/**
 * A migrated page in headless Chromium: the customer's site (another origin) loads the real `@formspree/core`
 * browser bundle and submits through it to the local service with only the endpoint changed. The client's extra
 * headers make every submission a preflighted CORS request, and in a browser it also sends its session data.
 */
let app: LocalApp;
let tenant: TestTenant;
let call: ReturnType<typeof client>;
let harness: BrowserSite;
let browser: Browser;

const CORE_BUNDLE = join(dirname(createRequire(import.meta.url).resolve('@formspree/core')), 'index.mjs');

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app);
  harness = await startBrowserSite();
  browser = harness.browser;
  harness.pages.set('/formspree-core.mjs', readFileSync(CORE_BUNDLE, 'utf8'));
});
afterAll(async () => {
  await harness?.close();
  await app?.stop();
});

/** A contact page as a Formspree user writes it; `json` sends a plain object instead of the FormData. */
const contactPage = (
  f: TestForm,
  json: boolean,
) => `<!doctype html><html><head><meta charset="utf-8"><title>Contact</title></head>
<body>
<form id="contact">
  <input name="name"><input name="email"><textarea name="message"></textarea>
  <input name="_gotcha" style="display:none" tabindex="-1" autocomplete="off">
  <button type="submit">Send</button>
</form>
<output id="result"></output>
<script type="module">
  import { createClient } from '/formspree-core.mjs';
  const formspree = createClient();
  document.getElementById('contact').addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(event.target);
    const result = await formspree.submitForm(${JSON.stringify(f.public_slug)}, ${json} ? Object.fromEntries(data) : data, {
      endpoint: ${JSON.stringify(app.baseUrl)},
    });
    document.getElementById('result').textContent = JSON.stringify(
      result.kind === 'success'
        ? { kind: 'success', next: result.next }
        : { kind: 'error', form: result.getFormErrors(), fields: result.getAllFieldErrors() },
    );
  });
</script>
</body></html>`;

interface PageResult {
  kind: 'success' | 'error';
  next?: string;
  form?: { code: string; message: string }[];
  fields?: [string, { code: string; message: string }[]][];
}

const PAGE_CLOCK_AHEAD_MS = 30_000;

async function send(f: TestForm, json: boolean, fields: { name: string; email: string; message: string }) {
  harness.pages.set(`/${f.id}`, contactPage(f, json));
  const page = await browser.newPage();
  // The page's clock stands 30 s ahead of the service's: the session data's load time then makes any post sent within
  // 32 s of the load look filled in under 2 s, however slowly a loaded machine runs the page.
  await page.clock.setFixedTime(Date.now() + PAGE_CLOCK_AHEAD_MS);
  await page.goto(`${harness.siteUrl}/${f.id}`);
  for (const [name, value] of Object.entries(fields)) await page.fill(`[name=${name}]`, value);
  await page.click('button[type=submit]');
  await page.waitForFunction("document.getElementById('result').textContent !== ''", undefined, { timeout: 10_000 });
  const result = JSON.parse((await page.textContent('#result'))!) as PageResult;
  return { page, result };
}

const submissionsOf = async (f: TestForm) =>
  (await call('GET', `/v1/forms/${f.id}/submissions?status=all`, { token: tenant.fullKey })).body.items as {
    id: string;
  }[];

describe('@formspree/core in Chromium from another origin', () => {
  for (const json of [false, true]) {
    it(`${json ? 'a JSON object' : 'FormData'}: success through the preflight; the session data reaches the spam stage`, async () => {
      const f = await createForm(
        app,
        tenant,
        { settings: { rate_limit: { disabled: true } }, allowed_origins: [harness.siteUrl] },
        'Migrated site',
      );
      const { page, result } = await send(f, json, { name: 'Zoë', email: 'zoe@example.com', message: 'Hi — ✓' });
      expect(result).toEqual({ kind: 'success', next: `${app.baseUrl}/f/${f.public_slug}/thanks` });

      const [stored] = await submissionsOf(f);
      const full = (await call('GET', `/v1/forms/${f.id}/submissions/${stored!.id}`, { token: tenant.fullKey })).body;
      expect(full.fields).toEqual({ name: 'Zoë', email: 'zoe@example.com', message: 'Hi — ✓' });
      expect(full).toMatchObject({ submitter_email: 'zoe@example.com', origin: harness.siteUrl });
      // Only the client's session header (its load time, from the page's clock) can have told the service so.
      expect((await rawSubmission(app, f.id, stored!.id))?.spam_reasons).toContain('too_fast');

      await page.goto(result.next!);
      expect(await page.textContent('h1')).toBe('Thank you!');
      expect(await page.textContent('[role=status]')).toContain('“Migrated site”');
      await page.close();
    });
  }

  it('shows the field error for a bad e-mail, read across origins', async () => {
    const f = await createForm(app, tenant, { settings: { rate_limit: { disabled: true } } });
    const { page, result } = await send(f, false, { name: 'Zoë', email: 'zoe at example', message: 'x' });
    await page.close();
    expect(result).toEqual({
      kind: 'error',
      form: [],
      fields: [['email', [{ code: 'TYPE_EMAIL', message: 'Should be an email address.' }]]],
    });
    expect(await submissionsOf(f)).toEqual([]);
  });

  it('a site the form does not allow: the browser refuses to hand over the answer and nothing is stored', async () => {
    const f = await createForm(app, tenant, {
      settings: { rate_limit: { disabled: true } },
      allowed_origins: ['https://only.example'],
    });
    const { page, result } = await send(f, true, { name: 'Zoë', email: 'zoe@example.com', message: 'x' });
    await page.close();
    expect(result).toEqual({ kind: 'error', form: [{ code: 'UNSPECIFIED', message: 'Failed to fetch' }], fields: [] });
    expect(await submissionsOf(f)).toEqual([]);
  });
});
