/**
 * Readers of single attributes of a stored item, for items without an entity codec (counters, ledgers,
 * projections). An attribute of the wrong type is a corrupt item: the read throws, never leaks a mistyped value.
 */
type Item = Record<string, unknown>;

const corrupt = (name: string, expected: string) => new TypeError(`stored item: ${name} is not ${expected}`);

/** A required string attribute. */
export function stringAttr(item: Item, name: string): string {
  const value = item[name];
  if (typeof value !== 'string') throw corrupt(name, 'a string');
  return value;
}

/** A string attribute the item may lack. */
export function optionalStringAttr(item: Item, name: string): string | undefined {
  const value = item[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw corrupt(name, 'a string');
  return value;
}

/** A number attribute; `fallback` when the item lacks it (a counter never incremented). */
export function numberAttr(item: Item, name: string, fallback = 0): number {
  const value = item[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number') throw corrupt(name, 'a number');
  return value;
}

/** A string-set attribute (the document client reads a DynamoDB SS as a Set); empty when the item lacks it. */
export function stringSetAttr(item: Item, name: string): Set<string> {
  const value = item[name];
  if (value === undefined || value === null) return new Set();
  if (!(value instanceof Set)) throw corrupt(name, 'a string set');
  return new Set([...value].map(String));
}

/** A map attribute; `{}` when the item lacks it. */
export function mapAttr(item: Item, name: string): Item {
  const value = item[name];
  if (value === undefined || value === null) return {};
  if (!isItem(value)) throw corrupt(name, 'a map');
  return value;
}

/** An object read from the table or a stream image (any non-null, non-array object is one). */
export const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
