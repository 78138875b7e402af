import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from './commands.js';
import { isConditionFailure, isTransactionCancelled, type DynamoError } from './errors.js';
import type { ExtraWrite } from '@shared/domain/submission.js';
import type { Table } from './table.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One write of a transaction in the document client's shape, without the table name (`writeAtomically` adds it). */
export type WriteItem = { [Op in keyof TransactItem]?: Omit<NonNullable<TransactItem[Op]>, 'TableName'> };

const MAX_CONFLICT_RETRIES = 8;
/**
 * The writes the domain carried as opaque `ExtraWrite`s (it may not name DynamoDB's types); every one of them was
 * made by a store of this table as a `WriteItem`.
 */
export const storeWrites = (extras: readonly ExtraWrite[] = []) => extras as readonly WriteItem[];

const refusals = new WeakMap<WriteItem, () => Error>();

/**
 * Marks a write whose failed condition means `refusal()` to the caller, so a transaction that fails on it throws
 * that typed error and no caller needs to know the transaction's item order.
 */
export function refusedAs<W extends WriteItem>(write: W, refusal: () => Error): W {
  refusals.set(write, refusal);
  return write;
}

const refusalOf = (item: WriteItem | undefined) => (item ? refusals.get(item) : undefined);

/** The typed error of the write whose condition cancelled the transaction, else the error itself. */
function typedRefusal(error: unknown, items: readonly WriteItem[]): unknown {
  if (items.length === 1 && isConditionFailure(error)) return refusalOf(items[0])?.() ?? error;
  if (!isTransactionCancelled(error)) return error;
  const failed = (error.CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
  return refusalOf(items[failed])?.() ?? error;
}

const isTransactionConflict = (error: unknown) =>
  isTransactionCancelled(error) &&
  ((error as DynamoError).CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes the items all-or-nothing. One item goes as a plain Put/Update/Delete (half the write cost of a
 * transaction); several go as one TransactWriteItems. A conflict with another in-flight transaction on the same
 * item (a hot form counter) is retried with jittered backoff; condition failures are thrown to the caller
 * (`conditionalWrite` turns them into an outcome naming the failed item), or as the failed write's own typed error
 * (`refusedAs`).
 *
 * @example await writeAtomically(table, [{ Put: { Item, ConditionExpression } }, { Update: counterUpdate }]);
 */
export async function writeAtomically(table: Table, items: readonly WriteItem[]): Promise<void> {
  const withTable = items.map((item) => inTable(table, item));
  if (withTable.length === 1)
    return writeOne(table, withTable[0]!).catch((error) => Promise.reject(typedRefusal(error, items)));
  return transact(table, items, withTable);
}

/**
 * Writes the items as one TransactWriteItems carrying `token` (DynamoDB's `ClientRequestToken`), even a single item
 * (2 WCU per item instead of 1): the same token again within DynamoDB's 10 minutes applies nothing twice, so the
 * write can be retried after a lost answer or a conflict without knowing whether it ran. The token is at most 36
 * characters, and the same token always carries the same items.
 */
export async function writeIdempotently(table: Table, items: readonly WriteItem[], token: string): Promise<void> {
  return transact(
    table,
    items,
    items.map((item) => inTable(table, item)),
    token,
  );
}

async function transact(table: Table, items: readonly WriteItem[], withTable: TransactItem[], token?: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await table.client.send(
        new TransactWriteCommand({ TransactItems: withTable, ...(token ? { ClientRequestToken: token } : {}) }),
      );
      return;
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= MAX_CONFLICT_RETRIES) throw typedRefusal(error, items);
      await sleep(Math.random() * 10 * 2 ** attempt);
    }
  }
}

/** The write as TransactWriteItems takes it (with the table name). */
function inTable(table: Table, item: WriteItem): TransactItem {
  const TableName = table.name;
  if (item.Put) return { Put: { TableName, ...item.Put } };
  if (item.Update) return { Update: { TableName, ...item.Update } };
  if (item.Delete) return { Delete: { TableName, ...item.Delete } };
  if (item.ConditionCheck) return { ConditionCheck: { TableName, ...item.ConditionCheck } };
  throw new Error('a write item names no operation');
}

async function writeOne(table: Table, item: TransactItem): Promise<void> {
  if (item.Put) await table.client.send(new PutCommand(item.Put));
  else if (item.Update) await table.client.send(new UpdateCommand(item.Update));
  else if (item.Delete) await table.client.send(new DeleteCommand(item.Delete));
  else throw new Error('a lone ConditionCheck writes nothing');
}
