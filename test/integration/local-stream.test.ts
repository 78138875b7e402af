import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { startStreamPoller } from '@local/streams.js';
import { TABLE_DEFINITION } from '@shared/infra/definition.js';
import { startTestApp } from '@test/support/app.js';

let app: LocalApp;

beforeAll(async () => {
  app = await startTestApp({ sweepIntervalMs: 0 });
});
afterAll(() => app.stop());

const until = async (check: () => boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};

it('reads the local table stream like an event source mapping: filtered, in order, retried on failure', async () => {
  const seen: DynamoDBRecord[] = [];
  const errors: unknown[] = [];
  let failOnce = true;
  const poller = startStreamPoller({
    dynamo: new DynamoDBClient({}),
    tableName: app.config.tableName,
    streamView: TABLE_DEFINITION.streamView,
    batchSize: 10,
    intervalMs: 100,
    filter: (r) => r.eventName === 'REMOVE',
    onError: (e) => errors.push(e),
    handler: async (event) => {
      if (failOnce) {
        failOnce = false;
        return { batchItemFailures: [{ itemIdentifier: event.Records[0]!.dynamodb!.SequenceNumber! }] };
      }
      seen.push(...event.Records);
      return { batchItemFailures: [] };
    },
  });
  await poller.ready;
  const { table } = app.runtime;
  const key = (n: number) => ({ PK: `PROBE#${n}`, SK: 'PROBE' });
  for (const n of [1, 2]) {
    await table.client.send(new PutCommand({ TableName: table.name, Item: { ...key(n), type: 'probe', n } }));
    await table.client.send(new DeleteCommand({ TableName: table.name, Key: key(n) }));
  }
  await until(() => seen.length >= 2);
  await poller.stop();

  expect(errors).toEqual([]);
  expect(seen.map((r) => r.eventName)).toEqual(['REMOVE', 'REMOVE']);
  expect(seen.map((r) => r.dynamodb?.OldImage?.PK?.S)).toEqual(['PROBE#1', 'PROBE#2']);
  expect(seen[0]!.dynamodb?.OldImage?.type).toEqual({ S: 'probe' });
});

it('runs the manifest functions behind their triggers under npm start, the expiry stream consumer included', async () => {
  // The expiry consumer's stream is on: DynamoDB Local reports it for the app's table.
  const { Table } = await new DynamoDBClient({}).send(
    new (await import('@aws-sdk/client-dynamodb')).DescribeTableCommand({ TableName: app.config.tableName }),
  );
  expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  // The SES feedback trigger and the HTTP routes answer through the same server.
  const ses = await fetch(`${app.baseUrl}/_local/ses-events`, { method: 'POST', body: '{}' });
  expect(ses.status).toBe(400);
  const openapi = await fetch(`${app.baseUrl}/v1/openapi.json`);
  expect(openapi.status).toBe(200);
  const nowhere = await fetch(`${app.baseUrl}/nowhere`);
  expect(nowhere.status).toBe(404);
});
