import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { decodeItem, encodeItem } from './wire.js';

/** The input and output types other adapters name (the `@aws-sdk/lib-dynamodb` commands' own). */
export type { BatchGetCommandOutput, QueryCommandInput, TransactWriteCommandInput };

/** The DynamoDB operations the functions send. */
export type DynamoOperation =
  | 'GetItem'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'Query'
  | 'Scan'
  | 'BatchGetItem'
  | 'BatchWriteItem'
  | 'TransactWriteItems';

type Item = Record<string, unknown>;
type Wire = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- DynamoDB's JSON

/**
 * One DynamoDB operation in the document client's shape: its input with plain values (the `@aws-sdk/lib-dynamodb`
 * command of the same name and input), how that input goes on the wire, and how the answer comes back. `Output` is
 * the answer's type (`client.send` returns it).
 */
export abstract class DocumentCommand<Input extends object, Output extends object> {
  abstract readonly operation: DynamoOperation;
  declare readonly outputType?: Output;
  constructor(readonly input: Input) {}
  /** The request body's fields: every item, key and expression value marshalled. */
  abstract encode(input: Input): Wire;
  /** The answer with every item decoded (the answer's other fields as they came). */
  abstract decode(answer: Wire): Output;
}

/** Item, Key and ExpressionAttributeValues of one write or read, marshalled (the rest as given). */
const withValues = (input: Wire): Wire => ({
  ...input,
  ...(input.Item ? { Item: encodeItem(input.Item as Item) } : {}),
  ...(input.Key ? { Key: encodeItem(input.Key as Item) } : {}),
  ...(input.ExpressionAttributeValues
    ? { ExpressionAttributeValues: encodeItem(input.ExpressionAttributeValues) }
    : {}),
});

const withAttributes = <O extends object>(answer: Wire): O =>
  (answer.Attributes ? { ...answer, Attributes: decodeItem(answer.Attributes) } : answer) as O;

const decodeAll = (items: Wire[] | undefined) => items?.map((item) => decodeItem(item)!);

const mapValues = <T, U>(record: Record<string, T> | undefined, change: (value: T) => U) =>
  record ? Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)])) : undefined;

export class GetCommand extends DocumentCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
  encode = withValues;
  decode = (answer: Wire) => ({ ...answer, Item: decodeItem(answer.Item) }) as GetCommandOutput;
}

export class PutCommand extends DocumentCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
  encode = withValues;
  decode = withAttributes<PutCommandOutput>;
}

export class UpdateCommand extends DocumentCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
  encode = withValues;
  decode = withAttributes<UpdateCommandOutput>;
}

export class DeleteCommand extends DocumentCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
  encode = withValues;
  decode = withAttributes<DeleteCommandOutput>;
}

export class QueryCommand extends DocumentCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
  encode = (input: Wire) => ({
    ...withValues(input),
    ...(input.ExclusiveStartKey ? { ExclusiveStartKey: encodeItem(input.ExclusiveStartKey) } : {}),
  });
  decode = (answer: Wire) =>
    ({
      ...answer,
      Items: decodeAll(answer.Items),
      LastEvaluatedKey: decodeItem(answer.LastEvaluatedKey),
    }) as QueryCommandOutput;
}

export class ScanCommand extends DocumentCommand<ScanCommandInput, ScanCommandOutput> {
  readonly operation = 'Scan';
  encode = (input: Wire) => new QueryCommand(input as QueryCommandInput).encode(input);
  decode = (answer: Wire) => new QueryCommand({} as QueryCommandInput).decode(answer) as ScanCommandOutput;
}

type KeysAndAttributes = { Keys?: Wire[] } & Wire;

export class BatchGetCommand extends DocumentCommand<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
  encode = (input: Wire) => ({
    ...input,
    RequestItems: mapValues(input.RequestItems as Record<string, KeysAndAttributes>, (read) => ({
      ...read,
      Keys: read.Keys?.map((key) => encodeItem(key)),
    })),
  });
  decode = (answer: Wire) =>
    ({
      ...answer,
      Responses: mapValues(answer.Responses as Record<string, Wire[]>, decodeAll),
      UnprocessedKeys: mapValues(answer.UnprocessedKeys as Record<string, KeysAndAttributes>, (read) => ({
        ...read,
        Keys: decodeAll(read.Keys),
      })),
    }) as BatchGetCommandOutput;
}

type WriteRequest = { PutRequest?: { Item: Wire }; DeleteRequest?: { Key: Wire } };
const writeRequests = (requests: WriteRequest[], code: (item: Wire) => Wire | undefined) =>
  requests.map((request) =>
    request.PutRequest
      ? { PutRequest: { ...request.PutRequest, Item: code(request.PutRequest.Item) } }
      : { DeleteRequest: { ...request.DeleteRequest, Key: code(request.DeleteRequest!.Key) } },
  );

export class BatchWriteCommand extends DocumentCommand<BatchWriteCommandInput, BatchWriteCommandOutput> {
  readonly operation = 'BatchWriteItem';
  encode = (input: Wire) => ({
    ...input,
    RequestItems: mapValues(input.RequestItems as Record<string, WriteRequest[]>, (requests) =>
      writeRequests(requests, encodeItem),
    ),
  });
  decode = (answer: Wire) =>
    ({
      ...answer,
      UnprocessedItems: mapValues(answer.UnprocessedItems as Record<string, WriteRequest[]>, (requests) =>
        writeRequests(requests, decodeItem),
      ),
    }) as BatchWriteCommandOutput;
}

export class TransactWriteCommand extends DocumentCommand<TransactWriteCommandInput, TransactWriteCommandOutput> {
  readonly operation = 'TransactWriteItems';
  encode = (input: Wire) => ({
    ...input,
    TransactItems: (input.TransactItems as Wire[] | undefined)?.map((item) =>
      Object.fromEntries(Object.entries(item).map(([kind, write]) => [kind, withValues(write as Wire)])),
    ),
  });
  decode = (answer: Wire) => answer as TransactWriteCommandOutput;
}
