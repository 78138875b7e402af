import { isDeepStrictEqual } from 'node:util';

/** One value a step changes: `from` is absent for something new, `to` for something removed. */
export interface Change {
  path: string;
  from?: unknown;
  to?: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The leaf-level differences between two JSON values (arrays compare whole), as dotted paths under `path`. */
export function diffValues(path: string, from: unknown, to: unknown, out: Change[] = []): Change[] {
  if (isDeepStrictEqual(from, to)) return out;
  if (isPlainObject(from) && isPlainObject(to)) {
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
      const sub = `${path}.${key}`;
      if (!(key in to)) out.push({ path: sub, from: from[key] });
      else if (!(key in from)) out.push({ path: sub, to: to[key] });
      else diffValues(sub, from[key], to[key], out);
    }
    return out;
  }
  out.push({ path, from, to });
  return out;
}

/** The same set of strings, order aside (webhook events). */
export const sameSet = (a: readonly string[], b: readonly string[]) =>
  isDeepStrictEqual([...new Set(a)].sort(), [...new Set(b)].sort());
