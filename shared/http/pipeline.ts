import middy from '@middy/core';
import { withinFunctionTime } from '@shared/adapters/request-deadline.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { auditEvent, type AuditLog } from '@shared/domain/audit.js';
import type { Principal } from '@shared/domain/tenant.js';
import { authenticate, authorize, type AuthDeps } from './auth.js';
import type { Logger } from '@shared/observability/log.js';
import { httpEnvelope, requestLogFields } from './middleware.js';
import { createRateLimiter } from './rate-limit.js';
import { requestFromEvent, type ApiRequest } from './request.js';
import type { HttpResult } from './response.js';
import { createRouter, type Route, type RouteAudit } from './router.js';
import { parseRouteInput } from './validation.js';

export interface PipelineDeps extends AuthDeps {
  /** Where routes that declare `audit` record their successes. */
  audit: Pick<AuditLog, 'record'>;
  apiRateLimit: { perSecond: number; burst: number };
  logger: Logger;
  now(): Date;
}

/** The `id` of a JSON answer (a created resource), if it has one. */
function answerId(result: HttpResult): string | undefined {
  if (typeof result.body !== 'string' || !result.body.startsWith('{')) return undefined;
  const id = (JSON.parse(result.body) as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The authenticated HTTP pipeline every management function runs, in one order:
 * parse → match (404/405) → authenticate (401; bearer or session cookie, CSRF 403) → authorize (session rule, key
 * scope, member role) → rate-limit (429) → the route's declared params, query and body (400, 415) → route → audit
 * line (routes that declare one), wrapped in the error envelope and the one-line request log.
 *
 * @example export const handler = createHttpPipeline(apiRoutes(deps), deps);
 */
export function createHttpPipeline(routes: Route[], deps: PipelineDeps) {
  const router = createRouter(routes);
  const limiter = createRateLimiter(deps.apiRateLimit);

  const serve = async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
    const req = requestFromEvent(event);
    const { route, params } = router.match(req.method, req.path);
    req.pathParams = params;
    if (route.access === 'public') return serveParsed(route, req);
    const principal = await authenticate(req, deps);
    requestLogFields.set(event, {
      tenant_id: principal.tenantId,
      credential_id: principal.credentialId,
      route: route.path,
      form_id: params.id?.startsWith('frm_') ? params.id : undefined,
    });
    authorize(principal, route);
    limiter.take(principal.credentialId, Date.now());
    const result = await serveParsed(route, req, principal);
    if (route.audit && result.statusCode < 300) await recordAudit(route.audit, principal, req, result);
    return result;
  };

  /** The audit line of a route that declares one: its target is the `id` path parameter, else the answer's `id`. */
  const recordAudit = async (audit: RouteAudit, principal: Principal, req: ApiRequest, result: HttpResult) => {
    const id = req.pathParams.id ?? answerId(result);
    const target = id ? { type: audit.target, id } : null;
    await deps.audit.record(auditEvent(principal, audit.action, target, req.sourceIp, deps.now()));
  };

  return middy<APIGatewayProxyEventV2, HttpResult>()
    .use(httpEnvelope(deps.logger))
    .handler((event, context) => withinFunctionTime(context, () => serve(event)));
}

/** Parses what the route declares, then runs it with the parsed parts. */
async function serveParsed(route: Route, req: ApiRequest, principal?: Principal): Promise<HttpResult> {
  const parsed = parseRouteInput(route, req);
  if ('rejected' in parsed) return parsed.rejected;
  return route.handle({ req, principal: principal!, ...parsed.input });
}
