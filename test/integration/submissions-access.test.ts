import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, COUNTS_SETTLE_MS, formCounters, seed, trueCounters } from '@test/support/submissions.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app, 'pro'), createTestTenant(app)]);
});
afterAll(() => app.stop());

describe('bulk over many transactions', () => {
  it('changes 150 submissions in chunks and keeps the counters exact', async () => {
    const formId = await createForm(app, a.fullKey);
    const subs = await seed(app, a.tenantId, formId, 150);
    const bulk = (action: string) =>
      call('POST', `/v1/forms/${formId}/submissions/bulk`, {
        token: a.fullKey,
        body: { action, ids: subs.map((s) => s.id) },
      });
    expect((await bulk('archive')).body).toEqual({ updated: 150 });
    expect((await bulk('delete')).body).toEqual({ updated: 150 });
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 150, unread: 0 });
    expect((await bulk('restore')).body).toEqual({ updated: 150 });
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 150, unread: 150 });
    await bulk('delete');
    expect((await bulk('delete')).body).toEqual({ updated: 150 });
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 0, unread: 0 });
    expect(await trueCounters(app, a.tenantId, formId)).toEqual({ stored: 0, unread: 0 });
    // Six bulk calls and three waits for the stream-fed counters: slow on a loaded 2-core machine, not wrong.
  }, 120_000);
});

describe('access', () => {
  it("answers 404 on every route for another tenant's form or submission", async () => {
    const formId = await createForm(app, a.fullKey);
    const [s] = await seed(app, a.tenantId, formId, 1);
    const bForm = await createForm(app, b.fullKey);
    const sub = `/v1/forms/${formId}/submissions/${s!.id}`;
    const routes: [string, string, unknown?][] = [
      ['GET', `/v1/forms/${formId}/submissions`],
      ['GET', `/v1/forms/${formId}/submissions/stats`],
      ['GET', sub],
      ['PATCH', sub, { starred: true }],
      ['DELETE', sub],
      ['POST', `${sub}/redeliver`],
      ['POST', `/v1/forms/${formId}/submissions/bulk`, { action: 'archive', ids: [s!.id] }],
      ['GET', `/v1/forms/${bForm}/submissions/${s!.id}`],
      ['DELETE', `/v1/forms/${bForm}/submissions/${s!.id}`],
    ];
    for (const [method, path, body] of routes) {
      const res = await call(method, path, { token: b.fullKey, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await call('GET', sub, { token: a.fullKey })).body).toMatchObject({ starred: false, deleted_at: null });
    await expect
      .poll(() => formCounters(app, a.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 0 });
  });

  it('lets a read key GET but not change anything', async () => {
    const formId = await createForm(app, a.fullKey);
    const [s] = await seed(app, a.tenantId, formId, 1);
    const sub = `/v1/forms/${formId}/submissions/${s!.id}`;
    expect((await call('GET', sub, { token: a.readKey })).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', sub, { starred: true }],
      ['DELETE', sub, undefined],
      ['POST', `${sub}/redeliver`, undefined],
      ['POST', `/v1/forms/${formId}/submissions/bulk`, { action: 'archive', ids: [s!.id] }],
    ] as const) {
      const res = await call(method, path, { token: a.readKey, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('insufficient_scope');
    }
  });

  it('answers 400 invalid_id for malformed ids naming the parameter', async () => {
    const formId = await createForm(app, a.fullKey);
    const bad = await call('GET', `/v1/forms/${formId}/submissions/sub_nope`, { token: a.fullKey });
    expect(bad.body.error).toMatchObject({ code: 'invalid_id', field: 'sid' });
    const badForm = await call('GET', `/v1/forms/frm_nope/submissions`, { token: a.fullKey });
    expect(badForm.body.error).toMatchObject({ code: 'invalid_id', field: 'id' });
  });
});
