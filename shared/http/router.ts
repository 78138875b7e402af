import type * as z from 'zod/mini';
import { MethodNotAllowedError, NotFoundError } from '@shared/domain/errors.js';
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

/** Contract metadata used to generate the OpenAPI document; the same schemas validate requests. */
export interface RouteDocs {
  summary: string;
  /** Longer Markdown text for the operation. */
  description?: string;
  /** Defaults to one derived from the method and path, e.g. `patchFormsById`. */
  operationId?: string;
  tags?: string[];
  body?: z.core.$ZodType;
  /** Media types the body may come in (default `application/json`); each is documented with `body`. */
  bodyContentTypes?: string[];
  query?: z.core.$ZodType;
  /** Path parameters (a zod object keyed by the `{param}` names); undocumented ones default to strings. */
  params?: z.core.$ZodType;
  /** Success status and schema (omit schema for bodiless responses such as 204). */
  success: { status: number; schema?: z.core.$ZodType; contentType?: string; description?: string };
  /** Other success answers the same operation can give (e.g. 200 JSON instead of a 302 on request). */
  alternatives?: { status: number; schema?: z.core.$ZodType; contentType?: string; description: string }[];
  /** Error statuses the route can answer beyond the defaults (401, 429, 500). */
  errors?: number[];
}

export interface RouteContext {
  req: ApiRequest;
  principal: Principal;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template with `{param}` segments, e.g. `/v1/forms/{id}`. */
  path: string;
  access: Exclude<RouteAccess, 'public'>;
  /**
   * The least role a session's member needs (`shared/http/auth.ts`); default `viewer` for GET and `member` for
   * every other method.
   */
  role?: Role;
  /** Recorded in the organization's audit log when the route succeeds; the target id is the `id` path parameter or the answer's `id`. */
  audit?: { action: AuditAction; target: string };
  docs: RouteDocs;
  handle(ctx: RouteContext): Promise<HttpResult>;
}

/** A public route receives no principal. */
export interface PublicRoute extends Omit<Route, 'handle' | 'access' | 'role' | 'audit'> {
  access: 'public';
  handle(ctx: { req: ApiRequest }): Promise<HttpResult>;
}

export type AnyRoute = Route | PublicRoute;

interface Compiled {
  route: AnyRoute;
  pattern: RegExp;
  names: string[];
}

const compile = (route: AnyRoute): Compiled => {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}|\{(\w+)\}/g, (_m, a, b) => {
    names.push(a ?? b);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}/?$`), names };
};

export interface Match {
  route: AnyRoute;
  params: Record<string, string>;
}

/** Matches a method and path; throws 404 for an unknown path and 405 (with Allow) for a known path. */
export function createRouter(routes: AnyRoute[]) {
  const compiled = routes.map(compile);
  return {
    routes,
    match(method: string, path: string): Match {
      const allowed: string[] = [];
      for (const { route, pattern, names } of compiled) {
        const found = pattern.exec(path);
        if (!found) continue;
        if (route.method !== method) {
          allowed.push(route.method);
          continue;
        }
        const params: Record<string, string> = {};
        names.forEach((name, i) => {
          params[name] = safeDecode(found[i + 1]!);
        });
        return { route, params };
      }
      if (allowed.length > 0) throw new MethodNotAllowedError(`method ${method} is not allowed here`, allowed);
      throw new NotFoundError(`no route for ${method} ${path}`);
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
