import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';

let app: LocalApp;
let tenant: TestTenant;

beforeAll(async () => {
  // One token per 100 s: a slow, loaded machine cannot refill the bucket between the test's calls.
  app = await startTestApp({ config: { apiRateLimit: { perSecond: 0.01, burst: 5 } } });
  tenant = await createTestTenant(app);
});
afterAll(() => app.stop());

it('answers 429 rate_limited with Retry-After once a key spends its burst, per key', async () => {
  const call = client(app.baseUrl);
  const statuses: number[] = [];
  let limited: Awaited<ReturnType<typeof call>> | undefined;
  for (let i = 0; i < 8; i++) {
    const res = await call('GET', '/v1/api-keys/current', { token: tenant.fullKey });
    statuses.push(res.status);
    if (res.status === 429) limited ??= res;
  }
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses.slice(5)).toContain(429);
  expect(limited!.body.error.code).toBe('rate_limited');
  expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  // Another key of the same tenant has its own bucket.
  expect((await call('GET', '/v1/api-keys/current', { token: tenant.readKey })).status).toBe(200);
});
