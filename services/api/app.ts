import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { authenticate, authorize } from '@shared/http/auth.js';
import { httpEnvelope, requestLogFields } from '@shared/http/middleware.js';
import { createRateLimiter } from '@shared/http/rate-limit.js';
import { requestFromEvent } from '@shared/http/request.js';
import type { HttpResult } from '@shared/http/response.js';
import { createRouter } from '@shared/http/router.js';
import { apiDepsFromEnv, type ApiDeps } from './deps.js';
import { apiRoutes } from './routes/index.js';

/**
 * The /v1 router Lambda: parse → match → authenticate → authorize → rate-limit → route. Built from its
 * dependencies so the local server and tests compose it with their own table and queues.
 */
export function createApiHandler(deps: ApiDeps) {
  const router = createRouter(apiRoutes(deps));
  const limiter = createRateLimiter(deps.config.apiRateLimit);

  const route = async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
    const req = requestFromEvent(event);
    const { route: matched, params } = router.match(req.method, req.path);
    req.pathParams = params;
    if (matched.access === 'public') return matched.handle({ req });
    const principal = await authenticate(req, deps.stores.credentials, deps.now());
    requestLogFields.set(event, { tenant_id: principal.tenantId, credential_id: principal.credentialId, route: matched.path });
    authorize(principal, matched.access, req.method);
    limiter.take(principal.credentialId, Date.now());
    return matched.handle({ req, principal });
  };

  return middy<APIGatewayProxyEventV2, HttpResult>().use(httpEnvelope(deps.logger)).handler(route);
}

let instance: ReturnType<typeof createApiHandler> | undefined;

/** Lambda entry point. */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  (instance ??= createApiHandler(apiDepsFromEnv()))(event, context);
