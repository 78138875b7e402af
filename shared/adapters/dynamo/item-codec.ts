import { snakeCase, type Entity, type EntityShape } from '@shared/domain/entity.js';
import { isItem } from './attributes.js';

type Item = Record<string, unknown>;
type Record_<Shape extends EntityShape> = ReturnType<Entity<Shape>['schema']['parse']>;

export interface CodecOptions<Shape extends EntityShape> {
  /** Stored form of a value when it differs from the domain's (a JSON string, epoch seconds). */
  encode?: { [K in keyof Shape & keyof Record_<Shape>]?: (value: NonNullable<Record_<Shape>[K]>) => unknown };
  /** The domain value of a stored attribute when it differs. */
  decode?: { [K in keyof Shape]?: (stored: unknown) => unknown };
  /** Values of attributes an item may lack (left out as a default, or never set). */
  defaults?: { [K in keyof Shape & keyof Record_<Shape>]?: () => Record_<Shape>[K] };
  /** Fields the entity module stores itself (spread over several attributes); `fromItem` takes them from `known`. */
  external?: readonly (keyof Shape & string)[];
  /**
   * Fields `toItem` leaves out while they equal their default, a primitive or an empty list or map (they read back as
   * it): smaller items.
   */
  omitDefaults?: readonly (keyof Shape & keyof Record_<Shape> & string)[];
}

export interface ItemCodec<Shape extends EntityShape> {
  /** The entity's attributes under their stored (snake_case) names; null values are left out. */
  toItem(record: Record_<Shape>): Item;
  /** The entity read back from an item, validated against its schema (a corrupt item throws, never leaks). */
  fromItem(item: unknown, known?: Partial<Record_<Shape>>): Record_<Shape>;
  /** Stored names of the entity's attributes, for projections. */
  attributes: string[];
}

/**
 * The stored item codec of an entity: each field under its snake_case name, `null` as an absent attribute, per-field
 * encodings where DynamoDB needs them. Keys and index attributes stay with the entity's adapter module.
 *
 * @example const codec = itemCodec(TagEntity, { defaults: { labels: () => [] } }); codec.fromItem(Item)
 */
export function itemCodec<Shape extends EntityShape>(
  entity: Entity<Shape>,
  options: CodecOptions<Shape> = {},
): ItemCodec<Shape> {
  const external = new Set<string>(options.external ?? []);
  const fallbacks: { readonly [name: string]: (() => unknown) | undefined } = options.defaults ?? {};
  const encoders = (options.encode ?? {}) as { readonly [name: string]: ((value: unknown) => unknown) | undefined };
  const omitted = new Set<string>(options.omitDefaults ?? []);
  const fields = Object.keys(entity.shape)
    .filter((name) => !external.has(name))
    .map((name) => ({
      name,
      stored: snakeCase(name),
      nullable: acceptsNull(entity.shape[name]!),
      encode: encoders[name],
      decode: options.decode?.[name],
      fallback: fallbacks[name],
      // Computed once: the default a value is compared with when `omitDefaults` leaves equal ones out.
      omittable: omitted.has(name) ? fallbacks[name]?.() : undefined,
    }));
  return {
    attributes: fields.map((f) => f.stored),
    toItem(record) {
      const item: Item = {};
      const values = new Map(Object.entries(record));
      for (const f of fields) {
        const value = values.get(f.name);
        if (value === null || value === undefined || (f.omittable !== undefined && isEmptyLike(value, f.omittable)))
          continue;
        item[f.stored] = f.encode ? f.encode(value) : value;
      }
      return item;
    },
    fromItem(item, known = {}) {
      const source = isItem(item) ? item : {};
      const record: Item = { ...known };
      for (const f of fields) {
        const stored = source[f.stored];
        if (stored === undefined || stored === null)
          record[f.name] = f.fallback ? f.fallback() : f.nullable ? null : stored;
        else record[f.name] = f.decode ? f.decode(stored) : stored;
      }
      return entity.schema.parse(record);
    },
  };
}

/** True when `value` equals `fallback` and that is a primitive, an empty list or an empty map. */
function isEmptyLike(value: unknown, fallback: unknown): boolean {
  if (Array.isArray(fallback)) return fallback.length === 0 && Array.isArray(value) && value.length === 0;
  if (isItem(fallback)) return Object.keys(fallback).length === 0 && isItem(value) && Object.keys(value).length === 0;
  return value === fallback;
}

/** True when the field accepts null (an absent attribute then reads as null). */
function acceptsNull(schema: EntityShape[string]): boolean {
  const result = schema['~standard'].validate(null);
  return !(result instanceof Promise) && !result.issues;
}
