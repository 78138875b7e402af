import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { freePort, startDynamo } from '@local/emulators.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, NO_RATE_LIMIT, postForm, postJson, type TestForm } from './ingest-support.js';

/**
 * A hung DynamoDB (its process stopped with SIGSTOP: connections are accepted, nothing is answered) is a 503 with
 * `Retry-After` within 5 s on the API and on the public endpoint, and everything works again once it resumes. This
 * file runs its own DynamoDB Local, so stopping it leaves every other test file alone.
 */
// The production bound (the suite raises it for load): this file's client is created after this line runs.
process.env.SDK_SILENCE_TIMEOUT_MS = '3000';

let dynamo: Awaited<ReturnType<typeof startDynamo>>;
let app: LocalApp;
let call: ReturnType<typeof client>;
let tenant: TestTenant;
let form: TestForm;

beforeAll(async () => {
  dynamo = await startDynamo(await freePort(), undefined);
  app = await startTestApp({
    prefix: `t${randomBytes(4).toString('hex')}`,
    endpoints: { dynamodb: dynamo.url },
    pollers: false,
    tableStream: false,
    sweepIntervalMs: 0,
  });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app, 'pro');
  form = await createForm(app, tenant, NO_RATE_LIMIT);
}, 60_000);
afterAll(async () => {
  if (dynamo) process.kill(dynamo.pid, 'SIGCONT');
  await app?.stop();
  await dynamo?.stop();
});

/** Runs `during` with DynamoDB Local stopped, always resuming it. */
async function whileHung(during: () => Promise<void>) {
  process.kill(dynamo.pid, 'SIGSTOP');
  try {
    await during();
  } finally {
    process.kill(dynamo.pid, 'SIGCONT');
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await work();
  return { res, ms: performance.now() - started };
}

describe('DynamoDB hung mid-flight', () => {
  it('API and public endpoint answer 503 with Retry-After in under 5 s, then work again', async () => {
    await whileHung(async () => {
      const answers = await Promise.all([
        timed(() => call('GET', '/v1/forms', { token: tenant.readKey })),
        timed(() => postJson(app, form.public_slug, { message: 'while hung' })),
        timed(() => postForm(app, form.public_slug, [['message', 'while hung']], { accept: 'text/html' })),
      ]);
      for (const [i, { res, ms }] of answers.entries()) {
        expect(res.status, `answer ${i}`).toBe(503);
        expect(Number(res.headers.get('retry-after')), `answer ${i}`).toBeGreaterThan(0);
        expect(ms, `answer ${i}`).toBeLessThan(5000);
      }
      expect(answers[0]!.res.body.error.code).toBe('dependency_unavailable');
      expect(answers[1]!.res.body.error.code).toBe('dependency_unavailable');
      expect(answers[2]!.res.text).toMatch(/Nothing was saved/);
    });
    expect((await call('GET', '/v1/forms', { token: tenant.readKey })).status).toBe(200);
    expect((await postJson(app, form.public_slug, { message: 'after' })).status).toBe(201);
  });
});
