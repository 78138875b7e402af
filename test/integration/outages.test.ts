import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createExportsHandler } from '@services/exports/app.js';
import { exportsDeps } from '@services/exports/deps.js';
import { silentLogger } from '@shared/observability/log.js';
import { client, createTestTenant, startTestApp, testEndpoints, type TestTenant } from '@test/support/app.js';
import { exportPath, withServer } from '@test/support/data-requests.js';
import { relayStandIns, type Relay, type Relays } from '@test/support/outage.js';
import { trueCounters } from '@test/support/submissions.js';
import { pdfBytes, presignOne, putToSlot } from '@test/support/uploads.js';
import { createForm, NO_RATE_LIMIT, postForm, postJson, type TestForm } from './ingest-support.js';

/**
 * A dependency that is down is a 503 `dependency_unavailable` with `Retry-After`, never a 500, on the API,
 * the exports function and the public endpoint. The stand-ins sit behind relays this file takes down mid-test, so
 * the real SDK clients meet a real refused connection.
 */
let relays: Relays;
let app: LocalApp;
/** Same deployment, but ingest keeps the forms it read (as a warm Lambda does): the form is known when DynamoDB fails. */
let warm: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let form: TestForm;

beforeAll(async () => {
  relays = await relayStandIns(testEndpoints());
  const prefix = `t${randomBytes(4).toString('hex')}`;
  app = await startTestApp({ prefix, pollers: false, sweepIntervalMs: 0 });
  warm = await startTestApp({ prefix, pollers: false, sweepIntervalMs: 0, ingestCacheMs: 600_000 });
  call = client(app.baseUrl);
  a = await createTestTenant(app, 'pro');
  form = await createForm(app, a, {
    settings: { ...NO_RATE_LIMIT.settings, response: { error: { type: 'same_as_success' } } },
  });
});
afterAll(async () => {
  await Promise.all([relays.dynamodb.up(), relays.sqs.up(), relays.s3.up()]).catch(() => undefined);
  await app.stop();
  await warm.stop();
  await Promise.all(Object.values(relays).map((r: Relay) => r.close()));
});

/** Runs `during` with the relay down, always bringing it back. */
async function whileDown(relay: Relay, during: () => Promise<void>) {
  await relay.down();
  try {
    await during();
  } finally {
    await relay.up();
  }
}

const expect503 = (res: { status: number; headers: Headers; body?: { error?: { code?: string } } }, what: string) => {
  expect(res.status, what).toBe(503);
  expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
};

describe('DynamoDB unreachable', () => {
  it('API, exports and the public endpoint answer 503 with Retry-After, and work again once it is back', async () => {
    const exportHandler = createExportsHandler(exportsDeps(app.runtime, { logger: silentLogger }));
    const stored = await trueCounters(app, a.tenantId, form.id);
    await whileDown(relays.dynamodb, async () => {
      const list = await call('GET', '/v1/forms', { token: a.readKey });
      expect503(list, 'GET /v1/forms');
      expect(list.body.error).toMatchObject({ code: 'dependency_unavailable' });
      expect503(await call('PATCH', `/v1/forms/${form.id}`, { token: a.fullKey, body: { name: 'x' } }), 'PATCH');
      await withServer(exportHandler, async (exportCall) => {
        const res = await exportCall('GET', exportPath(form.id, 'a@example.com'), { token: a.readKey });
        expect503(res, 'export');
        expect(res.body.error.code).toBe('dependency_unavailable');
      });

      const fetchPost = await postJson(app, form.public_slug, { message: 'hi' });
      expect503(fetchPost, 'JSON post');
      expect(fetchPost.body.error.code).toBe('dependency_unavailable');

      const htmlPost = await postForm(app, form.public_slug, [['message', 'hi']], { accept: 'text/html' });
      expect503(htmlPost, 'HTML post');
      expect(htmlPost.headers.get('content-type')).toContain('text/html');
      expect(htmlPost.text).toMatch(/try again|send the form again/i);
    });

    expect((await call('GET', '/v1/forms', { token: a.readKey })).status).toBe(200);
    expect((await postJson(app, form.public_slug, { message: 'after' })).status).toBe(201);
    expect(await trueCounters(app, a.tenantId, form.id)).toEqual({
      stored: stored.stored + 1,
      unread: stored.unread + 1,
    });
  });

  it('a form known to a warm instance still gets the error page, never its success look-alike', async () => {
    expect((await postForm(warm, form.public_slug, [['message', 'warm up']], { accept: 'text/html' })).status).toBe(
      200,
    );
    await whileDown(relays.dynamodb, async () => {
      const res = await postForm(warm, form.public_slug, [['message', 'lost?']], { accept: 'text/html' });
      expect503(res, 'warm HTML post');
      expect(res.text).toMatch(/Nothing was saved/);
      const json = await postJson(warm, form.public_slug, { message: 'lost?' });
      expect503(json, 'warm JSON post');
      expect(json.body.error.code).toBe('dependency_unavailable');
    });
  });
});

describe('SQS unreachable', () => {
  it('redelivery (which only sends) answers 503; a submission is still stored, its event parked', async () => {
    const created = await postJson(app, form.public_slug, { message: 'before' });
    expect(created.status).toBe(201);
    await whileDown(relays.sqs, async () => {
      const res = await call('POST', `/v1/forms/${form.id}/submissions/${created.body.id}/redeliver`, {
        token: a.fullKey,
      });
      expect503(res, 'redeliver');
      expect(res.body.error.code).toBe('dependency_unavailable');
      const during = await postJson(app, form.public_slug, { message: 'while the queue is down' });
      expect(during.status).toBe(201);
      expect(
        (await call('GET', `/v1/forms/${form.id}/submissions/${during.body.id}`, { token: a.readKey })).status,
      ).toBe(200);
    });
  });
});

describe('S3 unreachable', () => {
  it('a large export and a submission finalizing uploads answer 503, storing nothing', async () => {
    const email = 'big@example.com';
    expect((await postJson(app, form.public_slug, { email, message: 'x'.repeat(600) })).status).toBe(201);
    const exportHandler = createExportsHandler(
      exportsDeps(app.runtime, { logger: silentLogger, inlineLimitBytes: 256 }),
    );
    const bytes = pdfBytes();
    const slot = await presignOne(app, form.public_slug, bytes);
    expect(await putToSlot(slot, bytes)).toBe(200);
    const before = await trueCounters(app, a.tenantId, form.id);

    await whileDown(relays.s3, async () => {
      await withServer(exportHandler, async (exportCall) => {
        expect503(await exportCall('GET', exportPath(form.id, email), { token: a.readKey }), 'large export');
      });
      const res = await postJson(app, form.public_slug, { message: 'with file', _uploads: [slot.key] });
      expect503(res, 'submit with _uploads');
      expect(res.body.error.code).toBe('dependency_unavailable');
    });
    expect(await trueCounters(app, a.tenantId, form.id)).toEqual(before);
    const retried = await postJson(app, form.public_slug, { message: 'with file', _uploads: [slot.key] });
    expect(retried.status, retried.text).toBe(201);
  });
});
