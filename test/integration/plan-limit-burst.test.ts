import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp } from '@test/support/app.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { COUNTS_SETTLE_MS, formCounters } from '@test/support/submissions.js';
import { createForm, formPartition, NO_RATE_LIMIT, postJson } from './ingest-support.js';

/**
 * The plan's limit under a burst from zero: every visitor is answered 201, exactly the plan's places are stored
 * unlocked and the rest locked, and the usage, the form counters and the 80 % / 100 % notices are exact.
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
const savedPlanLimits = process.env.PLAN_LIMITS;

beforeAll(async () => {
  // `pro` shrinks to 100 a month for this file; `free` keeps its 250.
  process.env.PLAN_LIMITS = JSON.stringify({ pro: { monthly_submissions: 100 } });
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
});
afterAll(async () => {
  process.env.PLAN_LIMITS = savedPlanLimits;
  await app?.stop();
});

async function burst(plan: 'free' | 'pro', posts: number) {
  const owner = uniqueAddress('owner');
  const tenant = await createTestTenant(app, plan, owner);
  const form = await createForm(app, tenant, NO_RATE_LIMIT);
  const answers = await Promise.all(
    Array.from({ length: posts }, (_, i) =>
      postJson(app, form.public_slug, { name: `Visitor ${i}`, email: `v${i}@example.com`, message: 'Hello' }),
    ),
  );
  expect(answers.filter((a) => a.status !== 201).map((a) => a.status)).toEqual([]);
  const stored = (await formPartition(app, form.id)).filter((item) => String(item.SK).startsWith('SUB#'));
  return { owner, tenant, form, stored };
}

describe('a burst of concurrent posts on a fresh plan', () => {
  it(
    '300 posts on a 250 plan: exactly 250 unlocked and 50 locked; usage, counters and notices exact',
    { timeout: 120_000 },
    async () => {
      const { owner, tenant, form, stored } = await burst('free', 300);
      expect(stored).toHaveLength(300);
      expect(stored.filter((s) => s.locked === true)).toHaveLength(50);

      await app.settle();
      const usage = await call('GET', '/v1/usage', { token: tenant.fullKey });
      expect(usage.body).toMatchObject({
        submissions: 300,
        limit: 250,
        throttled: true,
        notified_80: true,
        notified_100: true,
      });
      await expect
        .poll(() => formCounters(app, tenant.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
        .toEqual({ stored: 300, unread: 300 });
      await app.sweep();
      expect((await waitForMail(owner, 2)).map((m) => m.subject).sort()).toEqual([
        "You have reached this month's submission limit",
        "You have used 80% of this month's submissions",
      ]);
      await app.sweep();
      expect(await waitForMail(owner, 3, 500)).toHaveLength(2);
    },
  );

  it('400 posts on a 100 plan: exactly 300 locked', { timeout: 120_000 }, async () => {
    const { tenant, stored } = await burst('pro', 400);
    expect(stored).toHaveLength(400);
    expect(stored.filter((s) => s.locked !== true)).toHaveLength(100);
    await app.settle();
    expect((await call('GET', '/v1/usage', { token: tenant.fullKey })).body).toMatchObject({
      submissions: 400,
      limit: 100,
      throttled: true,
      notified_100: true,
    });
  });
});
