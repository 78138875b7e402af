import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestTenant, type TestTenant } from '@test/support/app.js';
import { quietPeriod } from '@test/support/delivery.js';
import { FIELDS } from '@test/support/integration-cases.js';
import { integrationHelpers, startIntegrationWorld, type IntegrationWorld } from '@test/support/integrations.js';

/**
 * The integration API's edges through HTTP: hostile bodies (400 naming the field, never 500, nothing stored),
 * tenant isolation, read keys, duplicates, the browser-authorization callback's refusals, bridge expiry and
 * multi-step progress.
 */
let world: IntegrationWorld;
let h: ReturnType<typeof integrationHelpers>;
let other: TestTenant;
let form: { formId: string; slug: string };

beforeAll(async () => {
  world = await startIntegrationWorld();
  h = integrationHelpers(world);
  other = await createTestTenant(world.app);
  form = await h.newForm();
});
afterAll(() => world.stop());

const create = (body: unknown, formId = form.formId, token = h.token) =>
  h.call('POST', `/v1/forms/${formId}/integrations`, { token, body });
const crm = (over: Record<string, unknown> = {}) => ({
  type: 'crm',
  connection: { kind: 'api_key', api_url: `${world.fakes.url}/activecampaign`, api_key: 'key-1234567890', ...over },
});

describe('hostile bodies → 400 naming the field, nothing stored', () => {
  it.each([
    [{ type: 'chat_z' }, 'type'],
    [{ type: 'chat_a', connection: { kind: 'api_key', api_url: 'https://x.example', api_key: 'k' } }, 'connection'],
    [{ type: 'chat_a', config: { channel: '#x' } }, 'config.channel'],
    [{ type: 'chat_a', config: { message_template: 'Hi {{submitter.ip}}' } }, 'config.message_template'],
    [{ type: 'chat_a', surprise: true }, 'surprise'],
    [{ type: 'forward_a' }, 'config'],
    [{ type: 'forward_a', config: { endpoint_id: 'a b' } }, 'config.endpoint_id'],
    [{ type: 'forward_a', config: { endpoint_id: 'ab' } }, 'config.endpoint_id'],
    [
      {
        type: 'forward_b',
        connection: { kind: 'access_key', access_key: '3f1c2b9e-1111-4222-8333-a44455556666' },
        config: { x: 1 },
      },
      'config.x',
    ],
    [{ type: 'forward_b', connection: { kind: 'access_key', access_key: 'not-a-uuid' } }, 'connection.access_key'],
    [{ type: 'forward_b' }, 'connection'],
    [{ type: 'crm' }, 'connection'],
    [() => ({ ...crm(), config: { list_id: 'abc' } }), 'config.list_id'],
    [() => ({ ...crm(), config: { contact_mapping: { password: 'x' } } }), 'config.contact_mapping.password'],
    [() => crm({ api_url: 'http://169.254.169.254/latest' }), 'connection.api_url'],
    [() => crm({ api_key: 'revoked-key' }), 'connection.api_key'],
    [{ type: 'newsletter', config: { status_if_new: 'subscribed!' } }, 'config.status_if_new'],
    [{ type: 'newsletter', config: { merge_fields: { fname: 'name' } } }, 'config.merge_fields.fname'],
    [{ type: 'spreadsheet', config: { columns: [] } }, 'config.columns'],
    [{ type: 'chat_a', label: '' }, 'label'],
  ] as [unknown, string][])('#%# → %s', async (body, field) => {
    const res = await create(typeof body === 'function' ? body() : body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('random values in every position never give a 500 and never store a half-made integration', async () => {
    const values = [null, 1, -1, 1e308, '', 'x'.repeat(5000), [], [1], {}, { a: { b: {} } }, true, '{{fields}}'];
    const shapes = [
      (v: unknown) => ({ type: v }),
      (v: unknown) => ({ type: 'chat_b', config: { message_template: v } }),
      (v: unknown) => ({ type: 'spreadsheet', config: { sheet_name: v, columns: v } }),
      (v: unknown) => ({ type: 'newsletter', config: { tags: v, audience_id: v } }),
      (v: unknown) => ({ type: 'crm', connection: v }),
      (v: unknown) => ({ ...crm(), config: { custom_field_mappings: v } }),
      (v: unknown) => ({ type: 'forward_c', config: v }),
      (v: unknown) => ({ type: 'forward_a', config: { endpoint_id: 'valid_id' }, enabled: v, label: v }),
    ];
    const fresh = await h.newForm('Fuzz');
    for (const shape of shapes)
      for (const value of values) {
        const res = await create(shape(value), fresh.formId);
        expect(res.status, `${JSON.stringify(shape(value)).slice(0, 200)} → ${res.text}`).toBeLessThan(500);
        if (res.status === 201)
          await h.call('DELETE', `/v1/integrations/${res.body.integration.id}`, { token: h.token });
      }
    for (const text of ['{', '[]', '"x"', 'null']) {
      const res = await h.call('POST', `/v1/forms/${fresh.formId}/integrations`, { token: h.token, body: text });
      expect(res.status).toBe(400);
    }
    const list = await h.call('GET', `/v1/forms/${fresh.formId}/integrations`, { token: h.token });
    expect(list.body).toEqual([]);
  });

  it("applies the spec's defaults and rejects unknown keys on PATCH too", async () => {
    const sheet = await create({ type: 'spreadsheet' });
    expect(sheet.body.integration.config).toEqual({ sheet_name: 'Submissions' });
    const news = await create({ type: 'newsletter' });
    expect(news.body.integration.config).toEqual({ email_field: '{{field:email}}', status_if_new: 'pending' });
    const id = news.body.integration.id;
    const bad = await h.call('PATCH', `/v1/integrations/${id}`, { token: h.token, body: { config: { bogus: 1 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('config.bogus');
    const good = await h.call('PATCH', `/v1/integrations/${id}`, { token: h.token, body: { config: { tags: ['a'] } } });
    expect(good.body.config).toEqual({ email_field: '{{field:email}}', status_if_new: 'pending', tags: ['a'] });
    for (const i of [sheet, news])
      await h.call('DELETE', `/v1/integrations/${i.body.integration.id}`, { token: h.token });
  });
});

describe('access', () => {
  it("another tenant's form and integration look like none (404); read keys cannot write (403)", async () => {
    const { id } = await h.connect(form.formId, { type: 'forward_a', config: { endpoint_id: 'tenant_check' } });
    const token = other.fullKey;
    expect((await h.call('GET', `/v1/forms/${form.formId}/integrations`, { token })).status).toBe(404);
    expect((await create({ type: 'chat_a' }, form.formId, token)).status).toBe(404);
    for (const [method, path] of [
      ['PATCH', `/v1/integrations/${id}`],
      ['DELETE', `/v1/integrations/${id}`],
      ['POST', `/v1/integrations/${id}/test`],
      ['POST', `/v1/integrations/${id}/authorize`],
      ['GET', `/v1/integrations/${id}/deliveries`],
    ] as const) {
      const res = await h.call(method, path, { token, body: method === 'PATCH' ? { label: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.field).toBe('IntegrationID');
    }
    const read = world.tenant.readKey;
    expect((await h.call('GET', `/v1/forms/${form.formId}/integrations`, { token: read })).status).toBe(200);
    const refused = await h.call('PATCH', `/v1/integrations/${id}`, { token: read, body: { enabled: false } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');
    expect((await h.call('GET', '/v1/integrations/not-an-id/deliveries', { token: h.token })).status).toBe(400);
    // One bridge per type and form.
    const twice = await create({ type: 'forward_a', config: { endpoint_id: 'another' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('conflict');
    await h.call('DELETE', `/v1/integrations/${id}`, { token: h.token });
  });

  it('one crm integration per account and form (409)', async () => {
    const first = await create(crm());
    expect(first.status, first.text).toBe(201);
    const second = await create(crm({ api_key: 'another-key-123' }));
    expect(second.status).toBe(409);
    await h.call('DELETE', `/v1/integrations/${first.body.integration.id}`, { token: h.token });
  });
});

describe('browser authorization callback', () => {
  const start = async (label = 'Team chat') => {
    const res = await create({ type: 'chat_a', label });
    expect(res.status, res.text).toBe(201);
    expect(res.body.integration.status).toBe('needs_reauth');
    expect(Date.parse(res.body.next_action.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    return { id: res.body.integration.id as string, url: res.body.next_action.url as string };
  };
  /** The provider's redirect back to us, without following it. */
  const callbackUrl = async (authorizeUrl: string) => {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  };
  const statusOf = async (id: string) => (await h.get(id, form.formId))!;

  it('a replayed state changes nothing; the page escapes what it shows', async () => {
    const { id, url } = await start('<script>alert(1)</script>');
    const back = await callbackUrl(url);
    const first = await h.openInBrowser(back);
    expect(first.status).toBe(200);
    expect(first.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(first.text).not.toContain('<script>');
    const before = await statusOf(id);
    const replay = await h.openInBrowser(back);
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('not valid or was already used');
    expect(await statusOf(id)).toEqual(before);
    await h.call('DELETE', `/v1/integrations/${id}`, { token: h.token });
  });

  it('a declined authorization says so and leaves it waiting', async () => {
    const { id, url } = await start();
    const page = await h.openInBrowser(`${url}&deny=1`);
    expect(page.status).toBe(400);
    expect(page.text).toContain('declined');
    const integration = await statusOf(id);
    expect(integration.status).toBe('needs_reauth');
    expect(integration.last_status).toMatchObject({ state: 'authorization_failed' });
    const again = await h.call('POST', `/v1/integrations/${id}/authorize`, { token: h.token, body: {} });
    expect((await h.openInBrowser(again.body.next_action.url)).text).toContain('Connected');
    expect((await statusOf(id)).status).toBe('active');
  });

  it('forged, foreign, superseded and expired states are refused', async () => {
    const forged = await h.openInBrowser(`${world.app.baseUrl}/oauth/chat_a/callback?code=x&state=forged-state-value`);
    expect(forged.status).toBe(400);
    expect((await h.openInBrowser(`${world.app.baseUrl}/oauth/chat_a/callback?code=x`)).status).toBe(400);

    const foreign = await start();
    const back = new URL(await callbackUrl(foreign.url));
    back.pathname = back.pathname.replace('chat_a', 'chat_b');
    expect((await h.openInBrowser(back.toString())).status).toBe(400);
    expect((await statusOf(foreign.id)).status).toBe('needs_reauth');

    const old = await start();
    const oldBack = await callbackUrl(old.url);
    const renewed = await h.call('POST', `/v1/integrations/${old.id}/authorize`, { token: h.token, body: {} });
    expect((await h.openInBrowser(oldBack)).status).toBe(400);
    expect((await statusOf(old.id)).status).toBe('needs_reauth');
    const expiring = await callbackUrl(renewed.body.next_action.url);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    try {
      const page = await h.openInBrowser(expiring);
      expect(page.status).toBe(400);
      expect(page.text).toContain('expired');
    } finally {
      vi.useRealTimers();
    }
    expect((await statusOf(old.id)).status).toBe('needs_reauth');
  });

  it('a credential type is re-authorized with a new connection, checked first', async () => {
    const created = await create(crm());
    const id = created.body.integration.id;
    const refused = await h.call('POST', `/v1/integrations/${id}/authorize`, {
      token: h.token,
      body: { connection: crm({ api_key: 'revoked-now' }).connection },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.field).toBe('connection.api_key');
    const wrongKind = await h.call('POST', `/v1/integrations/${id}/authorize`, {
      token: h.token,
      body: { connection: { kind: 'access_key', access_key: '3f1c2b9e-1111-4222-8333-a44455556666' } },
    });
    expect(wrongKind.body.error.field).toBe('connection.kind');
    await h.call('DELETE', `/v1/integrations/${id}`, { token: h.token });
  });
});

describe('delivery rules', () => {
  it('a forwarding bridge stops by itself 14 days after creation', async () => {
    const fresh = await h.newForm('Bridge');
    const { id } = await h.connect(fresh.formId, { type: 'forward_c', config: { endpoint_id: 'bridge_form' } });
    const stored = (await world.app.deps.stores.integrations.findById(world.tenant.tenantId, id))!;
    const created = new Date(Date.now() - 15 * 86_400_000).toISOString();
    expect(await world.app.deps.stores.integrations.save(stored, { ...stored, createdAt: created })).toBe(true);
    const shown = (await h.get(id, fresh.formId))!;
    expect(shown.status).toBe('paused');
    expect(shown.last_status).toMatchObject({ state: 'expired' });
    await h.submitAndFanOut(fresh, FIELDS);
    expect(await h.deliveriesOf(id)).toEqual([]);
  });

  it('ActiveCampaign retries continue after the finished steps, and spam is not delivered', async () => {
    const fresh = await h.newForm('Steps');
    const { id } = await h.connect(fresh.formId, { ...crm(), config: { list_id: '9', tag_ids: ['1', '2'] } });
    world.fakes.fault({
      provider: 'activecampaign',
      pathIncludes: '/contactTags',
      status: 503,
      body: { message: 'busy' },
    });
    const before = world.fakes.requests('activecampaign').length;
    await h.submit(fresh.slug, FIELDS);
    const delivery = await h.settled(id, 'delivered');
    expect(delivery.attempts).toBe(2);
    const paths = world.fakes
      .requests('activecampaign')
      .slice(before)
      .map((r) => r.path.replace('/activecampaign/api/3', ''));
    expect(paths).toEqual(['/contact/sync', '/contactLists', '/contactTags', '/contactTags', '/contactTags']);
    const detail = await h.detailOf(id, delivery.id);
    expect(JSON.stringify(detail.payload)).not.toContain('key-1234567890');
    const spamOn = { settings: { spam: { enabled: true, blocked_keywords: ['IMPORTXML'] } } };
    expect((await h.call('PATCH', `/v1/forms/${fresh.formId}`, { token: h.token, body: spamOn })).status).toBe(200);
    await h.submit(fresh.slug, FIELDS);
    await quietPeriod(1500);
    expect(await h.deliveriesOf(id)).toHaveLength(1);
  });
});
