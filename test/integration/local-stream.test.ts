import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand } from '@shared/adapters/dynamo/commands.js';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { entityChangesFilter, startStreamPoller } from '@local/streams.js';
import { TABLE_DEFINITION } from '@shared/infra/definition.js';
import { startTestApp } from '@test/support/app.js';

let app: LocalApp;

beforeAll(async () => {
  app = await startTestApp({ sweepIntervalMs: 0 });
});
afterAll(() => app.stop());

/** A poller on the app's table, as the tests here configure it (`batchSize` 10 unless given). */
const pollStream = (
  options: Omit<Parameters<typeof startStreamPoller>[0], 'dynamo' | 'tableName' | 'streamView' | 'batchSize'> & {
    batchSize?: number;
  },
) =>
  startStreamPoller({
    dynamo: new DynamoDBClient({}),
    tableName: app.config.tableName,
    streamView: TABLE_DEFINITION.streamView,
    batchSize: 10,
    intervalMs: 100,
    ...options,
  });

const put = (PK: string, type: string, extra: Record<string, unknown> = {}) =>
  app.runtime.table.client.send(
    new PutCommand({ TableName: app.runtime.table.name, Item: { PK, SK: 'PROBE', type, ...extra } }),
  );

const until = async (check: () => boolean, ms = 30_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
};

it('reads the local table stream like an event source mapping: filtered, in order, retried on failure', async () => {
  const seen: DynamoDBRecord[] = [];
  const errors: unknown[] = [];
  let failOnce = true;
  const poller = pollStream({
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

it('retries a batch whose handler threw as it was, not grown by records that arrived meanwhile', async () => {
  const batches: string[][] = [];
  const poller = pollStream({
    filter: (r) => r.dynamodb?.NewImage?.type?.S === 'probe-batch',
    handler: async (event) => {
      batches.push(event.Records.map((r) => r.dynamodb!.NewImage!.PK!.S!));
      if (batches.length === 1) {
        // A record arrives while the failing try runs; the retry must still be the same batch (its counters' id).
        await put('PROBE#late', 'probe-batch');
        await new Promise((r) => setTimeout(r, 300));
        throw new Error('injected');
      }
      return { batchItemFailures: [] };
    },
  });
  await poller.ready;
  await put('PROBE#first', 'probe-batch');
  await until(() => batches.flat().includes('PROBE#late') && batches.length >= 3);
  await poller.stop();
  expect(batches.slice(0, 3)).toEqual([['PROBE#first'], ['PROBE#first'], ['PROBE#late']]);
});

it('resumes after the last handled record when restarted with a kept position, never replaying', async () => {
  const positionsFile = join(mkdtempSync(join(tmpdir(), 'stream-positions-')), 'positions.json');
  const run = (seen: string[], withPosition = true) =>
    pollStream({
      positionsFile: withPosition ? positionsFile : undefined,
      filter: (r) => r.dynamodb?.NewImage?.type?.S === 'probe-restart',
      handler: async (event) => {
        seen.push(...event.Records.map((r) => r.dynamodb!.NewImage!.PK!.S!));
        return { batchItemFailures: [] };
      },
    });
  const before: string[] = [];
  const first = run(before);
  await first.ready;
  await put('RESTART#1', 'probe-restart');
  await put('RESTART#other', 'something-else');
  await first.settle();
  await first.stop();
  // Written while no poller runs.
  await put('RESTART#2', 'probe-restart');
  await put('RESTART#3', 'probe-restart');
  const [after, fresh] = [[], []] as [string[], string[]];
  const second = run(after);
  const third = run(fresh, false);
  await Promise.all([second.ready, third.ready]);
  await put('RESTART#4', 'probe-restart');
  await Promise.all([second.settle(), third.settle()]);
  await Promise.all([second.stop(), third.stop()]);
  expect(before).toEqual(['RESTART#1']);
  expect(after).toEqual(['RESTART#2', 'RESTART#3', 'RESTART#4']);
  // Without a kept position a poller starts at the stream's end.
  expect(fresh).toEqual(['RESTART#4']);
});

it('invokes the table-stream consumer for submission items only, not for what it writes itself', async () => {
  const seen: string[] = [];
  const poller = pollStream({
    batchSize: 1000,
    filter: entityChangesFilter('submission'),
    handler: async (event) => {
      seen.push(...event.Records.map((r) => `${r.eventName} ${(r.dynamodb?.NewImage ?? r.dynamodb?.OldImage)!.PK!.S}`));
      return { batchItemFailures: [] };
    },
  });
  await poller.ready;
  // The consumer's own writes (rollups, counters, markers) and other entities, then a submission's life.
  for (const type of ['form_stats_hour', 'form_counters', 'usage', 'stream_record', 'stream_counted', 'form'])
    await put(`OTHER#${type}`, type);
  await put('FILTER#sub', 'submission');
  await put('FILTER#sub', 'submission', { status: 'spam' });
  await app.runtime.table.client.send(
    new DeleteCommand({ TableName: app.runtime.table.name, Key: { PK: 'FILTER#sub', SK: 'PROBE' } }),
  );
  await poller.settle();
  await poller.stop();
  expect(seen).toEqual(['INSERT FILTER#sub', 'MODIFY FILTER#sub', 'REMOVE FILTER#sub']);
});

it('runs the manifest functions behind their triggers under npm start, the table-stream consumer included', async () => {
  // The stream consumer's stream is on: DynamoDB Local reports it for the app's table.
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
