import type { Route } from '@shared/http/router.js';
import { createHttpPipeline } from '@shared/http/pipeline.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { credentialStore } from '@shared/adapters/dynamo/credentials.js';
import type { Stores } from '@shared/adapters/stores.js';
import { accountSettings } from '@shared/config.js';
import { auditLogStore } from '@shared/adapters/dynamo/audit-log.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import type { Table } from '@shared/adapters/dynamo/table.js';
import { apiBase, type ApiBase, type ApiDeps, type ApiParts, type PipelineStore } from './deps.js';

/** The stores the pipeline itself reads and writes: credentials, memberships (roles) and the audit log. */
const pipelineStores = (table: Table): Pick<Stores, PipelineStore> => ({
  credentials: credentialStore(table),
  memberships: membershipStore(table),
  auditLog: auditLogStore(table),
});

/** One API function's handler: its routes behind the management pipeline, built from its dependencies. */
export function createApiHandler(deps: ApiParts, routes: Route[]) {
  return createHttpPipeline(routes, {
    credentials: deps.stores.credentials,
    memberships: deps.stores.memberships,
    audit: deps.stores.auditLog,
    accounts: accountSettings(deps.config),
    apiRateLimit: deps.config.apiRateLimit,
    logger: deps.logger,
    now: deps.now,
  });
}

/** The dependencies of an API function: its own stores and ports (`build`), the base and the credentials store. */
type FunctionDeps<B extends { stores: object }> = ApiBase &
  Omit<B, 'stores'> & { stores: B['stores'] & Pick<Stores, PipelineStore> };

/**
 * What an API function's handler module exports: `create` (the stores and ports its routes use from a runtime,
 * `overrides` replacing any of them, then its routes), Lambda's `handler`, and `routes` (tests check the functions'
 * routes add up to the documented API).
 *
 * @example export const { create, handler, routes } = apiFunction((r) => ({ stores: { forms: formStore(r.table) } }), formRoutes);
 */
export function apiFunction<B extends { stores: object }>(
  build: (runtime: FunctionRuntime, overrides: Partial<ApiDeps>) => B,
  routes: (deps: FunctionDeps<B>) => Route[],
) {
  const create = (runtime: FunctionRuntime, overrides: Partial<ApiDeps> = {}) => {
    const own = build(runtime, overrides);
    const deps = {
      ...apiBase(runtime),
      ...own,
      stores: { ...pipelineStores(runtime.table), ...own.stores },
      ...overrides,
    } as FunctionDeps<B>;
    return createApiHandler(deps, routes(deps));
  };
  return { create, handler: lambdaEntry(create), routes };
}
