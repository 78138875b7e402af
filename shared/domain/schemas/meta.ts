import * as z from 'zod/mini';
import type { $ZodType, GlobalMeta } from 'zod/v4/core';

/**
 * A copy of `schema` carrying `data` in the global registry, as classic zod's `.meta(data)` makes it: the copy keeps
 * the original as its parent (whose own metadata the JSON Schema still shows), and the original is left as it was,
 * so one schema can be described differently where it is used. The OpenAPI document reads these.
 */
export function withMeta<T extends $ZodType>(schema: T, data: GlobalMeta): T {
  const copy = z.clone(schema);
  z.globalRegistry.add(copy, data);
  return copy;
}

/** `withMeta` with a description only (classic zod's `.describe(text)`). */
export const described = <T extends $ZodType>(schema: T, description: string): T => withMeta(schema, { description });

/**
 * Reports an issue from inside a transform and gives up its value (classic zod's `ctx.addIssue` + `z.NEVER`; zod/mini's
 * transforms are handed the bare parse payload).
 */
export function refuse(payload: z.core.ParsePayload, message: string, path?: PropertyKey[]): never {
  payload.issues.push({ code: 'custom', message, input: payload.value, ...(path ? { path } : {}) });
  return z.NEVER;
}
