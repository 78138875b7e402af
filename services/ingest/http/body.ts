import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@shared/domain/errors.js';
import {
  checkName,
  checkText,
  displayPath,
  FieldCollector,
  type FieldMap,
  type FieldObject,
  type FieldValue,
} from '@shared/domain/fields.js';
import { BODY_FILE_LIMITS, INGEST_LIMITS } from '@shared/domain/ingest-limits.js';
import { parseMultipart, type ParsedBody } from './multipart.js';

/**
 * Reads a public submission body (urlencoded, multipart or JSON) into top-level fields, enforcing the limits of
 * `limits.ts`. Everything malformed is a 400 naming the field where one is known; nothing here can throw anything
 * but a DomainError for visitor input.
 */
export type BodyKind = 'urlencoded' | 'multipart' | 'json';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The media type (lowercased) and its parameters. */
export function parseContentType(header: string | undefined): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = (header ?? '').split(';');
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq > 0)
      params.set(
        part.slice(0, eq).trim().toLowerCase(),
        part
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  return { type: type.trim().toLowerCase(), params };
}

const KINDS: Record<string, BodyKind> = {
  'application/x-www-form-urlencoded': 'urlencoded',
  'multipart/form-data': 'multipart',
  'application/json': 'json',
};
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/** Which parser a Content-Type selects; 415 for anything else (including non-UTF-8 charsets). */
export function bodyKind(contentTypeHeader: string | undefined): BodyKind {
  const { type, params } = parseContentType(contentTypeHeader);
  const kind = KINDS[type];
  if (!kind) {
    throw new UnsupportedMediaTypeError(
      'send application/x-www-form-urlencoded, multipart/form-data or application/json (files go through uploads)',
    );
  }
  const charset = params.get('charset')?.toLowerCase();
  if (kind !== 'multipart' && charset !== undefined && !UTF8_CHARSETS.has(charset)) {
    throw new UnsupportedMediaTypeError('only UTF-8 bodies are accepted');
  }
  return kind;
}

const MiB = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/**
 * Parses the body; the caller has already checked its kind. Only a multipart body may carry files, up to
 * `BODY_FILE_LIMITS`; a larger one is refused with 413 naming the presigned uploads.
 */
export async function parseBody(kind: BodyKind, contentTypeHeader: string, body: Buffer): Promise<ParsedBody> {
  const limit = kind === 'multipart' ? BODY_FILE_LIMITS.bodyBytes : INGEST_LIMITS.bodyBytes;
  if (body.length > limit) {
    throw new PayloadTooLargeError(
      `the body is limited to ${MiB(limit)}` +
        (kind === 'multipart' ? ` (files ${MiB(BODY_FILE_LIMITS.totalBytes)} in all)` : '') +
        '; send larger files through the presigned uploads (POST /f/{slug}/uploads, then list their keys in _uploads)',
    );
  }
  if (kind === 'urlencoded') return { fields: parseUrlencoded(body), files: [] };
  if (kind === 'json') return { fields: parseJson(body), files: [] };
  return parseMultipart(contentTypeHeader, body, utf8OrThrow);
}

const utf8OrThrow = (bytes: Buffer, what: string, field?: string): string => {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new ValidationError(`${what} is not valid UTF-8`, field === undefined ? undefined : displayPath(field));
  }
};

const hexValue = (byte: number): number => {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

/** WHATWG form decoding of one name or value: `+` is a space, valid `%XX` a byte, anything else literal. */
function percentDecode(body: Buffer, start: number, end: number): Buffer {
  const out = Buffer.allocUnsafe(end - start);
  let n = 0;
  for (let i = start; i < end; i++) {
    const byte = body[i]!;
    if (byte === 0x2b) out[n++] = 0x20;
    else if (byte === 0x25 && i + 2 < end && hexValue(body[i + 1]!) >= 0 && hexValue(body[i + 2]!) >= 0) {
      out[n++] = hexValue(body[i + 1]!) * 16 + hexValue(body[i + 2]!);
      i += 2;
    } else out[n++] = byte;
  }
  return out.subarray(0, n);
}

function parseUrlencoded(body: Buffer): FieldMap {
  const collector = new FieldCollector();
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(0x26, start);
    if (end === -1) end = body.length;
    if (end > start) {
      let eq = body.indexOf(0x3d, start);
      if (eq === -1 || eq > end) eq = end;
      const name = utf8OrThrow(percentDecode(body, start, eq), 'a field name');
      const value = eq < end ? utf8OrThrow(percentDecode(body, eq + 1, end), 'the value', name) : '';
      collector.addText(name, value);
    }
    start = end + 1;
  }
  return collector.fields;
}

/**
 * Integers beyond 2^53 have already lost digits in JSON.parse, and a literal beyond the double range (`1e400`) became
 * Infinity, which JSON stores as null: refusing them beats storing a different number than the preview shows.
 */
function checkNumber(value: number, path: string): void {
  if (!Number.isFinite(value)) {
    throw new ValidationError('the number is too large to store; send it as a string', displayPath(path));
  }
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) {
    throw new ValidationError(
      'the number has more digits than can be stored exactly; send it as a string',
      displayPath(path),
    );
  }
}

function jsonValue(value: unknown, path: string, depth: number, collector: FieldCollector): FieldValue {
  collector.count();
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    checkNumber(value, path);
    collector.weigh(8);
    return value;
  }
  if (typeof value === 'string') {
    checkText(value, path);
    collector.weigh(Buffer.byteLength(value, 'utf8'));
    return value;
  }
  if (depth >= INGEST_LIMITS.jsonDepth) {
    throw new ValidationError(`values may nest at most ${INGEST_LIMITS.jsonDepth} levels deep`, displayPath(path));
  }
  if (Array.isArray(value)) return value.map((item, i) => jsonValue(item, `${path}.${i}`, depth + 1, collector));
  const out: FieldObject = Object.create(null);
  for (const [key, member] of Object.entries(value as Record<string, unknown>)) {
    checkName(key, `${path}.${key}`);
    collector.weigh(Buffer.byteLength(key, 'utf8'));
    out[key] = jsonValue(member, `${path}.${key}`, depth + 1, collector);
  }
  return out;
}

function parseJson(body: Buffer): FieldMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8OrThrow(body, 'the body'));
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError('the body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ValidationError('the JSON body must be an object of fields');
  }
  const collector = new FieldCollector();
  // JSON.parse defines `__proto__` as an own property, so Object.entries sees it and checkName refuses it.
  for (const [name, value] of Object.entries(parsed)) {
    checkName(name, name);
    collector.setValue(name, jsonValue(value, name, 0, collector));
  }
  return collector.fields;
}
