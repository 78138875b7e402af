import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postJson, sleep } from './ingest-support.js';

/**
 * Ingest with its warm caches on, as deployed (forms, tenants and a usage prediction reused for a short time):
 * what may be stale is stale for at most the TTL, and what must never be stale (revoked keys, the quota) is not.
 */
const TTL_MS = 1500;
let app: LocalApp;
let tenant: TestTenant;
/** Fails the next submission writes with a 5xx the way DynamoDB does when it is unavailable. */
let failWrites = 0;
const flakySubmissions: Pick<SubmissionStore, 'create'> = {
  create: (...args) => {
    if (failWrites > 0) {
      failWrites--;
      throw Object.assign(new Error('InternalServerError'), {
        name: 'InternalServerError',
        $fault: 'server',
        $metadata: { httpStatusCode: 500 },
      });
    }
    return submissionStore(app.deps.stores.table).create(...args);
  },
};
let call: ReturnType<typeof client>;
const savedPlanLimits = process.env.PLAN_LIMITS;

beforeAll(async () => {
  process.env.PLAN_LIMITS = JSON.stringify({ free: { monthly_submissions: 5 } });
  app = await startTestApp({
    pollers: false,
    sweepIntervalMs: 0,
    ingestCacheMs: TTL_MS,
    ingest: { submissions: flakySubmissions },
  });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app, 'pro');
});
afterAll(async () => {
  process.env.PLAN_LIMITS = savedPlanLimits;
  await app?.stop();
});

describe('cached form settings', () => {
  it('applies a settings change within the cache lifetime', async () => {
    const f = await createForm(app, tenant, { ...NO_RATE_LIMIT, allowed_origins: ['https://a.example'] });
    const from = (origin: string) => postJson(app, f.public_slug, { name: 'x' }, { headers: { origin } });
    expect((await from('https://a.example')).status).toBe(201);
    await call('PATCH', `/v1/forms/${f.id}`, {
      token: tenant.fullKey,
      body: { allowed_origins: ['https://b.example'] },
    });
    await sleep(TTL_MS + 100);
    expect((await from('https://b.example')).status).toBe(201);
    expect((await from('https://a.example')).status).toBe(403);
  });

  it('refuses a revoked form key at once, cache or not', async () => {
    const f = await createForm(app, tenant, { ...NO_RATE_LIMIT, access_mode: 'protected' });
    const created = await call('POST', `/v1/forms/${f.id}/keys`, {
      token: tenant.fullKey,
      body: { name: 'site', mode: 'public' },
    });
    const send = () => postJson(app, f.public_slug, { name: 'x' }, { headers: { 'x-form-key': created.body.key } });
    expect((await send()).status).toBe(201);
    await call('POST', `/v1/forms/${f.id}/keys/${created.body.id}/revoke`, { token: tenant.fullKey });
    expect((await send()).status).toBe(401);
  });
});

describe('cached block lists', () => {
  it('applies a block entry the owner adds within the cache lifetime, and its removal too', async () => {
    const f = await createForm(app, tenant, NO_RATE_LIMIT);
    const send = () => postJson(app, f.public_slug, { email: 'someone@spam-corp.test', message: 'hello' });
    expect((await send()).status).toBe(201);
    const added = await call('POST', `/v1/forms/${f.id}/blocked-domains`, {
      token: tenant.fullKey,
      body: { domain: 'spam-corp.test' },
    });
    expect(added.status).toBe(201);
    await sleep(TTL_MS + 100);
    const refused = await send();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('blocked');
    await call('DELETE', `/v1/blocked-domains/${added.body.id}`, { token: tenant.fullKey });
    await sleep(TTL_MS + 100);
    expect((await send()).status).toBe(201);
  });
});

describe('quota with a predicted usage count', () => {
  const smallTenant = async () => {
    const ports = { ...app.deps.stores, now: app.deps.now };
    const t = await createTenant(ports, { name: 'Small', plan: 'free', ownerEmail: 'small@example.com' });
    const { token } = await issueCredential(ports, { tenantId: t.id, kind: 'api_key', name: 'k', scope: 'full' });
    return { tenantId: t.id, fullKey: token, readKey: token, session: token };
  };
  const lockedStates = async (t: TestTenant, formId: string) => {
    const res = await call('GET', `/v1/forms/${formId}/submissions?limit=100`, { token: t.fullKey });
    return (res.body.items as { locked: boolean }[]).map((s) => s.locked);
  };

  it('locks exactly what is over the limit, sequentially and concurrently', async () => {
    const t = await smallTenant();
    const f = await createForm(app, t, NO_RATE_LIMIT);
    for (let i = 0; i < 3; i++) expect((await postJson(app, f.public_slug, { i })).status).toBe(201);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => postJson(app, f.public_slug, { i })));
    expect(burst.every((r) => r.status === 201)).toBe(true);
    for (let i = 0; i < 2; i++) expect((await postJson(app, f.public_slug, { i })).status).toBe(201);
    const states = await lockedStates(t, f.id);
    expect(states).toHaveLength(13);
    expect(states.filter((locked) => !locked)).toHaveLength(5);
    expect(states.slice(0, 2)).toEqual([true, true]);
    await app.settle();
    expect((await call('GET', '/v1/usage', { token: t.fullKey })).body).toMatchObject({
      submissions: 13,
      limit: 5,
      throttled: true,
    });
  });

  it('counts only what was stored: a refused write leaves the last place free', async () => {
    const t = await smallTenant();
    const f = await createForm(app, t, NO_RATE_LIMIT);
    for (let i = 0; i < 4; i++) expect((await postJson(app, f.public_slug, { i })).status).toBe(201);
    failWrites = 1;
    const failed = await postJson(app, f.public_slug, { i: 'lost?' });
    expect(failed.status).toBe(503);
    expect((await postJson(app, f.public_slug, { i: 'fifth' })).status).toBe(201);
    const states = await lockedStates(t, f.id);
    expect(states).toEqual([false, false, false, false, false]);
  });
});
