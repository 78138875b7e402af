import {
  BatchGetCommand,
  BatchWriteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from './commands.js';
import type { DocumentClient } from './document-client.js';
import { DependencyUnavailableError } from '@shared/domain/errors.js';
import { stringAttr } from './attributes.js';
import { updateOf, written } from './expressions.js';
import { queueBatchScope } from './queue-batch.js';
import { writeAtomically, type WriteItem } from './transact.js';

type Item = Record<string, unknown>;

/** The single table: a document client plus its name. Entity modules build keys; this knows none. */
export interface Table {
  client: DocumentClient;
  name: string;
}

/**
 * Marks a tenant's revocable item (API key, session, form key) revoked, keeping the first revocation time.
 * False when the item is gone or belongs to another tenant, and with `once` also when it was already revoked: of
 * concurrent revocations exactly one is told it revoked (the one that records it).
 */
export async function revokeItem(
  table: Table,
  key: { PK: unknown; SK: unknown },
  tenantId: string,
  at: string,
  { once = false } = {},
): Promise<boolean> {
  return written(
    table.client.send(
      new UpdateCommand({
        TableName: table.name,
        ...updateOf(
          { PK: key.PK, SK: key.SK },
          { setIfAbsent: { revoked_at: at } },
          {
            expression: `attribute_exists(PK) AND tenant_id = :tenant${once ? ' AND attribute_not_exists(revoked_at)' : ''}`,
            ExpressionAttributeValues: { ':tenant': tenantId },
          },
        ),
      }),
    ),
  );
}

export interface BatchGetOptions {
  /** Strongly consistent (default) or eventually consistent (half the read units). */
  consistent?: boolean;
  /** Attributes to return (the read units are those of the whole item either way; the answer is smaller). */
  projection?: { expression: string; names: Record<string, string> };
}

/** Rounds of a BatchGetItem's unprocessed keys (backing off 20 ms … 1 s, ~4 s in all) before giving up. */
const BATCH_GET_ROUNDS = 10;

/** `items` in runs of at most `size` (a batch request's limit), in order. */
export const chunked = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Reads up to 100 distinct items by key in one BatchGetItem sent at once, any order. Keys DynamoDB leaves unprocessed (throttled
 * partitions) are asked again with backoff; still unprocessed after `BATCH_GET_ROUNDS`, it throws
 * `DependencyUnavailableError` (a retry later, never a partial answer taken for "missing").
 */
async function batchGetNow(
  table: Table,
  keys: readonly Record<string, unknown>[],
  options: BatchGetOptions = {},
): Promise<Item[]> {
  const found: Item[] = [];
  let pending = [...keys];
  const read = {
    ConsistentRead: options.consistent ?? true,
    ...(options.projection
      ? { ProjectionExpression: options.projection.expression, ExpressionAttributeNames: options.projection.names }
      : {}),
  };
  for (let round = 1; pending.length > 0; round++) {
    const { Responses, UnprocessedKeys } = await table.client.send(
      new BatchGetCommand({ RequestItems: { [table.name]: { Keys: pending, ...read } } }),
    );
    found.push(...(Responses?.[table.name] ?? []));
    pending = UnprocessedKeys?.[table.name]?.Keys ?? [];
    if (pending.length === 0) break;
    if (round === BATCH_GET_ROUNDS)
      throw new DependencyUnavailableError(`${pending.length} of ${keys.length} items stayed unread (throttled)`, 1);
    await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** (round - 1))));
  }
  return found;
}

/**
 * Reads up to 100 distinct items by key in one BatchGetItem, any order (`batchGetNow`). Inside a queue batch
 * (`inQueueBatch`), whole-item reads its records ask in the same tick (a try's submission and whether its delivery was
 * tried) are sent together, 100 keys a request, each caller answered with its own items.
 */
export async function batchGetItems(
  table: Table,
  keys: readonly Record<string, unknown>[],
  options: BatchGetOptions = {},
): Promise<Item[]> {
  const batch = queueBatchScope();
  if (!batch || options.projection) return batchGetNow(table, keys, options);
  const readAll = async (all: Item[]) =>
    (await Promise.all(chunked(all, 100).map((chunk) => batchGetNow(table, chunk, options)))).flat();
  return batch.readItems(`${table.name} ${options.consistent ?? true}`, readAll, keys);
}

/** Rounds of a BatchWriteItem's unprocessed items (backing off 20 ms … 1 s) before giving up. */
const BATCH_WRITE_ROUNDS = 8;
/** Requests a BatchWriteItem takes at most. */
const BATCH_WRITE_ITEMS = 25;

/**
 * Put and delete requests (`{ PutRequest }` / `{ DeleteRequest }`), 25 a BatchWriteItem, the runs side by side. Items
 * DynamoDB leaves unprocessed (throttled partitions) are sent again with backoff; still unprocessed after
 * `BATCH_WRITE_ROUNDS`, it throws `DependencyUnavailableError` naming `what` (the caller's write is retried whole).
 */
export async function batchWrite(table: Table, requests: readonly Item[], what: string): Promise<void> {
  const writeRun = async (run: Item[]) => {
    let pending = run;
    for (let round = 1; pending.length > 0; round++) {
      const { UnprocessedItems } = await table.client.send(
        new BatchWriteCommand({ RequestItems: { [table.name]: pending } }),
      );
      pending = (UnprocessedItems?.[table.name] ?? []) as Item[];
      if (pending.length === 0) return;
      if (round === BATCH_WRITE_ROUNDS)
        throw new DependencyUnavailableError(`${pending.length} ${what} writes stayed unprocessed`, 1);
      await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** (round - 1))));
    }
  };
  await Promise.all(chunked(requests, BATCH_WRITE_ITEMS).map(writeRun));
}

/**
 * Unconditional puts of whole items: one PutItem for one item, else BatchWriteItems (`batchWrite`). The same key
 * twice (a retried write gathered with the first) is one put, the last: a BatchWriteItem refuses a key twice.
 */
async function putNow(table: Table, items: readonly Item[]): Promise<void> {
  const distinct = [...new Map(items.map((item) => [`${String(item.PK)} ${String(item.SK)}`, item])).values()];
  if (distinct.length === 1) {
    await table.client.send(new PutCommand({ TableName: table.name, Item: distinct[0]! }));
    return;
  }
  await batchWrite(
    table,
    distinct.map((Item) => ({ PutRequest: { Item } })),
    'item',
  );
}

/** One writer per table, so that a queue batch gathers every store's puts to that table into one write. */
const writers = new WeakMap<Table, (items: Item[]) => Promise<void>>();

/**
 * Unconditional puts of whole items (`putNow`). Inside a queue batch (`inQueueBatch`), the puts of its records
 * (timeline entries, first tries recorded without a condition) wait for each other and go together
 * (`QueueBatch.addPuts`); the call returns once its items are stored either way.
 */
export async function putItems(table: Table, items: readonly Item[]): Promise<void> {
  let writer = writers.get(table);
  if (!writer) writers.set(table, (writer = (all) => putNow(table, all)));
  const batch = queueBatchScope();
  await (batch ? batch.addPuts(writer, items) : writer([...items]));
}

/**
 * Sort keys in one partition of an index, newest first (descending), strictly below `after`: the ids a keys-only
 * list reads before fetching its page by key.
 */
export async function indexSortKeys(
  table: Table,
  index: string,
  partition: string,
  limit: number,
  after: string | undefined,
): Promise<string[]> {
  const [pk, sk] = [`${index}PK`, `${index}SK`];
  const { Items = [] } = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      IndexName: index,
      KeyConditionExpression: after ? `${pk} = :pk AND ${sk} < :after` : `${pk} = :pk`,
      ExpressionAttributeValues: { ':pk': partition, ...(after ? { ':after': after } : {}) },
      ProjectionExpression: sk,
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => stringAttr(item, sk));
}

/** Every item a Query matches, page after page. */
export async function queryAll(
  table: Table,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await table.client.send(new QueryCommand({ TableName: table.name, ...input, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * How far one page of a filtered partition read goes: items evaluated per request (DynamoDB applies `Limit` before
 * the filter) and requests per page. Past them the page ends short, with a cursor where the read stopped, so a list
 * whose matches are rare (a week of spam between two real submissions) answers in bounded time and reads.
 */
export interface FilteredReadBounds {
  itemsPerRequest: number;
  requestsPerPage: number;
}
export const FILTERED_READ: FilteredReadBounds = { itemsPerRequest: 250, requestsPerPage: 4 };

/**
 * One page of a partition read newest first (`ScanIndexForward: false`): up to `limit` items matching the query's
 * filter, one more asked for so the last page carries no cursor. `below` is the key to continue under: the last item
 * returned when more follow, the last item read when `bounds` stopped a filtered read short, or null at the end.
 */
export async function newestFirstPage(
  table: Table,
  query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Limit' | 'ScanIndexForward'>,
  limit: number,
  bounds: FilteredReadBounds = FILTERED_READ,
): Promise<{ items: Item[]; below: Item | null }> {
  const wanted = limit + 1;
  const input = { TableName: table.name, ...query, ScanIndexForward: false };
  // A filter that matches most items is answered by the first request; rarer matches widen each next one.
  const widest = query.FilterExpression ? Math.max(wanted, bounds.itemsPerRequest) : wanted;
  const found: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  let requests = 0;
  do {
    const Limit = Math.min(widest, wanted * 4 ** requests);
    const page = await table.client.send(new QueryCommand({ ...input, Limit, ExclusiveStartKey }));
    found.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
    requests++;
  } while (ExclusiveStartKey && found.length < wanted && requests < bounds.requestsPerPage);
  if (ExclusiveStartKey && found.length < wanted) return { items: found, below: ExclusiveStartKey };
  const items = found.slice(0, limit);
  return { items, below: found.length > limit ? items[items.length - 1]! : null };
}

/** The items of partition `pk` whose sort key starts with `prefix` (strongly consistent unless told otherwise). */
export const queryPrefix = (
  table: Table,
  pk: string,
  prefix: string,
  options: Pick<QueryCommandInput, 'ScanIndexForward' | 'ConsistentRead'> = {},
): Promise<Item[]> =>
  queryAll(table, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
    ...options,
  });

/** The items stored under one exact GSI1 key (the index is eventually consistent). */
export const queryIndex1 = (table: Table, key: { GSI1PK: string; GSI1SK: string }): Promise<Item[]> =>
  queryAll(table, {
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
    ExpressionAttributeValues: { ':pk': key.GSI1PK, ':sk': key.GSI1SK },
  });

/**
 * Replaces a versioned item of a tenant if it still has the version `previous` was read at; false when it changed
 * meanwhile, vanished or belongs to another tenant. `alongside` are written in the same transaction (what the item's
 * change must change with it).
 */
export async function putIfVersion(
  table: Table,
  item: Item,
  previous: { version: number; tenantId: string },
  alongside: readonly WriteItem[] = [],
): Promise<boolean> {
  const put = {
    Item: item,
    ConditionExpression: 'version = :seen AND tenant_id = :tenant',
    ExpressionAttributeValues: { ':seen': previous.version, ':tenant': previous.tenantId },
  };
  return written(writeAtomically(table, [{ Put: put }, ...alongside]));
}
