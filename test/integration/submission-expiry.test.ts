import { submissionKey } from '@shared/adapters/dynamo/keys.js';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand } from '@shared/adapters/dynamo/commands.js';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { entityChangesFilter, startStreamPoller } from '@local/streams.js';
import { createSubmissionStreamHandler } from '@services/api/handlers/submission-stream.js';
import type { Submission } from '@shared/domain/submission.js';
import { TABLE_DEFINITION, TTL_DELETER } from '@shared/infra/definition.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, formCounters, seed, trueCounters } from '@test/support/submissions.js';
import { s3Client } from '@test/support/s3.js';

/**
 * Retention through the table stream's consumer. DynamoDB Local never runs TTL, so the test deletes items itself and
 * its poller hands their REMOVE records to the consumer with the TTL service's identity, as DynamoDB writes them.
 */
let app: LocalApp;
let tenant: TestTenant;
const expiring = new Set<string>();
const batches: DynamoDBStreamEvent[] = [];
let poller: ReturnType<typeof startStreamPoller>;
const handler = () => createSubmissionStreamHandler(app.deps);

beforeAll(async () => {
  app = await startTestApp({ pollers: false, tableStream: false });
  tenant = await createTestTenant(app);
  const consume = handler();
  poller = startStreamPoller({
    dynamo: new DynamoDBClient({}),
    tableName: app.config.tableName,
    streamView: TABLE_DEFINITION.streamView,
    filter: entityChangesFilter('submission'),
    batchSize: 1000,
    intervalMs: 100,
    handler: (event, context) => {
      const Records = event.Records.map((r) =>
        r.eventName === 'REMOVE' && expiring.has(String(r.dynamodb?.OldImage?.id?.S))
          ? { ...r, userIdentity: { type: TTL_DELETER.type, principalId: TTL_DELETER.principalId } }
          : r,
      );
      batches.push({ Records });
      return consume({ Records }, context);
    },
  });
  await poller.ready;
});
afterAll(async () => {
  await poller.stop();
  await app.stop();
});

const s3 = () => s3Client();
const fileExists = (Key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: app.config.bucketName, Key }))
    .then(() => true)
    .catch((e: { name?: string }) => (e.name === 'NotFound' ? false : Promise.reject(e)));

/** One finalized upload of the `i`-th submission of a form, its object put in the bucket. */
async function upload(formId: string, i: number): Promise<Submission['files'][number]> {
  const storageKey = `files/${formId}/${i}/cv.txt`;
  await s3().send(new PutObjectCommand({ Bucket: app.config.bucketName, Key: storageKey, Body: 'cv' }));
  const at = new Date().toISOString();
  return {
    id: `fil_${i}`,
    fieldName: 'cv',
    originalName: 'cv.txt',
    contentType: 'text/plain',
    sizeBytes: 2,
    status: 'finalized',
    createdAt: at,
    finalizedAt: at,
    storageKey,
  };
}

const rawDelete = (s: Submission) =>
  app.deps.stores.table.client.send(
    new DeleteCommand({ TableName: app.config.tableName, Key: submissionKey(s.formId, s.id) }),
  );

it('deletes the files of submissions retention removes, keeps the counters true, once per expiry', async () => {
  const formId = await createForm(app, tenant.fullKey);
  const files = await Promise.all([0, 1, 2, 3].map((i) => upload(formId, i)));
  const keys = files.map((f) => f.storageKey);
  const [a, b, c, d] = await seed(app, tenant.tenantId, formId, 4, (i) => ({ files: [files[i]!] }));
  const call = client(app.baseUrl);
  await call('GET', `/v1/forms/${formId}/submissions/${b!.id}`, { token: tenant.fullKey }); // read
  await call('DELETE', `/v1/forms/${formId}/submissions/${c!.id}`, { token: tenant.fullKey }); // trashed
  await poller.settle();
  expect(await formCounters(app, tenant.fullKey, formId)).toEqual({ stored: 4, unread: 2 });

  for (const s of [a!, b!, c!]) expiring.add(s.id);
  for (const s of [a!, b!, c!]) await rawDelete(s);
  await poller.settle();
  expect(await formCounters(app, tenant.fullKey, formId)).toEqual({ stored: 1, unread: 1 });
  expect(await trueCounters(app, tenant.tenantId, formId)).toEqual({ stored: 1, unread: 1 });
  expect(await Promise.all(keys.map(fileExists))).toEqual([false, false, false, true]);

  // Lambda retries a batch as it was (a timeout, a crash after the writes) before any later batch of its shard: the
  // latest expiry batch, replayed, changes nothing. (Replaying an older one after later batches is not a retry Lambda
  // makes; a later batch may have taken its slot on the counter item, `stream-counts.ts`.)
  const expiries = batches.filter((e) => e.Records.some((r) => r.userIdentity?.principalId));
  expect(expiries.length).toBeGreaterThan(0);
  expect(await handler()(expiries.at(-1)!, {} as Context)).toEqual({ batchItemFailures: [] });
  expect(await formCounters(app, tenant.fullKey, formId)).toEqual({ stored: 1, unread: 1 });

  // A user's permanent delete is counted too, but its files are the API's to delete, not retention's.
  await rawDelete(d!);
  await poller.settle();
  expect(await formCounters(app, tenant.fullKey, formId)).toEqual({ stored: 0, unread: 0 });
  expect(await fileExists(keys[3]!)).toBe(true);
});
