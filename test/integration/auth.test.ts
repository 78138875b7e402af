import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app), createTestTenant(app, 'pro')]);
});
afterAll(() => app.stop());

const expectEnvelope = (body: unknown, code: string) => {
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
};

describe('bearer tokens', () => {
  it('identifies a full API key and its tenant', async () => {
    const res = await call('GET', '/v1/api-keys/current', { token: a.fullKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      key: {
        id: expect.stringMatching(/^key_/),
        name: 'api_key full',
        scope: 'full',
        key_prefix: a.fullKey.slice(0, 15),
      },
      tenant: { id: a.tenantId, name: expect.any(String), plan: 'free' },
    });
  });

  it('identifies a read key with scope read, and another tenant with its own plan', async () => {
    expect((await call('GET', '/v1/api-keys/current', { token: a.readKey })).body.key.scope).toBe('read');
    expect((await call('GET', '/v1/api-keys/current', { token: b.fullKey })).body.tenant).toMatchObject({
      id: b.tenantId,
      plan: 'pro',
    });
  });

  it('answers 400 not_api_key to a dashboard session on the identity endpoint', async () => {
    const res = await call('GET', '/v1/api-keys/current', { token: a.session });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'not_api_key');
  });

  const badHeaders: [string, Record<string, string>][] = [
    ['missing', {}],
    ['empty bearer', { authorization: 'Bearer ' }],
    ['not bearer', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['wrong prefix', { authorization: `Bearer pk_sk_live_${'a'.repeat(43)}` }],
    ['well-formed but unknown', { authorization: `Bearer fk_sk_live_${'a'.repeat(43)}` }],
    ['truncated', { authorization: `Bearer fk_sk_live_abc` }],
    ['overlong', { authorization: `Bearer fk_sk_live_${'a'.repeat(5000)}` }],
    ['form key used as API key', { authorization: `Bearer fk_form_${'a'.repeat(43)}` }],
  ];
  it.each(badHeaders)('answers 401 unauthorized for a %s token', async (_name, headers) => {
    const res = await call('GET', '/v1/api-keys/current', { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expectEnvelope(res.body, 'unauthorized');
  });

  it('answers 401 for a non-ASCII token', async () => {
    // fetch refuses non-ASCII header values, so send the raw bytes with node:http.
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${app.baseUrl}/v1/api-keys/current`,
        { headers: { authorization: Buffer.from(`Bearer fk_sk_live_é${'a'.repeat(42)}`, 'utf8').toString('latin1') } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(401);
  });

  it('stops accepting a revoked key at once', async () => {
    const created = await call('POST', '/v1/api-keys', {
      token: a.session,
      body: { name: 'short-lived', scope: 'full' },
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^fk_sk_live_[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', '/v1/api-keys/current', { token: created.body.key })).status).toBe(200);
    expect((await call('DELETE', `/v1/api-keys/${created.body.id}`, { token: a.session })).status).toBe(204);
    const after = await call('GET', '/v1/api-keys/current', { token: created.body.key });
    expect(after.status).toBe(401);
    expectEnvelope(after.body, 'unauthorized');
  });
});

describe('scopes and session-only routes', () => {
  it('checks the session-only rule before the scope of a read key', async () => {
    const res = await call('POST', '/v1/api-keys', { token: a.readKey, body: { name: 'x' } });
    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'session_required');
  });

  it('answers session_required to an API key on API key management', async () => {
    for (const [method, path] of [
      ['GET', '/v1/api-keys'],
      ['POST', '/v1/api-keys'],
      ['DELETE', '/v1/api-keys/key_01jd3k9v6g7b0x2m4n5p8q1r2s'],
    ] as const) {
      const res = await call(method, path, { token: a.fullKey, body: method === 'POST' ? { name: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(403);
      expectEnvelope(res.body, 'session_required');
    }
  });

  it('creates read keys by default and never returns the plaintext again', async () => {
    const created = await call('POST', '/v1/api-keys', { token: a.session, body: { name: 'ci reader' } });
    expect(created.body).toMatchObject({ name: 'ci reader', scope: 'read', revoked_at: null });
    const list = await call('GET', '/v1/api-keys', { token: a.session });
    const listed = list.body.keys.find((k: { id: string }) => k.id === created.body.id);
    expect(listed).toEqual({ ...created.body, key: undefined, revoked_at: null } as object);
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    const readRes = await call('DELETE', '/v1/api-keys/' + created.body.id, { token: created.body.key });
    expect(readRes.status).toBe(403);
  });

  it('validates key creation bodies naming the field', async () => {
    const cases: [unknown, number, string, string | undefined][] = [
      [{ name: '' }, 400, 'validation_error', 'name'],
      [{ name: 'x', scope: 'admin' }, 400, 'validation_error', 'scope'],
      [{ name: 'x', colour: 'red' }, 400, 'unknown_field', 'colour'],
      ['{"name": ', 400, 'validation_error', undefined],
      ['[1,2]', 400, 'validation_error', undefined],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await call('POST', '/v1/api-keys', { token: a.session, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.field).toBe(field);
    }
  });
});

describe('tenancy', () => {
  it("answers 404, never 403, for another tenant's key id", async () => {
    const created = await call('POST', '/v1/api-keys', { token: b.session, body: { name: 'b key' } });
    const res = await call('DELETE', `/v1/api-keys/${created.body.id}`, { token: a.session });
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'not_found');
    expect((await call('GET', '/v1/api-keys/current', { token: created.body.key })).status).toBe(200);
  });

  it('answers 400 invalid_id for a malformed id', async () => {
    const res = await call('DELETE', '/v1/api-keys/not-an-id', { token: a.session });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_id', field: 'id' });
  });
});

describe('envelope on routing errors', () => {
  it('404 for unknown routes and 405 with Allow for a wrong method', async () => {
    const missing = await call('GET', '/v1/does-not-exist', { token: a.fullKey });
    expect(missing.status).toBe(404);
    expectEnvelope(missing.body, 'not_found');
    const wrong = await call('PUT', '/v1/api-keys/current', { token: a.fullKey });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
    expectEnvelope(wrong.body, 'method_not_allowed');
  });

  it('answers the same from every API function: a wrong method gets 405 with Allow, an unknown path below one 404', async () => {
    const form = 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s';
    for (const [method, path, allow] of [
      ['PUT', `/v1/forms/${form}/submissions`, 'GET'],
      ['GET', `/v1/forms/${form}/autoresponder/test`, 'POST'],
      ['DELETE', `/v1/forms/${form}/integrations`, 'GET, POST'],
      ['GET', `/v1/forms/${form}/data-requests/erase`, 'POST'],
    ] as const) {
      const res = await call(method, path, { token: a.fullKey });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expectEnvelope(res.body, 'method_not_allowed');
    }
    for (const path of [`/v1/forms/${form}/submissions/a/b/c`, '/v1/webhooks/a/b/c/d', '/v1/integrations/x/y/z']) {
      const res = await call('GET', path, { token: a.fullKey });
      expect(res.status, path).toBe(404);
      expectEnvelope(res.body, 'not_found');
    }
  });
});
