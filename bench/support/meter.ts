import { BatchGetCommand } from '@shared/adapters/dynamo/commands.js';
import { DocumentClient } from '@shared/adapters/dynamo/document-client.js';
import { processSigning } from '@shared/adapters/aws-signing.js';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { dynamoDocumentClient, sqsSender } from '@shared/adapters/aws-clients.js';
import { searchPartKey } from '@shared/adapters/dynamo/keys.js';
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
  /** The same figures per step: each request under the item it reaches (`stepOf`), with its wall time. */
  steps: Record<string, StepTally>;
}

/** What the requests of one step cost: requests, capacity units and the milliseconds they took (wall time). */
export interface StepTally {
  requests: number;
  wcu: number;
  rcu: number;
  ms: number;
}

export const emptyTally = (): Tally => ({
  requests: {},
  rcu: 0,
  wcu: 0,
  wcuBy: {},
  sqs: {},
  s3: {},
  ses: {},
  steps: {},
});

/**
 * The kind of item a key names: its partition key's prefix (`RL#…` → `RL#`), with the sort key's when it has one
 * (`FORM#/SUB#`) or the sort key itself when it is a name of its own (`FORM#/TARGETS`, `TENANT#/SUBSCRIBERS`; not
 * `TENANT#` for the tenant's own `TENANT` item).
 */
const prefixOf = (value: unknown) => (typeof value === 'string' ? (/^[A-Z_]+#?/.exec(value)?.[0] ?? '…') : '?');
const keyKind = (key: Record<string, unknown> | undefined) => {
  if (!key) return '?';
  const pk = prefixOf(key.PK);
  if (typeof key.SK !== 'string') return pk;
  if (key.SK.includes('#')) return `${pk}/${prefixOf(key.SK)}`;
  return /^[A-Z_]+$/.test(key.SK) && `${key.SK}#` !== pk ? `${pk}/${key.SK}` : pk;
};

/**
 * The step a request belongs to, named by its operation and the items it reaches: `UpdateItem RL#`, `PutItem
 * FORM#/SUB#`, `Query GSI5`, `BatchGetItem CAMPAIGN_BAND#`. Stable across features: a new kind of item shows as
 * its own step.
 */
export function stepOf(command: string, input: Record<string, unknown>): string {
  const op = command.replace(/Command$/, '');
  const item = (input.Item ?? input.Key) as Record<string, unknown> | undefined;
  if (item) return `${op} ${keyKind(item)}`;
  if (op === 'Query' || op === 'Scan') {
    const [pk, ...values] = Object.values((input.ExpressionAttributeValues ?? {}) as Record<string, unknown>);
    // A form's search index parts are read by a sort-key range: their own step.
    const part = values.some((v) => typeof v === 'string' && v.startsWith(searchPartKey.prefix));
    return `${op} ${typeof input.IndexName === 'string' ? input.IndexName : prefixOf(pk)}${part ? `/${searchPartKey.prefix}` : ''}`;
  }
  const batch = (input.RequestItems ?? {}) as Record<string, { Keys?: Record<string, unknown>[] } | unknown[]>;
  const firstTable = Object.values(batch)[0];
  if (firstTable) {
    const keys = Array.isArray(firstTable)
      ? (firstTable as Record<string, { Item?: Record<string, unknown>; Key?: Record<string, unknown> }>[]).map(
          (r) => Object.values(r)[0]?.Item ?? Object.values(r)[0]?.Key,
        )
      : (firstTable.Keys ?? []);
    return `${op} ${[...new Set(keys.map((k) => keyKind(k)))].sort().join(' + ')}`;
  }
  const transact = input.TransactItems as TransactItem[] | undefined;
  if (transact)
    return `${op} ${[...new Set(transact.map((t) => keyKind(Object.values(t)[0]?.Item ?? Object.values(t)[0]?.Key)))].sort().join(' + ')}`;
  return op;
}

const bump = (record: Record<string, number>, key: string, by = 1) => (record[key] = (record[key] ?? 0) + by);

const READS = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);

type Capacity = {
  CapacityUnits?: number;
  Table?: { CapacityUnits?: number };
  GlobalSecondaryIndexes?: Record<string, { CapacityUnits?: number }>;
};

type Item = Record<string, unknown>;
type TransactItem = Record<string, { TableName: string; Item?: Item; Key?: Item }>;

/** The units one request consumed. */
interface Units {
  wcu: number;
  rcu: number;
  wcuBy: Record<string, number>;
}

export interface Meter {
  /** Runs `work` and returns what it cost (work must not overlap with other metered work). */
  measure(work: () => Promise<unknown>): Promise<Tally>;
}

type BatchRead = { Keys?: unknown[]; ConsistentRead?: boolean };

/** The read units of a BatchGetItem's keys that found no item (1 each strongly consistent, else 0.5). */
function unfoundBatchUnits(input: Record<string, unknown>, output: unknown): number {
  const asked = (input.RequestItems ?? {}) as Record<string, BatchRead>;
  const answered = ((output as { Responses?: Record<string, unknown[]> }).Responses ?? {}) as Record<string, unknown[]>;
  let units = 0;
  for (const [table, read] of Object.entries(asked)) {
    const unfound = (read.Keys?.length ?? 0) - (answered[table]?.length ?? 0);
    units += Math.max(0, unfound) * (read.ConsistentRead === true ? 1 : 0.5);
  }
  return units;
}

let installed: Meter | undefined;

/** Installs the counting middleware on the process's SDK clients (once) and returns the meter. */
export function installMeter(indexes: readonly IndexDefinition[] = TABLE_DEFINITION.globalIndexes): Meter {
  if (installed) return installed;
  let tally = emptyTally();
  const raw = new DocumentClient(processSigning());
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

  const transactionUnits = async (
    items: TransactItem[],
    send: () => Promise<Record<string, unknown>>,
    units: Units,
  ) => {
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
      const itemUnits = 2 * Math.max(1, Math.ceil(size / 1024));
      bump(units.wcuBy, 'table', itemUnits);
      units.wcu += itemUnits;
      if (kind === 'ConditionCheck') continue;
      for (const index of indexes) {
        const indexUnits = 2 * indexWriteUnits(index, old, next);
        if (indexUnits === 0) continue;
        bump(units.wcuBy, index.name, indexUnits);
        units.wcu += indexUnits;
      }
    }
    return result;
  };

  const client = dynamoDocumentClient();
  client.intercept(async ({ operation: command, input }, next) => {
    bump(tally.requests, command);
    input.ReturnConsumedCapacity = 'INDEXES';
    const step = stepOf(command, input);
    // This request's own units, added to the tally once it is answered (requests of one piece of work overlap).
    const units: Units = { wcu: 0, rcu: 0, wcuBy: {} };
    const started = performance.now();
    const counted = <R>(result: R): R => {
      const entry = (tally.steps[step] ??= { requests: 0, wcu: 0, rcu: 0, ms: 0 });
      entry.requests += 1;
      entry.ms += performance.now() - started;
      entry.wcu += units.wcu;
      entry.rcu += units.rcu;
      tally.wcu += units.wcu;
      tally.rcu += units.rcu;
      for (const [where, n] of Object.entries(units.wcuBy)) bump(tally.wcuBy, where, n);
      return result;
    };
    if (command === 'TransactWriteItems') {
      return transactionUnits(input.TransactItems as TransactItem[], next, units).then(counted);
    }
    const result = await next();
    const consumed = (result as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
    // DynamoDB charges each key of a BatchGetItem that finds nothing as a read of a small item; DynamoDB Local
    // reports 0.
    if (command === 'BatchGetItem') units.rcu += unfoundBatchUnits(input, result);
    for (const capacity of [consumed ?? []].flat()) {
      const consumedUnits = capacity.CapacityUnits ?? 0;
      // DynamoDB charges a read that finds nothing as one of 1 item; DynamoDB Local reports 0.
      if (command === 'BatchGetItem') units.rcu += consumedUnits;
      else if (READS.has(command)) units.rcu += Math.max(consumedUnits, input.ConsistentRead === true ? 1 : 0.5);
      else {
        units.wcu += consumedUnits;
        bump(units.wcuBy, 'table', capacity.Table?.CapacityUnits ?? 0);
        for (const [name, index] of Object.entries(capacity.GlobalSecondaryIndexes ?? {}))
          bump(units.wcuBy, name, index.CapacityUnits ?? 0);
      }
    }
    return counted(result);
  });
  sqsSender().intercept(async (operation, input, next) => {
    bump(tally.sqs, operation);
    const started = performance.now();
    const result = await next(input);
    const entry = (tally.steps[`SQS ${operation}`] ??= { requests: 0, wcu: 0, rcu: 0, ms: 0 });
    entry.requests += 1;
    entry.ms += performance.now() - started;
    return result;
  });
  // S3 and SES requests: every function sends them with fetch (presigned S3 URLs, signed SES SendEmail).
  const fetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const { AWS_ENDPOINT_URL_S3: s3, AWS_ENDPOINT_URL_SESV2: ses } = process.env;
    const kind =
      s3 && url.startsWith(s3)
        ? `S3 ${init?.method ?? 'GET'}`
        : ses && url.startsWith(ses) && url.endsWith('/v2/email/outbound-emails')
          ? 'SES SendEmail'
          : undefined;
    if (kind?.startsWith('S3')) bump(tally.s3, `${init?.method ?? 'GET'} (presigned)`);
    if (kind === 'SES SendEmail') bump(tally.ses, 'SendEmail');
    const started = performance.now();
    const response = await fetch(input, init);
    if (kind) {
      const entry = (tally.steps[kind] ??= { requests: 0, wcu: 0, rcu: 0, ms: 0 });
      entry.requests += 1;
      entry.ms += performance.now() - started;
    }
    return response;
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
