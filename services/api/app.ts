import { createHttpPipeline } from '@shared/http/pipeline.js';
import type { ApiDeps } from './deps.js';
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
