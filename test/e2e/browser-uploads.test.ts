import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { startBrowserSite, type BrowserSite } from '@test/support/browser.js';
import { createForm, NO_RATE_LIMIT, type TestForm } from '../integration/ingest-support.js';

/**
 * A customer's page uploading a file the documented way, in headless Chromium: presign (cross-origin fetch), PUT the
 * File to the slot with the slot's headers (the browser supplies Content-Length itself and enforces the bucket's
 * CORS on the custom tag header), submit with `_uploads`. Chromium must be installed (`apt-get install chromium`).
 */
let app: LocalApp;
let tenant: TestTenant;
let harness: BrowserSite;
let browser: Browser;
let siteUrl: string;
let pages: Map<string, string>;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  tenant = await createTestTenant(app);
  harness = await startBrowserSite();
  ({ browser, siteUrl, pages } = harness);
});
afterAll(async () => {
  await harness?.close();
  await app?.stop();
});

/** The snippet a customer would put on their page (no library): presign, upload, submit. */
function uploadPage(f: TestForm): string {
  const action = `${app.baseUrl}/f/${f.public_slug}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Apply</title></head><body>
<form id="f"><input name="name" value="Ada"><input type="file" name="cv"><button type="submit">Send</button></form>
<script>
document.getElementById('f').addEventListener('submit', async (event) => {
  event.preventDefault();
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const file = event.target.cv.files[0];
  const presigned = await fetch(${JSON.stringify(`${action}/uploads`)}, { method: 'POST', headers: json,
    body: JSON.stringify({ files: [{ field: 'cv', filename: file.name, content_type: file.type, size: file.size }] }) });
  const { uploads: [slot] } = await presigned.json();
  const put = await fetch(slot.url, { method: slot.method, headers: slot.headers, body: file });
  const submitted = await fetch(${JSON.stringify(action)}, { method: 'POST', headers: json,
    body: JSON.stringify({ name: event.target.name.value, _uploads: [slot.key] }) });
  document.body.dataset.result = JSON.stringify({ presign: presigned.status, put: put.status, submit: submitted.status, id: (await submitted.json()).id });
});
</script></body></html>`;
}

describe('browser uploads', () => {
  it('presigns, uploads the File straight to the bucket and submits it, cross-origin', async () => {
    const f = await createForm(app, tenant, { allowed_origins: [siteUrl], ...NO_RATE_LIMIT }, 'Applications');
    pages.set('/apply', uploadPage(f));
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000)]);
    const page = await browser.newPage();
    try {
      await page.goto(`${siteUrl}/apply`);
      await page.setInputFiles('input[name=cv]', {
        name: 'Lebenslauf für Ada.pdf',
        mimeType: 'application/pdf',
        buffer: bytes,
      });
      await page.click('button[type=submit]');
      // Page-side expressions as strings: this file is type-checked without the DOM library.
      await page.waitForFunction('document.body.dataset.result !== undefined', undefined, { timeout: 10_000 });
      const result = JSON.parse(await page.evaluate<string>('document.body.dataset.result'));
      expect(result).toMatchObject({ presign: 200, put: 200, submit: 201 });

      const call = client(app.baseUrl);
      const shown = await call('GET', `/v1/forms/${f.id}/submissions/${result.id}`, { token: tenant.fullKey });
      expect(shown.body.fields).toEqual({ name: 'Ada' });
      expect(shown.body.files).toMatchObject([
        {
          field_name: 'cv',
          original_name: 'Lebenslauf für Ada.pdf',
          content_type: 'application/pdf',
          size_bytes: bytes.length,
          status: 'finalized',
        },
      ]);
      const link = await call(
        'GET',
        `/v1/forms/${f.id}/submissions/${result.id}/files/${shown.body.files[0].id}?redirect=false`,
        {
          token: tenant.readKey,
        },
      );
      expect(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('a plain HTML form (no JavaScript) sends a PDF and an image in its body: both finalized, byte-identical', async () => {
    const f = await createForm(app, tenant, { allowed_origins: [siteUrl], ...NO_RATE_LIMIT }, 'Support');
    pages.set(
      '/support',
      `<!doctype html><html><head><meta charset="utf-8"><title>Support</title></head><body>
<form method="post" enctype="multipart/form-data" action="${app.baseUrl}/f/${f.public_slug}">
<input name="message" value="It broke"><input type="file" name="invoice"><input type="file" name="screenshot">
<button type="submit">Send</button></form></body></html>`,
    );
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(50_000)]);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${siteUrl}/support`);
      await page.setInputFiles('input[name=invoice]', {
        name: 'Rechnung 2026.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await page.setInputFiles('input[name=screenshot]', {
        name: '../screen shot.png',
        mimeType: 'image/png',
        buffer: png,
      });
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.click('button'),
      ]);
      expect(answer.status()).toBe(200);
      expect(await page.textContent('body')).toMatch(/thank/i);

      const call = client(app.baseUrl);
      const list = await call('GET', `/v1/forms/${f.id}/submissions`, { token: tenant.fullKey });
      const shown = await call('GET', `/v1/forms/${f.id}/submissions/${list.body.items[0].id}`, {
        token: tenant.fullKey,
      });
      expect(shown.body.fields).toEqual({ message: 'It broke' });
      const files = shown.body.files as { id: string; field_name: string; original_name: string; status: string }[];
      expect(files.map((file) => [file.field_name, file.original_name, file.status])).toEqual([
        ['invoice', 'Rechnung 2026.pdf', 'finalized'],
        ['screenshot', 'screen shot.png', 'finalized'],
      ]);
      for (const [file, bytes] of [
        [files[0]!, pdf],
        [files[1]!, png],
      ] as const) {
        const path = `/v1/forms/${f.id}/submissions/${shown.body.id}/files/${file.id}?redirect=false`;
        const link = await call('GET', path, { token: tenant.readKey });
        expect(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()).equals(bytes)).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
