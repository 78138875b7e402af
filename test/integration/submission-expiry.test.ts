import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createExpiryHandler } from '@services/api/handlers/submissions-expired.js';
import { submissionKey } from '@shared/adapters/dynamo/submission-items.js';
import type { Submission } from '@shared/domain/submission.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { createForm, COUNTS_SETTLE_MS, formCounters, seed, trueCounters } from '@test/support/submissions.js';

let app: LocalApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  tenant = await createTestTenant(app);
});
afterAll(() => app.stop());

/** Deletes the raw item the way the TTL process would and returns the stream record DynamoDB emits for it. */
async function expireLikeTtl(s: Submission, sequence: string, byTtl = true): Promise<DynamoDBRecord> {
  const { table } = app.deps.stores;
  const Key = submissionKey(s.formId, s.id);
  const { Item } = await table.client.send(new GetCommand({ TableName: table.name, Key }));
  await table.client.send(new DeleteCommand({ TableName: table.name, Key }));
  return {
    eventName: 'REMOVE',
    userIdentity: byTtl ? { type: 'Service', principalId: 'dynamodb.amazonaws.com' } : undefined,
    dynamodb: { SequenceNumber: sequence, OldImage: marshall(Item!, { removeUndefinedValues: true }) as never },
  };
}

it('keeps the form counters true when retention deletes submissions, once per expiry', async () => {
  const formId = await createForm(app, tenant.fullKey);
  const [a, b, c, d] = await seed(app, tenant.tenantId, formId, 4);
  const call = client(app.baseUrl);
  await call('GET', `/v1/forms/${formId}/submissions/${b!.id}`, { token: tenant.fullKey }); // read
  await call('DELETE', `/v1/forms/${formId}/submissions/${c!.id}`, { token: tenant.fullKey }); // trashed
  await expect
    .poll(() => formCounters(app, tenant.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
    .toEqual({ stored: 4, unread: 2 });

  const handler = createExpiryHandler(app.deps);
  const event: DynamoDBStreamEvent = {
    Records: [await expireLikeTtl(a!, '1'), await expireLikeTtl(b!, '2'), await expireLikeTtl(c!, '3')],
  };
  expect(await handler(event, {} as Context)).toEqual({ batchItemFailures: [] });
  await expect
    .poll(() => formCounters(app, tenant.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
    .toEqual({ stored: 1, unread: 1 });
  expect(await trueCounters(app, tenant.tenantId, formId)).toEqual({ stored: 1, unread: 1 });

  // Streams deliver at least once: the same records again change nothing.
  await handler(event, {} as Context);
  await expect
    .poll(() => formCounters(app, tenant.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
    .toEqual({ stored: 1, unread: 1 });

  // A user's permanent delete already moved the counters; its REMOVE record (no TTL principal) is ignored.
  const userDelete = await expireLikeTtl(d!, '4', false);
  await handler({ Records: [userDelete] }, {} as Context);
  await expect
    .poll(() => formCounters(app, tenant.fullKey, formId), { timeout: COUNTS_SETTLE_MS })
    .toEqual({ stored: 1, unread: 1 });
});
