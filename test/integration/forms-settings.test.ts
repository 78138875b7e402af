import { formKey } from '@shared/adapters/dynamo/keys.js';
import { UpdateCommand } from '@shared/adapters/dynamo/commands.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { FormSchema } from '@shared/domain/schemas/forms.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  a = await createTestTenant(app);
});
afterAll(() => app.stop());

const newForm = async () => {
  const res = await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Settings' } });
  return FormSchema.parse(res.body);
};

/** PATCHes `settings` and returns the settings the API now reports (and checks GET agrees). */
const patchSettings = async (id: string, settings: unknown) => {
  const res = await call('PATCH', `/v1/forms/${id}`, { token: a.fullKey, body: { settings } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const got = await call('GET', `/v1/forms/${id}`, { token: a.fullKey });
  expect(got.body.settings).toEqual(res.body.settings);
  return res.body.settings;
};

const expectRejected = async (id: string, settings: unknown, field: string, code = 'validation_error') => {
  const res = await call('PATCH', `/v1/forms/${id}`, { token: a.fullKey, body: { settings } });
  expect(res.status, `${JSON.stringify(settings)} → ${JSON.stringify(res.body)}`).toBe(400);
  expect(res.body.error).toMatchObject({ code, field });
};

describe('settings sections', () => {
  it('changes only the sections sent; every other section keeps its stored value', async () => {
    const form = await newForm();
    const first = await patchSettings(form.id, {
      response: { success: { type: 'redirect', redirect_url: 'https://example.com/thanks' } },
      rate_limit: { limit: 3, window_seconds: 60, burst: 50, burst_window_seconds: 3600 },
      privacy: { redact_fields: ['password'], do_not_store_fields: ['card'] },
      retention: { days: 90 },
    });
    const second = await patchSettings(form.id, { spam: { strictness: 'high', blocked_keywords: ['casino'] } });
    expect(second).toEqual({ ...first, spam: { enabled: true, strictness: 'high', blocked_keywords: ['casino'] } });
    const third = await patchSettings(form.id, {
      response: { error: { type: 'same_as_success' } },
      email: { notify_spam: true },
    });
    expect(third).toEqual({
      ...second,
      response: {
        success: { type: 'redirect', redirect_url: 'https://example.com/thanks' },
        error: { type: 'same_as_success' },
      },
      email: { notify_spam: true },
    });
    // A section sent replaces the stored one: fields omitted inside it take their defaults.
    const fourth = await patchSettings(form.id, { spam: { enabled: false } });
    expect(fourth.spam).toEqual({ enabled: false, strictness: 'medium', blocked_keywords: [] });
    // null resets a section to its defaults.
    const fifth = await patchSettings(form.id, { privacy: null, retention: null });
    expect(fifth).toMatchObject({
      privacy: { redact_fields: [], do_not_store_fields: [] },
      retention: { days: null },
      rate_limit: first.rate_limit,
    });
  });

  it('drops unknown keys inside typed sections and keeps unknown top-level keys', async () => {
    const form = await newForm();
    const settings = await patchSettings(form.id, {
      spam: { strictness: 'low', sneaky: true },
      rate_limit: { limit: 2, per: 'minute' },
      privacy: { redact_fields: ['ssn'], extra: 1 },
      email: { notify_spam: true, cc: 'x' },
      retention: { days: 30, forever: true },
      response: { success: { type: 'hosted_page', colour: 'red' }, theme: 'dark' },
      theme: { colour: 'teal', nested: { deep: [1, 2] } },
      beta_flags: ['a'],
    });
    expect(settings).toEqual({
      response: { success: { type: 'hosted_page' }, error: { type: 'hosted_page' } },
      spam: { enabled: true, strictness: 'low', blocked_keywords: [] },
      rate_limit: { disabled: false, limit: 2, window_seconds: 30, burst: 20, burst_window_seconds: 600 },
      privacy: { redact_fields: ['ssn'], do_not_store_fields: [] },
      email: { notify_spam: true },
      retention: { days: 30 },
      theme: { colour: 'teal', nested: { deep: [1, 2] } },
      beta_flags: ['a'],
      captcha: null,
      email_hygiene: null,
    });
    // Extra keys merge key by key; null removes one.
    const next = await patchSettings(form.id, { theme: null, locale: 'de' });
    expect(next).toMatchObject({ beta_flags: ['a'], locale: 'de' });
    expect(next).not.toHaveProperty('theme');
    await expectRejected(form.id, { 'bad key': 1 }, 'settings.bad key');
    const many = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i]));
    await expectRejected(form.id, many, 'settings');
    await expectRejected(form.id, { blob: 'x'.repeat(9000) }, 'settings');
  });

  it('applies the rate-limit rule: zero or omitted values fall back to the defaults', async () => {
    const form = await newForm();
    const settings = await patchSettings(form.id, { rate_limit: { limit: 0, window_seconds: 10, burst: 0 } });
    expect(settings.rate_limit).toEqual({
      disabled: false,
      limit: 1,
      window_seconds: 10,
      burst: 20,
      burst_window_seconds: 600,
    });
    expect((await patchSettings(form.id, { rate_limit: { disabled: true } })).rate_limit).toEqual({
      disabled: true,
      limit: 1,
      window_seconds: 30,
      burst: 20,
      burst_window_seconds: 600,
    });
    await expectRejected(form.id, { rate_limit: { limit: -1 } }, 'settings.rate_limit.limit');
    await expectRejected(form.id, { rate_limit: { window_seconds: 1.5 } }, 'settings.rate_limit.window_seconds');
    await expectRejected(form.id, { rate_limit: { burst: '5' } }, 'settings.rate_limit.burst');
    await expectRejected(
      form.id,
      { rate_limit: { burst_window_seconds: 99_999_999 } },
      'settings.rate_limit.burst_window_seconds',
    );
    await expectRejected(form.id, { rate_limit: { disabled: 'no' } }, 'settings.rate_limit.disabled');
  });

  it('requires redirect_url for redirect responses and drops it otherwise', async () => {
    const form = await newForm();
    await expectRejected(
      form.id,
      { response: { success: { type: 'redirect' } } },
      'settings.response.success.redirect_url',
    );
    await expectRejected(
      form.id,
      { response: { error: { type: 'redirect', redirect_url: 'ftp://x.test/' } } },
      'settings.response.error.redirect_url',
    );
    await expectRejected(
      form.id,
      { response: { error: { type: 'redirect', redirect_url: '/relative' } } },
      'settings.response.error.redirect_url',
    );
    await expectRejected(form.id, { response: { success: { type: 'modal' } } }, 'settings.response.success.type');
    const kept = await patchSettings(form.id, {
      response: { error: { type: 'redirect', redirect_url: 'http://localhost:3000/oops' } },
    });
    expect(kept.response.error).toEqual({ type: 'redirect', redirect_url: 'http://localhost:3000/oops' });
    const dropped = await patchSettings(form.id, {
      response: { success: { type: 'hosted_page', redirect_url: 'https://example.com/ignored' } },
    });
    expect(dropped.response).toEqual({
      success: { type: 'hosted_page' },
      error: { type: 'redirect', redirect_url: 'http://localhost:3000/oops' },
    });
  });

  it('accepts only the retention windows of the spec', async () => {
    const form = await newForm();
    for (const days of [30, 60, 90, 180, 365, null])
      expect((await patchSettings(form.id, { retention: { days } })).retention).toEqual({ days });
    for (const days of [0, 45, 366, '30', 30.5])
      await expectRejected(form.id, { retention: { days } }, 'settings.retention.days');
  });

  it('enforces the list limits of spam and privacy, naming the item', async () => {
    const form = await newForm();
    const list = (n: number, length = 5) => Array.from({ length: n }, (_, i) => `${i}`.padEnd(length, 'x'));
    await patchSettings(form.id, {
      spam: { blocked_keywords: list(200, 80) },
      privacy: { redact_fields: list(100, 120), do_not_store_fields: list(100) },
    });
    await expectRejected(form.id, { spam: { blocked_keywords: list(201) } }, 'settings.spam.blocked_keywords');
    await expectRejected(
      form.id,
      { spam: { blocked_keywords: ['ok', 'k'.repeat(81)] } },
      'settings.spam.blocked_keywords.1',
    );
    await expectRejected(form.id, { spam: { blocked_keywords: [''] } }, 'settings.spam.blocked_keywords.0');
    await expectRejected(form.id, { spam: { strictness: 'extreme' } }, 'settings.spam.strictness');
    await expectRejected(form.id, { spam: { enabled: 'false' } }, 'settings.spam.enabled');
    await expectRejected(form.id, { privacy: { redact_fields: list(101) } }, 'settings.privacy.redact_fields');
    await expectRejected(
      form.id,
      { privacy: { do_not_store_fields: ['f'.repeat(121)] } },
      'settings.privacy.do_not_store_fields.0',
    );
    await expectRejected(form.id, { email: { notify_spam: 1 } }, 'settings.email.notify_spam');
    await expectRejected(form.id, 'not an object', 'settings');
  });
});

describe('read-only CAPTCHA and e-mail hygiene', () => {
  it('echoes what the spam module stored (never the secret) and ignores writes through the form', async () => {
    const form = await newForm();
    await app.deps.stores.table.client.send(
      new UpdateCommand({
        TableName: app.deps.stores.table.name,
        Key: formKey(a.tenantId, form.id),
        UpdateExpression: 'SET captcha = :c, captcha_secret = :s, email_hygiene = :h',
        ExpressionAttributeValues: {
          ':c': { enabled: true, provider: 'captcha_v3', site_key: 'site-123', min_score: 0.5 },
          ':s': 'super-secret-value',
          ':h': { mode: 'block', require_mx: true, block_disposable: false },
        },
      }),
    );
    const res = await call('PATCH', `/v1/forms/${form.id}`, {
      token: a.fullKey,
      body: { settings: { captcha: { enabled: false }, email_hygiene: null, retention: { days: 60 } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.settings.captcha).toEqual({ enabled: true, provider: 'captcha_v3', site_key: 'site-123' });
    expect(res.body.settings.email_hygiene).toEqual({ mode: 'block', require_mx: true, block_disposable: false });
    expect(res.body.settings.retention).toEqual({ days: 60 });
    const got = await call('GET', `/v1/forms/${form.id}`, { token: a.fullKey });
    expect(got.body.settings.captcha).toEqual(res.body.settings.captcha);
    expect(got.text).not.toContain('super-secret-value');
    const stored = await app.deps.stores.forms.get(a.tenantId, form.id);
    expect(stored?.settings).not.toHaveProperty('captcha');
    expect(stored?.captcha).toMatchObject({ enabled: true, min_score: 0.5 });
  });
});
