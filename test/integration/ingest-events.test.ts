import { decodeFields } from '@shared/adapters/dynamo/submission-fields.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { sqsEventPublisher } from '@shared/adapters/sqs/events.js';
import type { EventPublisher } from '@shared/domain/events.js';
import type { SpamDecision, SpamInput, SpamJudge } from '@shared/domain/spam.js';
import { silentLogger, type Logger, type LogFields } from '@shared/observability/log.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import {
  createForm,
  formPartition,
  NO_RATE_LIMIT,
  postForm,
  postJson,
  rawSubmission,
  receiveEvents,
  type TestForm,
} from './ingest-support.js';

/** Fault injection: the events queue refuses the next `failures` sends, then works again. */
let failures = 0;
let app: LocalApp;
/** Submission ids of the events sent, in order. */
const published: string[] = [];
const flakyPublisher: EventPublisher = {
  async publish(events) {
    published.push(...events.map((e) => e.submission_id));
    if (failures > 0) {
      failures--;
      throw new Error('injected: queue unavailable');
    }
    await sqsEventPublisher(sqsSender(), app.config.eventsQueueUrl).publish(events);
  },
};

/** Replaces the judge's two-step answer for a test (the verdict after the refusals). */
let screenOverride: SpamJudge['screen'];

/** A spam stage standing in for the spam capability: decides on marker words, records what it was shown. */
const judged: SpamInput[] = [];
const judge: SpamJudge = {
  async screen(input, form) {
    if (screenOverride) return screenOverride(input, form);
    const decision = await judge.judge(input, form);
    return decision.kind === 'block' ? decision : { kind: 'pass', verdict: Promise.resolve(decision) };
  },
  async judge(input): Promise<SpamDecision> {
    judged.push(input);
    const text = JSON.stringify(input.fields);
    if (text.includes('BLOCKME')) return { kind: 'block', code: 'blocked', message: 'the submitter is blocked' };
    if (text.includes('NOCAPTCHA'))
      return { kind: 'block', code: 'captcha_failed', message: 'the CAPTCHA was not solved' };
    if (text.includes('casino'))
      return { kind: 'spam', score: 0.93, reasons: ['blocked_keyword:casino', 'link_density'] };
    return { kind: 'accept', score: 0.05, reasons: [] };
  },
};

const logLines: LogFields[] = [];
const capturingLogger: Logger = {
  ...silentLogger,
  info: (message, fields) => logLines.push({ message, ...fields }),
  error: (message, fields) => logLines.push({ message, ...fields }),
};

let tenant: TestTenant;
let call: ReturnType<typeof client>;
let form: TestForm;

beforeAll(async () => {
  app = await startTestApp({
    pollers: false,
    sweepIntervalMs: 0,
    ingest: { spam: judge, logger: capturingLogger },
    stream: { events: flakyPublisher },
  });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app);
  form = await createForm(app, tenant, NO_RATE_LIMIT);
});
afterAll(() => app?.stop());

describe('submission.created event', () => {
  it('reaches the events queue from the table stream, with the stored submission id', async () => {
    const res = await postJson(app, form.public_slug, { name: 'Ada' });
    expect(res.status).toBe(201);
    const [event] = await receiveEvents(app, (e) => e.submission_id === res.body.id, 1);
    const stored = await rawSubmission(app, form.id, res.body.id);
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'submission.created',
      created_at: stored!.created_at,
      tenant_id: tenant.tenantId,
      form_id: form.id,
      submission_id: res.body.id,
    });
    // A plain accepted post's line: ids and timing only. The method and path are in the access log under the same
    // request id, the tenant is the form's, and `received`, not locked, event queued are the usual values.
    expect(logLines.at(-1)).toEqual({
      message: 'request',
      request_id: expect.any(String),
      status: 201,
      ms: expect.any(Number),
      form_id: form.id,
      submission_id: res.body.id,
    });
  });

  it('is announced again when the queue refused it: the stream retries from the submission, same event id', async () => {
    failures = 1;
    const sentBefore = published.length;
    const res = await postJson(app, form.public_slug, { name: 'Grace' });
    expect(res.status).toBe(201);
    expect(logLines.at(-1)).not.toHaveProperty('event');
    const [event] = await receiveEvents(app, (e) => e.submission_id === res.body.id, 1);
    expect(failures).toBe(0);
    expect(published.slice(sentBefore)).toEqual([res.body.id, res.body.id]);
    expect(event).toMatchObject({ type: 'submission.created', form_id: form.id });
  });

  it('is not sent for a submission ingest refused', async () => {
    await app.settle();
    const sentBefore = published.length;
    const res = await postJson(app, form.public_slug, { message: 'BLOCKME' });
    expect(res.status).toBe(403);
    await app.settle();
    expect(published.length).toBe(sentBefore);
  });
});

describe('privacy', () => {
  it('drops and redacts fields before anything is written, in fields, preview, judge input and logs', async () => {
    const f = await createForm(app, tenant, {
      settings: {
        rate_limit: { disabled: true },
        privacy: { redact_fields: ['SSN', 'card.number'], do_not_store_fields: ['password', 'email'] },
      },
    });
    const secrets = ['123-45-6789', 'hunter2-pass', '4111111111111111', 'secret.person@example.com'];
    logLines.length = 0;
    const res = await postJson(app, f.public_slug, {
      name: 'Ada',
      ssn: secrets[0],
      password: secrets[1],
      card: { number: secrets[2], exp: '12/30' },
      email: secrets[3],
    });
    expect(res.status).toBe(201);
    const raw = await rawSubmission(app, f.id, res.body.id);
    const text = JSON.stringify(raw);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(decodeFields(raw!.fields)).toEqual({
      name: 'Ada',
      ssn: '[redacted]',
      card: { number: '[redacted]', exp: '12/30' },
    });
    // The list's preview is built from the stored (redacted) fields.
    const [listed] = (await app.deps.stores.submissions.list(f.id, 'all', 1)).items;
    expect(listed!.preview).toMatchObject({ ssn: '[redacted]' });
    expect(raw!.submitter_email).toBeUndefined();
    expect(JSON.stringify(judged.at(-1)!.fields)).not.toContain(secrets[0]);
    const logged = JSON.stringify(logLines);
    for (const secret of [...secrets, '127.0.0.1']) expect(logged).not.toContain(secret);
    expect(logLines).toHaveLength(1);
  });
});

describe('spam stage', () => {
  it('stores the verdict a slow score gives, and the event follows the stored submission', async () => {
    let sentBeforeVerdict: boolean | undefined;
    screenOverride = async () => ({
      kind: 'pass',
      verdict: new Promise((resolve) =>
        setTimeout(() => {
          sentBeforeVerdict = published.length > sentBefore;
          resolve({ kind: 'spam', score: 0.71, reasons: ['link_density'] });
        }, 300),
      ),
    });
    await app.settle(); // earlier tests' announcements are out
    const sentBefore = published.length;
    try {
      const res = await postJson(app, form.public_slug, { message: 'see my links' });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('spam');
      expect(sentBeforeVerdict).toBe(false);
      expect(await rawSubmission(app, form.id, res.body.id)).toMatchObject({ status: 'spam', spam_score: 0.71 });
      await app.settle();
      expect(published.at(-1)).toBe(res.body.id);
    } finally {
      screenOverride = undefined;
    }
  });

  it('stores nothing and sends no event when the score fails', async () => {
    screenOverride = async () => ({ kind: 'pass', verdict: Promise.reject(new Error('injected: scoring failed')) });
    const before = (await formPartition(app, form.id)).length;
    await app.settle();
    const sentBefore = published.length;
    try {
      const res = await postJson(app, form.public_slug, { message: 'hello' });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('internal_error');
    } finally {
      screenOverride = undefined;
    }
    expect((await formPartition(app, form.id)).length).toBe(before);
    await app.settle();
    expect(published.length).toBe(sentBefore);
  });

  it('stores spam with its score and reasons, and refuses blocked submitters with nothing stored', async () => {
    const spam = await postJson(app, form.public_slug, { message: 'best casino bonus', _gotcha: 'bot was here' });
    expect(spam.status).toBe(201);
    expect(spam.body.status).toBe('spam');
    // Not the usual value, so on the line.
    expect(logLines.at(-1)).toMatchObject({ submission_id: spam.body.id, submission_status: 'spam' });
    expect(judged.at(-1)!.reserved).toEqual({ _gotcha: 'bot was here' });
    const stored = await call('GET', `/v1/forms/${form.id}/submissions/${spam.body.id}`, { token: tenant.fullKey });
    expect(stored.body).toMatchObject({ status: 'spam', spam_score: 0.93 });
    expect((await rawSubmission(app, form.id, spam.body.id))!.spam_reasons).toEqual([
      'blocked_keyword:casino',
      'link_density',
    ]);

    const before = (await formPartition(app, form.id)).length;
    const blocked = await postJson(app, form.public_slug, { message: 'BLOCKME' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('blocked');
    // A refusal's line keeps every field.
    expect(logLines.at(-1)).toMatchObject({
      message: 'request',
      method: 'POST',
      path: `/f/${form.public_slug}`,
      status: 403,
      tenant_id: tenant.tenantId,
      form_id: form.id,
      error_code: 'blocked',
    });
    const captcha = await postJson(app, form.public_slug, { message: 'NOCAPTCHA' });
    expect(captcha.status).toBe(403);
    expect(captcha.body.error.code).toBe('captcha_failed');
    expect((await formPartition(app, form.id)).length).toBe(before);
  });

  it('logs a refusal answered like a success (a 200 page) with every field', async () => {
    const quiet = await createForm(app, tenant, {
      settings: { rate_limit: { disabled: true }, response: { error: { type: 'same_as_success' } } },
    });
    const refused = await postForm(app, quiet.public_slug, [['message', 'BLOCKME']], { accept: 'text/html' });
    expect(refused.status).toBe(200);
    expect(logLines.at(-1)).toMatchObject({
      message: 'request',
      method: 'POST',
      path: `/f/${quiet.public_slug}`,
      status: 200,
      tenant_id: tenant.tenantId,
      form_id: quiet.id,
      error_code: 'blocked',
    });
  });
});
