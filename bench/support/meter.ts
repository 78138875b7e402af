import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { InitializeMiddleware } from '@smithy/types';
import { dynamoDocumentClient, sqsClient } from '@shared/adapters/aws-clients.js';
import { TABLE_DEFINITION, type IndexDefinition } from '@shared/infra/definition.js';
import { indexWriteUnits, itemSize } from './item-size.js';

/**
 * Counts what a piece of work costs in requests and capacity units, from the clients the process already uses:
 * every DynamoDB request asks for `ReturnConsumedCapacity: INDEXES` and the answer is summed; SQS and SES requests
 * are counted by command, through SDK middleware, and S3 requests (all presigned, sent with `fetch`) by method.
 *
 * DynamoDB Local reports single-item and batch capacity as DynamoDB does (table + each index), but its
 * TransactWriteItems figures are not DynamoDB's (1 to 5 small items all report 4 WCU). So for a transaction the meter
 * applies DynamoDB's documented rule itself from the items before and after it (read back with an unmetered client):
 * 2 WCU per started KB of the larger image of each item, and each index write it causes, also ×2 (conservative).
 */
export interface Tally {
  requests: Record<string, number>;
  rcu: number;
  wcu: number;
  /** WCU by where they were spent: `table`, `GSI1`, … */
  wcuBy: Record<string, number>;
  sqs: Record<string, number>;
  s3: Record<string, number>;
  ses: Record<string, number>;
}

export const emptyTally = (): Tally => ({ requests: {}, rcu: 0, wcu: 0, wcuBy: {}, sqs: {}, s3: {}, ses: {} });

const bump = (record: Record<string, number>, key: string, by = 1) => (record[key] = (record[key] ?? 0) + by);

const READS = new Set([
  'GetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'TransactGetItemsCommand',
]);

type Capacity = {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
};

type Item = Record<string, unknown>;
type TransactItem = Record<string, { TableName: string; Item?: Item; Key?: Item }>;

export interface Meter {
  /** Runs `work` and returns what it cost (work must not overlap with other metered work). */
  measure(work: () => Promise<unknown>): Promise<Tally>;
}

let installed: Meter | undefined;

/** Installs the counting middleware on the process's SDK clients (once) and returns the meter. */
export function installMeter(indexes: readonly IndexDefinition[] = TABLE_DEFINITION.globalIndexes): Meter {
  if (installed) return installed;
  let tally = emptyTally();
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  const keyOf = (op: TransactItem[string]) => {
    const source = op.Item ?? op.Key ?? {};
    const key = { PK: source.PK, SK: source.SK };
    return typeof key.PK === 'object' && key.PK !== null ? (unmarshall(key as never) as Item) : key;
  };
  const images = async (tableName: string, keys: Item[]): Promise<Map<string, Item>> => {
    const { Responses } = await raw.send(
      new BatchGetCommand({ RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } } }),
    );
    return new Map((Responses?.[tableName] ?? []).map((item) => [`${String(item.PK)}|${String(item.SK)}`, item]));
  };

  const transactionUnits = async (items: TransactItem[], send: () => Promise<unknown>) => {
    const ops = items.map((entry) => {
      const [kind, op] = Object.entries(entry)[0]!;
      return { kind, op, key: keyOf(op) };
    });
    const tableName = ops[0]!.op.TableName;
    const id = (key: Item) => `${String(key.PK)}|${String(key.SK)}`;
    const before = await images(
      tableName,
      ops.map((o) => o.key),
    );
    const result = await send();
    const after = await images(
      tableName,
      ops.map((o) => o.key),
    );
    for (const { kind, key } of ops) {
      const old = before.get(id(key));
      const next = kind === 'ConditionCheck' ? old : after.get(id(key));
      const size = Math.max(old ? itemSize(old) : 0, next ? itemSize(next) : 0);
      const units = 2 * Math.max(1, Math.ceil(size / 1024));
      bump(tally.wcuBy, 'table', units);
      tally.wcu += units;
      if (kind === 'ConditionCheck') continue;
      for (const index of indexes) {
        const indexUnits = 2 * indexWriteUnits(index, old, next);
        if (indexUnits === 0) continue;
        bump(tally.wcuBy, index.name, indexUnits);
        tally.wcu += indexUnits;
      }
    }
    return result;
  };

  const client = dynamoDocumentClient();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'unknown';
      bump(tally.requests, command);
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'INDEXES';
      if (command === 'TransactWriteItemsCommand') {
        return transactionUnits(input.TransactItems as TransactItem[], () => next(args)) as ReturnType<typeof next>;
      }
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
      for (const capacity of [consumed ?? []].flat()) {
        const units = capacity.CapacityUnits ?? 0;
        // DynamoDB charges a read that finds nothing as one of 1 item; DynamoDB Local reports 0.
        if (READS.has(command)) tally.rcu += Math.max(units, input.ConsistentRead === true ? 1 : 0.5);
        else {
          tally.wcu += units;
          bump(tally.wcuBy, 'table', capacity.Table?.CapacityUnits ?? 0);
          for (const [name, index] of Object.entries(capacity.GlobalSecondaryIndexes ?? {}))
            bump(tally.wcuBy, name, index.CapacityUnits ?? 0);
        }
      }
      return result;
    },
    { step: 'initialize', name: 'benchMeterDynamo' },
  );
  const countCommands = (
    stack: { add: (m: InitializeMiddleware<object, object>, o: object) => void },
    key: 'sqs' | 'ses',
  ) =>
    stack.add(
      (next, context) => async (args) => {
        bump(tally[key], (context.commandName ?? 'unknown').replace(/Command$/, ''));
        return next(args);
      },
      { step: 'initialize', name: `benchMeter-${key}` },
    );
  countCommands(sqsClient().middlewareStack as never, 'sqs');
  // S3 and SES requests: every function sends them with fetch (presigned S3 URLs, signed SES SendEmail).
  const fetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const { AWS_ENDPOINT_URL_S3: s3, AWS_ENDPOINT_URL_SESV2: ses } = process.env;
    if (s3 && url.startsWith(s3)) bump(tally.s3, `${init?.method ?? 'GET'} (presigned)`);
    if (ses && url.startsWith(ses) && url.endsWith('/v2/email/outbound-emails')) bump(tally.ses, 'SendEmail');
    return fetch(input, init);
  };

  installed = {
    async measure(work) {
      tally = emptyTally();
      await work();
      const done = tally;
      tally = emptyTally();
      return done;
    },
  };
  return installed;
}
