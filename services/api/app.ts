import type { AnyRoute } from '@shared/http/router.js';
import { createHttpPipeline } from '@shared/http/pipeline.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import type { ApiDeps, ApiParts } from './deps.js';

/** One API function's handler: its routes behind the management pipeline, built from its dependencies. */
export function createApiHandler(deps: ApiParts, routes: AnyRoute[]) {
  return createHttpPipeline(routes, {
    credentials: deps.stores.credentials,
    apiRateLimit: deps.config.apiRateLimit,
    logger: deps.logger,
    now: deps.now,
  });
}

/**
 * What an API function's handler module exports: `create` (its dependencies from a runtime, `overrides` replacing
 * any of them, then its routes), Lambda's `handler`, and `routes` (tests check the functions' routes add up to the
 * documented API).
 *
 * @example export const { create, handler, routes } = apiFunction(build, (deps) => formRoutes(deps));
 */
export function apiFunction<D extends ApiParts>(
  build: (runtime: FunctionRuntime, overrides: Partial<ApiDeps>) => D,
  routes: (deps: D) => AnyRoute[],
) {
  const create = (runtime: FunctionRuntime, overrides: Partial<ApiDeps> = {}) => {
    const deps = { ...build(runtime, overrides), ...overrides } as D;
    return createApiHandler(deps, routes(deps));
  };
  return { create, handler: lambdaEntry(create), routes };
}
