import type { z } from 'zod';
import { UnknownFieldError, ValidationError } from '@shared/domain/errors.js';
import type { ApiRequest } from './request.js';

const dotted = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** Turns the first zod issue into a domain error naming the field by its dotted path. */
export function toDomainError(error: z.ZodError, root?: string): ValidationError | UnknownFieldError {
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
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, root?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toDomainError(result.error, root);
  return result.data;
}

/** Reads a JSON request body (an empty body counts as `{}`) and validates it. */
export function parseJsonBody<S extends z.ZodType>(req: ApiRequest, schema: S): z.output<S> {
  const text = req.body?.toString('utf8').trim() ?? '';
  let value: unknown = {};
  if (text !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ValidationError('request body is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ValidationError('request body must be a JSON object');
  }
  return parseWith(schema, value);
}

/** Validates query parameters (first value of each) with a zod object schema. */
export function parseQueryParams<S extends z.ZodType>(req: ApiRequest, schema: S): z.output<S> {
  const first = Object.fromEntries(Object.entries(req.query).map(([k, v]) => [k, v[0]]));
  return parseWith(schema, first);
}
