import { InternalServerError } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { GetCommand } from '@shared/adapters/dynamo/commands.js';
import { planPlacesKey } from '@shared/adapters/dynamo/keys.js';
import { planPlaces } from '@shared/adapters/dynamo/plan-places.js';
import { placeShards, type PlaceClaim } from '@shared/domain/plan-places.js';
import { usagePeriod } from '@shared/domain/usage.js';
import { createTestTenant, startTestApp } from '@test/support/app.js';
import { createForm, formPartition, postJson } from './ingest-support.js';

/**
 * A post's plan place is taken beside its rate-limit write, so a post the rate limit refuses took one too and gives
 * it back: under a burst from zero the quota stays exact, a refused submitter consumes no place, a release retried
 * after a lost answer gives back once, and a release that fails leaves the post's answer and every stored
 * submission as they were, with one place counted until the period ends.
 */
let app: LocalApp;
const savedPlanLimits = process.env.PLAN_LIMITS;
/** Fails every release (a TransactWriteItems on a places shard) while on. */
const releaseFault = { on: false, failed: 0 };
let undoFault: (() => void) | undefined;

const isRelease = (operation: string, input: unknown) =>
  operation === 'TransactWriteItems' &&
  JSON.stringify((input as { TransactItems?: unknown }).TransactItems ?? []).includes('PLACES#');

beforeAll(async () => {
  // `pro` shrinks to 60 a month for this file; `free` keeps its 250.
  process.env.PLAN_LIMITS = JSON.stringify({ pro: { monthly_submissions: 60 } });
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  undoFault = dynamoDocumentClient().intercept(async ({ operation, input }, next) => {
    if (!releaseFault.on || !isRelease(operation, input)) return next();
    releaseFault.failed++;
    throw new InternalServerError({ message: 'Internal server error', $metadata: { httpStatusCode: 500 } });
  });
});
afterAll(async () => {
  undoFault?.();
  process.env.PLAN_LIMITS = savedPlanLimits;
  await app?.stop();
});

/** The places taken on every shard of the tenant's current period. */
async function placesTaken(tenantId: string, limit: number): Promise<number> {
  const period = usagePeriod(new Date());
  const taken = await Promise.all(
    Array.from({ length: placeShards(limit) }, async (_, shard) => {
      const { Item } = await app.runtime.table.client.send(
        new GetCommand({
          TableName: app.config.tableName,
          Key: planPlacesKey(tenantId, period, shard),
          ConsistentRead: true,
        }),
      );
      return Number(Item?.taken ?? 0);
    }),
  );
  return taken.reduce((a, b) => a + b, 0);
}

/**
 * One post per submitter a day. The windows are fixed (a day's starts at 00:00 UTC), so a burst that took seconds on a
 * loaded machine would cross a boundary of the default 30 s window one run in a few and let a second post through.
 */
const ONE_A_DAY = { limit: 1, window_seconds: 86_400, burst: 20, burst_window_seconds: 86_400 };

/**
 * `visitors` posts from as many addresses and `repeats` posts from one more address, all at once, to a fresh form
 * that allows each submitter one post a day.
 */
async function burst(plan: 'free' | 'pro', visitors: number, repeats: number) {
  const tenant = await createTestTenant(app, plan);
  const form = await createForm(app, tenant, { settings: { rate_limit: ONE_A_DAY } });
  const from = (ip: string, i: number) =>
    postJson(
      app,
      form.public_slug,
      { name: `Visitor ${i}`, email: `v${i}@example.com`, message: 'Hello' },
      { headers: { 'x-forwarded-for': ip } },
    );
  // The repeats go out first, while the plan still has places to take.
  const answers = await Promise.all([
    ...Array.from({ length: repeats }, (_, i) => from('203.0.113.9', visitors + i)),
    ...Array.from({ length: visitors }, (_, i) => from(`198.51.${(i >> 8) & 255}.${i & 255}`, i)),
  ]);
  const stored = (await formPartition(app, form.id)).filter((item) => String(item.SK).startsWith('SUB#'));
  const statuses = answers.map((a) => a.status);
  return { tenant, stored, statuses };
}

const count = (values: readonly unknown[], value: unknown) => values.filter((v) => v === value).length;

describe('plan places taken beside the rate-limit write', () => {
  it(
    '300 visitors and one submitter posting 40 times at once on a 250 plan: 250 unlocked, 51 locked, 39 refused',
    { timeout: 120_000 },
    async () => {
      const { tenant, stored, statuses } = await burst('free', 300, 40);
      expect(count(statuses, 201)).toBe(301);
      expect(count(statuses, 429)).toBe(39);
      expect(stored).toHaveLength(301);
      expect(stored.filter((s) => s.locked !== true)).toHaveLength(250);
      expect(await placesTaken(tenant.tenantId, 250)).toBe(250);
    },
  );

  it(
    'below the limit, the refused posts consume no place: 21 of 60 stored unlocked, 21 places taken',
    { timeout: 60_000 },
    async () => {
      const { tenant, stored, statuses } = await burst('pro', 20, 30);
      expect(count(statuses, 201)).toBe(21);
      expect(count(statuses, 429)).toBe(29);
      expect(stored.filter((s) => s.locked !== true)).toHaveLength(21);
      expect(await placesTaken(tenant.tenantId, 60)).toBe(21);
    },
  );

  it('a release retried after a lost answer, or after another taker took its holder slot, gives back once', async () => {
    const tenant = await createTestTenant(app, 'pro');
    const places = planPlaces(app.runtime.table);
    const claim: Omit<PlaceClaim, 'holder'> = {
      tenantId: tenant.tenantId,
      period: usagePeriod(new Date()),
      limit: 60,
      shard: 0,
    };
    const holders = Array.from({ length: 20 }, (_, i) => `sub_release_${i}`);
    for (const holder of holders) expect(await places.take({ ...claim, holder })).toBe(true);
    // Twenty holders over eight slots: most of the first ones' slots hold a later taker now.
    let lostAnswers = 0;
    const undo = dynamoDocumentClient().intercept(
      async ({ operation, input }, next) => {
        const result = await next();
        if (isRelease(operation, input) && lostAnswers++ % 2 === 0)
          throw new InternalServerError({ message: 'Internal server error', $metadata: { httpStatusCode: 500 } });
        return result;
      },
      { perAttempt: true },
    );
    try {
      for (const holder of holders.slice(0, 10)) {
        await places.release({ ...claim, holder });
        await places.release({ ...claim, holder });
      }
    } finally {
      undo();
    }
    expect(lostAnswers).toBeGreaterThanOrEqual(20);
    expect(await placesTaken(tenant.tenantId, 60)).toBe(10);
  });

  it(
    'a release that fails: the refusal still answered, nothing stored lost, the place counted until the period ends',
    { timeout: 60_000 },
    async () => {
      const errors: unknown[] = [];
      const logged = app.runtime.logger.error.bind(app.runtime.logger);
      app.runtime.logger.error = (message, fields) => {
        errors.push({ message, ...fields });
        logged(message, fields);
      };
      releaseFault.on = true;
      try {
        const { tenant, stored, statuses } = await burst('pro', 20, 10);
        expect(count(statuses, 201)).toBe(21);
        expect(count(statuses, 429)).toBe(9);
        expect(stored).toHaveLength(21);
        expect(stored.filter((s) => s.locked === true)).toHaveLength(0);
        expect(releaseFault.failed).toBeGreaterThanOrEqual(9);
        // Each refused post's place stays taken: 21 + 9 of the 60 (a later post past 51 others is stored locked).
        expect(await placesTaken(tenant.tenantId, 60)).toBe(30);
        expect(errors).toEqual(
          Array.from({ length: 9 }, () => expect.objectContaining({ message: 'plan place not given back' })),
        );
      } finally {
        releaseFault.on = false;
        app.runtime.logger.error = logged;
      }
    },
  );
});
