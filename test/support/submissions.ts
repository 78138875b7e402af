import { DeleteMessageBatchCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import type { LocalApp } from '@local/app.js';
import { sqsClient } from '@local/sqs-client.js';
import { planPlaces } from '@shared/adapters/dynamo/plan-places.js';
import { noFullShards, takePlace } from '@shared/domain/plan-places.js';
import type { SubmissionEvent } from '@shared/domain/events.js';
import { ulid } from 'ulid';
import { ID_PREFIXES, newId } from '@shared/domain/ids.js';
import {
  expiryFor,
  newSubmission,
  stateCountDelta,
  zeroStateCounts,
  type Submission,
  type SubmissionStateCounts,
} from '@shared/domain/submission.js';
import { batchWrite } from '@shared/adapters/dynamo/table.js';
import { submissionToItem } from '@shared/adapters/dynamo/submission-items.js';
import { client } from './app.js';

/** Creates a form through the API and returns its id. */
export async function createForm(app: LocalApp, token: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await client(app.baseUrl)('POST', '/v1/forms', { token, body: { name: 'Contact', ...body } });
  if (res.status !== 201) throw new Error(`form create failed: ${res.status} ${res.text}`);
  return res.body.id as string;
}

/** A submission as ingest would build it (fields already past the privacy rules). */
export function submissionFor(tenantId: string, formId: string, overrides: Partial<Submission> = {}): Submission {
  const at = overrides.createdAt ? Date.parse(overrides.createdAt) : Date.now();
  const createdAt = new Date(at).toISOString();
  return newSubmission({
    // The monotonic id factory never goes back in time, so a back-dated submission gets a plain ULID of its time.
    id: overrides.createdAt ? `${ID_PREFIXES.submission}_${ulid(at).toLowerCase()}` : newId('submission', at),
    tenantId,
    formId,
    createdAt,
    fields: { name: 'Ada', email: 'ada@example.com', message: 'Hello' },
    submitterEmail: 'ada@example.com',
    submitterIp: '203.0.113.7',
    userAgent: 'test',
    acceptLanguage: 'en',
    expiresAt: expiryFor(createdAt, 30),
    ...overrides,
  });
}

/** Writes seeded submissions to the table. */
type SeedWrite = (app: LocalApp, all: readonly Submission[]) => Promise<void>;

/** `count` submissions of a form, each with its `overrides`, written by `write`; returns them oldest first. */
const seeder =
  (write: SeedWrite) =>
  async (
    app: LocalApp,
    tenantId: string,
    formId: string,
    count: number,
    overrides: (i: number) => Partial<Submission> = () => ({}),
  ): Promise<Submission[]> => {
    const all = Array.from({ length: count }, (_, i) => submissionFor(tenantId, formId, overrides(i)));
    await write(app, all);
    return all;
  };

/** Stores `count` submissions through the store (as ingest does), a few at a time; returns them oldest first. */
export const seed = seeder(async (app, all) => {
  for (let i = 0; i < all.length; i += 8) {
    await Promise.all(all.slice(i, i + 8).map((s) => app.deps.stores.submissions.create(s)));
  }
});

/**
 * `seed` for setup data a test reads but whose writing it does not test: the items the store writes
 * (`submissionToItem`), 25 a BatchWriteItem instead of one PutItem each (DynamoDB Local answers one request at a
 * time). The store's condition (not stored yet) holds for every item: each has a new id. The table stream brings
 * the same inserts either way.
 */
export const seedInBulk = seeder((app, all) =>
  batchWrite(
    app.runtime.table,
    all.map((s) => ({ PutRequest: { Item: submissionToItem(s) } })),
    'submission',
  ),
);

/** How long a test waits for the table-stream consumer to bring the counters up to date. */
export const COUNTS_SETTLE_MS = 20_000;

/** The form's counters as the API shows them (kept from the table stream: poll them with `COUNTS_SETTLE_MS`). */
export async function formCounters(app: LocalApp, token: string, formId: string) {
  const res = await client(app.baseUrl)('GET', `/v1/forms/${formId}`, { token });
  return { stored: res.body.submission_count as number, unread: res.body.unread_submission_count as number };
}

/** The counters recomputed from the stored submissions themselves (trash included). */
export async function trueCounters(app: LocalApp, tenantId: string, formId: string) {
  const all: Submission[] = [];
  for (const filter of ['all', 'trash'] as const) {
    let after: string | undefined;
    do {
      const page = await app.deps.stores.submissions.list(formId, filter, 100, after);
      all.push(
        ...(await app.deps.stores.submissions.getMany(
          tenantId,
          formId,
          page.items.map((s) => s.id),
        )),
      );
      after = page.nextAfter ?? undefined;
    } while (after);
  }
  return { stored: all.length, unread: all.filter((s) => s.readAt === null && s.deletedAt === null).length };
}

/** The per-state counts the form reports (`submission_counts`), read through the API. */
export async function formStateCounts(app: LocalApp, token: string, formId: string): Promise<SubmissionStateCounts> {
  const res = await client(app.baseUrl)('GET', `/v1/forms/${formId}`, { token });
  return res.body.submission_counts as SubmissionStateCounts;
}

/** The per-state counts recomputed from the stored submissions themselves. */
export async function trueStateCounts(app: LocalApp, tenantId: string, formId: string) {
  const counts = zeroStateCounts();
  for (const filter of ['all', 'trash'] as const) {
    let after: string | undefined;
    do {
      const page = await app.deps.stores.submissions.list(formId, filter, 100, after);
      const stored = await app.deps.stores.submissions.getMany(
        tenantId,
        formId,
        page.items.map((s) => s.id),
      );
      for (const s of stored) {
        const one = stateCountDelta(null, s);
        for (const name of Object.keys(counts) as (keyof SubmissionStateCounts)[]) counts[name] += one[name];
      }
      after = page.nextAfter ?? undefined;
    } while (after);
  }
  return counts;
}

/**
 * Receives every message now on the queue (deleting them), waiting up to `timeoutMs` for at least `atLeast`.
 * The API publishes before it answers, so events are usually there at once.
 */
export async function drainEvents(queueUrl: string, atLeast = 0, timeoutMs = 3000): Promise<SubmissionEvent[]> {
  const sqs = sqsClient();
  const events: SubmissionEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        VisibilityTimeout: 30,
      }),
    );
    events.push(...Messages.map((m) => JSON.parse(m.Body!) as SubmissionEvent));
    if (Messages.length > 0) {
      await sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: Messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
      continue;
    }
    if (events.length >= atLeast || Date.now() > deadline) return events;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Takes `count` of a period's plan places, as that many earlier submissions did (a tenant already `count` in). */
export async function takePlaces(app: LocalApp, tenantId: string, period: string, limit: number, count: number) {
  const places = planPlaces(app.runtime.table);
  for (let i = 0; i < count; i++) {
    const claim = await takePlace(places, { tenantId, period, limit, holder: `seed-${i}` }, noFullShards);
    if (!claim) throw new Error(`only ${i} of the plan's ${limit} places were free`);
  }
}
