import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { createHttpPipeline } from '@shared/http/pipeline.js';
import { apiDepsFromEnv, type ApiDeps } from './deps.js';
import { apiRoutes } from './routes/index.js';

/** The /v1 router Lambda, built from its dependencies so the local server and tests compose it. */
export function createApiHandler(deps: ApiDeps) {
  return createHttpPipeline(apiRoutes(deps), {
    credentials: deps.stores.credentials,
    apiRateLimit: deps.config.apiRateLimit,
    logger: deps.logger,
    now: deps.now,
  });
}

let instance: ReturnType<typeof createApiHandler> | undefined;

/** Lambda entry point. */
export const handler = (event: APIGatewayProxyEventV2, context: Context) =>
  (instance ??= createApiHandler(apiDepsFromEnv()))(event, context);
