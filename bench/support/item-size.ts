import type { IndexDefinition } from '@shared/infra/definition.js';

type Item = Record<string, unknown>;

/**
 * DynamoDB's item size rule: the UTF-8 length of each attribute name plus its value; a number about one byte per two
 * significant digits plus one; containers 3 bytes plus each element (+1 byte each); booleans and null 1 byte.
 */
export function attributeSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (typeof value === 'number' || typeof value === 'bigint')
    return Math.ceil(String(value).replace(/^-|\.|e.*$/g, '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...(value as Set<unknown>)].reduce<number>((n, v) => n + attributeSize(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce<number>((n, v) => n + attributeSize(v) + 1, 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Item).reduce((n, [k, v]) => n + Buffer.byteLength(k, 'utf8') + attributeSize(v) + 1, 0)
    );
  return 0;
}

export const itemSize = (item: Item): number =>
  Object.entries(item).reduce((n, [k, v]) => n + Buffer.byteLength(k, 'utf8') + attributeSize(v), 0);

/** The part of an item an index stores, or undefined when the item is not in the index (a sparse index). */
export function projected(index: IndexDefinition, item: Item | undefined): Item | undefined {
  if (!item || item[index.partitionKey] === undefined || item[index.sortKey] === undefined) return undefined;
  const projection = index.projection ?? { type: 'ALL' };
  if (projection.type === 'ALL') return item;
  const kept = ['PK', 'SK', index.partitionKey, index.sortKey, ...(projection.attributes ?? [])];
  return Object.fromEntries(kept.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]));
}

const units = (item: Item) => Math.max(1, Math.ceil(itemSize(item) / 1024));

/**
 * Write units an index spends when an item changes from `before` to `after` (either may be absent): entering or
 * leaving costs the projected size; a key change is a delete plus a put; otherwise only a change of a projected
 * attribute writes.
 */
export function indexWriteUnits(index: IndexDefinition, before: Item | undefined, after: Item | undefined): number {
  const old = projected(index, before);
  const next = projected(index, after);
  if (!old && !next) return 0;
  if (!old) return units(next!);
  if (!next) return units(old);
  const sameKeys = old[index.partitionKey] === next[index.partitionKey] && old[index.sortKey] === next[index.sortKey];
  if (!sameKeys) return units(old) + units(next);
  return JSON.stringify(old, replacer) === JSON.stringify(next, replacer) ? 0 : units(next);
}

const replacer = (_key: string, value: unknown) => (value instanceof Set ? [...(value as Set<unknown>)].sort() : value);
