import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { verifyFormKey } from '@shared/domain/form-key.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, COUNTS_SETTLE_MS, formCounters } from '@test/support/submissions.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app, 'pro'), createTestTenant(app)]);
});
afterAll(() => app.stop());

const protectedForm = async () => {
  const id = await createForm(app, a.fullKey, { access_mode: 'protected' });
  await call('PATCH', `/v1/forms/${id}`, { token: a.fullKey, body: { settings: { rate_limit: { disabled: true } } } });
  const form = await call('GET', `/v1/forms/${id}`, { token: a.fullKey });
  return { id, slug: form.body.public_slug as string };
};

/** A fetch() submission to the public endpoint. */
const submit = (
  slug: string,
  headers: Record<string, string> = {},
  body: Record<string, unknown> = { message: 'hi' },
) => call('POST', `/f/${slug}`, { headers: { accept: 'application/json', ...headers }, body });

describe('form access keys', () => {
  it('returns the plaintext once, lists keys without it, and a revoked key stops working at once', async () => {
    const form = await protectedForm();
    const created = await call('POST', `/v1/forms/${form.id}/keys`, { token: a.fullKey, body: { name: 'Website' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^fkey_/),
      name: 'Website',
      key_prefix: created.body.key.slice(0, 12),
      mode: 'public',
      scopes: ['submit', 'upload'],
      created_at: expect.any(String),
      last_used_at: null,
      revoked_at: null,
      key: expect.stringMatching(/^fk_form_[A-Za-z0-9_-]{43}$/),
    });
    const key = created.body.key as string;

    expect((await submit(form.slug)).body.error.code).toBe('form_key_required');
    const accepted = await submit(form.slug, { 'x-form-key': key });
    expect(accepted.status).toBe(201);
    expect((await submit(form.slug, {}, { message: 'in the body', _form_key: key })).status).toBe(201);

    const listed = await call('GET', `/v1/forms/${form.id}/keys`, { token: a.readKey });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ id: created.body.id, last_used_at: expect.any(String), revoked_at: null });
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const revoke = await call('POST', `/v1/forms/${form.id}/keys/${created.body.id}/revoke`, { token: a.fullKey });
    expect(revoke.status).toBe(204);
    const refused = await submit(form.slug, { 'x-form-key': key });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('form_key_invalid');
    expect(
      (await call('POST', `/v1/forms/${form.id}/keys/${created.body.id}/revoke`, { token: a.fullKey })).status,
    ).toBe(204);
    const after = (await call('GET', `/v1/forms/${form.id}/keys`, { token: a.fullKey })).body[0];
    expect(after.revoked_at).toEqual(expect.any(String));
    await expect
      .poll(() => formCounters(app, a.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 2, unread: 2 });
  });

  it('takes a protected-mode key in the header or a server request _form_key field, never from a page, only for its form', async () => {
    const form = await protectedForm();
    const other = await protectedForm();
    const created = await call('POST', `/v1/forms/${form.id}/keys`, {
      token: a.fullKey,
      body: { name: 'Server', mode: 'protected' },
    });
    expect(created.body.mode).toBe('protected');
    const key = created.body.key as string;
    expect((await submit(form.slug, { 'x-form-key': key })).status).toBe(201);
    // A server posting the field (no Origin): accepted, as gaps.md allows for protected forms.
    expect((await submit(form.slug, {}, { message: 'x', _form_key: key })).status).toBe(201);
    const fromPage = await submit(form.slug, { origin: 'https://site.example' }, { message: 'x', _form_key: key });
    expect(fromPage.body.error.code).toBe('form_key_invalid');
    expect((await submit(form.slug, { origin: 'https://site.example', 'x-form-key': key })).status).toBe(201);
    expect((await submit(other.slug, { 'x-form-key': key })).body.error.code).toBe('form_key_invalid');
  });

  it('judges a server holding the protected key by what it sends, not by the browser headers it has no reason to send', async () => {
    const form = await protectedForm();
    const keyOf = async (mode: 'public' | 'protected') =>
      (await call('POST', `/v1/forms/${form.id}/keys`, { token: a.fullKey, body: { name: mode, mode } })).body
        .key as string;
    const [serverKey, pageKey] = await Promise.all([keyOf('protected'), keyOf('public')]);
    const reasonsOf = async (headers: Record<string, string>, body: Record<string, unknown>) => {
      const posted = await submit(form.slug, { 'user-agent': 'curl/8.5.0', ...headers }, body);
      expect(posted.status).toBe(201);
      const stored = await call('GET', `/v1/forms/${form.id}/submissions/${posted.body.id}`, { token: a.fullKey });
      return stored.body.spam_reasons as string[];
    };
    const message = { message: 'Hello, I would like a quote for a website redesign.' };
    expect(await reasonsOf({ 'x-form-key': serverKey }, message)).not.toContain('bot_user_agent');
    expect(await reasonsOf({}, { ...message, _form_key: serverKey })).not.toContain('bot_user_agent');
    // A public key may sit in a page, and a page's request carries Origin: both are still judged by their headers.
    expect(await reasonsOf({ 'x-form-key': pageKey }, message)).toContain('bot_user_agent');
    const fromPage = await reasonsOf({ 'x-form-key': serverKey, origin: 'https://site.example' }, message);
    expect(fromPage).toContain('bot_user_agent');
    // What it sends still counts: a honeypot is spam from a server too.
    const trap = await submit(form.slug, { 'x-form-key': serverKey }, { ...message, _gotcha: 'x' });
    expect(trap.body.status).toBe('spam');
  });

  it('records last use at most once a minute (one write per key per minute)', async () => {
    const form = await protectedForm();
    const created = await call('POST', `/v1/forms/${form.id}/keys`, { token: a.fullKey, body: { name: 'k' } });
    const store = app.deps.stores.formKeys;
    const t0 = new Date('2030-01-01T00:00:00.000Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const lastUsed = async () => (await store.listForForm(a.tenantId, form.id))[0]!.lastUsedAt;
    expect((await verifyFormKey(store, form.id, created.body.key, { via: 'header', now: t0 })).status).toBe('valid');
    expect(await lastUsed()).toBe(t0.toISOString());
    await verifyFormKey(store, form.id, created.body.key, { via: 'header', now: at(30_000) });
    expect(await lastUsed()).toBe(t0.toISOString());
    await verifyFormKey(store, form.id, created.body.key, { via: 'header', now: at(61_000) });
    expect(await lastUsed()).toBe(at(61_000).toISOString());
    expect((await verifyFormKey(store, form.id, 'fk_form_nope', { via: 'header' })).status).toBe('unknown');
  });

  it('validates requests and isolates tenants', async () => {
    const form = await protectedForm();
    const created = await call('POST', `/v1/forms/${form.id}/keys`, { token: a.fullKey, body: { name: 'k' } });
    const cases: [unknown, string, string][] = [
      [{ name: '' }, 'validation_error', 'name'],
      [{ name: 'x'.repeat(121) }, 'validation_error', 'name'],
      [{ name: 'k', mode: 'secret' }, 'validation_error', 'mode'],
      [{ name: 'k', scopes: ['submit'] }, 'unknown_field', 'scopes'],
    ];
    for (const [body, code, field] of cases) {
      const res = await call('POST', `/v1/forms/${form.id}/keys`, { token: a.fullKey, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code, field });
    }
    for (const [method, path] of [
      ['GET', `/v1/forms/${form.id}/keys`],
      ['POST', `/v1/forms/${form.id}/keys`],
      ['POST', `/v1/forms/${form.id}/keys/${created.body.id}/revoke`],
    ] as const) {
      const res = await call(method, path, { token: b.fullKey, body: method === 'POST' ? { name: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const bForm = await createForm(app, b.fullKey);
    expect((await call('POST', `/v1/forms/${bForm}/keys/${created.body.id}/revoke`, { token: b.fullKey })).status).toBe(
      404,
    );
    expect(
      (await call('POST', `/v1/forms/${form.id}/keys/fkey_bad/revoke`, { token: a.fullKey })).body.error,
    ).toMatchObject({
      code: 'invalid_id',
      field: 'kid',
    });
    expect((await call('POST', `/v1/forms/${form.id}/keys`, { token: a.readKey, body: { name: 'x' } })).status).toBe(
      403,
    );
    expect((await call('GET', `/v1/forms/${form.id}/keys`, { token: a.fullKey })).body[0].revoked_at).toBeNull();
  });
});
