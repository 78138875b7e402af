import { PayloadTooLargeError, ValidationError } from '@shared/domain/errors.js';
import { INGEST_LIMITS } from './ingest-limits.js';

/** A visitor value: text from form bodies; any JSON value (depth-limited) from JSON bodies. */
export type FieldValue = string | number | boolean | null | FieldValue[] | FieldObject;
export interface FieldObject {
  [key: string]: FieldValue;
}

/** Top-level fields in the order sent. A Map: names such as `constructor` are plain keys, never properties. */
export type FieldMap = Map<string, FieldValue>;

/**
 * `__proto__` replaces an object's prototype wherever code copies fields by assignment (`Object.assign`, a
 * marshaller's `map[key] = value`), so the field would vanish or pollute; refused at every depth. Other names that
 * shadow Object.prototype (`constructor`, `toString`) are plain data: ingest keeps fields in Maps and null-prototype
 * objects, and the submission item stores them as a JSON string.
 */
const FORBIDDEN_NAMES = new Set(['__proto__']);
const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');
/** A UTF-16 surrogate without its partner: JSON `\\ud800` escapes can produce one; UTF-8 cannot encode it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A field path safe to echo in an error: long names are cut so a hostile name is not reflected whole. */
export const displayPath = (path: string): string => (path.length > 80 ? `${path.slice(0, 80)}…` : path);

/** Refuses names that are empty, too long or that could reach an object prototype downstream. */
export function checkName(name: string, path: string): void {
  if (name === '') throw new ValidationError('field names must not be empty', displayPath(path) || undefined);
  if (name.length > INGEST_LIMITS.nameChars) {
    throw new ValidationError(`field names are limited to ${INGEST_LIMITS.nameChars} characters`, displayPath(path));
  }
  if (LONE_SURROGATE.test(name)) throw new ValidationError('a field name is not valid Unicode text', displayPath(path));
  if (FORBIDDEN_NAMES.has(name)) throw new ValidationError(`the field name ${name} is not allowed`, displayPath(path));
}

/** Refuses text that is not well-formed Unicode (lone surrogates from JSON escapes) or over the value limit. */
export function checkText(text: string, path: string): void {
  if (LONE_SURROGATE.test(text)) throw new ValidationError('the value is not valid Unicode text', displayPath(path));
  if (text.length > INGEST_LIMITS.valueBytes / 3 && utf8Bytes(text) > INGEST_LIMITS.valueBytes) {
    throw new ValidationError(`values are limited to ${INGEST_LIMITS.valueBytes} bytes`, displayPath(path));
  }
}

/**
 * Collects fields while enforcing the limits of `INGEST_LIMITS`: the value count, name and value sizes and the
 * estimated stored size. Repeated names become arrays in first-seen order.
 */
export class FieldCollector {
  readonly fields: FieldMap = new Map();
  private values = 0;
  private storedBytes = 0;

  /** Counts `n` values (a nested JSON value counts each of its members). */
  count(n = 1): void {
    this.values += n;
    if (this.values > INGEST_LIMITS.fields) {
      throw new PayloadTooLargeError(`a submission may carry at most ${INGEST_LIMITS.fields} field values`);
    }
  }

  /** Adds to the estimated stored size (names are stored twice: in the map and in the field order). */
  weigh(bytes: number): void {
    this.storedBytes += bytes;
    if (this.storedBytes > INGEST_LIMITS.storedBytes) {
      throw new PayloadTooLargeError(
        `the fields of a submission are limited to ${INGEST_LIMITS.storedBytes / 1024} KiB`,
      );
    }
  }

  /** A text value from a form body; a repeated name turns the value into an array. */
  addText(name: string, value: string): void {
    checkName(name, name);
    checkText(value, name);
    this.count();
    const existing = this.fields.get(name);
    this.weigh(utf8Bytes(value) + (existing === undefined ? 2 * utf8Bytes(name) : 0));
    if (existing === undefined) this.fields.set(name, value);
    else if (Array.isArray(existing)) existing.push(value);
    else this.fields.set(name, [existing, value]);
  }

  /** A whole top-level value (JSON bodies), already checked by the caller. */
  setValue(name: string, value: FieldValue): void {
    this.weigh(2 * utf8Bytes(name));
    this.fields.set(name, value);
  }
}
