import { formCountersKey } from '@shared/adapters/dynamo/keys.js';
import { strictObject } from 'zod/mini';
import { UpdateCommand } from '@shared/adapters/dynamo/commands.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { acceptsSubmissions } from '@shared/domain/form.js';
import { FormSchema, FormSummarySchema } from '@shared/domain/schemas/forms.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app), createTestTenant(app)]);
});
afterAll(() => app.stop());

const create = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await call('POST', '/v1/forms', { token, body: { name: 'Contact', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return FormSchema.parse(res.body);
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field
const expectError = (res: { status: number; body: any }, status: number, code: string, field?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.error).toMatchObject({ code, message: expect.any(String) });
  expect(res.body.error.field).toBe(field);
};

describe('POST /v1/forms', () => {
  it('creates a form with the documented defaults and answers 201 with the full Form', async () => {
    const res = await call('POST', '/v1/forms', { token: a.fullKey, body: { name: '  Contact us  ' } });
    expect(res.status).toBe(201);
    const form = strictObject(FormSchema.shape).parse(res.body);
    expect(form).toEqual({
      id: expect.stringMatching(/^frm_[0-9a-z]{26}$/),
      name: 'Contact us',
      emoji: '📝',
      public_slug: expect.stringMatching(/^[0-9a-z]{22}$/),
      access_mode: 'public',
      is_active: true,
      created_at: form.updated_at,
      updated_at: expect.any(String),
      submission_count: 0,
      unread_submission_count: 0,
      submission_counts: { received: 0, unread: 0, verified: 0, spam: 0, archived: 0, trash: 0, starred: 0 },
      external_key: null,
      settings: {
        response: { success: { type: 'hosted_page' }, error: { type: 'hosted_page' } },
        spam: { enabled: true, strictness: 'medium', blocked_keywords: [] },
        rate_limit: { disabled: false, limit: 1, window_seconds: 30, burst: 20, burst_window_seconds: 600 },
        privacy: { redact_fields: [], do_not_store_fields: [] },
        email: { notify_spam: false },
        retention: { days: null },
        captcha: null,
        email_hygiene: null,
      },
      notify_emails: [],
      notify_cc_emails: [],
      notify_bcc_emails: [],
      notify_routing_aliases: [],
      notify_subject: null,
      allowed_origins: [],
    });
    expect((await call('GET', `/v1/forms/${form.id}`, { token: a.fullKey })).body).toEqual(res.body);
  });

  it('takes emoji, access_mode and external_key, and gives every form its own unguessable slug', async () => {
    const form = await create(a.fullKey, { emoji: '🦄', access_mode: 'protected', external_key: 'site/contact.v1' });
    expect(form).toMatchObject({ emoji: '🦄', access_mode: 'protected', external_key: 'site/contact.v1' });
    const slugs = new Set([
      form.public_slug,
      ...(await Promise.all([1, 2, 3, 4].map(() => create(a.fullKey)))).map((f) => f.public_slug),
    ]);
    expect(slugs.size).toBe(5);
    const found = await app.deps.stores.forms.getBySlug(form.public_slug);
    expect(found).toMatchObject({ id: form.id, tenantId: a.tenantId, accessMode: 'protected' });
    expect(await app.deps.stores.forms.getBySlug('0000000000000000000000')).toBeUndefined();
  });

  it('accepts the limits exactly and rejects one past them, naming the field', async () => {
    await create(a.fullKey, { name: 'n'.repeat(120), emoji: 'e'.repeat(32) });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'validation_error', 'name'],
      [{ name: '   ' }, 'validation_error', 'name'],
      [{ name: 'n'.repeat(121) }, 'validation_error', 'name'],
      [{ name: 42 }, 'validation_error', 'name'],
      [{ emoji: '' }, 'validation_error', 'emoji'],
      [{ emoji: 'e'.repeat(33) }, 'validation_error', 'emoji'],
      [{ access_mode: 'private' }, 'validation_error', 'access_mode'],
      [{ external_key: 'has space' }, 'validation_error', 'external_key'],
      [{ external_key: 'k'.repeat(201) }, 'validation_error', 'external_key'],
      [{ settings: {} }, 'unknown_field', 'settings'],
      [{ is_active: false }, 'unknown_field', 'is_active'],
    ];
    for (const [body, code, field] of cases) {
      expectError(
        await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'x', ...body } }),
        400,
        code,
        field,
      );
    }
    expectError(await call('POST', '/v1/forms', { token: a.fullKey, body: {} }), 400, 'validation_error', 'name');
    expectError(await call('POST', '/v1/forms', { token: a.fullKey, body: '{"name":' }), 400, 'validation_error');
  });

  it('answers 409 conflict for an external_key the tenant already uses, and writes nothing', async () => {
    const first = await create(a.fullKey, { external_key: 'dup-key' });
    const before = (await call('GET', '/v1/forms', { token: a.fullKey })).body.length;
    expectError(
      await call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Again', external_key: 'dup-key' } }),
      409,
      'conflict',
      'external_key',
    );
    expect((await call('GET', '/v1/forms', { token: a.fullKey })).body).toHaveLength(before);
    // Another tenant may use the same key.
    expect((await create(b.fullKey, { external_key: 'dup-key' })).id).not.toBe(first.id);
  });
});

describe('GET /v1/forms', () => {
  it('lists summaries newest first and filters by external_key', async () => {
    const older = await create(a.fullKey, { external_key: 'list-older' });
    const newer = await create(a.fullKey, { external_key: 'list-newer' });
    const res = await call('GET', '/v1/forms', { token: a.fullKey });
    expect(res.status).toBe(200);
    const ids = res.body.map((f: { id: string }) => f.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    for (const item of res.body) strictObject(FormSummarySchema.shape).parse(item);

    const filtered = await call('GET', '/v1/forms?external_key=list-older', { token: a.fullKey });
    expect(filtered.body).toEqual([FormSummarySchema.parse(older)]);
    expect((await call('GET', '/v1/forms?external_key=nobody-uses-this', { token: a.fullKey })).body).toEqual([]);
    const cacheBusted = await call('GET', '/v1/forms?external_key=list-older&_=1700000000', { token: a.fullKey });
    expect(cacheBusted.body).toEqual(filtered.body);
    expectError(
      await call('GET', '/v1/forms?external_key=bad%20key', { token: a.fullKey }),
      400,
      'validation_error',
      'external_key',
    );
  });
});

describe('GET, PATCH and DELETE /v1/forms/{id}', () => {
  it('answers 400 invalid_id for malformed ids and 404 for unknown ones', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      expectError(
        await call(method, '/v1/forms/not-a-form', { token: a.fullKey, body: method === 'PATCH' ? {} : undefined }),
        400,
        'invalid_id',
        'id',
      );
      expectError(
        await call(method, '/v1/forms/key_01jd3k9v6g7b0x2m4n5p8q1r2s', { token: a.fullKey }),
        400,
        'invalid_id',
        'id',
      );
      expectError(
        await call(method, '/v1/forms/frm_01jd3k9v6g7b0x2m4n5p8q1r2s', {
          token: a.fullKey,
          body: method === 'PATCH' ? { name: 'x' } : undefined,
        }),
        404,
        'not_found',
        'id',
      );
    }
  });

  it('PATCH changes only the fields sent', async () => {
    const form = await create(a.fullKey, { emoji: '🧪', access_mode: 'protected' });
    const res = await call('PATCH', `/v1/forms/${form.id}`, {
      token: a.fullKey,
      body: { name: 'Renamed', notify_subject: 'New on {{form_name}}' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...form,
      name: 'Renamed',
      notify_subject: 'New on {{form_name}}',
      updated_at: expect.any(String),
    });
    expect(res.body.updated_at > form.updated_at).toBe(true);
    const cleared = await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { notify_subject: null } });
    expect(cleared.body).toMatchObject({
      name: 'Renamed',
      notify_subject: null,
      emoji: '🧪',
      access_mode: 'protected',
    });
    const unchanged = await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: {} });
    expect(unchanged.body).toEqual(cleared.body);
    expect((await call('GET', `/v1/forms/${form.id}`, { token: a.fullKey })).body).toEqual(cleared.body);
  });

  it('PATCH sets recipients, aliases and origins, validating every address and limit by dotted field', async () => {
    const form = await create(a.fullKey);
    const alias = {
      alias: 'sales',
      to_emails: ['sales@example.com'],
      cc_emails: [],
      bcc_emails: ['audit@example.com'],
    };
    const res = await call('PATCH', `/v1/forms/${form.id}`, {
      token: a.fullKey,
      body: {
        notify_emails: ['owner@example.com'],
        notify_cc_emails: ['cc@example.com'],
        notify_bcc_emails: ['bcc@example.com'],
        notify_routing_aliases: [alias],
        allowed_origins: ['https://Example.com/', 'http://localhost:8080', '*', 'https://example.com'],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      notify_emails: ['owner@example.com'],
      notify_cc_emails: ['cc@example.com'],
      notify_bcc_emails: ['bcc@example.com'],
      notify_routing_aliases: [alias],
      allowed_origins: ['https://example.com', 'http://localhost:8080', '*'],
    });
    const emails = (n: number) => Array.from({ length: n }, (_, i) => `u${i}@example.com`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ notify_emails: ['owner@example.com', 'not-an-email'] }, 'validation_error', 'notify_emails.1'],
      [{ notify_cc_emails: emails(11) }, 'validation_error', 'notify_cc_emails'],
      [{ notify_bcc_emails: ['a@b'] }, 'validation_error', 'notify_bcc_emails.0'],
      [
        { notify_routing_aliases: [{ ...alias, alias: 'Sales!' }] },
        'validation_error',
        'notify_routing_aliases.0.alias',
      ],
      [
        { notify_routing_aliases: [{ ...alias, alias: 'a'.repeat(65) }] },
        'validation_error',
        'notify_routing_aliases.0.alias',
      ],
      [
        { notify_routing_aliases: [alias, { ...alias, to_emails: emails(11) }] },
        'validation_error',
        'notify_routing_aliases.1.to_emails',
      ],
      [
        { notify_routing_aliases: [{ ...alias, cc_emails: ['nope'] }] },
        'validation_error',
        'notify_routing_aliases.0.cc_emails.0',
      ],
      [
        { notify_routing_aliases: [{ ...alias, bcc_emails: undefined }] },
        'validation_error',
        'notify_routing_aliases.0.bcc_emails',
      ],
      [{ notify_routing_aliases: [alias, alias] }, 'validation_error', 'notify_routing_aliases.1.alias'],
      [{ notify_routing_aliases: [{ ...alias, to_email: [] }] }, 'unknown_field', 'notify_routing_aliases.0.to_email'],
      [{ allowed_origins: ['https://example.com/path'] }, 'validation_error', 'allowed_origins.0'],
      [{ allowed_origins: ['*', 'ftp://example.com'] }, 'validation_error', 'allowed_origins.1'],
      [{ notify_subject: 's'.repeat(251) }, 'validation_error', 'notify_subject'],
      [{ is_active: 'yes' }, 'validation_error', 'is_active'],
      [{ public_slug: 'mine' }, 'unknown_field', 'public_slug'],
      [{ submission_count: 5 }, 'unknown_field', 'submission_count'],
    ];
    for (const [body, code, field] of cases) {
      expectError(await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body }), 400, code, field);
    }
    expect((await call('GET', `/v1/forms/${form.id}`, { token: a.fullKey })).body).toEqual(res.body);
  });

  it('PATCH moves, frees and guards the external_key', async () => {
    const form = await create(a.fullKey, { external_key: 'move-me' });
    const other = await create(a.fullKey, { external_key: 'taken' });
    expectError(
      await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { external_key: 'taken' } }),
      409,
      'conflict',
      'external_key',
    );
    const moved = await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { external_key: 'moved' } });
    expect(moved.body.external_key).toBe('moved');
    expect(
      (await call('GET', '/v1/forms?external_key=moved', { token: a.fullKey })).body.map((f: { id: string }) => f.id),
    ).toEqual([form.id]);
    expect((await call('GET', '/v1/forms?external_key=move-me', { token: a.fullKey })).body).toEqual([]);
    await create(a.fullKey, { external_key: 'move-me' }); // the old key is free again
    await call('PATCH', `/v1/forms/${other.id}`, { token: a.fullKey, body: { external_key: null } });
    expect((await call('GET', `/v1/forms/${other.id}`, { token: a.fullKey })).body.external_key).toBeNull();
    await create(a.fullKey, { external_key: 'taken' });
  });

  it('DELETE moves the form to trash: inactive, still readable, restorable with is_active true', async () => {
    const form = await create(a.fullKey);
    expect((await call('DELETE', `/v1/forms/${form.id}`, { token: a.fullKey })).status).toBe(204);
    const trashed = await app.deps.stores.forms.getBySlug(form.public_slug);
    expect(trashed?.deletedAt).toEqual(expect.any(String));
    expect(acceptsSubmissions(trashed!)).toBe(false);
    const got = await call('GET', `/v1/forms/${form.id}`, { token: a.fullKey });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: form.id, is_active: false });
    const listed = (await call('GET', '/v1/forms', { token: a.fullKey })).body.find(
      (f: { id: string }) => f.id === form.id,
    );
    expect(listed.is_active).toBe(false);
    expect((await call('DELETE', `/v1/forms/${form.id}`, { token: a.fullKey })).status).toBe(204);
    expect((await app.deps.stores.forms.get(a.tenantId, form.id))?.deletedAt).toBe(trashed?.deletedAt);

    const restored = await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { is_active: true } });
    expect(restored.body.is_active).toBe(true);
    const back = await app.deps.stores.forms.get(a.tenantId, form.id);
    expect(back?.deletedAt).toBeNull();
    expect(acceptsSubmissions(back!)).toBe(true);
    const paused = await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { is_active: false } });
    expect(paused.body.is_active).toBe(false);
    expect((await app.deps.stores.forms.get(a.tenantId, form.id))?.deletedAt).toBeNull();
  });

  it('reads the counters from their item beside the form and never overwrites them on update', async () => {
    const form = await create(a.fullKey);
    await app.deps.stores.table.client.send(
      new UpdateCommand({
        TableName: app.deps.stores.table.name,
        Key: formCountersKey(a.tenantId, form.id),
        UpdateExpression: 'SET submission_count = :s, unread_submission_count = :u, form_id = :f, #type = :t',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':s': 7, ':u': 3, ':f': form.id, ':t': 'form_counters' },
      }),
    );
    const patched = await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { name: 'Counted' } });
    expect(patched.body).toMatchObject({ submission_count: 7, unread_submission_count: 3 });
    await call('DELETE', `/v1/forms/${form.id}`, { token: a.fullKey });
    const summary = (await call('GET', '/v1/forms', { token: a.fullKey })).body.find(
      (f: { id: string }) => f.id === form.id,
    );
    expect(summary).toMatchObject({ submission_count: 7, unread_submission_count: 3 });
  });

  it('keeps every concurrent update (optimistic retry, no lost writes)', async () => {
    const form = await create(a.fullKey);
    const keys = ['k1', 'k2', 'k3', 'k4'];
    const results = await Promise.all(
      keys.map((key) =>
        call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { settings: { [key]: key } } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const settings = (await call('GET', `/v1/forms/${form.id}`, { token: a.fullKey })).body.settings;
    for (const key of keys) expect(settings[key]).toBe(key);
  });
});

describe('access', () => {
  it("answers 404 on every forms route for another tenant's form, and changes nothing", async () => {
    const form = await create(a.fullKey, { external_key: 'private-to-a' });
    const path = `/v1/forms/${form.id}`;
    expectError(await call('GET', path, { token: b.fullKey }), 404, 'not_found', 'id');
    expectError(await call('PATCH', path, { token: b.fullKey, body: { name: 'Hijacked' } }), 404, 'not_found', 'id');
    expectError(await call('DELETE', path, { token: b.fullKey }), 404, 'not_found', 'id');
    const listed = (await call('GET', '/v1/forms', { token: b.fullKey })).body.map((f: { id: string }) => f.id);
    expect(listed).not.toContain(form.id);
    expect((await call('GET', '/v1/forms?external_key=private-to-a', { token: b.fullKey })).body).toEqual([]);
    expect((await call('GET', path, { token: a.fullKey })).body).toEqual(form);
  });

  it('lets a read key list and read but not create, update or delete', async () => {
    const form = await create(a.fullKey);
    expect((await call('GET', '/v1/forms', { token: a.readKey })).status).toBe(200);
    expect((await call('GET', `/v1/forms/${form.id}`, { token: a.readKey })).status).toBe(200);
    expectError(await call('POST', '/v1/forms', { token: a.readKey, body: { name: 'x' } }), 403, 'insufficient_scope');
    expectError(
      await call('PATCH', `/v1/forms/${form.id}`, { token: a.readKey, body: { name: 'x' } }),
      403,
      'insufficient_scope',
    );
    expectError(await call('DELETE', `/v1/forms/${form.id}`, { token: a.readKey }), 403, 'insufficient_scope');
    expect((await call('GET', `/v1/forms/${form.id}`, { token: a.fullKey })).body).toEqual(form);
  });

  it('answers 401 without credentials and accepts a dashboard session', async () => {
    expectError(await call('GET', '/v1/forms'), 401, 'unauthorized');
    expect((await call('POST', '/v1/forms', { token: a.session, body: { name: 'From the dashboard' } })).status).toBe(
      201,
    );
  });
});
