import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { createTenant } from '@services/api/use-cases/tenants.js';
import { createSweeper, sweepDeps } from '@services/ingest/sweeper.js';
import { unlockLockedSubmissions } from '@services/ingest/use-cases/unlock.js';
import type { PlanName } from '@shared/domain/plans.js';
import { usagePeriod } from '@shared/domain/usage.js';
import { silentLogger } from '@shared/observability/log.js';
import { runAdmin } from '@test/support/admin-cli.js';
import { client, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers, quietPeriod } from '@test/support/delivery.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';
import { createForm, NO_RATE_LIMIT, postJson, receiveEvents, type TestForm } from './ingest-support.js';

/**
 * Over-quota submissions are stored locked; the sweeper unlocks them, oldest first and within the plan, once the
 * tenant has room again (its plan grew, or a new period began), and their deliveries then run.
 */
const savedPlanLimits = process.env.PLAN_LIMITS;
/** `live` runs the delivery pipeline; `quiet` has no pollers, so tests read the events queue themselves. */
let live: LocalApp;
let quiet: LocalApp;
let receiver: Receiver;

beforeAll(async () => {
  process.env.PLAN_LIMITS = JSON.stringify({ free: { monthly_submissions: 2 }, pro: { monthly_submissions: 4 } });
  [live, quiet] = await Promise.all([
    startTestApp({ sweepIntervalMs: 0, config: { deliverySchedule: [1, 1, 1] } }),
    startTestApp({ sweepIntervalMs: 0, pollers: false }),
  ]);
  receiver = await startReceiver();
});
afterAll(async () => {
  process.env.PLAN_LIMITS = savedPlanLimits;
  await Promise.all([live?.stop(), quiet?.stop(), receiver?.close()]);
});

async function tenantOn(app: LocalApp, plan: PlanName = 'free') {
  const ports = { ...app.deps.stores, now: app.deps.now };
  const owner = uniqueAddress('owner');
  const t = await createTenant(ports, { name: 'Small shop', plan, ownerEmail: owner });
  const { token } = await issueCredential(ports, { tenantId: t.id, kind: 'api_key', name: 'k', scope: 'full' });
  return { owner, tenant: { tenantId: t.id, fullKey: token, readKey: token, session: token } as TestTenant };
}

/** Posts `count` submissions one after another (so ids are in arrival order); returns their ids. */
async function postMany(app: LocalApp, slug: string, count: number, from = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = from; i < from + count; i++) {
    const res = await postJson(app, slug, { message: `hello ${i}` });
    expect(res.status, res.text).toBe(201);
    ids.push(res.body.id);
  }
  return ids;
}

async function lockedIds(app: LocalApp, t: TestTenant, formId: string, filter = 'all'): Promise<string[]> {
  const res = await client(app.baseUrl)('GET', `/v1/forms/${formId}/submissions?limit=100&status=${filter}`, {
    token: t.fullKey,
  });
  expect(res.status, res.text).toBe(200);
  return (res.body.items as { id: string; locked: boolean }[])
    .filter((s) => s.locked)
    .map((s) => s.id)
    .sort();
}

const getOne = async (app: LocalApp, t: TestTenant, formId: string, id: string) =>
  (await client(app.baseUrl)('GET', `/v1/forms/${formId}/submissions/${id}`, { token: t.fullKey })).body;

/** The first instant of the month `months` after the current one (UTC). */
function monthsAhead(months: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1, 0, 0, 5));
}

/** The app's sweeper with its clock set to `at` (a scheduled run in a later period). */
const sweepAt = (app: LocalApp, at: Date) =>
  sweepDeps(app.runtime, { now: () => at, logger: silentLogger, mailer: app.deps.mailer });

const tenantBacklogs = async (app: LocalApp, tenantId: string) =>
  (await app.deps.stores.usage.lockedBacklogs(1000)).filter((b) => b.tenantId === tenantId);

describe('the plan grows', () => {
  it('unlocks the oldest locked submissions up to the new limit; their fields show and their webhooks arrive', async () => {
    const { tenant } = await tenantOn(live);
    const h = deliveryHelpers(live, tenant);
    const hook = await h.formWithWebhook(receiver);
    const ids = await postMany(live, hook.slug, 5);
    await receiver.waitFor(2);
    expect(await lockedIds(live, tenant, hook.formId)).toEqual(ids.slice(2).sort());
    expect(await getOne(live, tenant, hook.formId, ids[2]!)).toMatchObject({
      locked: true,
      locked_reason: 'quota_exceeded',
      fields: {},
    });

    await live.sweep(); // no room yet: nothing changes
    await quietPeriod(1500);
    expect(receiver.requests).toHaveLength(2);
    expect(await lockedIds(live, tenant, hook.formId)).toHaveLength(3);

    const changed = await runAdmin(live, 'tenant', 'plan', '--tenant', tenant.tenantId, '--plan', 'pro');
    expect(changed).toEqual({ code: 0, out: { id: tenant.tenantId, plan: 'pro' } });
    await live.sweep();
    // pro allows 4: the two oldest locked ones unlock, the newest stays locked.
    expect(await lockedIds(live, tenant, hook.formId)).toEqual([ids[4]]);
    expect(await getOne(live, tenant, hook.formId, ids[2]!)).toMatchObject({
      locked: false,
      locked_reason: null,
      fields: { message: 'hello 2' },
    });
    const delivered = (await receiver.waitFor(4)).slice(2).map((r) => JSON.parse(r.body));
    expect(delivered.map((p) => p.data.submission.id).sort()).toEqual([ids[2], ids[3]]);
    expect(delivered.every((p) => p.type === 'submission.created' && p.data.submission.locked === false)).toBe(true);
    expect(delivered.map((p) => p.data.submission.fields.message).sort()).toEqual(['hello 2', 'hello 3']);
    // Same period: they were counted when stored, so the count does not grow again.
    const usage = await h.call('GET', '/v1/usage', { token: tenant.fullKey });
    expect(usage.body).toMatchObject({ plan: 'pro', submissions: 5, limit: 4, throttled: true });

    await live.deps.stores.tenants.setPlan(tenant.tenantId, 'enterprise');
    await live.sweep();
    expect(await lockedIds(live, tenant, hook.formId)).toEqual([]);
    expect(JSON.parse((await receiver.waitFor(5))[4]!.body).data.submission.id).toBe(ids[4]);
    expect(await tenantBacklogs(live, tenant.tenantId)).toEqual([]);
    expect((await h.call('GET', '/v1/usage', { token: tenant.fullKey })).body).toMatchObject({
      plan: 'enterprise',
      limit: 0,
      throttled: false,
    });
    await live.sweep();
    await quietPeriod(1500);
    expect(receiver.requests).toHaveLength(5);
  }, 60_000);

  it('runs the owner e-mail of an unlocked submission', async () => {
    const { tenant } = await tenantOn(live);
    const notify = uniqueAddress('notify');
    const form = await createForm(live, tenant, { ...NO_RATE_LIMIT, notify_emails: [notify] });
    const ids = await postMany(live, form.public_slug, 3);
    expect(await waitForMail(notify, 2)).toHaveLength(2);
    expect(await lockedIds(live, tenant, form.id)).toEqual([ids[2]]);
    await quietPeriod(1000);
    expect(await waitForMail(notify, 3, 0)).toHaveLength(2);

    await live.deps.stores.tenants.setPlan(tenant.tenantId, 'pro');
    await live.sweep();
    const mails = await waitForMail(notify, 3);
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => `${m.body.text ?? ''}${m.body.html ?? ''}`.includes('hello 2'))).toHaveLength(1);
  }, 60_000);

  it('refuses an unknown plan and an unknown tenant', async () => {
    const { tenant } = await tenantOn(live);
    const bad = await runAdmin(live, 'tenant', 'plan', '--tenant', tenant.tenantId, '--plan', 'platinum');
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--plan must be one of');
    expect((await runAdmin(live, 'tenant', 'plan', '--tenant', tenant.tenantId)).out).toContain('--plan is required');
    expect(
      (await runAdmin(live, 'tenant', 'plan', '--tenant', 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s', '--plan', 'pro')).out,
    ).toContain('not found');
  }, 60_000);
});

describe('a new period begins', () => {
  let tenant: TestTenant;
  let form: TestForm;
  let ids: string[];

  beforeAll(async () => {
    ({ tenant } = await tenantOn(quiet));
    form = await createForm(quiet, tenant, NO_RATE_LIMIT);
    ids = await postMany(quiet, form.public_slug, 6);
    await receiveEvents(quiet, (e) => e.form_id === form.id, 2); // the two accepted ones
    await quiet.settle(); // the stream consumer has put the locked ones in the backlog the sweeper reads
  });

  it('unlocks up to the new limit, oldest first, counts them in the new period and queues their events', async () => {
    const next = monthsAhead(1);
    await createSweeper(sweepAt(quiet, next))();
    expect(await lockedIds(quiet, tenant, form.id)).toEqual(ids.slice(4).sort());
    const events = await receiveEvents(quiet, (e) => e.form_id === form.id, 3, 3000);
    expect(events.map((e) => [e.type, e.submission_id]).sort()).toEqual([
      ['submission.created', ids[2]],
      ['submission.created', ids[3]],
    ]);
    const counter = await quiet.deps.stores.usage.get(tenant.tenantId, usagePeriod(next));
    expect(counter).toMatchObject({
      submissions: 2,
      unlocked: 2,
      throttled: true,
      notified80: true,
      notified100: true,
    });
    // The period they were received in keeps its count.
    expect((await quiet.deps.stores.usage.get(tenant.tenantId, usagePeriod(new Date()))).submissions).toBe(6);
  });

  it('leaves the rest locked until the following period, then clears the backlog', async () => {
    const next = monthsAhead(1);
    expect((await unlockLockedSubmissions(sweepAt(quiet, next))).unlocked).toBe(0);
    const later = monthsAhead(2);
    expect(await unlockLockedSubmissions(sweepAt(quiet, later))).toMatchObject({ unlocked: 2, failed: 0 });
    expect(await lockedIds(quiet, tenant, form.id)).toEqual([]);
    expect((await getOne(quiet, tenant, form.id, ids[5]!)).fields).toEqual({ message: 'hello 5' });
    expect(await tenantBacklogs(quiet, tenant.tenantId)).toEqual([]);
    expect((await unlockLockedSubmissions(sweepAt(quiet, later))).unlocked).toBe(0);
  });
});

describe('concurrency and deletion', () => {
  it('two concurrent sweeps unlock each submission exactly once and never past the limit', async () => {
    const { tenant } = await tenantOn(quiet);
    const form = await createForm(quiet, tenant, NO_RATE_LIMIT);
    const ids = await postMany(quiet, form.public_slug, 8);
    await receiveEvents(quiet, (e) => e.form_id === form.id, 2);
    await quiet.settle();
    const next = monthsAhead(1);

    const first = await Promise.all([
      unlockLockedSubmissions(sweepAt(quiet, next)),
      unlockLockedSubmissions(sweepAt(quiet, next)),
    ]);
    expect(first[0].unlocked + first[1].unlocked).toBe(2);
    expect(await lockedIds(quiet, tenant, form.id)).toEqual(ids.slice(4).sort());

    await quiet.deps.stores.tenants.setPlan(tenant.tenantId, 'enterprise');
    const second = await Promise.all([
      unlockLockedSubmissions(sweepAt(quiet, next)),
      unlockLockedSubmissions(sweepAt(quiet, next)),
    ]);
    expect(second[0].unlocked + second[1].unlocked).toBe(4);
    expect(await lockedIds(quiet, tenant, form.id)).toEqual([]);

    const events = await receiveEvents(quiet, (e) => e.form_id === form.id, 7, 4000);
    expect(events.map((e) => e.submission_id).sort()).toEqual(ids.slice(2).sort());
    expect(await quiet.deps.stores.usage.get(tenant.tenantId, usagePeriod(next))).toMatchObject({
      submissions: 6,
      unlocked: 6,
    });
  }, 60_000);

  it('skips a locked submission deleted for good and unlocks a trashed one without delivering it', async () => {
    const { tenant } = await tenantOn(quiet);
    const call = client(quiet.baseUrl);
    const form = await createForm(quiet, tenant, NO_RATE_LIMIT);
    const [, , purged, trashed, kept] = await postMany(quiet, form.public_slug, 5);
    await receiveEvents(quiet, (e) => e.form_id === form.id, 2);
    await quiet.settle();
    for (const [id, times] of [
      [purged, 2],
      [trashed, 1],
    ] as const) {
      for (let i = 0; i < times; i++) {
        expect((await call('DELETE', `/v1/forms/${form.id}/submissions/${id}`, { token: tenant.fullKey })).status).toBe(
          204,
        );
      }
    }
    await receiveEvents(quiet, (e) => e.form_id === form.id, 2, 1500); // the trash announcement(s)
    await quiet.settle();

    await quiet.deps.stores.tenants.setPlan(tenant.tenantId, 'pro');
    // pro allows 4: two places left, taken by the trashed and the kept one; the purged one is only dropped.
    expect(await unlockLockedSubmissions(sweepAt(quiet, new Date()))).toMatchObject({ unlocked: 2, removed: 1 });
    expect(await getOne(quiet, tenant, form.id, trashed!)).toMatchObject({
      locked: false,
      deleted_at: expect.any(String),
      fields: { message: 'hello 3' },
    });
    expect(await getOne(quiet, tenant, form.id, kept!)).toMatchObject({
      locked: false,
      fields: { message: 'hello 4' },
    });
    const events = await receiveEvents(quiet, (e) => e.form_id === form.id && e.type === 'submission.created', 2, 3000);
    expect(events.map((e) => e.submission_id)).toEqual([kept]);
    expect((await quiet.deps.stores.usage.get(tenant.tenantId, usagePeriod(new Date()))).unlocked).toBe(4);
    expect(await tenantBacklogs(quiet, tenant.tenantId)).toEqual([]);
  }, 60_000);
});
