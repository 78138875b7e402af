import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as Sdk from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS, fakeSigning, startSignedJsonFake } from '@test/support/signed-json-fake.js';
import * as Ours from '@shared/adapters/dynamo/commands.js';
import { DocumentClient } from '@shared/adapters/dynamo/document-client.js';
import { conditionalWrite } from '@shared/adapters/dynamo/expressions.js';
import { writeAtomically } from '@shared/adapters/dynamo/transact.js';
import { PerRequestRetryStrategy } from '@shared/adapters/retry-per-request.js';

/**
 * The functions' DynamoDB client (`shared/adapters/dynamo/document-client.ts`) against the SDK's document client:
 * for the same command and input, the request on the wire is the SDK's (target, content type, JSON body) and
 * carries a SigV4 signature the fake checks by signing the received request again, as AWS does; the same answer
 * decodes to the same output. Errors keep the SDK's names and the fields the code reads; throttling and 5xx are
 * retried, refusals are not.
 */
const Sha256 = new DynamoDBClient({ region: 'eu-west-1' }).config.sha256;
const credentials = FAKE_CREDENTIALS;
const signing = fakeSigning(Sha256);
let fake: Awaited<ReturnType<typeof startSignedJsonFake>>;

beforeAll(async () => {
  fake = await startSignedJsonFake({ sha256: Sha256, contentType: 'application/x-amz-json-1.0', service: 'dynamodb' });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const ours = (retry = new PerRequestRetryStrategy({ throttled: 10, failing: 3, baseDelayMs: 1 })) =>
  new DocumentClient(signing, { env: { AWS_ENDPOINT_URL_DYNAMODB: fake.endpoint }, retry });
/** The SDK's document client with the options the functions' client had. */
const sdk = () =>
  Sdk.DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: 'eu-west-1', endpoint: fake.endpoint, credentials, maxAttempts: 1 }),
    {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    },
  );
const stripped = ({ $metadata: _, ...output }: Record<string, unknown>) => output;

const bytes = Buffer.from([0, 1, 2, 250, 255]);
const item = {
  PK: 'FORM#f1',
  SK: 'SUB#01',
  fields: new Uint8Array(bytes),
  nested: { list: [1, 'two', { deep: Buffer.from('x') }], gone: undefined, empty: '' },
  tags: new Set(['a', 'b']),
  counts: new Set([1, 2.5]),
  blobs: new Set([Buffer.from('p'), Buffer.from('q')]),
  big: 2n ** 60n,
  decimal: 0.1,
  flag: false,
  nothing: null,
  absent: undefined,
};
const wireItem = {
  PK: { S: 'FORM#f1' },
  SK: { S: 'SUB#01' },
  fields: { B: bytes.toString('base64') },
  n: { N: '12345678901234567890' },
  tags: { SS: ['a'] },
  nested: { M: { list: { L: [{ N: '1' }, { B: 'eA==' }] } } },
};

/** Each command with its input and the answer the fake gives it: sent by both clients, compared. */
const cases: [string, (c: typeof Ours | typeof Sdk) => unknown, unknown][] = [
  [
    'PutItem',
    (c) =>
      new c.PutCommand({
        TableName: 't',
        Item: item,
        ConditionExpression: 'attribute_not_exists(PK) OR #v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': 3, ':skip': undefined },
        ReturnValues: 'ALL_OLD',
        ReturnConsumedCapacity: 'INDEXES',
      }),
    { Attributes: wireItem, ConsumedCapacity: { TableName: 't', CapacityUnits: 2, Table: { CapacityUnits: 1 } } },
  ],
  [
    'GetItem',
    (c) => new c.GetCommand({ TableName: 't', Key: { PK: 'p', SK: 's' }, ConsistentRead: true }),
    { Item: wireItem },
  ],
  ['GetItem', (c) => new c.GetCommand({ TableName: 't', Key: { PK: 'p', SK: 'missing' } }), {}],
  [
    'UpdateItem',
    (c) =>
      new c.UpdateCommand({
        TableName: 't',
        Key: { PK: 'p', SK: 's' },
        UpdateExpression: 'SET #a = :a ADD #n :one DELETE #s :gone',
        ExpressionAttributeNames: { '#a': 'a', '#n': 'n', '#s': 's' },
        ExpressionAttributeValues: { ':a': { when: '2026-01-01', bytes }, ':one': 1, ':gone': new Set(['x']) },
        ReturnValues: 'ALL_NEW',
      }),
    { Attributes: wireItem },
  ],
  [
    'DeleteItem',
    (c) =>
      new c.DeleteCommand({
        TableName: 't',
        Key: { PK: 'p', SK: 's' },
        ConditionExpression: 'tenant_id = :t',
        ExpressionAttributeValues: { ':t': 'ten_1' },
      }),
    {},
  ],
  [
    'Query',
    (c) =>
      new c.QueryCommand({
        TableName: 't',
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :after',
        FilterExpression: 'spam = :no',
        ExpressionAttributeValues: { ':pk': 'FORM#f1', ':after': 'SUB#9', ':no': false },
        ExclusiveStartKey: { PK: 'p', SK: 's', GSI1PK: 'FORM#f1', GSI1SK: 'SUB#5' },
        ScanIndexForward: false,
        Limit: 25,
      }),
    { Items: [wireItem, wireItem], Count: 2, ScannedCount: 3, LastEvaluatedKey: { PK: { S: 'p' }, n: { N: '7' } } },
  ],
  [
    'BatchGetItem',
    (c) =>
      new c.BatchGetCommand({
        RequestItems: {
          t: {
            Keys: [
              { PK: 'a', SK: 'b' },
              { PK: 'c', SK: 'd' },
            ],
            ConsistentRead: true,
            ProjectionExpression: '#s',
            ExpressionAttributeNames: { '#s': 'status' },
          },
        },
      }),
    {
      Responses: { t: [wireItem] },
      UnprocessedKeys: { t: { Keys: [{ PK: { S: 'c' }, SK: { S: 'd' } }], ConsistentRead: true } },
    },
  ],
  [
    'BatchWriteItem',
    (c) =>
      new c.BatchWriteCommand({
        RequestItems: { t: [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: { PK: 'x', SK: 'y' } } }] },
      }),
    { UnprocessedItems: { t: [{ PutRequest: { Item: wireItem } }, { DeleteRequest: { Key: { PK: { S: 'x' } } } }] } },
  ],
  [
    'TransactWriteItems',
    (c) =>
      new c.TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 't', Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Update: {
              TableName: 't',
              Key: { PK: 'c', SK: 'n' },
              UpdateExpression: 'ADD #n :one',
              ExpressionAttributeNames: { '#n': 'n' },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          { Delete: { TableName: 't', Key: { PK: 'd', SK: 'e' } } },
          {
            ConditionCheck: {
              TableName: 't',
              Key: { PK: 'q', SK: 'r' },
              ConditionExpression: 'used < :max',
              ExpressionAttributeValues: { ':max': 500 },
            },
          },
        ],
        ClientRequestToken: 'token-1',
      }),
    {},
  ],
];

describe('a DynamoDB call', () => {
  it.each(cases)(
    '%s: sends the request the SDK document client sends, validly signed, and decodes its answer alike',
    async (operation, command, answer) => {
      fake.state.answers = [
        { status: 200, body: answer },
        { status: 200, body: answer },
      ];
      const mine = await ours().send(command(Ours) as Ours.PutCommand);
      const theirs = await sdk().send(command(Sdk) as Sdk.PutCommand);
      expect(fake.state.seen).toHaveLength(2);
      expect(fake.state.seen[0]!.target).toBe(`DynamoDB_20120810.${operation}`);
      expect({ ...fake.state.seen[0]!, signatureValid: true }).toEqual({
        ...fake.state.seen[1]!,
        signatureValid: true,
      });
      expect(fake.state.seen.map((s) => s.signatureValid)).toEqual([true, true]);
      expect(stripped(mine)).toEqual(stripped(theirs));
      expect(mine.$metadata).toMatchObject({ httpStatusCode: 200 });
    },
  );

  it('refuses what the SDK refuses before sending: an unsafe number, a class instance', async () => {
    const put = (value: unknown) => new Ours.PutCommand({ TableName: 't', Item: { PK: 'p', SK: 's', value } });
    await expect(ours().send(put(2 ** 60))).rejects.toThrow(/MAX_SAFE_INTEGER/);
    await expect(ours().send(put(new (class Thing {})()))).rejects.toThrow(/Unsupported type passed/);
    expect(fake.state.seen).toEqual([]);
  });
});

describe("DynamoDB's errors", () => {
  it("keep the SDK's names, status and fields: a failed condition's old item, a transaction's reasons", async () => {
    fake.state.answers = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
          Item: wireItem,
        },
      },
    ];
    const refused = await conditionalWrite(
      ours().send(new Ours.PutCommand({ TableName: 't', Item: { PK: 'p', SK: 's' }, ConditionExpression: 'x' })),
    );
    expect(refused).toMatchObject({
      written: false,
      failedItem: -1,
      old: { PK: 'FORM#f1', fields: new Uint8Array(bytes), n: 12345678901234567890n },
      error: { name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400 }, $fault: 'client' },
    });
    expect(fake.state.seen).toHaveLength(1);

    fake.state.answers = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message:
            'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]',
          CancellationReasons: [
            { Code: 'None' },
            { Code: 'ConditionalCheckFailed', Message: 'failed', Item: wireItem },
          ],
        },
      },
    ];
    const cancelled = await conditionalWrite(
      ours().send(new Ours.TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { PK: 'a' } } }] })),
    );
    expect(cancelled).toMatchObject({ written: false, failedItem: 1, old: { tags: new Set(['a']) } });
    expect((cancelled as { error: Error }).error.message).toMatch(/^Transaction cancelled/);
  });

  it('retries throttling and 5xx with backoff, each attempt signed anew; a refusal is not retried', async () => {
    const throttled = (type: string) => ({
      status: 400,
      body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: 'slow' },
    });
    fake.state.answers = [
      throttled('ProvisionedThroughputExceededException'),
      throttled('ThrottlingException'),
      throttled('RequestLimitExceeded'),
      { status: 500, body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError' } },
      { status: 503, body: {} },
      { status: 200, body: { Item: { PK: { S: 'p' } } } },
    ];
    const { Item } = await ours().send(new Ours.GetCommand({ TableName: 't', Key: { PK: 'p', SK: 's' } }));
    expect(Item).toEqual({ PK: 'p' });
    expect(fake.state.seen).toHaveLength(6);
    expect(fake.state.seen.every((s) => s.signatureValid)).toBe(true);

    fake.state.seen = [];
    fake.state.answers = [
      { status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#ValidationException', message: 'bad' } },
    ];
    await expect(ours().send(new Ours.GetCommand({ TableName: 't', Key: { PK: 'p' } }))).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'bad',
    });
    expect(fake.state.seen).toHaveLength(1);
  });

  it("gives up on failures after the strategy's attempts, with the last error", async () => {
    fake.state.answers = Array.from({ length: 5 }, () => ({ status: 500, body: {} }));
    await expect(
      ours(new PerRequestRetryStrategy({ throttled: 10, failing: 2, baseDelayMs: 1 })).send(
        new Ours.GetCommand({ TableName: 't', Key: { PK: 'p' } }),
      ),
    ).rejects.toMatchObject({ name: 'InternalServerError', $metadata: { httpStatusCode: 500 }, $fault: 'server' });
    expect(fake.state.seen).toHaveLength(2);
  });

  it('retries a transaction conflict with backoff and names the typed refusal of the write whose condition failed', async () => {
    const cancelled = (codes: string[]) => ({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        Message: 'Transaction cancelled',
        CancellationReasons: codes.map((Code) => ({ Code })),
      },
    });
    fake.state.answers = [cancelled(['TransactionConflict', 'None']), cancelled(['None', 'ConditionalCheckFailed'])];
    const { refusedAs } = await import('@shared/adapters/dynamo/transact.js');
    class QuotaSpent extends Error {}
    const write = writeAtomically({ client: ours(), name: 't' }, [
      { Put: { Item: { PK: 'a', SK: 'b' } } },
      refusedAs({ ConditionCheck: { Key: { PK: 'q', SK: 'r' }, ConditionExpression: 'x' } }, () => new QuotaSpent()),
    ]);
    await expect(write).rejects.toBeInstanceOf(QuotaSpent);
    expect(fake.state.seen).toHaveLength(2);
  });

  it("ends where it is when the caller's signal aborts, without a retry", async () => {
    fake.state.answers = [{ status: 0, body: undefined, hang: true }];
    const abort = new AbortController();
    const call = ours().send(new Ours.GetCommand({ TableName: 't', Key: { PK: 'p' } }), { abortSignal: abort.signal });
    while (fake.state.seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    abort.abort();
    await expect(call).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.state.seen).toHaveLength(1);
  });
});
