import type * as z from 'zod/mini';
import { MethodNotAllowedError, NotFoundError, type DomainError } from '@shared/domain/errors.js';
import type { Role } from '@shared/domain/accounts.js';
import type { AuditAction } from '@shared/domain/audit.js';
import type { Principal } from '@shared/domain/tenant.js';
import type { ApiRequest } from './request.js';
import type { HttpResult } from './response.js';

/**
 * Who may call a route: any credential of the tenant, a dashboard session only, a signed-in user's session only
 * (its own account: `/v1/me…`), or anyone (public pages and sign-in).
 */
export type RouteAccess = 'credential' | 'session' | 'user' | 'public';

/** The audit line a route writes when it succeeds. */
export interface RouteAudit {
  action: AuditAction;
  target: string;
}

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.core.$ZodType;

/** A declared request part, as the handler receives it: the schema's output, or `undefined` when not declared. */
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** Prose and answers of the OpenAPI operation; what the request carries is declared on the route itself. */
export interface RouteDocs<
  S extends Schema | undefined = Schema | undefined,
  AS extends Schema | undefined = Schema | undefined,
> {
  summary: string;
  /** What the operation does, in Markdown: beyond the summary (what changes, what it answers when). */
  description: string;
  /** Defaults to one derived from the method and path, e.g. `patchFormsById`. */
  operationId?: string;
  tags: string[];
  /** Media types the body may come in (default `application/json`); each is documented with `body`. */
  bodyContentTypes?: string[];
  /** The body as a media type other than JSON carries it, where it differs (form encodings carry only text). */
  bodySchemaByContentType?: Record<string, Schema>;
  /** Success status and schema (omit schema for bodiless responses such as 204). */
  success: { status: number; schema?: S; contentType?: string; description?: string };
  /**
   * Other answers the same operation can give (e.g. 200 JSON instead of a 302, an HTML error page); an alternative
   * with an error status replaces that status's JSON error envelope in the document.
   */
  alternatives?: { status: number; schema?: AS; contentType?: string; description: string }[];
  /** Error statuses the route can answer beyond those every route of its kind answers (see `openapi.ts`). */
  errors?: number[];
  /** How its errors come: the JSON envelope (default), an HTML page, or either by what the client accepts. */
  errorBodies?: 'json' | 'html' | 'json-or-html';
}

/** A request part the router rejected: path parameters, query string or body. */
export type InputPart = 'params' | 'query' | 'body';

/** What a handler receives: the request, the declared parts parsed, and the caller unless the route is public. */
export type RouteContext<A extends RouteAccess, P, Q, B> = {
  req: ApiRequest;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
} & (A extends 'public' ? unknown : { principal: Principal });

/**
 * One route, declared once: the path parameters, query and body schemas below validate the request (400 naming
 * the field before the handler runs) and are the request side of the OpenAPI operation.
 */
export interface RouteDeclaration<
  A extends RouteAccess,
  P,
  Q,
  B,
  S extends Schema | undefined,
  AS extends Schema | undefined,
> {
  method: RouteMethod;
  /** Path template with `{param}` segments, e.g. `/v1/forms/{id}`; a literal segment wins over a `{param}`. */
  path: string;
  access: A;
  /** A zod object keyed by exactly the path's `{param}` names; a value failing it answers 400 `invalid_id`. */
  params?: P;
  /** A zod object over the query string (the first value of each name). */
  query?: Q;
  /** The JSON body (415 unless sent as JSON; an empty body reads as `{}`). */
  body?: B;
  /**
   * The least role a session's member needs (`shared/http/auth.ts`); default `viewer` for GET and `member` for
   * every other method.
   */
  role?: Role;
  /**
   * A POST that only reads (it starts a job that reads, such as an export): a read-scope key and a viewer may call
   * it, as they may GET.
   */
  readsOnly?: boolean;
  /**
   * Recorded in the organization's audit log when the route succeeds; the target id is the `id` path parameter or
   * the answer's `id`.
   */
  audit?: RouteAudit;
  docs: RouteDocs<S, AS>;
  /** Answers a rejected part itself instead of the JSON error envelope (pages a browser lands on). */
  rejectInput?(error: DomainError, part: InputPart): HttpResult;
  /** Its JSON answers must fit the success or an alternative's schema (what it accepts; a compile error otherwise). */
  handle(ctx: RouteContext<A, P, Q, B>): Promise<HttpResult<SuccessBody<S> | SuccessBody<AS>>>;
}

/** The JSON body a route's success schema accepts (none when it declares no schema). */
export type SuccessBody<S> = S extends Schema ? z.input<S> : never;

/** A route as the router, the pipeline and the OpenAPI generator see it, whatever its declared types. */
export interface Route {
  method: RouteMethod;
  path: string;
  access: RouteAccess;
  role?: Role;
  readsOnly?: boolean;
  audit?: RouteAudit;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  docs: RouteDocs;
  rejectInput?(error: DomainError, part: InputPart): HttpResult;
  /** `principal` is absent on public routes (their declared context has none). */
  handle(ctx: {
    req: ApiRequest;
    principal: Principal;
    params: unknown;
    query: unknown;
    body: unknown;
  }): Promise<HttpResult>;
}

/**
 * Declares a route: state each request part once as a zod schema and the handler receives it parsed and typed.
 * The router answers a bad part with 400 in the error envelope (`invalid_id` naming the path parameter,
 * `validation_error` / `unknown_field` naming the query or body field, 415 for a body not sent as JSON) before the
 * handler runs, and after authentication, authorization and rate limiting. The OpenAPI document is generated from
 * the same declaration.
 *
 * Path parameters keep the spec's names (`{id}` for the resource the path's first collection names, `{sid}`,
 * `{kid}`, `{IntegrationID}`); any other id is `{<initial of its resource>id}` (`{wid}` webhook, `{did}` delivery,
 * `{fid}` file), and a parameter that is not an id is named after the field it carries (`{type}`, `{public_slug}`).
 *
 * @example
 * defineRoute({
 *   method: 'PATCH',
 *   path: '/v1/forms/{id}',
 *   access: 'credential',
 *   params: FormIdParamsSchema, // z.object({ id: idParam('form', 'Form id.') })
 *   body: UpdateFormRequestSchema,
 *   docs: { summary: 'Update a form', description: '…', tags, success: { status: 200, schema: FormSchema }, errors: [400, 404, 409] },
 *   handle: async ({ principal, params, body }) => json(200, await updateForm(ports, principal, params.id, body)),
 * })
 */
export function defineRoute<
  A extends RouteAccess,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  S extends Schema | undefined = undefined,
  AS extends Schema | undefined = undefined,
>(declaration: RouteDeclaration<A, P, Q, B, S, AS>): Route {
  return declaration as unknown as Route;
}

/** The `{param}` names of a path template, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

interface Template {
  path: string;
  pattern: RegExp;
  names: string[];
  /** Per segment, whether it is literal: the template with a literal where another has a `{param}` wins. */
  literals: boolean[];
  routes: Route[];
}

const declaredParamNames = (schema: Schema | undefined): string[] =>
  Object.keys((schema as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {});

function compile(path: string, routes: Route[]): Template {
  const names = pathParamNames(path);
  for (const route of routes) {
    const declared = declaredParamNames(route.params);
    if (declared.join() !== names.join()) {
      throw new Error(`${route.method} ${path} declares params [${declared.join(', ')}], its path has [${names}]`);
    }
  }
  const source = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')))
    .join('/');
  const literals = path.split('/').map((segment) => !segment.startsWith('{'));
  return { path, pattern: new RegExp(`^${source}/?$`), names, literals, routes };
}

/** Whether `a` is more specific than `b`: at the first segment where they differ, `a` is literal. */
const moreSpecific = (a: Template, b: Template) => {
  const at = a.literals.findIndex((literal, i) => literal !== b.literals[i]);
  return at >= 0 && a.literals[at]!;
};

export interface Match {
  route: Route;
  params: Record<string, string>;
}

/**
 * Matches a method and path. Of the templates a path matches, the most specific wins (`…/submissions/bulk` over
 * `…/submissions/{sid}`); a method it does not serve is 405 with its own `Allow`; no template is 404.
 */
export function createRouter(routes: Route[]) {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  const templates = [...byPath].map(([path, served]) => compile(path, served));
  return {
    routes,
    match(method: string, path: string): Match {
      let best: { template: Template; found: RegExpExecArray } | undefined;
      for (const template of templates) {
        const found = template.pattern.exec(path);
        if (found && (!best || moreSpecific(template, best.template))) best = { template, found };
      }
      if (!best) throw new NotFoundError(`no route for ${method} ${path}`);
      const { template, found } = best;
      const route = template.routes.find((r) => r.method === method);
      if (!route) {
        throw new MethodNotAllowedError(
          `method ${method} is not allowed here`,
          template.routes.map((r) => r.method),
        );
      }
      const params: Record<string, string> = {};
      template.names.forEach((name, i) => {
        params[name] = safeDecode(found[i + 1]!);
      });
      return { route, params };
    },
  };
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
