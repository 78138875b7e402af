import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import {
  createForm,
  formPartition,
  NO_RATE_LIMIT,
  post,
  postForm,
  postJson,
  rawSubmission,
  type TestForm,
} from './ingest-support.js';

let app: LocalApp;
let tenant: TestTenant;
let form: TestForm;
let call: ReturnType<typeof client>;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app);
  // These tests are about parsing bodies; spam judgement has its own suites (spam-*.test.ts).
  form = await createForm(app, tenant, { settings: { ...NO_RATE_LIMIT.settings, spam: { enabled: false } } });
});
afterAll(() => app?.stop());

/** The submission as the owner sees it through the API. */
const fetchSubmission = async (id: string, f: TestForm = form) => {
  const res = await call('GET', `/v1/forms/${f.id}/submissions/${id}`, { token: tenant.fullKey });
  expect(res.status).toBe(200);
  return res.body;
};

const multipart = (boundary: string, parts: { name: string; value: string; filename?: string; type?: string }[]) =>
  Buffer.from(
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
          `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`,
    'utf8',
  );

describe('body types', () => {
  it('stores an urlencoded body, repeated names as arrays, in the order sent', async () => {
    const res = await postForm(app, form.public_slug, [
      ['name', 'Zoë Ünal'],
      ['topic', 'sales'],
      ['topic', 'support'],
      ['message', 'Hello +1 & 100% = sure'],
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^sub_/), status: 'received' });
    const stored = await fetchSubmission(res.body.id);
    expect(stored.fields).toEqual({ name: 'Zoë Ünal', topic: ['sales', 'support'], message: 'Hello +1 & 100% = sure' });
    expect(Object.keys(stored.fields)).toEqual(['name', 'topic', 'message']);
  });

  it('stores a multipart body and ignores an empty file input', async () => {
    const body = multipart('XyZ', [
      { name: 'name', value: 'Ada' },
      { name: 'colors', value: 'red' },
      { name: 'colors', value: 'blue' },
      { name: 'note', value: 'line one\r\nline two — ✓' },
      { name: 'attachment', value: '', filename: '', type: 'application/octet-stream' },
    ]);
    const res = await post(app, form.public_slug, body, { contentType: 'multipart/form-data; boundary=XyZ' });
    expect(res.status).toBe(201);
    expect((await fetchSubmission(res.body.id)).fields).toEqual({
      name: 'Ada',
      colors: ['red', 'blue'],
      note: 'line one\r\nline two — ✓',
    });
  });

  it('stores a JSON body with nested values up to the depth limit', async () => {
    const fields = {
      name: 'Ada',
      age: 36,
      subscribed: true,
      nothing: null,
      address: { city: 'Paris', lines: ['1 rue', 'Bât. B'] },
      toString: 'plain data',
    };
    const res = await postJson(app, form.public_slug, fields);
    expect(res.status).toBe(201);
    expect((await fetchSubmission(res.body.id)).fields).toEqual(fields);
    const fiveLevels = { a: { b: { c: { d: { e: { f: 'five levels of objects' } } } } } };
    expect((await postJson(app, form.public_slug, fiveLevels)).status).toBe(201);
    const deep = await postJson(app, form.public_slug, { a: { b: { c: { d: { e: { f: { g: 'six' } } } } } } });
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatchObject({ code: 'validation_error', field: 'a.b.c.d.e.f' });
  });

  it('answers 415 to other media types and 400 naming the problem for malformed bodies', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/json; charset=latin1']) {
      const res = await post(app, form.public_slug, 'name=x', { contentType: type });
      expect(res.status, type).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    }
    expect((await post(app, form.public_slug, 'name=x')).status).toBe(415);
    const cases: [string, string | Buffer, string | undefined][] = [
      ['application/json', '{"name": ', undefined],
      ['application/json', '["a"]', undefined],
      ['application/json', '{"big": 123456789012345678901}', 'big'],
      ['application/x-www-form-urlencoded', Buffer.from('name=%FF%FE', 'latin1'), 'name'],
      ['multipart/form-data', 'name=x', undefined],
      ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', undefined],
    ];
    for (const [type, body, field] of cases) {
      const res = await post(app, form.public_slug, body, { contentType: type });
      expect(res.status, `${type} ${String(body)}`).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.body.error.field).toBe(field);
    }
  });

  it('answers 413 for a body over 1 MiB and for more than 1000 field values', async () => {
    const big = await postForm(app, form.public_slug, [['message', 'x'.repeat(1024 * 1024)]]);
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    const many = await post(app, form.public_slug, Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join('&'), {
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(many.status).toBe(413);
    const names = await postForm(app, form.public_slug, [['n'.repeat(257), 'x']]);
    expect(names.status).toBe(400);
    expect(names.body.error.field).toMatch(/^n{80}…$/);
  });

  it('refuses a submission without data fields and a __proto__ field, storing nothing', async () => {
    const before = (await formPartition(app, form.id)).length;
    const empty = await postForm(app, form.public_slug, [['_gotcha', '']]);
    expect(empty.status).toBe(400);
    const proto = await post(app, form.public_slug, '{"name":"x","__proto__":{"admin":true}}', {
      contentType: 'application/json',
    });
    expect(proto.status).toBe(400);
    expect(proto.body.error.field).toBe('__proto__');
    expect((await formPartition(app, form.id)).length).toBe(before);
  });
});

describe('reserved fields and metadata', () => {
  it('keeps reserved fields out of the data and takes the submitter e-mail from _replyto or email', async () => {
    const res = await postForm(
      app,
      form.public_slug,
      [
        ['name', 'Ada'],
        ['email', 'ada@example.com'],
        ['_replyto', 'reply@example.org'],
        ['_gotcha', ''],
        ['_subject', 'Hi'],
        ['_to', 'sales'],
        ['_captcha', 'tok'],
        ['g-recaptcha-response', 'tok'],
        ['cf-turnstile-response', 'tok'],
        ['h-captcha-response', 'tok'],
        ['_uploads', ''], // an unused upload input: reserved, and no upload to finalize (uploads.test.ts)
      ],
      {
        headers: {
          origin: 'https://www.example.com',
          referer: 'https://www.example.com/contact?x=1',
          'user-agent': 'Mozilla/5.0 test',
          'accept-language': 'fr-FR,fr;q=0.9',
        },
      },
    );
    expect(res.status).toBe(201);
    const stored = await fetchSubmission(res.body.id);
    expect(stored.fields).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(stored).toMatchObject({
      submitter_email: 'reply@example.org',
      submitter_ip: '127.0.0.1',
      origin: 'https://www.example.com',
      referer: 'https://www.example.com/contact?x=1',
      user_agent: 'Mozilla/5.0 test',
      accept_language: 'fr-FR,fr;q=0.9',
      status: 'received',
      locked: false,
    });
    const raw = await rawSubmission(app, form.id, res.body.id);
    expect(JSON.stringify(raw)).not.toMatch(/_gotcha|recaptcha|turnstile|uploads\/x/);
    expect(raw!.routing_alias).toBe('sales');
    const plain = await postJson(app, form.public_slug, { Email: ' bob@example.net ', name: 'Bob' });
    expect((await fetchSubmission(plain.body.id)).submitter_email).toBe('bob@example.net');
    const bad = await postJson(app, form.public_slug, { email: 'not an address' });
    expect((await fetchSubmission(bad.body.id)).submitter_email).toBeNull();
  });

  it('sets the retention expiry from the form or the plan default', async () => {
    const plain = await postJson(app, form.public_slug, { name: 'x' });
    const raw = await rawSubmission(app, form.id, plain.body.id);
    const days = ((raw!.expires_at as number) * 1000 - Date.parse(raw!.created_at as string)) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);
    const custom = await createForm(app, tenant, {
      settings: { rate_limit: { disabled: true }, retention: { days: 90 } },
    });
    const kept = await postJson(app, custom.public_slug, { name: 'x' });
    const rawKept = await rawSubmission(app, custom.id, kept.body.id);
    expect(
      ((rawKept!.expires_at as number) * 1000 - Date.parse(rawKept!.created_at as string)) / 86_400_000,
    ).toBeCloseTo(90, 2);
  });
});

describe('form state', () => {
  it('answers 404 to unknown or malformed slugs, 405 to other methods and 410 to a trashed form', async () => {
    expect((await postJson(app, 'a'.repeat(22), { x: 1 })).status).toBe(404);
    expect((await postJson(app, 'not-a-slug', { x: 1 })).status).toBe(404);
    const get = await fetch(`${app.baseUrl}/f/${form.public_slug}`, { headers: { accept: 'application/json' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const doomed = await createForm(app, tenant, NO_RATE_LIMIT);
    expect((await call('DELETE', `/v1/forms/${doomed.id}`, { token: tenant.fullKey })).status).toBe(204);
    const gone = await postJson(app, doomed.public_slug, { name: 'x' });
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe('form_inactive');
  });
});
