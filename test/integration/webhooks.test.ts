import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { newId } from '@shared/domain/ids.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { seed } from '@test/support/submissions.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/** The webhook endpoints API: shapes, validation, secrets, test sends, delivery lists, tenant isolation, scopes. */
let app: LocalApp;
let a: TestTenant;
let b: TestTenant;
let h: ReturnType<typeof deliveryHelpers>;
let r: Receiver;
let formId: string;

beforeAll(async () => {
  app = await startTestApp({ config: { deliverySchedule: [1, 1, 1] } });
  [a, b] = [await createTestTenant(app), await createTestTenant(app)];
  h = deliveryHelpers(app, a);
  r = await startReceiver();
  formId = (await h.call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Webhooks' } })).body.id;
});
afterAll(async () => {
  await r.close();
  await app.stop();
});

const create = (body: unknown, token = a.fullKey, form = formId) =>
  h.call('POST', `/v1/forms/${form}/webhooks`, { token, body });

describe('creating an endpoint', () => {
  it('returns the endpoint and its secret once; lists never show the secret', async () => {
    const res = await create({ url: r.url, description: 'CRM sync' });
    expect(res.status, res.text).toBe(201);
    const { endpoint, secret } = res.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^whk_/),
      form_id: formId,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      url: r.url,
      enabled: true,
      events: ['submission.created'],
      description: 'CRM sync',
      secret_prefix: secret.slice(0, 12),
      include_spam: false,
      disabled_reason: null,
    });
    const list = await h.call('GET', `/v1/forms/${formId}/webhooks`, { token: a.readKey });
    expect(list.status).toBe(200);
    expect(list.body.endpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(list.text).not.toContain(secret.slice(6));
  });

  it('takes events and include_spam, de-duplicating events', async () => {
    const res = await create({
      url: r.url,
      events: ['submission.updated', 'submission.deleted', 'submission.updated'],
      include_spam: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.endpoint).toMatchObject({
      events: ['submission.updated', 'submission.deleted'],
      include_spam: true,
    });
  });

  it.each([
    [{}, 'validation_error', 'url'],
    [{ url: 'not a url' }, 'validation_error', 'url'],
    [{ url: 'ftp://example.com/x' }, 'validation_error', 'url'],
    [{ url: 'http://example.com/hook' }, 'validation_error', 'url'],
    [{ url: 'https://user:pass@example.com/hook' }, 'validation_error', 'url'],
    [{ url: 'https://10.0.0.8/hook' }, 'validation_error', 'url'],
    [{ url: 'https://169.254.169.254/latest/meta-data' }, 'validation_error', 'url'],
    [{ url: 'https://[fd00:ec2::254]/' }, 'validation_error', 'url'],
    [{ url: 'https://[::ffff:192.168.1.1]/' }, 'validation_error', 'url'],
    [{ url: `https://example.com/${'a'.repeat(2100)}` }, 'validation_error', 'url'],
    [{ url: 'https://example.com', events: [] }, 'validation_error', 'events'],
    [{ url: 'https://example.com', events: ['submission.exploded'] }, 'validation_error', 'events.0'],
    [{ url: 'https://example.com', description: 'x'.repeat(501) }, 'validation_error', 'description'],
    [{ url: 'https://example.com', secret: 'whsec_mine' }, 'unknown_field', 'secret'],
  ])('refuses %j with %s on %s', async (body, code, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, field });
  });

  it('refuses loopback and localhost when loopback targets are not allowed (as in AWS)', async () => {
    const strict = await startTestApp({ pollers: false, config: { allowLoopbackTargets: false } });
    try {
      const t = await createTestTenant(strict);
      const call = deliveryHelpers(strict, t).call;
      const form = (await call('POST', '/v1/forms', { token: t.fullKey, body: { name: 'Strict' } })).body.id;
      for (const url of [
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://api.localhost/x',
        'https://[::1]/',
        'https://2130706433/',
      ]) {
        const res = await call('POST', `/v1/forms/${form}/webhooks`, { token: t.fullKey, body: { url } });
        expect(res.body.error, url).toMatchObject({ code: 'validation_error', field: 'url' });
      }
      expect(
        (
          await call('POST', `/v1/forms/${form}/webhooks`, {
            token: t.fullKey,
            body: { url: 'https://hooks.example.com/x' },
          })
        ).status,
      ).toBe(201);
    } finally {
      await strict.stop();
    }
  });

  it('a read key cannot create; an unknown form is 404', async () => {
    expect((await create({ url: r.url }, a.readKey)).body.error.code).toBe('insufficient_scope');
    const missing = await create({ url: r.url }, a.fullKey, newId('form'));
    expect(missing.status).toBe(404);
    expect((await create({ url: r.url }, a.fullKey, 'frm_nope')).body.error).toMatchObject({
      code: 'invalid_id',
      field: 'id',
    });
  });
});

describe('changing, rotating, testing and deleting an endpoint', () => {
  it('PATCH changes only what is sent and validates the URL', async () => {
    const { endpoint } = (await create({ url: r.url, description: 'before' })).body;
    const res = await h.call('PATCH', `/v1/webhooks/${endpoint.id}`, {
      token: a.fullKey,
      body: { enabled: false, description: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ url: r.url, enabled: false, description: null, events: ['submission.created'] });
    const bad = await h.call('PATCH', `/v1/webhooks/${endpoint.id}`, {
      token: a.fullKey,
      body: { url: 'https://192.168.0.1/' },
    });
    expect(bad.body.error).toMatchObject({ code: 'validation_error', field: 'url' });
    const unknown = await h.call('PATCH', `/v1/webhooks/${endpoint.id}`, { token: a.fullKey, body: { secret: 'x' } });
    expect(unknown.body.error).toMatchObject({ code: 'unknown_field', field: 'secret' });
    expect((await h.call('PATCH', `/v1/webhooks/whk_bad`, { token: a.fullKey, body: {} })).body.error).toMatchObject({
      code: 'invalid_id',
      field: 'wid',
    });
  });

  it('a change based on a stale read cannot undo the pipeline disabling the endpoint meanwhile', async () => {
    const { endpoint } = (await create({ url: r.url })).body;
    const stale = (await app.deps.stores.webhooks.findById(a.tenantId, endpoint.id))!;
    await app.deps.stores.webhooks.disable(formId, endpoint.id, 'answered 410 Gone at then', new Date().toISOString());
    expect(await app.deps.stores.webhooks.save(stale, { ...stale, description: 'stale write' })).toBe(false);
    const res = await h.call('PATCH', `/v1/webhooks/${endpoint.id}`, {
      token: a.fullKey,
      body: { description: 'fresh' },
    });
    expect(res.body).toMatchObject({
      description: 'fresh',
      enabled: false,
      disabled_reason: 'answered 410 Gone at then',
    });
  });

  it('rotation returns a new secret that signs from now on, with the old one for 24 hours', async () => {
    const { endpoint, secret } = (await create({ url: r.url })).body;
    const before = Date.now();
    const res = await h.call('POST', `/v1/webhooks/${endpoint.id}/rotate-secret`, { token: a.fullKey });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^whsec_/);
    expect(res.body.secret).not.toBe(secret);
    expect(res.body.secret_prefix).toBe(res.body.secret.slice(0, 12));
    const overlap = Date.parse(res.body.overlap_until) - before;
    expect(overlap).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(overlap).toBeLessThan(24 * 3600_000 + 60_000);
  });

  it('test sends a signed sample event and reports the answer; failures are reported, not thrown', async () => {
    const { endpoint, secret } = (await create({ url: r.url })).body;
    const seen = r.requests.length;
    r.respondWith(() => ({ status: 202, headers: { 'x-request-id': 'req-42' }, body: 'queued for processing' }));
    const res = await h.call('POST', `/v1/webhooks/${endpoint.id}/test`, { token: a.fullKey });
    r.respondWith(() => ({ status: 200 }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      status_code: 202,
      event_type: 'submission.created',
      test: true,
      error: null,
      event_id: expect.stringMatching(/^evt_/),
      source: 'sample',
      submission_id: null,
      response_headers: expect.objectContaining({ 'x-request-id': 'req-42' }),
      response_excerpt: 'queued for processing',
    });
    expect(res.body.response_ms).toEqual(expect.any(Number));
    const request = r.requests[seen]!;
    type TestPayload = { data: { submission: { fields: Record<string, unknown> } } };
    const payload = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as TestPayload;
    expect(payload).toMatchObject({
      id: res.body.event_id,
      type: 'submission.created',
      test: true,
      data: { form_id: formId },
    });
    expect(payload.data.submission.fields).toEqual(expect.objectContaining({ name: expect.any(String) }));

    const dead = await startReceiver();
    await dead.close();
    const other = (await create({ url: dead.url })).body.endpoint;
    const failed = await h.call('POST', `/v1/webhooks/${other.id}/test`, { token: a.fullKey });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      status_code: 0,
      error: expect.stringMatching(/^network: /),
      response_headers: {},
      response_excerpt: null,
    });
  });

  it("test is built from the form's newest submission in the inbox, as a real delivery is", async () => {
    const form = (await h.call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Tested' } })).body;
    const { endpoint, secret } = (await create({ url: r.url }, a.fullKey, form.id)).body;
    const settings = { rate_limit: { disabled: true } };
    expect((await h.call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { settings } })).status).toBe(200);
    await h.submit(form.public_slug, { name: 'Older', email: 'older@example.com', message: 'first' });
    const newest = await h.submit(form.public_slug, { name: 'Grace', email: 'grace@example.com', message: 'Hi' });
    const seen = r.requests.length;
    const res = await h.call('POST', `/v1/webhooks/${endpoint.id}/test`, { token: a.fullKey });
    expect(res.body).toMatchObject({ status_code: 200, source: 'latest_submission', submission_id: newest });
    type Payload = { test: boolean; data: { submission: { id: string; fields: Record<string, unknown> } } };
    const sent = r.requests.slice(seen).find((q) => q.headers['webhook-id'] === res.body.event_id)!;
    const payload = new Webhook(secret).verify(sent.body, sent.headers as Record<string, string>) as Payload;
    expect(payload.test).toBe(true);
    expect(payload.data.submission).toMatchObject({ id: newest, fields: { name: 'Grace', message: 'Hi' } });
  });

  it('DELETE removes it (204, then 404)', async () => {
    const { endpoint } = (await create({ url: r.url })).body;
    expect((await h.call('DELETE', `/v1/webhooks/${endpoint.id}`, { token: a.fullKey })).status).toBe(204);
    expect((await h.call('DELETE', `/v1/webhooks/${endpoint.id}`, { token: a.fullKey })).status).toBe(404);
    const list = await h.call('GET', `/v1/forms/${formId}/webhooks`, { token: a.fullKey });
    expect(list.body.endpoints.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
  });
});

describe('the deliveries of an endpoint', () => {
  let webhookId: string;
  let all: { id: string }[];

  beforeAll(async () => {
    const form = (await h.call('POST', '/v1/forms', { token: a.fullKey, body: { name: 'Many' } })).body.id;
    webhookId = (await create({ url: r.url }, a.fullKey, form)).body.endpoint.id;
    // The table stream announces each seeded submission, as it does every stored one.
    await seed(app, a.tenantId, form, 5);
    all = await h.settled(webhookId, 'delivered', 5);
  });

  it('pages newest first with an opaque cursor, filtered by status', async () => {
    expect(all.map((d) => d.id)).toEqual([...all.map((d) => d.id)].sort().reverse());
    const first = await h.call('GET', `/v1/webhooks/${webhookId}/deliveries?limit=2&status=delivered`, {
      token: a.readKey,
    });
    expect(first.body.deliveries.map((d: { id: string }) => d.id)).toEqual(all.slice(0, 2).map((d) => d.id));
    const seen: string[] = first.body.deliveries.map((d: { id: string }) => d.id);
    let cursor = first.body.next_cursor;
    while (cursor) {
      const page = await h.call(
        'GET',
        `/v1/webhooks/${webhookId}/deliveries?limit=2&status=delivered&cursor=${cursor}`,
        { token: a.readKey },
      );
      seen.push(...page.body.deliveries.map((d: { id: string }) => d.id));
      cursor = page.body.next_cursor;
    }
    expect(seen).toEqual(all.map((d) => d.id));
    expect(await h.deliveriesOf(webhookId, '?status=dead')).toEqual([]);
  });

  it('refuses a bad status, limit or a cursor from another list', async () => {
    const bad = (q: string) =>
      h.call('GET', `/v1/webhooks/${webhookId}/deliveries${q}`, { token: a.fullKey }).then((x) => x.body.error);
    expect(await bad('?status=lost')).toMatchObject({ code: 'validation_error', field: 'status' });
    expect(await bad('?limit=101')).toMatchObject({ code: 'validation_error', field: 'limit' });
    const page = await h.call('GET', `/v1/webhooks/${webhookId}/deliveries?limit=1`, { token: a.fullKey });
    expect(await bad(`?status=delivered&cursor=${page.body.next_cursor}`)).toMatchObject({
      code: 'validation_error',
      field: 'cursor',
    });
    expect(await bad('?cursor=garbage')).toMatchObject({ code: 'validation_error', field: 'cursor' });
  });

  it('detail of an unknown delivery is 404; a malformed id is 400', async () => {
    const missing = await h.call('GET', `/v1/webhooks/${webhookId}/deliveries/${newId('delivery')}`, {
      token: a.fullKey,
    });
    expect(missing.body.error).toMatchObject({ code: 'not_found', field: 'did' });
    const malformed = await h.call('GET', `/v1/webhooks/${webhookId}/deliveries/evt_1`, { token: a.fullKey });
    expect(malformed.body.error).toMatchObject({ code: 'invalid_id', field: 'did' });
  });

  it('redeliver is refused while the endpoint is disabled', async () => {
    await h.call('PATCH', `/v1/webhooks/${webhookId}`, { token: a.fullKey, body: { enabled: false } });
    const res = await h.call('POST', `/v1/webhooks/${webhookId}/deliveries/${all[0]!.id}/redeliver`, {
      token: a.fullKey,
    });
    expect(res.status).toBe(409);
    await h.call('PATCH', `/v1/webhooks/${webhookId}`, { token: a.fullKey, body: { enabled: true } });
  });

  it("no webhook route reveals or changes another tenant's endpoint", async () => {
    const did = all[0]!.id;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/forms/${formId}/webhooks`],
      ['POST', `/v1/forms/${formId}/webhooks`, { url: r.url }],
      ['PATCH', `/v1/webhooks/${webhookId}`, { enabled: false }],
      ['DELETE', `/v1/webhooks/${webhookId}`],
      ['POST', `/v1/webhooks/${webhookId}/test`],
      ['POST', `/v1/webhooks/${webhookId}/rotate-secret`],
      ['GET', `/v1/webhooks/${webhookId}/deliveries`],
      ['GET', `/v1/webhooks/${webhookId}/deliveries/${did}`],
      ['POST', `/v1/webhooks/${webhookId}/deliveries/${did}/redeliver`],
    ];
    const before = r.requests.length;
    for (const [method, path, body] of attempts) {
      const res = await h.call(method, path, { token: b.fullKey, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect(r.requests.length).toBe(before);
    const still = await h.call('GET', `/v1/webhooks/${webhookId}/deliveries/${did}`, { token: a.fullKey });
    expect(still.body.delivery).toMatchObject({ id: did, status: 'delivered', attempts: 1 });
    const list = await h.call('GET', `/v1/forms/${formId}/webhooks`, { token: a.fullKey });
    expect(list.body.endpoints.length).toBeGreaterThan(0);
  });

  it('a read key can list and read but not change anything', async () => {
    const mutations: [string, string][] = [
      ['PATCH', `/v1/webhooks/${webhookId}`],
      ['DELETE', `/v1/webhooks/${webhookId}`],
      ['POST', `/v1/webhooks/${webhookId}/test`],
      ['POST', `/v1/webhooks/${webhookId}/rotate-secret`],
      ['POST', `/v1/webhooks/${webhookId}/deliveries/${all[0]!.id}/redeliver`],
    ];
    for (const [method, path] of mutations) {
      expect((await h.call(method, path, { token: a.readKey, body: {} })).body.error.code, path).toBe(
        'insufficient_scope',
      );
    }
    expect(
      (await h.call('GET', `/v1/webhooks/${webhookId}/deliveries/${all[0]!.id}`, { token: a.readKey })).status,
    ).toBe(200);
  });
});
