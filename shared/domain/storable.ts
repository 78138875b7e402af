/**
 * What a free-form JSON value a client asks us to keep (preserved `settings` keys, sample data) may hold, so that
 * every accepted value is stored exactly as sent: DynamoDB keeps at most 32 levels of nesting and numbers of at most
 * 38 significant digits between 1e-130 and 1e126, and the document marshaller refuses numbers beyond
 * `Number.MAX_SAFE_INTEGER` (they would lose digits) and objects with a `constructor` key. We allow a little less than
 * the store does so the value's position inside an item never matters.
 */
export const STORABLE_LIMITS = {
  /** Levels of objects/arrays inside the value itself (the value is 1 level). */
  depth: 16,
  /** The largest magnitude of a number (integers and fractions alike). */
  maxMagnitude: Number.MAX_SAFE_INTEGER,
  /** The smallest non-zero magnitude DynamoDB stores. */
  minMagnitude: 1e-130,
  /** Longest object key, in characters. */
  keyLength: 256,
} as const;

/** Keys that name JavaScript's object machinery: refused at every depth (prototype pollution, marshaller refusal). */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface StorableIssue {
  /** Path inside the value, e.g. `['theme', 'colors', 0]`. */
  path: (string | number)[];
  message: string;
}

/**
 * The first reason a JSON value cannot be kept as sent, or undefined. Walks at most `maxDepth` levels, so a hostile
 * nesting depth costs nothing.
 *
 * @example storableIssue({ a: { constructor: 1 } }) // { path: ['a', 'constructor'], message: 'the key name ...' }
 */
export function storableIssue(value: unknown, maxDepth: number = STORABLE_LIMITS.depth): StorableIssue | undefined {
  return walk(value, [], 1, maxDepth);
}

function walk(value: unknown, path: (string | number)[], depth: number, maxDepth: number): StorableIssue | undefined {
  if (typeof value === 'number') return numberIssue(value, path);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value !== 'object')
    return { path, message: 'must be JSON (string, number, boolean, null, array or object)' };
  if (depth > maxDepth) return { path, message: `nesting deeper than ${maxDepth} levels cannot be stored` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const issue = walk(value[i], [...path, i], depth + 1, maxDepth);
      if (issue) return issue;
    }
    return undefined;
  }
  for (const key of Object.keys(value)) {
    const at = [...path, key];
    if (FORBIDDEN_KEYS.has(key)) return { path: at, message: `the key name ${key} is reserved` };
    if (key.length === 0 || key.length > STORABLE_LIMITS.keyLength) {
      return { path: at, message: `keys are 1-${STORABLE_LIMITS.keyLength} characters` };
    }
    const issue = walk((value as Record<string, unknown>)[key], at, depth + 1, maxDepth);
    if (issue) return issue;
  }
  return undefined;
}

function numberIssue(value: number, path: (string | number)[]): StorableIssue | undefined {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(value) || magnitude > STORABLE_LIMITS.maxMagnitude) {
    return { path, message: `numbers are limited to ±${STORABLE_LIMITS.maxMagnitude} (send larger values as strings)` };
  }
  if (magnitude !== 0 && magnitude < STORABLE_LIMITS.minMagnitude) {
    return { path, message: 'numbers closer to zero than 1e-130 cannot be stored (send them as strings)' };
  }
  return undefined;
}
