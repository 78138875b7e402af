import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { create as createSubmissionsApi } from '@services/api/handlers/submissions.js';
import { silentLogger } from '@shared/observability/log.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { dataRequests, fileOf, objectExists, withServer } from '@test/support/data-requests.js';
import { drainEvents, COUNTS_SETTLE_MS, formCounters, seed, trueCounters } from '@test/support/submissions.js';
import { startReceiver } from '@test/support/webhook-receiver.js';
import { s3Client } from '@test/support/s3.js';
import { createForm, NO_RATE_LIMIT, postJson } from './ingest-support.js';

/** `POST /v1/forms/{id}/data-requests/erase` through HTTP, checked through the export, the API, S3 and the queue. */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let exportCsv: DataRequests['exportCsv'];
let erase: DataRequests['erase'];
let submit: DataRequests['submit'];
let liveForm: DataRequests['liveForm'];

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  [a, b] = await Promise.all([createTestTenant(app, 'pro'), createTestTenant(app, 'pro')]);
  ({ call, exportCsv, erase, submit, liveForm } = dataRequests(app, a));
});
afterAll(() => app.stop());

type DataRequests = ReturnType<typeof dataRequests>;

describe('erase', () => {
  it("deletes every one of the subject's submissions for good, files included, and keeps the counters true", async () => {
    const form = await liveForm();
    const read = await submit(form, { email: 'Mary@Example.com', message: 'read by the owner' });
    const trashed = await submit(form, { email: 'mary@example.com', message: 'in trash' });
    const kept = await submit(form, { email: 'grace@example.com', message: 'not hers' });
    expect((await call('GET', `/v1/forms/${form.id}/submissions/${read}`, { token: a.readKey })).status).toBe(200);
    expect((await call('DELETE', `/v1/forms/${form.id}/submissions/${trashed}`, { token: a.fullKey })).status).toBe(
      204,
    );
    const fileKey = `uploads/${form.id}/${randomUUID()}/cv.pdf`;
    await s3Client().send(new PutObjectCommand({ Bucket: app.config.bucketName, Key: fileKey, Body: '%PDF-1.4 fake' }));
    const [withFile] = await seed(app, a.tenantId, form.id, 1, () => ({
      submitterEmail: 'MARY@example.com',
      locked: true,
      lockedReason: 'quota_exceeded',
      fields: { email: 'MARY@example.com', message: 'locked, with a file' },
      files: [fileOf(fileKey)],
    }));
    await expect
      .poll(() => formCounters(app, a.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 4, unread: 2 });
    const before = await exportCsv(form.id, 'mary@example.com');
    expect(before.records.map((r) => r.id)).toEqual([read, trashed, withFile!.id]);
    expect(before.records[2]!.files).toBe('cv: cv.pdf');

    await app.settle();
    await drainEvents(app.config.eventsQueueUrl); // the events of the set-up (pollers are off in this file)
    const res = await erase(form.id, '  mARY@example.COM ');

    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ erased: 3 });
    await expect
      .poll(() => formCounters(app, a.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 1 });
    expect(await trueCounters(app, a.tenantId, form.id)).toEqual({ stored: 1, unread: 1 });
    expect((await exportCsv(form.id, 'mary@example.com')).records).toEqual([]);
    for (const id of [read, trashed, withFile!.id]) {
      expect((await call('GET', `/v1/forms/${form.id}/submissions/${id}`, { token: a.readKey })).status).toBe(404);
    }
    expect(await objectExists(app, fileKey)).toBe(false);
    const other = await call('GET', `/v1/forms/${form.id}/submissions/${kept}`, { token: a.readKey });
    expect(other.body.fields).toEqual({ email: 'grace@example.com', message: 'not hers' });
    expect((await exportCsv(form.id, 'grace@example.com')).records.map((r) => r.id)).toEqual([kept]);
    // Receivers hear of the one they may have been sent: the trashed one was announced when trashed, the locked one
    // was never delivered.
    const events = (await drainEvents(app.config.eventsQueueUrl, 1)).filter((e) => e.form_id === form.id);
    expect(events.map((e) => [e.type, e.submission_id])).toEqual([['submission.deleted', read]]);
    expect((await erase(form.id, 'mary@example.com')).body).toEqual({ erased: 0 });
  });

  it('erases nothing when the files cannot be deleted (503), and a retry finishes the job', async () => {
    const form = await liveForm();
    const fileKey = `uploads/${form.id}/${randomUUID()}/cv.pdf`;
    await s3Client().send(new PutObjectCommand({ Bucket: app.config.bucketName, Key: fileKey, Body: '%PDF-1.4 fake' }));
    const [stored] = await seed(app, a.tenantId, form.id, 1, () => ({
      submitterEmail: 'sam@example.com',
      files: [fileOf(fileKey)],
    }));
    const failingFiles = { deleteObjects: () => Promise.reject(new Error('injected: S3 refuses the delete')) };
    const api = createSubmissionsApi(app.runtime, { logger: silentLogger, files: failingFiles });

    await withServer(api, async (call) => {
      const res = await call('POST', `/v1/forms/${form.id}/data-requests/erase`, {
        token: a.fullKey,
        body: { submitter_email: 'sam@example.com' },
      });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('dependency_unavailable');
    });
    expect((await exportCsv(form.id, 'sam@example.com')).records.map((r) => r.id)).toEqual([stored!.id]);
    await expect
      .poll(() => formCounters(app, a.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 1 });
    expect(await objectExists(app, fileKey)).toBe(true);

    expect((await erase(form.id, 'sam@example.com')).body).toEqual({ erased: 1 });
    expect(await objectExists(app, fileKey)).toBe(false);
    await expect
      .poll(() => formCounters(app, a.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 0, unread: 0 });
  });

  it("needs a full-scope key, refuses bad input naming the field, and cannot touch another tenant's form", async () => {
    const form = await liveForm();
    const id = await submit(form, { email: 'ada@example.com', message: 'mine' });

    const readOnly = await erase(form.id, 'ada@example.com', a.readKey);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error.code).toBe('insufficient_scope');
    const foreign = await erase(form.id, 'ada@example.com', b.fullKey);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'not_found', field: 'id' });
    const missing = await call('POST', `/v1/forms/${form.id}/data-requests/erase`, { token: a.fullKey, body: {} });
    expect(missing.body.error).toMatchObject({ code: 'validation_error', field: 'submitter_email' });
    const invalid = await erase(form.id, 'not an address');
    expect(invalid.body.error).toMatchObject({ code: 'validation_error', field: 'submitter_email' });
    const notText = await erase(form.id, 42);
    expect(notText.body.error).toMatchObject({ code: 'validation_error', field: 'submitter_email' });
    const unknown = await call('POST', `/v1/forms/${form.id}/data-requests/erase`, {
      token: a.fullKey,
      body: { submitter_email: 'ada@example.com', everything: true },
    });
    expect(unknown.body.error).toMatchObject({ code: 'unknown_field', field: 'everything' });

    expect((await exportCsv(form.id, 'ada@example.com')).records.map((r) => r.id)).toEqual([id]);
    await expect
      .poll(() => formCounters(app, a.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 1, unread: 1 });
  });
});

describe('erase, end to end through the delivery pipeline', () => {
  it('tells webhook receivers which submission was erased, and nothing of its content', async () => {
    const live = await startTestApp({ config: { deliverySchedule: [1, 1, 1] } });
    const receiver = await startReceiver();
    try {
      const owner = await createTestTenant(live, 'pro');
      const form = await createForm(live, owner, NO_RATE_LIMIT);
      const created = await client(live.baseUrl)('POST', `/v1/forms/${form.id}/webhooks`, {
        token: owner.fullKey,
        body: { url: receiver.url, events: ['submission.created', 'submission.deleted'] },
      });
      expect(created.status, created.text).toBe(201);
      const posted = await postJson(live, form.public_slug, { email: 'Erase.Me@example.com', message: 'secret text' });
      expect(posted.status, posted.text).toBe(201);
      await receiver.waitFor(1);

      const res = await client(live.baseUrl)('POST', `/v1/forms/${form.id}/data-requests/erase`, {
        token: owner.fullKey,
        body: { submitter_email: 'erase.me@example.com' },
      });
      expect(res.body).toEqual({ erased: 1 });

      const [createdCall, deletedCall] = await receiver.waitFor(2);
      const verify = (call: typeof createdCall) =>
        new Webhook(created.body.secret).verify(call!.body, call!.headers as Record<string, string>) as {
          type: string;
          data: { form_id: string; submission: Record<string, unknown> };
        };
      expect(verify(createdCall).data.submission.fields).toEqual({
        email: 'Erase.Me@example.com',
        message: 'secret text',
      });
      expect(verify(deletedCall)).toMatchObject({
        type: 'submission.deleted',
        data: { form_id: form.id, submission: { id: posted.body.id } },
      });
      expect(Object.keys(verify(deletedCall).data.submission)).toEqual(['id']);
      expect(deletedCall!.body).not.toMatch(/erase\.me|secret text/i);
    } finally {
      await receiver.close();
      await live.stop();
    }
  });
});
