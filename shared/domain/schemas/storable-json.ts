import * as z from 'zod/mini';
import { FORBIDDEN_KEYS, STORABLE_LIMITS } from '../storable.js';
import { withMeta } from './meta.js';

/**
 * A free-form JSON value the API keeps or renders as sent (a settings key, a test sample, integration config), as
 * the document states it: the limits `storableIssue` checks (key names, number range), which answers 400 naming the
 * field. Parsing accepts any value here; `storableIssue` runs on every request body before its schema.
 */
const ref = { $ref: '#/$defs/StorableJson' };
const KEY = {
  type: 'string',
  minLength: 1,
  maxLength: STORABLE_LIMITS.keyLength,
  not: { enum: [...FORBIDDEN_KEYS] },
};
const { maxMagnitude: max, minMagnitude: min } = STORABLE_LIMITS;

export const StorableKeySchema = withMeta(z.string(), KEY);

export const StorableJsonSchema = withMeta(z.unknown(), {
  id: 'StorableJson',
  description:
    `Any JSON value kept exactly as sent: object keys 1-${STORABLE_LIMITS.keyLength} characters (not ` +
    `${[...FORBIDDEN_KEYS].join(', ')}), numbers 0 or between ${min} and ${max} in magnitude (larger or finer ones ` +
    `as strings), at most ${STORABLE_LIMITS.depth} levels deep.`,
  anyOf: [
    { type: ['string', 'boolean', 'null'] },
    { const: 0 },
    { type: 'number', minimum: min, maximum: max },
    { type: 'number', minimum: -max, maximum: -min },
    { type: 'array', items: ref },
    { type: 'object', propertyNames: KEY, additionalProperties: ref },
  ],
});

/** An object of free-form values (`{ name: value }`), keys and values as `StorableJsonSchema` states them. */
export const storableRecord = () => z.record(StorableKeySchema, StorableJsonSchema);
