import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { PayloadTooLargeError, ValidationError } from '@shared/domain/errors.js';
import { FORM_LIMITS } from '@shared/domain/form.js';
import { STORABLE_LIMITS } from '@shared/domain/storable.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm } from '@test/support/submissions.js';
import { createForm as createLiveForm, NO_RATE_LIMIT, post } from './ingest-support.js';

/**
 * PATCH /v1/forms/{id} with values DynamoDB cannot hold: each is a 400 naming the field, nothing is half-written, and a form filled to every documented limit at once still fits one item.
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  a = await createTestTenant(app);
});
afterAll(() => app.stop());

const nested = (levels: number, leaf: unknown = 1): unknown => (levels === 0 ? leaf : { n: nested(levels - 1, leaf) });
const patch = (id: string, body: unknown) => call('PATCH', `/v1/forms/${id}`, { token: a.fullKey, body });

describe('preserved settings values', () => {
  // Raw JSON text: a JS object literal would turn `__proto__` into a prototype instead of a key.
  const cases: [string, string][] = [
    ['{"settings":{"constructor":true}}', 'settings.constructor'],
    ['{"settings":{"prototype":1}}', 'settings.prototype'],
    ['{"settings":{"__proto__":{"x":1}}}', 'settings.__proto__'],
    ['{"settings":{"theme":{"colors":[{"constructor":"red"}]}}}', 'settings.theme.colors.0.constructor'],
    ['{"settings":{"theme":{"a":{"__proto__":{"polluted":true}}}}}', 'settings.theme.a.__proto__'],
    ['{"settings":{"theme":{"":1}}}', 'settings.theme.'],
    ['{"settings":{"big":1e308}}', 'settings.big'],
    ['{"settings":{"big":9007199254740993}}', 'settings.big'],
    ['{"settings":{"big":1e400}}', 'settings.big'],
    ['{"settings":{"big":-1e400}}', 'settings.big'],
    ['{"settings":{"tiny":5e-324}}', 'settings.tiny'],
    ['{"settings":{"spam":{"enabled":true},"deep":[1,2,{"x":1e300}]}}', 'settings.deep.2.x'],
  ];

  it('refuses what DynamoDB cannot hold exactly with a 400 naming the dotted field, and writes nothing', async () => {
    const id = await createForm(app, a.fullKey);
    const before = await call('GET', `/v1/forms/${id}`, { token: a.fullKey });
    for (const [body, field] of cases) {
      const res = await patch(id, body);
      expect(res.status, `${body} → ${res.text}`).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field });
    }
    const after = await call('GET', `/v1/forms/${id}`, { token: a.fullKey });
    expect(after.body).toEqual(before.body);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it(`keeps values nested up to ${STORABLE_LIMITS.depth} levels and refuses one more`, async () => {
    const id = await createForm(app, a.fullKey);
    const ok = await patch(id, { settings: { deep: nested(STORABLE_LIMITS.depth - 1) } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.settings.deep).toEqual(nested(STORABLE_LIMITS.depth - 1));
    const tooDeep = await patch(id, { settings: { deep: nested(STORABLE_LIMITS.depth) } });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error.field).toBe(`settings.deep${'.n'.repeat(STORABLE_LIMITS.depth - 1)}`);
    // Far beyond any store's limit: refused the same way, cheaply.
    const absurd = await patch(id, `{"settings":{"deep":${'['.repeat(50_000)}${']'.repeat(50_000)}}}`);
    expect(absurd.status).toBe(400);
    expect(absurd.body.error.code).toBe('validation_error');
  });

  it('keeps the numbers DynamoDB stores exactly, as sent', async () => {
    const id = await createForm(app, a.fullKey);
    const values = { max: Number.MAX_SAFE_INTEGER, min: -Number.MAX_SAFE_INTEGER, frac: 0.1, small: 1e-130, zero: 0 };
    const res = await patch(id, { settings: { nums: values } });
    expect(res.status, res.text).toBe(200);
    expect((await call('GET', `/v1/forms/${id}`, { token: a.fullKey })).body.settings.nums).toEqual(values);
  });
});

/** The widest character the limits count as one (3 UTF-8 bytes, one UTF-16 unit). */
const wide = (length: number, i: number) =>
  (String.fromCharCode(0x4e00 + (i % 1000)) + '語'.repeat(length)).slice(0, length);
const email = (i: number, tag: string) => {
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example.com`;
  const local = `${tag}${i}`.padEnd(254 - domain.length - 1, 'x').slice(0, 64);
  return `${local}@${domain}`;
};
const emails = (n: number, tag: string) => Array.from({ length: n }, (_, i) => email(i, tag));

describe('a form filled to every limit at once', () => {
  it('fits one item: 200, and reads back as sent', async () => {
    const id = await createForm(app, a.fullKey);
    const full = {
      name: wide(FORM_LIMITS.name, 1),
      emoji: wide(FORM_LIMITS.emoji, 2),
      notify_subject: wide(FORM_LIMITS.notifySubject, 3),
      notify_emails: emails(FORM_LIMITS.emailsPerList, 'to'),
      notify_cc_emails: emails(FORM_LIMITS.emailsPerList, 'cc'),
      notify_bcc_emails: emails(FORM_LIMITS.emailsPerList, 'bcc'),
      notify_routing_aliases: Array.from({ length: FORM_LIMITS.routingAliases }, (_, i) => ({
        alias: `a${i}`.padEnd(64, 'z'),
        to_emails: emails(FORM_LIMITS.emailsPerList, `t${i}`),
        cc_emails: emails(FORM_LIMITS.emailsPerList, `c${i}`),
        bcc_emails: emails(FORM_LIMITS.emailsPerList, `b${i}`),
      })),
      allowed_origins: Array.from({ length: FORM_LIMITS.allowedOrigins }, (_, i) =>
        `https://${`o${i}`.padEnd(60, 'o')}.${'p'.repeat(60)}.${'q'.repeat(60)}.${'r'.repeat(60)}.example`.slice(
          0,
          300,
        ),
      ),
      settings: {
        response: {
          success: { type: 'redirect', redirect_url: `https://example.com/${'s'.repeat(2000)}` },
          error: { type: 'redirect', redirect_url: `https://example.com/${'e'.repeat(2000)}` },
        },
        spam: {
          blocked_keywords: Array.from({ length: FORM_LIMITS.blockedKeywords }, (_, i) =>
            wide(FORM_LIMITS.blockedKeywordLength, i),
          ),
        },
        privacy: {
          redact_fields: Array.from({ length: FORM_LIMITS.privacyFields }, (_, i) =>
            wide(FORM_LIMITS.privacyFieldLength, i),
          ),
          do_not_store_fields: Array.from({ length: FORM_LIMITS.privacyFields }, (_, i) =>
            wide(FORM_LIMITS.privacyFieldLength, i + 500),
          ),
        },
        // Extra keys at their byte limit, in the shape that costs DynamoDB the most per JSON byte (lists of 0s).
        ...Object.fromEntries(
          Array.from({ length: 4 }, (_, i) => [`extra${i}`, Array.from({ length: 1000 }, () => 0)]),
        ),
      },
    };
    const res = await patch(id, full);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    const got = await call('GET', `/v1/forms/${id}`, { token: a.fullKey });
    expect(got.body.notify_routing_aliases).toEqual(full.notify_routing_aliases);
    expect(got.body.settings.privacy).toEqual(full.settings.privacy);
    expect(got.body.name).toBe(full.name);

    const oneMore = await patch(id, {
      notify_routing_aliases: [...full.notify_routing_aliases, { ...full.notify_routing_aliases[0]!, alias: 'extra' }],
    });
    expect(oneMore.status).toBe(400);
    expect(oneMore.body.error.field).toBe('notify_routing_aliases');
  });
});

describe('the store maps what DynamoDB refuses to 4xx errors', () => {
  it('an item over 400 KB is PayloadTooLarge and an unstorable value a ValidationError, nothing written', async () => {
    const id = await createForm(app, a.fullKey);
    const forms = app.deps.stores.forms;
    const form = (await forms.get(a.tenantId, id))!;
    const huge = { ...form, settings: { ...form.settings, blob: 'x'.repeat(420_000) } };
    await expect(forms.update(form, huge)).rejects.toBeInstanceOf(PayloadTooLargeError);
    const hostile = { ...form, settings: { ...form.settings, v: JSON.parse('{"constructor":1}') } };
    await expect(forms.update(form, hostile)).rejects.toBeInstanceOf(ValidationError);
    const deep = { ...form, settings: { ...form.settings, v: nested(40) } };
    await expect(forms.update(form, deep)).rejects.toBeInstanceOf(ValidationError);
    expect(await forms.get(a.tenantId, id)).toEqual(form);
  });
});

describe('/v1 request framing', () => {
  it('answers 415 unsupported_media_type for a body that is not sent as JSON', async () => {
    const id = await createForm(app, a.fullKey);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call('PATCH', `/v1/forms/${id}`, {
        token: a.fullKey,
        body: '{"name":"x"}',
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    }
    const vendor = await call('PATCH', `/v1/forms/${id}`, {
      token: a.fullKey,
      body: '{"name":"Vendor type"}',
      headers: { 'content-type': 'application/merge-patch+json; charset=utf-8' },
    });
    expect(vendor.status).toBe(200);
    const created = await fetch(`${app.baseUrl}/v1/forms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.fullKey}` },
      body: new Blob(['{"name":"no type"}']),
    });
    expect(created.status).toBe(415);
  });

  it('matches the Bearer scheme case-insensitively (RFC 9110)', async () => {
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const res = await call('GET', '/v1/forms', { headers: { authorization: `${scheme} ${a.readKey}` } });
      expect(res.status, scheme).toBe(200);
    }
    const wrong = await call('GET', '/v1/forms', { headers: { authorization: `Basic ${a.readKey}` } });
    expect(wrong.status).toBe(401);
  });
});

describe('numbers on the public endpoint', () => {
  it('refuses a number it cannot store exactly (1e400) with a 400 naming the field; the preview shows what is stored', async () => {
    const form = await createLiveForm(app, a, NO_RATE_LIMIT);
    for (const [body, field] of [
      ['{"message":"hi","amount":1e400}', 'amount'],
      ['{"message":"hi","amount":-1e400}', 'amount'],
      ['{"message":"hi","order":{"total":[1,1e400]}}', 'order.total.1'],
      ['{"message":"hi","id":9007199254740993}', 'id'],
    ] as const) {
      const res = await post(app, form.public_slug, body, { contentType: 'application/json' });
      expect(res.status, body).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field });
    }
    const kept = await post(app, form.public_slug, '{"message":"hi","amount":1e-400,"ratio":0.1,"big":-123.456}', {
      contentType: 'application/json',
    });
    expect(kept.status).toBe(201);
    const stored = await call('GET', `/v1/forms/${form.id}/submissions/${kept.body.id}`, { token: a.readKey });
    expect(stored.body.fields).toEqual({ message: 'hi', amount: 0, ratio: 0.1, big: -123.456 });
    const listed = await call('GET', `/v1/forms/${form.id}/submissions`, { token: a.readKey });
    expect(listed.body.items[0].preview).toEqual({
      message: 'hi',
      amount: '0',
      ratio: '0.1',
      big: '-123.456',
    });
  });
});
