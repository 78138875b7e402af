import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/**
 * One definition per entity: a zod object schema under the domain's camelCase names. Its TypeScript type is
 * `EntityOf<typeof X>`, its API views come from `view()` (snake_case names, the same field schemas, so the OpenAPI
 * document and the webhook bodies follow the entity), and its stored item codec from `itemCodec()`
 * (`shared/adapters/dynamo/item-codec.ts`). zod/mini keeps the ingest bundle small; API schemas (classic zod) embed
 * these fields as they are.
 */

/** `createdAt` → `created_at`, at the type level. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** `createdAt` → `created_at`. */
export const snakeCase = <S extends string>(name: S): SnakeCase<S> =>
  name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as SnakeCase<S>;

export type EntityShape = Record<string, $ZodType>;

/** A view field computed from the record (a nested view, a value hidden under a condition, a stored extra). */
export interface ComputedField<R, S extends $ZodType = $ZodType> {
  schema: S;
  from(record: R): z.output<S>;
}

/** Which fields a view shows, in order: `true` takes the entity's field as is, or a computed field. */
export type ViewSpec<Shape extends EntityShape, R> = { [K in keyof Shape]?: true | ComputedField<R> } & Record<
  string,
  true | ComputedField<R>
>;

type FieldOf<Shape extends EntityShape, Spec, K> =
  Spec[K & keyof Spec] extends ComputedField<never, infer S> ? S : K extends keyof Shape ? Shape[K] : never;

/** The schema fields of a view under their snake_case names. */
export type ViewFields<Shape extends EntityShape, Spec> = {
  [K in keyof Spec & string as SnakeCase<K>]: FieldOf<Shape, Spec, K>;
};

export type ViewOutput<Shape extends EntityShape, Spec> = {
  [K in keyof ViewFields<Shape, Spec>]: z.output<ViewFields<Shape, Spec>[K]>;
};

export interface View<Shape extends EntityShape, R, Spec> {
  /** The view's fields, to build an API schema from (`z.object({ ...view.fields })`). */
  fields: ViewFields<Shape, Spec>;
  /** The record as this view shows it. */
  map(record: R): ViewOutput<Shape, Spec>;
}

export interface Entity<Shape extends EntityShape> {
  readonly name: string;
  readonly shape: Shape;
  readonly schema: z.ZodMiniObject<Shape>;
  /** A view of records of type `R` (the entity, or a type extending it such as a list summary). */
  view<R extends object, const Spec extends ViewSpec<Shape, R>>(spec: Spec): View<Shape, R, Spec>;
}

export type EntityOf<E extends { schema: $ZodType }> = z.output<E['schema']>;

/** Defines an entity from its fields. @example const Tag = defineEntity('Tag', { id: z.string(), createdAt: z.string() }); */
export function defineEntity<Shape extends EntityShape>(name: string, shape: Shape): Entity<Shape> {
  return {
    name,
    shape,
    schema: z.object(shape),
    view(spec) {
      const entries = Object.entries(spec as Record<string, true | ComputedField<unknown>>);
      const fields = Object.fromEntries(
        entries.map(([key, field]) => [snakeCase(key), field === true ? shape[key] : field.schema]),
      );
      return {
        fields,
        map: (record: unknown) =>
          Object.fromEntries(
            entries.map(([key, field]) => [
              snakeCase(key),
              field === true ? (record as Record<string, unknown>)[key] : field.from(record),
            ]),
          ),
      } as never;
    },
  };
}

/** Adds an OpenAPI description to a field (the API schemas built from entity views carry it). */
export function described<S extends z.ZodMiniType>(schema: S, description: string): S {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/**
 * A JSON object field kept as it is: checked, never copied (a copy would turn a key named `__proto__` into a prototype
 * change). The OpenAPI document shows it as an object with any properties.
 */
export const jsonObject = (description?: string) =>
  z
    .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))
    .register(z.globalRegistry, {
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: {},
      ...(description === undefined ? {} : { description }),
    });
