import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEndpoints } from '@local/emulators.js';
import { ensureResources } from '@local/resources.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@shared/adapters/dynamo/commands.js';
import { conditionalWrite } from '@shared/adapters/dynamo/expressions.js';
import { ValidationError } from '@shared/domain/errors.js';
import { testEndpoints } from '@test/support/app.js';

/**
 * The functions' DynamoDB client against DynamoDB Local, each operation the functions send: what is written is
 * read back the same (binary at any depth, sets, numbers beyond 2^53, undefined values left out), answers page
 * with their keys, and refusals come back as the errors the stores read.
 */
let TableName: string;
const client = () => dynamoDocumentClient();

beforeAll(async () => {
  useEndpoints(testEndpoints());
  ({ tableName: TableName } = await ensureResources(`t${randomBytes(4).toString('hex')}`));
});

const bytes = randomBytes(64);
const stored = {
  PK: 'DOC#1',
  SK: 'ITEM',
  fields: new Uint8Array(bytes),
  nested: { list: [1, 'two', { deep: new Uint8Array([0, 255]) }], gone: undefined, empty: '' },
  tags: new Set(['a', 'b']),
  counts: new Set([1, 2.5, -3]),
  blobs: new Set([new Uint8Array([1]), new Uint8Array([2])]),
  big: 12345678901234567890n,
  decimal: 0.1,
  flag: false,
  nothing: null,
  absent: undefined,
};
const { absent: _absent, ...expected } = { ...stored, nested: { list: stored.nested.list, empty: '' } };

describe("the functions' DynamoDB client on DynamoDB Local", () => {
  it('reads back what it wrote: binary at any depth, sets, big numbers; undefined left out; capacity reported', async () => {
    const put = await client().send(new PutCommand({ TableName, Item: stored, ReturnConsumedCapacity: 'TOTAL' }));
    expect(put.ConsumedCapacity).toMatchObject({ TableName });
    const { Item } = await client().send(
      new GetCommand({ TableName, Key: { PK: 'DOC#1', SK: 'ITEM' }, ConsistentRead: true }),
    );
    expect(Item).toEqual(expected);
    expect(Item!.fields).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(Item!.fields as Uint8Array).equals(bytes)).toBe(true);
    expect(Item!.big).toBe(12345678901234567890n);
    const missing = await client().send(new GetCommand({ TableName, Key: { PK: 'DOC#1', SK: 'NONE' } }));
    expect(missing.Item).toBeUndefined();
  });

  it('updates and deletes with their returned values, and a failed condition brings the old item', async () => {
    await client().send(
      new PutCommand({ TableName, Item: { PK: 'DOC#2', SK: 'ITEM', n: 1, data: new Uint8Array([7]) } }),
    );
    const updated = await client().send(
      new UpdateCommand({
        TableName,
        Key: { PK: 'DOC#2', SK: 'ITEM' },
        UpdateExpression: 'SET #s = :s ADD #n :one, #t :tags',
        ExpressionAttributeNames: { '#s': 'status', '#n': 'n', '#t': 'tags' },
        ExpressionAttributeValues: { ':s': 'done', ':one': 1, ':tags': new Set(['x']) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated.Attributes).toEqual({
      PK: 'DOC#2',
      SK: 'ITEM',
      n: 2,
      status: 'done',
      tags: new Set(['x']),
      data: new Uint8Array([7]),
    });
    const refused = await conditionalWrite(
      client().send(
        new PutCommand({
          TableName,
          Item: { PK: 'DOC#2', SK: 'ITEM' },
          ConditionExpression: 'attribute_not_exists(PK)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    expect(refused).toMatchObject({ written: false, failedItem: -1, old: { n: 2, data: new Uint8Array([7]) } });
    const deleted = await client().send(
      new DeleteCommand({ TableName, Key: { PK: 'DOC#2', SK: 'ITEM' }, ReturnValues: 'ALL_OLD' }),
    );
    expect(deleted.Attributes).toMatchObject({ status: 'done' });
  });

  it('cancels a transaction whose condition fails, naming the item, and writes none of it', async () => {
    const outcome = await conditionalWrite(
      client().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { PK: 'DOC#3', SK: 'A', v: 1 } } },
            {
              ConditionCheck: {
                TableName,
                Key: { PK: 'DOC#3', SK: 'QUOTA' },
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
          ],
        }),
      ),
    );
    expect(outcome).toMatchObject({ written: false, failedItem: 1, error: { name: 'TransactionCanceledException' } });
    const { Item } = await client().send(
      new GetCommand({ TableName, Key: { PK: 'DOC#3', SK: 'A' }, ConsistentRead: true }),
    );
    expect(Item).toBeUndefined();
  });

  it('writes and reads in batches, and pages a query with its last evaluated key', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => ({ PK: 'DOC#4', SK: `E#${i}` }));
    await client().send(
      new BatchWriteCommand({
        RequestItems: {
          [TableName]: [
            ...keys.map((key, i) => ({ PutRequest: { Item: { ...key, i, raw: new Uint8Array([i]) } } })),
            { DeleteRequest: { Key: { PK: 'DOC#1', SK: 'ITEM' } } },
          ],
        },
      }),
    );
    const { Responses } = await client().send(
      new BatchGetCommand({
        RequestItems: { [TableName]: { Keys: [...keys, { PK: 'DOC#1', SK: 'ITEM' }], ConsistentRead: true } },
      }),
    );
    expect(Responses![TableName]!.map((item) => item.i).sort()).toEqual([0, 1, 2, 3, 4]);
    const pages: unknown[][] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await client().send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :e)',
          ExpressionAttributeValues: { ':pk': 'DOC#4', ':e': 'E#' },
          ScanIndexForward: false,
          Limit: 2,
          ExclusiveStartKey,
        }),
      );
      pages.push((page.Items ?? []).map((item) => item.i));
      ExclusiveStartKey = page.LastEvaluatedKey;
      if (ExclusiveStartKey) expect(ExclusiveStartKey).toEqual(keys[4 - 2 * pages.length + 1]);
    } while (ExclusiveStartKey);
    expect(pages.flat()).toEqual([4, 3, 2, 1, 0]);
  });

  it("answers DynamoDB's refusal of a value as a 4xx the stores give, not a server error", async () => {
    await expect(client().send(new PutCommand({ TableName, Item: { PK: '', SK: 'x' } }))).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
