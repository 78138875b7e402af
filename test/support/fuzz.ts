/**
 * A small generator of hostile JSON request bodies for the write-route fuzz: a plausible body built from the route's
 * OpenAPI request schema, then mutated the ways attackers and careless clients do (prototype keys at any depth,
 * numbers no store holds exactly, absurd nesting, maximal sizes, wrong types, unknown fields, broken framing).
 * Bodies are written as JSON text so `__proto__` stays a key and `1e400` stays a literal. Seeded, so a failure
 * reproduces.
 */

/** A JSON value as text is built from: Maps keep `__proto__` as a plain key; Raw is a literal written as is. */
export class Raw {
  constructor(readonly text: string) {}
}
export type J = null | boolean | number | string | Raw | J[] | Map<string, J>;

export function toJsonText(value: J): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Map) {
    return `{${[...value].map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  return JSON.stringify(value);
}

/** mulberry32: tiny, fast, good enough to spread cases. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof seededRandom>;

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
export const EXTREME_NUMBERS = [
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '5e-324',
  '1e-400',
  '1e-131',
  '-0',
  '1.7976931348623157e308',
  '0.1',
  '1e21',
];

type Schema = Record<string, unknown>;

/** A plausible value for a JSON schema (refs resolved against the OpenAPI components). */
export function seedFromSchema(schema: Schema | undefined, components: Record<string, Schema>, depth = 0): J {
  if (!schema || depth > 6) return new Map();
  if (typeof schema.$ref === 'string') {
    return seedFromSchema(components[schema.$ref.split('/').pop()!], components, depth);
  }
  // A documented example is a body the route accepts: the best start for mutations.
  if (depth === 0 && Array.isArray(schema.examples) && schema.examples.length > 0) return fromPlain(schema.examples[0]);
  const alternatives = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (alternatives) {
    const usable = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return seedFromSchema(usable, components, depth + 1);
  }
  if (schema.const !== undefined) return schema.const as J;
  if (Array.isArray(schema.enum)) return schema.enum[0] as J;
  if (schema.default !== undefined && typeof schema.default !== 'object') return schema.default as J;
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/fuzz';
      if (typeof schema.pattern === 'string' && (schema.pattern as string).includes('a-z0-9')) return 'fuzz';
      return 'fuzz';
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [seedFromSchema(schema.items as Schema, components, depth + 1)];
    case 'object':
    default: {
      const out = new Map<string, J>();
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties)) {
        if (required.has(name)) out.set(name, seedFromSchema(property, components, depth + 1));
      }
      return out;
    }
  }
}

export const fromPlain = (value: unknown): J =>
  Array.isArray(value)
    ? value.map(fromPlain)
    : value !== null && typeof value === 'object'
      ? new Map(Object.entries(value).map(([k, v]) => [k, fromPlain(v)]))
      : (value as J);

const deepValue = (levels: number, leaf: J, rng: Rng): J => {
  let value = leaf;
  const asArray = rng.chance(0.5);
  for (let i = 0; i < levels; i++) value = asArray ? [value] : new Map([['n', value]]);
  return value;
};

/** Something no store should have to hold: each call picks one kind of trouble. */
export function hostileValue(rng: Rng): J {
  switch (rng.int(10)) {
    case 0:
      return new Raw(rng.pick(EXTREME_NUMBERS));
    case 1:
      return deepValue(rng.pick([17, 33, 40, 200, 800]), new Raw(rng.pick(EXTREME_NUMBERS)), rng);
    case 2:
      return new Map([[rng.pick(PROTOTYPE_KEYS), new Map([['polluted', true]])]]);
    case 3:
      return 'x'.repeat(rng.pick([257, 5000, 70_000, 300_000]));
    case 4:
      return Array.from({ length: rng.pick([201, 1000, 20_000]) }, (_, i) => `item${i}`);
    case 5:
      return rng.pick([null, true, 0, -1, '', [], new Map<string, J>(), '\u0000', '\ud800', '日本語'.repeat(100)]);
    case 6:
      return new Map([['', 1]]);
    case 7:
      return deepValue(rng.pick([5, 15, 16, 17]), new Map([[rng.pick(PROTOTYPE_KEYS), 1]]), rng);
    case 8:
      // Far deeper than anything walks recursively: written as text.
      return new Raw('['.repeat(50_000) + ']'.repeat(50_000));
    default:
      return Array.from({ length: 500 }, () => new Raw('1e308'));
  }
}

/** Every object and array inside a value, with a way to change each. */
function containers(value: J, out: (Map<string, J> | J[])[] = []): (Map<string, J> | J[])[] {
  if (value instanceof Map) {
    out.push(value);
    for (const v of value.values()) containers(v, out);
  } else if (Array.isArray(value)) {
    out.push(value);
    for (const v of value) containers(v, out);
  }
  return out;
}

const clone = (value: J): J =>
  value instanceof Map
    ? new Map([...value].map(([k, v]) => [k, clone(v)]))
    : Array.isArray(value)
      ? value.map(clone)
      : value;

/** A hostile body for a route: its seed body with one to three mutations, or (sometimes) broken framing. */
export function hostileBody(seed: J, rng: Rng): { text: string; contentType: string } {
  const roll = rng.next();
  // Some requests are the plain seed, so the routes' write paths run too (and must not 5xx either).
  if (roll > 0.85) return { text: toJsonText(seed), contentType: 'application/json' };
  if (roll < 0.04) return { text: '{"a":', contentType: 'application/json' };
  if (roll < 0.07) return { text: toJsonText(seed), contentType: rng.pick(['text/plain', 'application/xml', '']) };
  if (roll < 0.09) return { text: rng.pick(['[]', '"x"', '1e400', 'null', '']), contentType: 'application/json' };
  if (roll < 0.11)
    return { text: '{"settings":' + '['.repeat(100_000) + ']'.repeat(100_000) + '}', contentType: 'application/json' };
  const body = clone(seed);
  const mutations = 1 + rng.int(3);
  for (let i = 0; i < mutations; i++) {
    const targets = containers(body);
    const target = rng.pick(targets);
    if (Array.isArray(target)) {
      if (target.length > 0 && rng.chance(0.5)) target[rng.int(target.length)] = hostileValue(rng);
      else target.push(hostileValue(rng));
    } else if (target.size > 0 && rng.chance(0.6)) {
      const key = rng.pick([...target.keys()]);
      target.set(key, hostileValue(rng));
    } else {
      target.set(rng.chance(0.7) ? rng.pick(PROTOTYPE_KEYS) : `unknown_${rng.int(100)}`, hostileValue(rng));
    }
  }
  return { text: toJsonText(body), contentType: 'application/json' };
}

/** Ids that must be refused cleanly wherever a path takes one. */
export const HOSTILE_IDS = [
  '__proto__',
  'constructor',
  'frm_' + '0'.repeat(26),
  'x'.repeat(2000),
  '%2e%2e%2f',
  '..',
  '%00',
  '日本',
  'frm_01jd3k9v6g7b0x2m4n5p8q1r2s%23',
];
