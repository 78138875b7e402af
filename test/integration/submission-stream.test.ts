import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, UpdateCommand } from '@shared/adapters/dynamo/commands.js';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createSubmissionStreamHandler } from '@services/api/handlers/submission-stream.js';
import { createStores } from '@shared/adapters/stores.js';
import { createdEventOf, type EventPublisher, type SubmissionEvent } from '@shared/domain/events.js';
import type { Submission, SubmissionFileStorage } from '@shared/domain/submission.js';
import { SUBMISSION_METRICS } from '@shared/observability/metric-catalog.js';
import type { BusinessMetrics } from '@shared/observability/metrics.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliverLikeLambda, flakyTable, streamRecord } from '@test/support/stream-records.js';
import { createForm, submissionFor } from '@test/support/submissions.js';
import { s3Client } from '@test/support/s3.js';

/**
 * One consumer reads each batch of the table stream once for three use cases: counters and plan usage and analytics
 * rollups (each idempotent per batch) and retention's file cleanup (reported per record). A failure in any of them, retried the
 * way Lambda retries, must leave every figure exact: nothing lost, nothing counted twice.
 */
let app: LocalApp;
const hour = 3_600_000;
const now = Date.now();

beforeAll(async () => {
  app = await startTestApp({ pollers: false, tableStream: false });
});
afterAll(() => app.stop());

/** A fresh tenant and form (usage is per tenant), and six submissions: three an hour ago, three two hours later. */
async function scene() {
  const tenant = await createTestTenant(app, 'enterprise');
  const formId = await createForm(app, tenant.fullKey);
  const subs = [0, 1, 2, 3, 4, 5].map((i) =>
    submissionFor(tenant.tenantId, formId, {
      createdAt: new Date(now - (i < 3 ? 3 : 1) * hour + i * 1000).toISOString(),
      traffic: { country: 'DE', source: { type: 'unknown' } },
    }),
  );
  return { tenant, formId, subs };
}

/** The inserts, one submission marked spam and one read (both in the later hour). */
function history(subs: Submission[]): DynamoDBRecord[] {
  const [, , , d, e] = subs as [Submission, Submission, Submission, Submission, Submission];
  return [
    ...subs.map((s) => streamRecord(null, s)),
    streamRecord(d, { ...d, status: 'spam' }),
    streamRecord(e, { ...e, readAt: new Date(now).toISOString() }),
  ];
}

/** What an owner sees: form counters, plan usage, and the analytics of the week. */
async function figures(tenant: TestTenant, formId: string) {
  const call = client(app.baseUrl);
  const [form, usage, analytics] = await Promise.all([
    call('GET', `/v1/forms/${formId}`, { token: tenant.fullKey }),
    call('GET', '/v1/usage', { token: tenant.fullKey }),
    call('GET', `/v1/forms/${formId}/analytics?period=7d`, { token: tenant.fullKey }),
  ]);
  return {
    stored: form.body.submission_count,
    unread: form.body.unread_submission_count,
    usage: usage.body.submissions,
    total: analytics.body.total,
    spam: analytics.body.spam_count,
  };
}

/** What the six submissions and their history come to, counted once. */
const EXACT = { stored: 6, unread: 5, usage: 6, total: 6, spam: 1 };

/** The events a consumer queued; the first `refusals` sends are queued and then answered with an error. */
function eventQueue(refusals = 0) {
  const sent: SubmissionEvent[] = [];
  let left = refusals;
  const publisher: EventPublisher = {
    async publish(events) {
      sent.push(...events);
      if (left-- > 0) throw new Error('injected: queue unavailable');
    },
  };
  return { sent, publisher };
}

/** A consumer whose stores go through `fails` (faults), everything else real; its events go to `events`. */
function consumer(
  fails: (command: unknown) => boolean,
  files?: SubmissionFileStorage,
  events: EventPublisher = eventQueue().publisher,
) {
  const stores = createStores(flakyTable(app.deps.stores.table, fails), app.config);
  return createSubmissionStreamHandler({ ...app.deps, stores, files: files ?? app.deps.files, events });
}

/** Fails the first `times` requests `matches` accepts. */
function failing(times: number, matches: (command: unknown) => boolean) {
  let left = times;
  const fails = (command: unknown) => matches(command) && left-- > 0;
  return Object.assign(fails, { injected: () => times - Math.max(left, 0) });
}

const rollupOfHour = (iso: string) => (c: unknown) =>
  c instanceof UpdateCommand && c.input.Key?.SK === `H#${iso.slice(0, 13)}`;
const usageUpdate = (c: unknown) => c instanceof UpdateCommand && String(c.input.Key?.SK).startsWith('USAGE#');
const countedThroughNote = (c: unknown) =>
  c instanceof PutCommand && String(c.input.Item?.PK).startsWith('STREAMCOUNTED#');

it('delivered once without faults, the three use cases agree with the submissions', async () => {
  const { tenant, formId, subs } = await scene();
  expect(
    await deliverLikeLambda(
      consumer(() => false),
      history(subs),
    ),
  ).toBe(1);
  expect(await figures(tenant, formId)).toEqual(EXACT);
});

it('a rollup failure after the other writes of the batch: the same batch again, nothing counted twice', async () => {
  const { tenant, formId, subs } = await scene();
  const fault = failing(1, rollupOfHour(subs[3]!.createdAt));
  const shard = history(subs);
  const late = submissionFor(tenant.tenantId, formId, { createdAt: new Date(now).toISOString() });
  // A record written meanwhile comes in the batch after the retried one.
  const tries = await deliverLikeLambda(consumer(fault), shard, {
    beforeTry: (n) => n === 2 && shard.push(streamRecord(null, late)),
  });
  expect([fault.injected(), tries]).toEqual([1, 3]);
  expect(await figures(tenant, formId)).toEqual({
    ...EXACT,
    stored: 7,
    unread: 6,
    usage: 7,
    total: 7,
  });
});

it('a counting failure after some counters were written: the same batch again, nothing counted twice', async () => {
  const { tenant, formId, subs } = await scene();
  // First the usage update fails (the form counters were written); in the retry, a rollup fails too.
  const usageFault = failing(1, usageUpdate);
  const rollupFault = failing(1, rollupOfHour(subs[3]!.createdAt));
  const fails = (c: unknown) => usageFault(c) || (usageFault.injected() === 1 && rollupFault(c));
  const tries = await deliverLikeLambda(consumer(fails), history(subs));
  expect([usageFault.injected(), rollupFault.injected(), tries]).toEqual([1, 1, 3]);
  expect(await figures(tenant, formId)).toEqual(EXACT);
});

it('announces each new submission once; a refused send comes again from the first, same ids, counted once', async () => {
  const { tenant, formId, subs } = await scene();
  const queue = eventQueue(1);
  const tries = await deliverLikeLambda(
    consumer(() => false, undefined, queue.publisher),
    history(subs),
  );
  expect(tries).toBe(2);
  // Inserts only (not the spam or read changes), each twice with the same event: fan-out makes one delivery of it.
  expect(queue.sent).toEqual([...subs, ...subs].map(createdEventOf));
  expect(new Set(queue.sent.map((e) => e.id)).size).toBe(subs.length);
  expect(await figures(tenant, formId)).toEqual(EXACT);
});

it("counts the stored submissions' metrics by outcome once, though a refused send brings the shard back", async () => {
  const { tenant, formId, subs } = await scene();
  const counted: Record<string, number> = {};
  const flushed: Record<string, number>[] = [];
  const metrics: BusinessMetrics = {
    count: (name, value = 1) => void (counted[name] = (counted[name] ?? 0) + value),
    milliseconds: () => undefined,
    flush: () => void flushed.push({ ...counted }),
  };
  const spam = submissionFor(tenant.tenantId, formId, { status: 'spam' });
  const locked = submissionFor(tenant.tenantId, formId, { locked: true, lockedReason: 'quota_exceeded' });
  const shard = [...history(subs), streamRecord(null, spam), streamRecord(null, locked)];
  const queue = eventQueue(1);
  const stores = createStores(app.deps.stores.table, app.config);
  const consume = createSubmissionStreamHandler({ ...app.deps, stores, events: queue.publisher, metrics });
  expect(await deliverLikeLambda(consume, shard)).toBe(2);
  // Inserts only (not the spam or read changes of stored ones), in one line for the batch that counted them.
  expect(counted).toEqual({
    [SUBMISSION_METRICS.accepted]: subs.length + 2,
    [SUBMISSION_METRICS.spam]: 1,
    [SUBMISSION_METRICS.locked]: 1,
  });
  expect(flushed).toHaveLength(1);
});

it('announces a submission stored locked when the sweeper unlocks it, unless it is in the trash', async () => {
  const { tenant, formId } = await scene();
  const overQuota = { locked: true, lockedReason: 'quota_exceeded' };
  const locked = submissionFor(tenant.tenantId, formId, overQuota);
  const trashed = submissionFor(tenant.tenantId, formId, { ...overQuota, deletedAt: new Date(now).toISOString() });
  const open = submissionFor(tenant.tenantId, formId);
  const unlocked = (s: Submission) => ({ ...s, locked: false, lockedReason: null });
  const queue = eventQueue();
  const consume = consumer(() => false, undefined, queue.publisher);
  await deliverLikeLambda(consume, [streamRecord(null, locked), streamRecord(null, trashed), streamRecord(null, open)]);
  expect(queue.sent.map((e) => e.submission_id)).toEqual([open.id]);
  await deliverLikeLambda(consume, [
    streamRecord(locked, unlocked(locked)),
    streamRecord(trashed, unlocked(trashed)),
    // A later change of a delivered submission announces nothing.
    streamRecord(open, { ...open, status: 'spam' }),
  ]);
  expect(queue.sent).toEqual([open, locked].map(createdEventOf));
});

/**
 * The history with its first submission carrying a file and later expired by TTL, and a user's permanent delete;
 * the file storage refuses the first `failures` deletions.
 */
async function expiringShard(formId: string, subs: Submission[], failures: number) {
  const s3 = s3Client();
  const object = { Bucket: app.config.bucketName, Key: `files/${formId}/expired.txt` };
  await s3.send(new PutObjectCommand({ ...object, Body: 'attachment' }));
  const expiring = {
    ...subs[0]!,
    files: [
      {
        id: 'fil_expired',
        fieldName: 'cv',
        originalName: 'expired.txt',
        contentType: 'text/plain',
        sizeBytes: 10,
        status: 'finalized' as const,
        createdAt: subs[0]!.createdAt,
        finalizedAt: subs[0]!.createdAt,
        storageKey: object.Key,
      },
    ],
  };
  let left = failures;
  const files: SubmissionFileStorage = {
    deleteObjects: (keys) =>
      left-- > 0 ? Promise.reject(new Error('S3 unavailable')) : app.deps.files.deleteObjects(keys),
  };
  const shard = [streamRecord(null, expiring), ...history(subs).slice(1), streamRecord(expiring, null, true)];
  // A user's permanent delete is not an expiry: its files were deleted by the API already.
  shard.push(streamRecord(subs[1]!, null));
  const fileGone = () => expect(s3.send(new HeadObjectCommand(object))).rejects.toMatchObject({ name: 'NotFound' });
  return { shard, files, fileGone };
}

/** Two fewer stored (the expiry, the delete); usage counts what arrived; analytics what the form holds. */
const AFTER_EXPIRY = { ...EXACT, stored: 4, unread: 3, total: 4 };

it('files of an expired submission that cannot be deleted yet: retried from its record, counted once', async () => {
  const { tenant, formId, subs } = await scene();
  const { shard, files, fileGone } = await expiringShard(formId, subs, 1);
  expect(
    await deliverLikeLambda(
      consumer(() => false, files),
      shard,
    ),
  ).toBe(2);
  await fileGone();
  expect(await figures(tenant, formId)).toEqual(AFTER_EXPIRY);
});

it('when the counted-through note cannot be written, the whole batch comes again instead', async () => {
  const { tenant, formId, subs } = await scene();
  const { shard, files, fileGone } = await expiringShard(formId, subs, 1);
  const noteFault = failing(1, countedThroughNote);
  const tries = await deliverLikeLambda(consumer(noteFault, files), shard);
  expect([noteFault.injected(), tries]).toEqual([1, 2]);
  await fileGone();
  expect(await figures(tenant, formId)).toEqual(AFTER_EXPIRY);
});

/** A small deterministic generator (mulberry32), so a failing seed can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random history of a form's submissions: inserts, then status, read, trash, restore, deletes and expiries. */
function randomHistory(tenantId: string, formId: string, seed: number): DynamoDBRecord[] {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!;
  const live: Submission[] = [];
  const shard: DynamoDBRecord[] = [];
  for (let step = 0; step < 60; step++) {
    if (live.length === 0 || next() < 0.4) {
      const s = submissionFor(tenantId, formId, {
        createdAt: new Date(now - Math.floor(next() * 4) * hour - step * 1000).toISOString(),
        traffic: { country: pick(['DE', 'GB', null]), source: { type: 'unknown' } },
      });
      live.push(s);
      shard.push(streamRecord(null, s));
      continue;
    }
    const i = Math.floor(next() * live.length);
    const s = live[i]!;
    const change = pick(['spam', 'verified', 'read', 'trash', 'restore', 'delete', 'expire'] as const);
    if (change === 'delete' || change === 'expire') {
      live.splice(i, 1);
      shard.push(streamRecord(s, null, change === 'expire'));
      continue;
    }
    const after: Submission = {
      ...s,
      ...(change === 'spam' || change === 'verified' ? { status: change } : {}),
      ...(change === 'read' ? { readAt: new Date(now).toISOString() } : {}),
      ...(change === 'trash' ? { deletedAt: new Date(now).toISOString() } : {}),
      ...(change === 'restore' ? { deletedAt: null } : {}),
    };
    live[i] = after;
    shard.push(streamRecord(s, after));
  }
  return shard;
}

it('random histories under random faults in every use case come to the figures and events of a delivery without faults', async () => {
  for (const seed of [1, 2, 3]) {
    const faulty = await scene();
    const clean = await scene();
    const next = random(seed * 7919);
    // Every DynamoDB request of the consumer fails with a 15 % chance (a throttle), and so does a file deletion.
    const files: SubmissionFileStorage = {
      deleteObjects: (keys) =>
        next() < 0.15 ? Promise.reject(new Error('S3 unavailable')) : app.deps.files.deleteObjects(keys),
    };
    // And so does a send to the events queue.
    const faultyEvents = eventQueue();
    const flakyEvents: EventPublisher = {
      publish: (events) =>
        next() < 0.15 ? Promise.reject(new Error('SQS unavailable')) : faultyEvents.publisher.publish(events),
    };
    const cleanEvents = eventQueue();
    const tries = await deliverLikeLambda(
      consumer(() => next() < 0.15, files, flakyEvents),
      randomHistory(faulty.tenant.tenantId, faulty.formId, seed),
      { batchSize: 7, maxTries: 1000 },
    );
    await deliverLikeLambda(
      consumer(() => false, undefined, cleanEvents.publisher),
      randomHistory(clean.tenant.tenantId, clean.formId, seed),
      {
        batchSize: 7,
      },
    );
    const expected = await figures(clean.tenant, clean.formId);
    expect(tries, `seed ${seed}`).toBeGreaterThan(9); // 60 records in batches of 7, and retries
    expect(await figures(faulty.tenant, faulty.formId), `seed ${seed}`).toEqual(expected);
    // Every announced submission at least once, nothing else, each always under the same event id.
    const announced = (sent: SubmissionEvent[]) => new Map(sent.map((e) => [e.submission_id, e.id]));
    const faultyAnnounced = announced(faultyEvents.sent);
    expect(faultyAnnounced.size, `seed ${seed}`).toBe(announced(cleanEvents.sent).size);
    expect(faultyAnnounced.size, `seed ${seed}`).toBeGreaterThan(0);
    expect(new Set(faultyEvents.sent.map((e) => e.id)).size, `seed ${seed}`).toBe(faultyAnnounced.size);
  }
}, 120_000);
