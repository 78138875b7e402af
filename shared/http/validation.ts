import { config, safeParse, type $ZodError, type $ZodType, type output } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import {
  DomainError,
  InvalidIdError,
  UnknownFieldError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@shared/domain/errors.js';
import { STORABLE_LIMITS, storableIssue } from '@shared/domain/storable.js';
import type { ApiRequest } from './request.js';
import type { HttpResult } from './response.js';
import type { InputPart, Route } from './router.js';

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

/**
 * Validates path parameters: the first one failing its schema answers 400 `invalid_id` naming it, with the schema's
 * message after the name (`idParam` says "is not a valid form id").
 */
export function parsePathParams<S extends $ZodType>(schema: S, params: Record<string, string>): output<S> {
  const result = safeParse(schema, params);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = dotted(issue.path);
  throw new InvalidIdError(`${field} ${issue.message}`, field);
}

/** A route's declared request parts, parsed in order (params, query, body); `undefined` for those not declared. */
export interface RouteInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * Parses what `route` declares, or answers the route's own rejection (`rejectInput`) for the first bad part. Throws
 * the domain error otherwise, for the error envelope.
 */
export function parseRouteInput(route: Route, req: ApiRequest): { input: RouteInput } | { rejected: HttpResult } {
  const parts: [InputPart, () => unknown][] = [
    ['params', () => route.params && parsePathParams(route.params, req.pathParams)],
    ['query', () => route.query && parseQueryParams(req, route.query)],
    ['body', () => route.body && parseJsonBody(req, route.body)],
  ];
  const input: Record<string, unknown> = {};
  for (const [part, parse] of parts) {
    try {
      input[part] = parse();
    } catch (error) {
      if (!route.rejectInput || !(error instanceof DomainError)) throw error;
      return { rejected: route.rejectInput(error, part) };
    }
  }
  return { input: input as unknown as RouteInput };
}
