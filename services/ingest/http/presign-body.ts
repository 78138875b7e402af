import {
  PayloadTooLargeError,
  UnknownFieldError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@shared/domain/errors.js';
import { UPLOAD_LIMITS } from '@shared/domain/uploads.js';
import { parseContentType } from './body.js';

/** One file description of an UploadPresignRequest. */
export interface FileDescription {
  field: string;
  filename: string;
  content_type: string;
  size: number;
}

export interface PresignBody {
  files: FileDescription[];
}

/**
 * The shape of UploadPresignRequest, checked by hand: the zod/mini schema that documents the same shape
 * (`shared/domain/schemas/uploads.ts`) bundles to 30 KB with its metadata, this check to 20 KB, and the ingest bundle
 * must stay under 90 % of its budget. Unknown members are refused like the API's strict objects;
 * `test/unit/uploads-rules.test.ts` holds both to the same cases.
 */
const TEXT_MEMBERS = { field: 256, filename: UPLOAD_LIMITS.filenameChars, content_type: 255 } as const;
const MEMBERS = new Set([...Object.keys(TEXT_MEMBERS), 'size']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fileDescription(value: unknown, i: number): FileDescription {
  const at = (name: string) => `files.${i}${name ? `.${name}` : ''}`;
  if (!isObject(value)) throw new ValidationError(`${at('')}: expected an object`, at(''));
  const unknown = Object.keys(value).find((name) => !MEMBERS.has(name));
  if (unknown !== undefined) throw new UnknownFieldError(`unknown field: ${at(unknown)}`, at(unknown));
  for (const [name, max] of Object.entries(TEXT_MEMBERS)) {
    const text = value[name];
    if (typeof text !== 'string') throw new ValidationError(`${at(name)}: expected a string`, at(name));
    if (text.length < 1 || text.length > max)
      throw new ValidationError(`${at(name)}: must be 1-${max} characters`, at(name));
  }
  const { size } = value;
  if (typeof size !== 'number' || !Number.isSafeInteger(size))
    throw new ValidationError(`${at('size')}: expected an integer`, at('size'));
  if (size < 1) throw new ValidationError(`${at('size')}: must be at least 1`, at('size'));
  return {
    field: value.field as string,
    filename: value.filename as string,
    content_type: value.content_type as string,
    size,
  };
}

/** Validates a parsed JSON body as UploadPresignRequest. */
export function presignBodyOf(value: unknown): PresignBody {
  if (!isObject(value)) throw new ValidationError('request body must be a JSON object');
  const unknown = Object.keys(value).find((name) => name !== 'files');
  if (unknown !== undefined) throw new UnknownFieldError(`unknown field: ${unknown}`, unknown);
  const { files } = value;
  if (!Array.isArray(files)) throw new ValidationError('files: expected an array', 'files');
  if (files.length < 1 || files.length > UPLOAD_LIMITS.filesPerRequest) {
    throw new ValidationError(`files: list 1-${UPLOAD_LIMITS.filesPerRequest} files per request`, 'files');
  }
  return { files: files.map(fileDescription) };
}

/**
 * Reads a presign request: UTF-8 `application/json` only (415), at most 64 KiB (413), shaped as UploadPresignRequest
 * (400 naming the field, e.g. `files.0.size`). The per-file product rules are the use case's.
 */
export function parsePresignBody(contentTypeHeader: string | undefined, body: Buffer | undefined): PresignBody {
  const { type, params } = parseContentType(contentTypeHeader);
  const charset = params.get('charset')?.toLowerCase();
  if (type !== 'application/json' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new UnsupportedMediaTypeError('send the file descriptions as UTF-8 application/json');
  }
  if ((body?.length ?? 0) > UPLOAD_LIMITS.requestBytes) {
    throw new PayloadTooLargeError(`a presign request is limited to ${UPLOAD_LIMITS.requestBytes / 1024} KiB`);
  }
  let value: unknown;
  try {
    value = JSON.parse(body?.toString('utf8') ?? '');
  } catch {
    throw new ValidationError('the body is not valid JSON');
  }
  return presignBodyOf(value);
}
