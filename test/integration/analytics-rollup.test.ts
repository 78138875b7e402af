import { marshall } from '@aws-sdk/util-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createAnalyticsStreamHandler } from '@services/api/handlers/analytics-stream.js';
import { rollupWriter } from '@shared/adapters/dynamo/analytics.js';
import { submissionToItem } from '@shared/adapters/dynamo/submission-items.js';
import { createStores } from '@shared/adapters/stores.js';
import type { Submission } from '@shared/domain/submission.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, submissionFor } from '@test/support/submissions.js';

/**
 * The rollup consumer fed stream records by hand (no poller): re-delivered and overlapping batches, a failure in
 * the middle of a batch and its retry must all leave the figures exact.
 */
let app: LocalApp;
let tenant: TestTenant;
const today = new Date();

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  tenant = await createTestTenant(app);
});
afterAll(() => app.stop());

let sequence = 0;
const image = (s: Submission) => marshall(submissionToItem(s), { removeUndefinedValues: true }) as never;
function record(before: Submission | null, after: Submission | null): DynamoDBRecord {
  sequence++;
  return {
    eventID: `event-${sequence}-${Math.random().toString(36).slice(2)}`,
    eventName: before && after ? 'MODIFY' : after ? 'INSERT' : 'REMOVE',
    dynamodb: {
      SequenceNumber: String(sequence).padStart(21, '0'),
      ...(before ? { OldImage: image(before) } : {}),
      ...(after ? { NewImage: image(after) } : {}),
    },
  };
}

const figures = async (formId: string) => {
  const res = await client(app.baseUrl)('GET', `/v1/forms/${formId}/analytics?period=7d`, { token: tenant.fullKey });
  expect(res.status, res.text).toBe(200);
  const { total, verified_count, spam_count, countries } = res.body;
  return { total, verified_count, spam_count, countries };
};

function submissions(formId: string, n: number): Submission[] {
  return Array.from({ length: n }, (_, i) =>
    submissionFor(tenant.tenantId, formId, {
      createdAt: new Date(today.getTime() - i * 60_000).toISOString(),
      traffic: { country: i % 2 ? 'DE' : 'GB', source: { type: 'unknown' } },
    }),
  );
}

it('counts each stream record once, whatever is delivered again', async () => {
  const formId = await createForm(app, tenant.fullKey);
  const [a, b, c] = submissions(formId, 3) as [Submission, Submission, Submission];
  const handler = createAnalyticsStreamHandler(app.deps);
  const inserts = [record(null, a), record(null, b), record(null, c)];
  const spam = record(b, { ...b, status: 'spam' });
  const trash = record(c, { ...c, deletedAt: new Date().toISOString() });

  expect(await handler({ Records: inserts.slice(0, 2) }, {} as Context)).toEqual({ batchItemFailures: [] });
  // Lambda re-delivers from a failed record on: overlapping and repeated batches.
  await handler({ Records: [inserts[1]!, inserts[2]!] }, {} as Context);
  await handler({ Records: [...inserts, spam] }, {} as Context);
  await handler({ Records: [spam, trash] }, {} as Context);
  await handler({ Records: [...inserts, spam, trash] }, {} as Context);
  expect(await figures(formId)).toEqual({
    total: 2,
    verified_count: 0,
    spam_count: 1,
    countries: [
      { country_code: 'DE', count: 1 },
      { country_code: 'GB', count: 1 },
    ],
  });
});

it('reports the records it could not write, and their retry counts them once', async () => {
  const formId = await createForm(app, tenant.fullKey);
  const subs = submissions(formId, 4);
  // Two hours, so two transactions: the first one fails once, the second succeeds (and comes again in the retry).
  subs[3] = { ...subs[3]!, createdAt: new Date(today.getTime() - 2 * 3_600_000).toISOString() };
  const records = subs.map((s) => record(null, s));
  const stores = createStores(app.deps.stores.table, app.deps.config);
  const realSend = stores.table.client.send.bind(stores.table.client);
  let transactions = 0;
  const flaky = {
    ...stores.table,
    client: {
      send: (command: unknown, ...rest: unknown[]) => {
        if (command instanceof TransactWriteCommand && ++transactions === 1) {
          return Promise.reject(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
        }
        return (realSend as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
      },
    },
  } as unknown as typeof stores.table;
  const handler = createAnalyticsStreamHandler({
    ...app.deps,
    stores: { ...app.deps.stores, rollups: rollupWriter(flaky) },
  });
  const first = await handler({ Records: records }, {} as Context);
  expect(first!.batchItemFailures.length).toBeGreaterThan(0);
  const failedFrom = records.findIndex((r) =>
    first!.batchItemFailures.some((f) => f.itemIdentifier === r.dynamodb!.SequenceNumber),
  );
  // The stream retries from the first failed record on, including records that did succeed after it.
  await handler({ Records: records.slice(failedFrom) }, {} as Context);
  expect((await figures(formId)).total).toBe(4);
});
