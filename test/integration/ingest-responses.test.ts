import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, post, postForm, postJson, type TestForm } from './ingest-support.js';

let app: LocalApp;
let tenant: TestTenant;
let call: ReturnType<typeof client>;

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app);
});
afterAll(() => app?.stop());

const htmlPost = (f: TestForm, fields: [string, string][], headers: Record<string, string> = {}) =>
  postForm(app, f.public_slug, fields, { accept: BROWSER_ACCEPT, headers });

describe('content negotiation', () => {
  let hosted: TestForm;
  beforeAll(async () => {
    hosted = await createForm(
      app,
      tenant,
      { ...NO_RATE_LIMIT, allowed_origins: ['https://site.example'] },
      'Quote <script>alert(1)</script> & "more"',
    );
  });

  it('answers fetch/XHR/API clients with JSON 201 and a browser form post with the hosted page', async () => {
    for (const accept of ['application/json', '*/*', 'application/json, text/plain, */*']) {
      const res = await postForm(app, hosted.public_slug, [['name', 'x']], { accept });
      expect(res.status, accept).toBe(201);
      expect(res.body).toEqual({ id: expect.any(String), status: 'received' });
    }
    const page = await htmlPost(hosted, [['name', 'x']], { referer: 'https://site.example/contact' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('role="status"');
    expect(page.text).toContain('Quote &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('<a href="https://site.example/contact">← Back to the site</a>');
  });

  it('links back only to an http(s) page of a listed allowed origin, from the Referer or else the Origin', async () => {
    const backLink = async (headers: Record<string, string>, f = hosted) => {
      const page = await htmlPost(f, [['name', 'x']], headers);
      expect(page.status).toBe(200);
      return /<a href="([^"]*)">← Back to the site<\/a>/.exec(page.text)?.[1] ?? null;
    };
    expect(await backLink({ referer: 'javascript:alert(1)' })).toBeNull();
    expect(await backLink({ referer: 'https://evil.example/phish' })).toBeNull();
    expect(await backLink({ referer: 'https://site.example.evil.example/' })).toBeNull();
    expect(await backLink({ origin: 'https://site.example' })).toBe('https://site.example/');
    expect(await backLink({ referer: 'https://site.example/a?q="><b>' })).toBe(
      'https://site.example/a?q=%22%3E%3Cb%3E',
    );
    const open = await createForm(app, tenant, NO_RATE_LIMIT, 'Open to any origin');
    expect(await backLink({ referer: 'https://site.example/contact' }, open)).toBeNull();
    const refused = await htmlPost(hosted, [], { referer: 'https://site.example/contact' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('href="https://site.example/contact"');
  });

  it('redirects a browser post with 303 to the success redirect_url', async () => {
    const f = await createForm(app, tenant, {
      settings: {
        rate_limit: { disabled: true },
        response: { success: { type: 'redirect', redirect_url: 'https://site.example/thanks?src=form' } },
      },
    });
    const res = await htmlPost(f, [['name', 'x']]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://site.example/thanks?src=form');
    expect((await postForm(app, f.public_slug, [['name', 'x']])).status).toBe(201);
  });

  it('answers errors by the form error setting: hosted page, redirect or same as success', async () => {
    const hostedError = await htmlPost(hosted, [['_gotcha', '']]);
    expect(hostedError.status).toBe(400);
    expect(hostedError.text).toContain('role="alert"');
    expect(hostedError.text).toContain('Quote &lt;script&gt;');
    expect(hostedError.text).toContain('The submission has no fields.');

    const redirecting = await createForm(app, tenant, {
      settings: {
        rate_limit: { disabled: true },
        response: { error: { type: 'redirect', redirect_url: 'https://site.example/oops?lang=en' } },
      },
    });
    const redirected = await htmlPost(redirecting, [['_gotcha', '']]);
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe('https://site.example/oops?lang=en&error=validation_error');

    const quiet = await createForm(app, tenant, {
      settings: {
        rate_limit: { disabled: true },
        response: {
          success: { type: 'redirect', redirect_url: 'https://site.example/thanks' },
          error: { type: 'same_as_success' },
        },
      },
    });
    const looksFine = await htmlPost(quiet, [['_gotcha', '']]);
    expect(looksFine.status).toBe(303);
    expect(looksFine.headers.get('location')).toBe('https://site.example/thanks');
    const json = await postForm(app, quiet.public_slug, [['_gotcha', '']]);
    expect(json.status).toBe(400);
    expect(json.body.error.code).toBe('validation_error');
  });

  it('shows a hosted error page without a form name for an unknown slug', async () => {
    const res = await post(app, 'b'.repeat(22), 'name=x', {
      contentType: 'application/x-www-form-urlencoded',
      accept: BROWSER_ACCEPT,
    });
    expect(res.status).toBe(404);
    expect(res.text).toContain('Your submission was not sent');
  });
});

describe('CORS', () => {
  let restricted: TestForm;
  beforeAll(async () => {
    restricted = await createForm(app, tenant, {
      ...NO_RATE_LIMIT,
      allowed_origins: ['https://www.example.com', 'http://localhost:8080'],
    });
  });

  const preflight = (f: TestForm, origin: string) =>
    fetch(`${app.baseUrl}/f/${f.public_slug}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-form-key',
      },
    });

  it('answers a preflight from an allowed origin and refuses one from another origin', async () => {
    const ok = await preflight(restricted, 'https://www.example.com');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-form-key');
    expect(ok.headers.get('vary')).toBe('Origin');
    const refused = await preflight(restricted, 'https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows listed origins (default ports ignored), refuses others with 403 origin_not_allowed', async () => {
    const ok = await postJson(
      app,
      restricted.public_slug,
      { name: 'x' },
      { headers: { origin: 'https://www.example.com:443' } },
    );
    expect(ok.status).toBe(201);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://www.example.com:443');
    expect(ok.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const refused = await postJson(
      app,
      restricted.public_slug,
      { name: 'x' },
      { headers: { origin: 'https://www.example.com.evil.example' } },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('origin_not_allowed');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect((await postJson(app, restricted.public_slug, { name: 'x' })).status).toBe(201);
  });

  it('allows any origin with an empty list or *', async () => {
    const open = await createForm(app, tenant, NO_RATE_LIMIT);
    const star = await createForm(app, tenant, { ...NO_RATE_LIMIT, allowed_origins: ['*'] });
    for (const f of [open, star]) {
      const res = await postJson(
        app,
        f.public_slug,
        { name: 'x' },
        { headers: { origin: 'https://anywhere.example' } },
      );
      expect(res.status).toBe(201);
      expect(res.headers.get('access-control-allow-origin')).toBe('https://anywhere.example');
    }
  });
});

describe('protected forms', () => {
  it('needs a valid form key in the header or the _form_key field; a revoked key stops at once', async () => {
    const f = await createForm(app, tenant, { ...NO_RATE_LIMIT, access_mode: 'protected' });
    const missing = await postJson(app, f.public_slug, { name: 'x' });
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('form_key_required');
    const wrong = await postJson(
      app,
      f.public_slug,
      { name: 'x' },
      { headers: { 'x-form-key': `fk_form_${'a'.repeat(43)}` } },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('form_key_invalid');

    const created = await call('POST', `/v1/forms/${f.id}/keys`, {
      token: tenant.fullKey,
      body: { name: 'site', mode: 'public' },
    });
    expect(created.status).toBe(201);
    const key: string = created.body.key;
    expect((await postJson(app, f.public_slug, { name: 'x' }, { headers: { 'x-form-key': key } })).status).toBe(201);
    expect(
      (
        await postForm(app, f.public_slug, [
          ['name', 'x'],
          ['_form_key', key],
        ])
      ).status,
    ).toBe(201);

    const other = await createForm(app, tenant, { ...NO_RATE_LIMIT, access_mode: 'protected' });
    expect(
      (await postJson(app, other.public_slug, { name: 'x' }, { headers: { 'x-form-key': key } })).body.error.code,
    ).toBe('form_key_invalid');

    expect(
      (await call('POST', `/v1/forms/${f.id}/keys/${created.body.id}/revoke`, { token: tenant.fullKey })).status,
    ).toBe(204);
    const revoked = await postJson(app, f.public_slug, { name: 'x' }, { headers: { 'x-form-key': key } });
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.code).toBe('form_key_invalid');
  });
});
