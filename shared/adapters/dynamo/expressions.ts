import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isConditionFailure, isTransactionCancelled, type DynamoError } from './errors.js';

type Item = Record<string, unknown>;

/**
 * What an UpdateItem changes, by attribute name: `set` writes a value (null or undefined removes the attribute),
 * `setIfAbsent` writes a value only where the attribute has none (`if_not_exists`), `add` adds a number (negative
 * to subtract, a counter that does not exist yet starts at 0) or set members, `deleteMembers` takes members out of a
 * set. Every UpdateItem of the table is built from one of these: no module writes an update expression by hand.
 */
export interface UpdateSpec {
  set?: Item;
  setIfAbsent?: Item;
  add?: Item;
  deleteMembers?: Item;
}

/** The placeholder names and values of an expression (`#a0` → attribute, `:a0` → value). */
export interface ExpressionParts {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
}

/**
 * The one builder of update expressions: every attribute goes through a name placeholder (so reserved words and
 * any attribute name are safe), every value through a value placeholder. `tag` keeps its placeholders apart from
 * those of a condition written beside it.
 */
export function updateExpression(spec: UpdateSpec, tag = 'u'): ExpressionParts & { UpdateExpression: string } {
  const names: Record<string, string> = {};
  const values: Item = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const adds: string[] = [];
  const deletes: string[] = [];
  let i = 0;
  const placeholders = (attribute: string, value?: unknown) => {
    const n = i++;
    names[`#${tag}${n}`] = attribute;
    if (value !== undefined) values[`:${tag}${n}`] = value;
    return [`#${tag}${n}`, `:${tag}${n}`] as const;
  };
  for (const [attribute, value] of Object.entries(spec.set ?? {})) {
    if (value === null || value === undefined) removes.push(placeholders(attribute)[0]);
    else sets.push(placeholders(attribute, value).join(' = '));
  }
  for (const [attribute, value] of Object.entries(spec.setIfAbsent ?? {})) {
    const [name, placeholder] = placeholders(attribute, value);
    sets.push(`${name} = if_not_exists(${name}, ${placeholder})`);
  }
  for (const [attribute, amount] of Object.entries(spec.add ?? {})) {
    if (amount !== 0 && amount !== undefined) adds.push(placeholders(attribute, amount).join(' '));
  }
  for (const [attribute, members] of Object.entries(spec.deleteMembers ?? {})) {
    deletes.push(placeholders(attribute, members).join(' '));
  }
  const clauses = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
    deletes.length ? `DELETE ${deletes.join(', ')}` : '',
  ];
  return {
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ...(i ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/** Joins the placeholders of several expression parts of one request (update, condition, filter). */
export function mergeParts(...parts: (ExpressionParts | undefined)[]): ExpressionParts {
  const names = Object.assign({}, ...parts.map((p) => p?.ExpressionAttributeNames ?? {})) as Record<string, string>;
  const values = Object.assign({}, ...parts.map((p) => p?.ExpressionAttributeValues ?? {})) as Item;
  return {
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * An UpdateItem's key and expressions from a spec and an optional condition (with its own placeholders): the
 * `Update` of a transaction item, or the input of an UpdateCommand with `TableName` added.
 */
export function updateOf(
  key: Item,
  spec: UpdateSpec,
  condition?: { expression?: string } & ExpressionParts,
): { Key: Item; UpdateExpression: string; ConditionExpression?: string } & ExpressionParts {
  const { UpdateExpression, ...update } = updateExpression(spec);
  return {
    Key: key,
    UpdateExpression,
    ...(condition?.expression ? { ConditionExpression: condition.expression } : {}),
    ...mergeParts(update, condition),
  };
}

/**
 * The outcome of a conditional write: written (with what the write answered), or refused by its condition, with the
 * item as it was (decoded) when the request asked for it (`ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`).
 */
export type WriteOutcome<T> =
  { written: true; result: T } | { written: false; failedItem: number; old?: Item; error: unknown };

/** The old image a refused write carries is in AttributeValue form (the document client decodes answers only). */
const decoded = (image: Record<string, AttributeValue> | undefined): Item | undefined =>
  image ? unmarshall(image) : undefined;

/** Index of the first transaction item whose condition failed, or -1 (not a transaction's condition failure). */
export function failedConditionItem(error: unknown): number {
  if (!isTransactionCancelled(error)) return -1;
  return ((error as DynamoError).CancellationReasons ?? []).findIndex((r) => r.Code === 'ConditionalCheckFailed');
}

/**
 * Runs a conditional write and says whether its condition held, instead of throwing: a condition failure (of a
 * single write, or of any item of a transaction) is `{written: false}` naming the transaction item that failed
 * (-1 for a single write), the error itself (to rethrow where a refusal is not expected) and, when the request asked
 * for it, the item as it was. Any other error is thrown.
 */
export async function conditionalWrite<T>(write: Promise<T>): Promise<WriteOutcome<T>> {
  try {
    return { written: true, result: await write };
  } catch (error) {
    if (isConditionFailure(error)) return { written: false, failedItem: -1, old: decoded(error.Item), error };
    if (isTransactionCancelled(error)) {
      const failedItem = failedConditionItem(error);
      if (failedItem >= 0)
        return { written: false, failedItem, old: decoded(error.CancellationReasons?.[failedItem]?.Item), error };
    }
    throw error;
  }
}

/** True when the write ran; false when its condition refused it. */
export const written = async (write: Promise<unknown>): Promise<boolean> => (await conditionalWrite(write)).written;
