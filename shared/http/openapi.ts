import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod/mini';
import { SESSION_COOKIE, sessionCookieName, type Role } from '@shared/domain/accounts.js';
import { ErrorEnvelopeSchema } from '@shared/domain/schemas/errors.js';
import { requiredRole } from './auth.js';
import { STATUS_BY_CODE } from './errors.js';
import { pathParamNames, type Route } from './router.js';

/**
 * Builds the OpenAPI 3.1 document from route metadata. The request schemas are the zod schemas the routes validate
 * with (rendered in zod's `input` mode), the response schemas are rendered in `output` mode; schemas named with
 * `.meta({ id })` become `components.schemas` entries referenced by `$ref`. A pure function of the route list, so
 * routes added later (or documented for another function, such as the public ingest endpoint) appear without edits.
 */

/** What the generator needs of a route: routes served elsewhere can be described with this alone. */
export type DocumentedRoute = Pick<Route, 'method' | 'path' | 'access' | 'params' | 'query' | 'body' | 'docs'> & {
  role?: Role;
};

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
  contact: { name: string; url?: string; email?: string };
  license: { name: string; identifier?: string; url?: string };
  servers?: { url: string; description?: string }[];
  /** A description for every tag the routes use: generating fails on a tag without one. */
  tags: Record<string, string>;
}

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = JsonSchema & { openapi: '3.1.0'; paths: Record<string, Record<string, JsonSchema>> };

const COMPONENT_PREFIX = '#/components/schemas/';
const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'Missing or invalid credentials',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Rate limit exceeded',
  500: 'Internal error',
  503: 'A dependency is not ready',
};

/**
 * Collects named schemas into `components.schemas`. Output variants own the plain name (register them first); an
 * input variant that differs from its output variant (defaults make fields optional) becomes `<id>Input`. Two
 * different schemas under one name in the same mode are a programming error.
 */
function schemaCollector() {
  const components: Record<string, JsonSchema> = {};
  const modeOf: Record<string, 'input' | 'output'> = {};

  const rewrite = (node: unknown, renames: Record<string, string>): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, renames));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
          const id = value.slice('#/$defs/'.length);
          return [key, COMPONENT_PREFIX + (renames[id] ?? id)];
        }
        return [key, rewrite(value, renames)];
      }),
    );
  };

  const add = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
    const generated = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: sayTrimmed,
    }) as JsonSchema;
    const { $defs = {}, $schema: _dialect, ...root } = generated as { $defs?: Record<string, JsonSchema> } & JsonSchema;
    const renames: Record<string, string> = {};
    for (let changed = true; changed;) {
      changed = false;
      for (const [id, def] of Object.entries($defs)) {
        if (renames[id] || !components[id] || isDeepStrictEqual(components[id], rewrite(def, renames))) continue;
        if (io === 'output' || modeOf[id] === 'input') throw duplicateName(id);
        renames[id] = `${id}Input`;
        changed = true;
      }
    }
    for (const [id, def] of Object.entries($defs)) {
      const name = renames[id] ?? id;
      const content = rewrite(def, renames) as JsonSchema;
      if (components[name] && !isDeepStrictEqual(components[name], content)) throw duplicateName(name);
      components[name] = content;
      modeOf[name] ??= io;
    }
    return rewrite(root, renames) as JsonSchema;
  };

  return { add, components };
}

interface OverwriteCheck {
  _zod: { def: { check: string; tx?: (value: unknown) => unknown } };
}

interface SchemaDef {
  checks?: OverwriteCheck[];
  innerType?: z.core.$ZodType;
}

/** Whether a string schema (or an optional, nullable or default one) trims: an overwrite check that trims ' x '. */
const trims = (schema: z.core.$ZodType): boolean => {
  const def = schema._zod.def as SchemaDef;
  if (def.innerType) return trims(def.innerType);
  return (def.checks ?? []).some((c) => c._zod.def.check === 'overwrite' && c._zod.def.tx?.(' x ') === 'x');
};

/**
 * JSON Schema cannot say a string is trimmed before it is checked and stored, so its description does: a string
 * schema with an overwrite check that trims (`z.trim()`, recognized by what it does) gets one sentence more, also
 * when a wrapper (optional, default) carries the description.
 */
function sayTrimmed(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) {
  if (!trims(ctx.zodSchema) || String(ctx.jsonSchema.description ?? '').includes('Trimmed:')) return;
  const note = 'Trimmed: leading and trailing white space is removed (before the length is checked).';
  ctx.jsonSchema.description = [ctx.jsonSchema.description, note].filter(Boolean).join(' ');
}

const duplicateName = (name: string) =>
  new Error(`two different schemas are named ${name}; give one of them another meta id`);

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** `PATCH /v1/forms/{id}` → `patchFormsById`. */
export function defaultOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'v1')
    .map((segment) => (segment.startsWith('{') ? `By${pascal(segment)}` : pascal(segment)));
  return method.toLowerCase() + words.join('');
}

/** Turns a zod object schema into OpenAPI parameters of one location. */
function parametersOf(schema: JsonSchema, location: 'path' | 'query', names?: string[]) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const keys = names ?? Object.keys(properties);
  return keys.map((name) => {
    const { description, ...paramSchema } = properties[name] ?? { type: 'string' };
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: paramSchema,
    };
  });
}

/**
 * Whether a credential that reached the route may still be refused (403): a session-only or user-only route refuses
 * API keys (`session_required`), a method other than GET refuses read-scope keys, and a role above `viewer` refuses
 * the members below it.
 */
const refusesSomeCallers = (route: DocumentedRoute): boolean =>
  route.access !== 'credential' || route.method !== 'GET' || requiredRole(route) !== 'viewer';

/**
 * The error statuses a route documents: its own, plus those the pipeline answers for it. Every route: 405 (another
 * method on its path, with `Allow`) and 500. A route that declares params, query or body: 400; a JSON body: 415.
 * Behind a credential: 401, 429, 503 (the credential is read from the table) and 403 where some credential is
 * refused (`refusesSomeCallers`).
 */
function errorStatuses(route: DocumentedRoute): number[] {
  const statuses = [405, 500, ...(route.docs.errors ?? [])];
  if (route.params || route.query || route.body) statuses.push(400);
  if (route.body && !route.docs.bodyContentTypes) statuses.push(415);
  if (route.access !== 'public') statuses.push(401, 429, 503);
  if (route.access !== 'public' && refusesSomeCallers(route)) statuses.push(403);
  return [...new Set(statuses)].sort((a, b) => a - b);
}

/** How a route answers its errors: the JSON envelope, an HTML page, or either by what the client accepts. */
export type ErrorBodies = 'json' | 'html' | 'json-or-html';

const RESPONSE_NAME: Record<ErrorBodies, string> = { json: 'Error', html: 'ErrorPage', 'json-or-html': 'ErrorOrPage' };

function errorResponse(status: number, bodies: ErrorBodies): JsonSchema {
  const codes = Object.entries(STATUS_BY_CODE)
    .filter(([, s]) => s === status)
    .map(([code]) => code);
  const headers: JsonSchema = {};
  if (status === 429 || status === 503) {
    headers['Retry-After'] = {
      description: 'Whole seconds to wait before retrying.',
      schema: { type: 'integer', minimum: 1 },
    };
  }
  if (status === 401) {
    headers['WWW-Authenticate'] = {
      description: 'The scheme to authenticate with.',
      schema: { type: 'string', const: 'Bearer' },
    };
  }
  if (status === 405) {
    headers.Allow = {
      description: 'The methods the path serves, comma-separated.',
      schema: { type: 'string', examples: ['GET, PATCH, DELETE'] },
    };
  }
  const code = codes[0] ?? 'internal_error';
  const envelope = {
    schema: { $ref: `${COMPONENT_PREFIX}Error` },
    example: { error: { code, message: REASONS[status] ?? 'Error' } },
  };
  const page = { schema: { type: 'string', description: 'An HTML page saying what went wrong.' } };
  const content: JsonSchema = {};
  if (bodies !== 'html') content['application/json'] = envelope;
  if (bodies !== 'json') content['text/html'] = page;
  return {
    description: `${REASONS[status] ?? 'Error'}${codes.length ? ` (codes: ${codes.join(', ')})` : ''}`,
    ...(Object.keys(headers).length ? { headers } : {}),
    content,
  };
}

const firstExample = (schema: z.core.$ZodType): unknown =>
  (z.globalRegistry.get(schema)?.examples as unknown[] | undefined)?.[0];

/**
 * Generates the OpenAPI 3.1.0 document for a list of routes.
 *
 * @example generateOpenApi(apiRoutes(deps), { title: 'Formbase API', version: '1.0.0' }).paths['/v1/forms']
 */
export function generateOpenApi(routes: readonly DocumentedRoute[], info: OpenApiInfo): OpenApiDocument {
  const { add, components } = schemaCollector();
  add(ErrorEnvelopeSchema, 'output');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operationIds = new Set<string>();
  const tags: string[] = [];
  const errorResponsesUsed = new Map<string, [number, ErrorBodies]>();
  // Responses first, so output variants own the plain component names.
  const successSchemas = new Map(
    routes.map((route) => [route, route.docs.success.schema && add(route.docs.success.schema, 'output')]),
  );
  const alternativeSchemas = new Map(
    routes.map((route) => [route, (route.docs.alternatives ?? []).map((a) => a.schema && add(a.schema, 'output'))]),
  );
  const successResponse = (answer: Omit<DocumentedRoute['docs']['success'], 'status'>, schema?: JsonSchema) => {
    const response: JsonSchema = { description: answer.description ?? 'Success' };
    if (answer.schema || answer.contentType) {
      const media: JsonSchema = { schema: schema ?? { type: 'string' } };
      const example = answer.schema && firstExample(answer.schema);
      if (example !== undefined) media.example = example;
      response.content = { [answer.contentType ?? 'application/json']: media };
    }
    return response;
  };

  for (const route of routes) {
    const { docs } = route;
    const { params, query, body } = route;
    const operationId = docs.operationId ?? defaultOperationId(route.method, route.path);
    if (operationIds.has(operationId)) throw new Error(`duplicate operationId ${operationId}`);
    operationIds.add(operationId);
    for (const tag of docs.tags) {
      if (!info.tags[tag]) throw new Error(`tag ${tag} of ${route.method} ${route.path} has no description`);
      if (!tags.includes(tag)) tags.push(tag);
    }

    const parameters = [
      ...parametersOf(params ? add(params, 'input') : {}, 'path', pathParamNames(route.path)),
      ...(query ? parametersOf(add(query, 'input'), 'query') : []),
    ];
    const responses: Record<string, JsonSchema> = {
      [String(docs.success.status)]: successResponse(docs.success, successSchemas.get(route)),
    };
    (docs.alternatives ?? []).forEach((alternative, i) => {
      responses[String(alternative.status)] = successResponse(alternative, alternativeSchemas.get(route)?.[i]);
    });
    for (const errorStatus of errorStatuses(route)) {
      if (responses[String(errorStatus)]) continue;
      const bodies = docs.errorBodies ?? 'json';
      const name = `${RESPONSE_NAME[bodies]}${errorStatus}`;
      errorResponsesUsed.set(name, [errorStatus, bodies]);
      responses[String(errorStatus)] = { $ref: `#/components/responses/${name}` };
    }

    const operation: JsonSchema = {
      operationId,
      summary: docs.summary,
      description: [
        docs.description,
        route.access === 'session' ? 'Requires a dashboard session token.' : undefined,
        route.access === 'user' ? "Requires a signed-in user's dashboard session." : undefined,
        route.role && route.role !== 'viewer' ? `Members need the \`${route.role}\` role or above.` : undefined,
      ]
        .filter(Boolean)
        .join('\n\n'),
      tags: docs.tags,
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      responses,
    };
    if (body) {
      const media: JsonSchema = { schema: add(body, 'input') };
      const example = firstExample(body);
      if (example !== undefined) media.example = example;
      const types = docs.bodyContentTypes ?? ['application/json'];
      const mediaOf = (type: string) => {
        const own = docs.bodySchemaByContentType?.[type];
        return own ? { ...media, schema: add(own, 'input') } : media;
      };
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(types.map((type) => [type, mediaOf(type)])),
      };
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: info.description,
      contact: info.contact,
      license: info.license,
    },
    ...(info.servers?.length ? { servers: info.servers } : {}),
    security: [{ bearerAuth: [] }, { sessionCookie: [] }],
    tags: tags.map((name) => ({ name, description: info.tags[name] })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An organization API key (`fk_sk_live_…`; scope `read` allows GET only) or a dashboard session token (`fk_sess_…`).',
        },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          // A deployment serves the dashboard over HTTPS: the cookie carries the `__Host-` prefix there.
          name: sessionCookieName('https:'),
          description:
            'The dashboard session cookie set at sign-in. Requests other than GET, HEAD and OPTIONS must carry the ' +
            `dashboard origin in \`Origin\`. The local service, over plain HTTP, names it \`${SESSION_COOKIE}\`.`,
        },
      },
      schemas: components,
      responses: Object.fromEntries(
        [...errorResponsesUsed]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([name, [status, bodies]]) => [name, errorResponse(status, bodies)]),
      ),
    },
  };
}
