import { config, safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { UnknownFieldError, UnsupportedMediaTypeError, ValidationError } from '@shared/domain/errors.js';
import { STORABLE_LIMITS, storableIssue } from '@shared/domain/storable.js';
import type { ApiRequest } from './request.js';

// zod's English messages ("Too big: expected string to have <=120 characters"), which the API answers after the field
// name: classic zod loads them itself, zod/mini (every schema here) does not.
config(en());

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Turns the first zod issue into a domain error naming the field by its dotted path. */
export function toDomainError(error: $ZodError, root?: string): ValidationError | UnknownFieldError {
  const issue = error.issues[0]!;
  const prefix = (p: string) => [root, p].filter(Boolean).join('.');
  if (issue.code === 'unrecognized_keys') {
    const field = prefix(dotted([...issue.path, issue.keys[0]!]));
    return new UnknownFieldError(`unknown field: ${field}`, field);
  }
  const field = prefix(dotted(issue.path)) || undefined;
  return new ValidationError(field ? `${field}: ${issue.message}` : issue.message, field);
}

/** Parses a value with a zod schema, throwing a field-named validation error. */
export function parseWith<S extends $ZodType>(schema: S, value: unknown, root?: string): output<S> {
  const result = safeParse(schema, value);
  if (!result.success) throw toDomainError(result.error, root);
  return result.data;
}

/** `application/json` or any `+json` type, parameters ignored. */
const isJsonMediaType = (contentType: string | undefined) =>
  /^application\/(?:[\w.-]+\+)?json$/.test(contentType?.split(';')[0]!.trim().toLowerCase() ?? '');

/**
 * A whole request body nests a few levels above any free-form value it carries (`settings.<key>`), so it may be that
 * much deeper than `STORABLE_LIMITS.depth` before it is refused outright.
 */
const BODY_DEPTH = STORABLE_LIMITS.depth + 4;

/**
 * Reads a JSON request body (an empty body counts as `{}`) and validates it. A body must say it is JSON (415
 * otherwise), and nothing in it may be unstorable (`__proto__`/`constructor`/`prototype` keys, numbers DynamoDB
 * cannot hold exactly, absurd nesting): 400 naming the field, before any schema sees it.
 */
export function parseJsonBody<S extends $ZodType>(req: ApiRequest, schema: S): output<S> {
  const text = req.body?.toString('utf8').trim() ?? '';
  let value: unknown = {};
  if (text !== '') {
    if (!isJsonMediaType(req.headers['content-type'])) {
      throw new UnsupportedMediaTypeError('request bodies must be JSON, sent with Content-Type: application/json');
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw new ValidationError('request body is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('request body must be a JSON object');
  }
  const unstorable = storableIssue(value, BODY_DEPTH);
  if (unstorable) {
    const field = dotted(unstorable.path);
    throw new ValidationError(`${field}: ${unstorable.message}`, field);
  }
  return parseWith(schema, value);
}

/** Validates query parameters (first value of each) with a zod object schema. */
export function parseQueryParams<S extends $ZodType>(req: ApiRequest, schema: S): output<S> {
  const first = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, v[0]]));
  return parseWith(schema, first);
}
