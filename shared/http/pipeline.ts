import middy from '@middy/core';
import { withinFunctionTime } from '@shared/adapters/request-deadline.js';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { CredentialStore, Principal } from '@shared/domain/tenant.js';
import { authenticate, authorize } from './auth.js';
import type { Logger } from '@shared/observability/log.js';
import { httpEnvelope, requestLogFields } from './middleware.js';
import { createRateLimiter } from './rate-limit.js';
import { requestFromEvent, type ApiRequest } from './request.js';
import type { HttpResult } from './response.js';
import { createRouter, type Route } from './router.js';
import { parseRouteInput } from './validation.js';

export interface PipelineDeps {
  credentials: CredentialStore;
  apiRateLimit: { perSecond: number; burst: number };
  logger: Logger;
  now(): Date;
}

/**
 * The authenticated HTTP pipeline every management function runs, in one order:
 * parse → match (404/405) → authenticate (401) → authorize (session rule, scope) → rate-limit (429) → the route's
 * declared params, query and body (400, 415) → route,
 * wrapped in the error envelope and the one-line request log.
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
    const principal = await authenticate(req, deps.credentials, deps.now());
    requestLogFields.set(event, {
      tenant_id: principal.tenantId,
      credential_id: principal.credentialId,
      route: route.path,
      form_id: params.id?.startsWith('frm_') ? params.id : undefined,
    });
    authorize(principal, route.access, req.method);
    limiter.take(principal.credentialId, Date.now());
    return serveParsed(route, req, principal);
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
