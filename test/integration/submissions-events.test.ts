import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { newId } from '@shared/domain/ids.js';
import { client, createTestTenant, startTestApp, testEndpoints, type TestTenant } from '@test/support/app.js';
import { createForm, drainEvents, COUNTS_SETTLE_MS, formCounters, seed } from '@test/support/submissions.js';
import { s3Client } from '@test/support/s3.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  a = await createTestTenant(app, 'pro');
});
afterAll(() => app.stop());

const queue = () => app.config.eventsQueueUrl;

describe('events', () => {
  it('redeliver puts a fresh submission.created on the events queue', async () => {
    const formId = await createForm(app, a.fullKey);
    const [s] = await seed(app, a.tenantId, formId, 1);
    await app.settle(); // the table stream announced the seeded submissions
    await drainEvents(queue());
    const res = await call('POST', `/v1/forms/${formId}/submissions/${s!.id}/redeliver`, { token: a.fullKey });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ enqueued: 1 });
    const again = await call('POST', `/v1/forms/${formId}/submissions/${s!.id}/redeliver`, { token: a.fullKey });
    const events = await drainEvents(queue(), 2);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'submission.created',
        created_at: expect.any(String),
        tenant_id: a.tenantId,
        form_id: formId,
        submission_id: s!.id,
      });
    }
    expect(events[0]!.id).not.toBe(events[1]!.id);
    expect(again.body).toEqual({ enqueued: 1 });
  });

  it('bulk redeliver batches one event per deliverable submission, skipping trashed and locked ones', async () => {
    const formId = await createForm(app, a.fullKey);
    const subs = await seed(app, a.tenantId, formId, 25, (i) =>
      i === 3 ? { locked: true, lockedReason: 'quota_exceeded' } : {},
    );
    await call('DELETE', `/v1/forms/${formId}/submissions/${subs[4]!.id}`, { token: a.fullKey });
    await app.settle(); // the table stream announced the seeded submissions
    await drainEvents(queue());
    const res = await call('POST', `/v1/forms/${formId}/submissions/bulk`, {
      token: a.fullKey,
      body: { action: 'redeliver', ids: [...subs.map((s) => s.id), 'sub_01jd3k9v6g7b0x2m4n5p8q1r2s'] },
    });
    expect(res.body).toEqual({ enqueued: 23 });
    const events = await drainEvents(queue(), 23);
    expect(events.map((e) => e.submission_id).sort()).toEqual(
      subs
        .filter((_, i) => i !== 3 && i !== 4)
        .map((s) => s.id)
        .sort(),
    );
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['submission.created']));
    const locked = await call('POST', `/v1/forms/${formId}/submissions/${subs[3]!.id}/redeliver`, { token: a.fullKey });
    expect(locked.body).toEqual({ enqueued: 0 });
  });

  it('announces status changes as submission.updated and trashing as submission.deleted, once each', async () => {
    const formId = await createForm(app, a.fullKey);
    const subs = await seed(app, a.tenantId, formId, 3);
    await app.settle(); // the table stream announced the seeded submissions
    await drainEvents(queue());
    const path = (i: number) => `/v1/forms/${formId}/submissions/${subs[i]!.id}`;
    await call('PATCH', path(0), { token: a.fullKey, body: { status: 'verified' } });
    await call('PATCH', path(0), { token: a.fullKey, body: { status: 'verified', starred: true } }); // no status change
    await call('GET', path(1), { token: a.fullKey });
    await call('DELETE', path(1), { token: a.fullKey });
    await call('DELETE', path(1), { token: a.fullKey }); // purge: already announced
    await call('POST', `/v1/forms/${formId}/submissions/bulk`, {
      token: a.fullKey,
      body: { action: 'mark_spam', ids: subs.map((s) => s.id) },
    });
    const events = await drainEvents(queue(), 4);
    const summary = events.map((e) => `${e.type} ${subs.findIndex((s) => s.id === e.submission_id)}`).sort();
    expect(summary).toEqual([
      'submission.deleted 1',
      'submission.updated 0',
      'submission.updated 0',
      'submission.updated 2',
    ]);
  });
});

describe('permanent delete', () => {
  it("removes the submission's files from the bucket", async () => {
    const formId = await createForm(app, a.fullKey);
    const s3 = s3Client();
    const key = `uploads/${formId}/${newId('file')}/cv.pdf`;
    await s3.send(new PutObjectCommand({ Bucket: app.config.bucketName, Key: key, Body: 'pdf bytes' }));
    const at = new Date().toISOString();
    const file = {
      id: newId('file'),
      fieldName: 'cv',
      originalName: 'cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: 9,
      status: 'finalized' as const,
      createdAt: at,
      finalizedAt: at,
      storageKey: key,
    };
    const [s] = await seed(app, a.tenantId, formId, 1, () => ({ files: [file] }));
    const path = `/v1/forms/${formId}/submissions/${s!.id}`;
    const shown = await call('GET', path, { token: a.fullKey });
    expect(shown.body.files).toEqual([
      {
        id: file.id,
        field_name: 'cv',
        original_name: 'cv.pdf',
        content_type: 'application/pdf',
        size_bytes: 9,
        status: 'finalized',
        created_at: at,
        finalized_at: at,
      },
    ]);
    await call('DELETE', path, { token: a.fullKey });
    expect((await s3.send(new GetObjectCommand({ Bucket: app.config.bucketName, Key: key }))).ContentLength).toBe(9);
    await call('DELETE', path, { token: a.fullKey });
    await expect(s3.send(new GetObjectCommand({ Bucket: app.config.bucketName, Key: key }))).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });
});

describe('stats', () => {
  it('counts submissions per UTC day over the requested window', async () => {
    const formId = await createForm(app, a.fullKey);
    const day = 86_400_000;
    const now = Date.now();
    await seed(app, a.tenantId, formId, 6, (i) => ({
      createdAt: new Date(now - [0, 0, 1, 3, 3, 9][i]! * day).toISOString(),
    }));
    const res = await call('GET', `/v1/forms/${formId}/submissions/stats?days=7`, { token: a.readKey });
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(7);
    expect(res.body.total).toBe(5);
    expect(res.body.points).toHaveLength(7);
    const today = new Date(now).toISOString().slice(0, 10);
    const dayOf = (ago: number) => new Date(now - ago * day).toISOString().slice(0, 10);
    expect(res.body.points.at(-1)).toEqual({ date: today, count: 2 });
    expect(res.body.points.find((p: { date: string }) => p.date === dayOf(3)).count).toBe(2);
    expect((await call('GET', `/v1/forms/${formId}/submissions/stats`, { token: a.readKey })).body.total).toBe(6);
    const bad = await call('GET', `/v1/forms/${formId}/submissions/stats?days=0`, { token: a.readKey });
    expect(bad.body.error).toMatchObject({ code: 'validation_error', field: 'days' });
  });
});

describe('when the events queue fails', () => {
  let broken: LocalApp;
  beforeAll(async () => {
    broken = await startTestApp({
      pollers: false,
      sweepIntervalMs: 0,
      config: { eventsQueueUrl: `${testEndpoints().sqs}/000000000000/missing` },
    });
  });
  afterAll(() => broken.stop());

  it('still applies changes (the event loss is logged) and answers 503 to a redelivery', async () => {
    const t = await createTestTenant(broken);
    const brokenCall = client(broken.baseUrl);
    const formId = await createForm(broken, t.fullKey);
    const [s] = await seed(broken, t.tenantId, formId, 1);
    const path = `/v1/forms/${formId}/submissions/${s!.id}`;
    expect((await brokenCall('PATCH', path, { token: t.fullKey, body: { status: 'spam' } })).body.status).toBe('spam');
    expect((await brokenCall('DELETE', path, { token: t.fullKey })).status).toBe(204);
    await expect
      .poll(() => formCounters(broken, t.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 0 });
    const redeliver = await brokenCall('POST', `/v1/forms/${formId}/submissions/bulk`, {
      token: t.fullKey,
      body: { action: 'redeliver', ids: [s!.id] },
    });
    expect(redeliver.body).toEqual({ enqueued: 0 }); // trashed: nothing to send
    await brokenCall('POST', `/v1/forms/${formId}/submissions/bulk`, {
      token: t.fullKey,
      body: { action: 'restore', ids: [s!.id] },
    });
    const res = await brokenCall('POST', `${path}/redeliver`, { token: t.fullKey });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('dependency_unavailable');
  });
});
