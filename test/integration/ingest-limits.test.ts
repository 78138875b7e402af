import { ScanCommand } from '@shared/adapters/dynamo/commands.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { createForm, NO_RATE_LIMIT, postJson, receiveEvents, sleep, type TestForm } from './ingest-support.js';

let app: LocalApp;
let tenant: TestTenant;
let call: ReturnType<typeof client>;
const savedPlanLimits = process.env.PLAN_LIMITS;

beforeAll(async () => {
  // The free plan shrinks to 5 submissions a month for this file (the override a deployer would set).
  process.env.PLAN_LIMITS = JSON.stringify({ free: { monthly_submissions: 5 } });
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app, 'pro');
});
afterAll(async () => {
  process.env.PLAN_LIMITS = savedPlanLimits;
  await app?.stop();
});

/** The timeout of a test that may first wait out up to `margin` seconds of a window (the usual 30 s on top). */
const waitingUpTo = (margin: number) => (margin + 30) * 1000;

/** Waits until at least `margin` seconds are left in the current fixed windows of `seconds`, so a test never straddles one. */
async function awayFromWindowEdge(seconds: number[], margin: number) {
  for (;;) {
    const now = Date.now() / 1000;
    const left = Math.min(...seconds.map((s) => s - (now % s)));
    if (left > margin) return;
    await sleep(left * 1000 + 50);
  }
}

const listAll = async (t: TestTenant, f: TestForm) => {
  const res = await call('GET', `/v1/forms/${f.id}/submissions?limit=100`, { token: t.fullKey });
  expect(res.status).toBe(200);
  return res.body.items as {
    id: string;
    locked: boolean;
    locked_reason: string | null;
    preview: Record<string, string>;
  }[];
};

describe('submission rate limit', () => {
  it(
    'stores exactly the allowed number out of 50 concurrent posts and answers the rest 429 with Retry-After',
    async () => {
      const f = await createForm(app, tenant, {
        settings: { rate_limit: { limit: 7, window_seconds: 3600, burst: 20, burst_window_seconds: 7200 } },
      });
      await awayFromWindowEdge([3600, 7200], 30);
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => postJson(app, f.public_slug, { n: i })));
      const accepted = results.filter((r) => r.status === 201);
      const limited = results.filter((r) => r.status === 429);
      expect(accepted).toHaveLength(7);
      expect(limited).toHaveLength(43);
      for (const r of limited) {
        expect(r.body.error.code).toBe('rate_limited');
        const retry = Number(r.headers.get('retry-after'));
        expect(retry).toBeGreaterThan(0);
        expect(retry).toBeLessThanOrEqual(3600);
      }
      expect((await listAll(tenant, f)).map((s) => s.id).sort()).toEqual(accepted.map((r) => r.body.id).sort());
    },
    waitingUpTo(30),
  );

  it(
    'stores exactly the burst limit when the longer window binds under concurrency',
    async () => {
      const f = await createForm(app, tenant, {
        settings: { rate_limit: { limit: 30, window_seconds: 3600, burst: 7, burst_window_seconds: 7200 } },
      });
      await awayFromWindowEdge([3600, 7200], 30);
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => postJson(app, f.public_slug, { n: i })));
      expect(results.filter((r) => r.status === 201)).toHaveLength(7);
      expect(results.filter((r) => r.status === 429)).toHaveLength(43);
      expect((await listAll(tenant, f)).length).toBe(7);
    },
    waitingUpTo(30),
  );

  it('applies the default 1 per 30 s window', async () => {
    const f = await createForm(app, tenant);
    await awayFromWindowEdge([30], 5);
    expect((await postJson(app, f.public_slug, { n: 1 })).status).toBe(201);
    const second = await postJson(app, f.public_slug, { n: 2 });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });

  it(
    'does not consume the strict window when the burst window refuses',
    async () => {
      const settings = { limit: 10, window_seconds: 3600, burst: 3, burst_window_seconds: 7200 };
      const f = await createForm(app, tenant, { settings: { rate_limit: settings } });
      await awayFromWindowEdge([3600, 7200], 60);
      const first = [];
      for (let i = 0; i < 5; i++) first.push((await postJson(app, f.public_slug, { i })).status);
      expect(first).toEqual([201, 201, 201, 429, 429]);
      // Lift the burst limit: the strict window must still have 10 - 3 = 7 places (the two refusals took none).
      await call('PATCH', `/v1/forms/${f.id}`, {
        token: tenant.fullKey,
        body: { settings: { rate_limit: { ...settings, burst: 50 } } },
      });
      const second = [];
      for (let i = 0; i < 9; i++) second.push((await postJson(app, f.public_slug, { i })).status);
      expect(second).toEqual([201, 201, 201, 201, 201, 201, 201, 429, 429]);
    },
    waitingUpTo(60),
  );

  it('keeps client addresses out of the rate-limit keys', async () => {
    const { Items = [] } = await app.deps.stores.table.client.send(
      new ScanCommand({
        TableName: app.config.tableName,
        FilterExpression: '#t = :t',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':t': 'rate_limit' },
      }),
    );
    expect(Items.length).toBeGreaterThan(0);
    for (const item of Items) {
      expect(JSON.stringify(item)).not.toContain('127.0.0.1');
      expect(item.expires_at).toBeGreaterThan(Date.now() / 1000);
    }
  });
});

describe('plan quota', () => {
  const freeTenant = async () => {
    const ports = { ...app.deps.stores, now: app.deps.now };
    const owner = uniqueAddress('owner');
    const t = await createTenant(ports, { name: 'Small shop', plan: 'free', ownerEmail: owner });
    const { token } = await issueCredential(ports, { tenantId: t.id, kind: 'api_key', name: 'k', scope: 'full' });
    return { owner, tenant: { tenantId: t.id, fullKey: token, readKey: token, session: token } };
  };

  it('stores submissions over the monthly limit locked, sends no event for them and keeps usage flags', async () => {
    const { owner, tenant: small } = await freeTenant();
    const f = await createForm(app, small, NO_RATE_LIMIT);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await postJson(app, f.public_slug, { message: `hello ${i}` });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('received');
      ids.push(res.body.id);
    }
    const items = await listAll(small, f);
    const byId = new Map(items.map((s) => [s.id, s]));
    expect(ids.slice(0, 5).map((id) => byId.get(id)!.locked)).toEqual([false, false, false, false, false]);
    for (const id of ids.slice(5))
      expect(byId.get(id)).toMatchObject({ locked: true, locked_reason: 'quota_exceeded', preview: {} });
    const lockedOne = await call('GET', `/v1/forms/${f.id}/submissions/${ids[6]}`, { token: small.fullKey });
    expect(lockedOne.body).toMatchObject({ locked: true, fields: {} });

    // Waits past the five expected events, so an event for a locked submission would be caught too.
    const events = await receiveEvents(app, (e) => e.form_id === f.id, 7, 4000);
    expect(events.every((e) => e.type === 'submission.created')).toBe(true);
    expect(events.map((e) => e.submission_id).sort()).toEqual(ids.slice(0, 5).sort());

    await app.settle();
    const usage = await call('GET', '/v1/usage', { token: small.fullKey });
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual({
      tenant_id: small.tenantId,
      period: `${new Date().toISOString().slice(0, 7)}-01`,
      plan: 'free',
      submissions: 7,
      limit: 5,
      ratio: 1.4,
      throttled: true,
      notified_80: true,
      notified_100: true,
    });

    await app.sweep();
    const mails = await waitForMail(owner, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "You have reached this month's submission limit",
      "You have used 80% of this month's submissions",
    ]);
    await app.sweep();
    expect((await waitForMail(owner, 3, 500)).length).toBe(2);
  });

  it('never stores more unlocked submissions than the limit under concurrency', async () => {
    const { tenant: small } = await freeTenant();
    const f = await createForm(app, small, NO_RATE_LIMIT);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => postJson(app, f.public_slug, { i })));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const items = await listAll(small, f);
    expect(items).toHaveLength(12);
    expect(items.filter((s) => !s.locked)).toHaveLength(5);
    await app.settle();
    expect((await call('GET', '/v1/usage', { token: small.fullKey })).body).toMatchObject({
      submissions: 12,
      throttled: true,
    });
  });

  it('a concurrent burst that exactly reaches the limit records both notices', async () => {
    const { owner, tenant: small } = await freeTenant();
    const f = await createForm(app, small, NO_RATE_LIMIT);
    // Five parallel posts all read the counter at 0: none of them can know it is the one reaching 4 or 5.
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => postJson(app, f.public_slug, { i })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await listAll(small, f)).filter((s) => s.locked)).toHaveLength(0);
    await app.settle();
    expect((await call('GET', '/v1/usage', { token: small.fullKey })).body).toMatchObject({
      submissions: 5,
      throttled: true,
      notified_80: true,
      notified_100: true,
    });
    await app.sweep();
    expect((await waitForMail(owner, 2)).map((m) => m.subject).sort()).toEqual([
      "You have reached this month's submission limit",
      "You have used 80% of this month's submissions",
    ]);
  });

  it('reports an untouched period and unlimited plans', async () => {
    const usage = await call('GET', '/v1/usage', { token: tenant.fullKey });
    expect(usage.body).toMatchObject({
      tenant_id: tenant.tenantId,
      plan: 'pro',
      limit: 10_000,
      throttled: false,
      notified_80: false,
    });
    expect(usage.body.ratio).toBe(usage.body.submissions / 10_000);
    expect((await call('GET', '/v1/usage', { token: tenant.readKey })).status).toBe(200);
  });
});
