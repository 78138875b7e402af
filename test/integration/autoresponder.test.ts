import { strictObject } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { AutoresponderSchema } from '@shared/domain/schemas/email.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { mailTo, uniqueAddress, waitForMail } from '@test/support/ses-store.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let formId: string;

const valid = {
  from_name: 'Acme Support',
  subject_tmpl: 'Thanks {{ fields.name | default: "friend" }}, {{form_name}} got it',
  body_tmpl:
    '<p>Hello {{ fields.name }}</p><p>Your message: {{ fields.message }}</p><p>Ref {{ submission_id }}, {{ date }}</p>',
  body_format: 'html',
};

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app), createTestTenant(app)]);
  const form = await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Contact' } });
  formId = form.body.id;
  await call('PATCH', `/v1/forms/${formId}`, { token: a.fullKey, body: { notify_emails: ['owner@example.com'] } });
});
afterAll(() => app.stop());

const path = () => `/v1/forms/${formId}/autoresponder`;

describe('GET/PUT /v1/forms/{id}/autoresponder', () => {
  it('answers {autoresponder: null} before one exists, then creates one with defaults', async () => {
    const fresh = await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Empty' } });
    expect((await call('GET', `/v1/forms/${fresh.body.id}/autoresponder`, { token: a.readKey })).body).toEqual({
      autoresponder: null,
    });

    const put = await call('PUT', `/v1/forms/${fresh.body.id}/autoresponder`, {
      token: a.fullKey,
      body: { from_name: 'Acme', subject_tmpl: 'Thanks', body_tmpl: 'We got it.' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(strictObject(AutoresponderSchema.shape).parse(put.body)).toEqual({
      id: expect.stringMatching(/^ar_[0-9a-z]{26}$/),
      form_id: fresh.body.id,
      enabled: true,
      from_name: 'Acme',
      reply_to_field: 'email',
      subject_tmpl: 'Thanks',
      body_tmpl: 'We got it.',
      body_format: 'text',
      locale_mode: 'form',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await call('GET', `/v1/forms/${fresh.body.id}/autoresponder`, { token: a.readKey })).body).toEqual({
      autoresponder: put.body,
    });
  });

  it('replaces templates, keeps id, created_at and omitted optional fields', async () => {
    const first = await call('PUT', path(), {
      token: a.fullKey,
      body: { ...valid, enabled: false, locale_mode: 'submitter', reply_to_field: 'contact' },
    });
    expect(first.status).toBe(200);
    const second = await call('PUT', path(), { token: a.fullKey, body: { ...valid, subject_tmpl: 'Got it' } });
    expect(second.body).toMatchObject({
      id: first.body.id,
      created_at: first.body.created_at,
      subject_tmpl: 'Got it',
      enabled: false,
      locale_mode: 'submitter',
      reply_to_field: 'contact',
      body_format: 'html',
    });
    const restored = await call('PUT', path(), {
      token: a.fullKey,
      body: { ...valid, enabled: true, locale_mode: 'form', reply_to_field: 'email' },
    });
    expect(restored.body).toMatchObject({ enabled: true, reply_to_field: 'email', locale_mode: 'form' });
  });

  it.each([
    ['subject_tmpl', { subject_tmpl: 'Hi {{ name }}' }, '{{ name }}'],
    ['body_tmpl', { body_tmpl: 'Dear {{ fields.name }}, see {{ submission.id }}' }, '{{ submission.id }}'],
    ['body_tmpl', { body_tmpl: 'Dear {{ fields.name | upper }}' }, 'upper'],
    ['body_tmpl', { body_tmpl: 'Dear {{ fields.name' }, 'not closed'],
  ])('answers 422 unprocessable_template naming %s (%j) and stores nothing', async (field, patch, mention) => {
    const before = await call('GET', path(), { token: a.readKey });
    const res = await call('PUT', path(), { token: a.fullKey, body: { ...valid, ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'unprocessable_template', field });
    expect(res.body.error.message).toContain(mention);
    expect((await call('GET', path(), { token: a.readKey })).body).toEqual(before.body);
  });

  it.each([
    [{ ...valid, from_name: '' }, 'validation_error', 'from_name'],
    [{ ...valid, from_name: 'Acme\r\nBcc: evil@example.com' }, 'validation_error', 'from_name'],
    [{ ...valid, body_format: 'markdown' }, 'validation_error', 'body_format'],
    [{ ...valid, locale_mode: 'browser' }, 'validation_error', 'locale_mode'],
    [{ ...valid, enabled: 'yes' }, 'validation_error', 'enabled'],
    [{ from_name: 'x', subject_tmpl: 'x' }, 'validation_error', 'body_tmpl'],
    [{ ...valid, colour: 'red' }, 'unknown_field', 'colour'],
  ])('answers 400 for %j', async (body, code, field) => {
    const res = await call('PUT', path(), { token: a.fullKey, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, field });
  });

  it('refuses a read key on PUT and on the test send with 403 insufficient_scope', async () => {
    const put = await call('PUT', path(), { token: a.readKey, body: valid });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe('insufficient_scope');
    const test = await call('POST', `${path()}/test`, { token: a.readKey, body: { to: 'x@example.com' } });
    expect(test.status).toBe(403);
  });

  it("answers 404 for another tenant's form on every route, and 400 for a malformed id", async () => {
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', valid],
      ['POST', '/test', { to: 'x@example.com' }],
    ] as const) {
      const res = await call(method, `${path()}${suffix}`, { token: b.fullKey, body });
      expect(res.status, `${method} ${suffix}`).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'not_found', field: 'id' });
    }
    expect((await call('GET', '/v1/forms/frm_nope/autoresponder', { token: a.fullKey })).body.error).toMatchObject({
      code: 'invalid_id',
      field: 'id',
    });
    expect((await call('GET', path(), { token: a.readKey })).body.autoresponder.from_name).toBe('Acme Support');
  });
});

describe('POST /v1/forms/{id}/autoresponder/test', () => {
  it('sends the rendered autoresponder to `to` with escaped values and a header-safe subject', async () => {
    await call('PUT', path(), { token: a.fullKey, body: { ...valid, locale_mode: 'submitter' } });
    const to = uniqueAddress('test-send');
    const res = await call('POST', `${path()}/test`, {
      token: a.fullKey,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      body: { to, sample: { name: 'Eve\r\nBcc: evil@example.com', message: '<script>alert(1)</script>' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ sent: true, recipient: to });

    const [mail] = await waitForMail(to);
    expect(mail).toBeDefined();
    expect(mail!.destination).toEqual({ to: [to], cc: [], bcc: [] });
    expect(mail!.from).toBe('"Acme Support" <forms@localhost.test>');
    expect(mail!.replyTo).toEqual(['owner@example.com']);
    expect(mail!.subject).toBe('Thanks Eve Bcc: evil@example.com, Contact got it');
    expect(mail!.body.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.body.html).not.toContain('<script>');
    expect(mail!.body.html).toMatch(/\d+\. \p{L}+ \d{4} um \d{2}:\d{2} UTC/u);
    expect(mail!.body.text).toContain('Your message: <script>alert(1)</script>');
    expect(await mailTo('evil@example.com')).toEqual([]);
  });

  it('works while the autoresponder is disabled, and uses defaults for missing sample fields', async () => {
    await call('PUT', path(), {
      token: a.fullKey,
      body: { ...valid, enabled: false, body_format: 'text', body_tmpl: 'Hi {{ fields.name | default: "there" }}' },
    });
    const to = uniqueAddress('disabled');
    expect((await call('POST', `${path()}/test`, { token: a.fullKey, body: { to } })).body).toEqual({
      sent: true,
      recipient: to,
    });
    const [mail] = await waitForMail(to);
    expect(mail!.subject).toBe('Thanks friend, Contact got it');
    expect(mail!.body).toEqual({ text: 'Hi there', html: undefined });
    await call('PUT', path(), { token: a.fullKey, body: valid });
  });

  it('validates the request and answers 404 when the form has no autoresponder', async () => {
    for (const [body, code, field] of [
      [{}, 'validation_error', 'to'],
      [{ to: 'not-an-address' }, 'validation_error', 'to'],
      [{ to: 'x@example.com', sample: ['a'] }, 'validation_error', 'sample'],
      [{ to: 'x@example.com', extra: 1 }, 'unknown_field', 'extra'],
    ] as const) {
      const res = await call('POST', `${path()}/test`, { token: a.fullKey, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code, field });
    }
    const bare = await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Bare' } });
    const res = await call('POST', `/v1/forms/${bare.body.id}/autoresponder/test`, {
      token: a.fullKey,
      body: { to: 'x@example.com' },
    });
    expect(res.status).toBe(404);
  });
});
