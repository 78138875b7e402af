import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { createApiHandler } from '../app.js';
import { apiDeps, type ApiDeps } from '../deps.js';

export const create = (runtime: FunctionRuntime, overrides?: Partial<ApiDeps>) =>
  createApiHandler(apiDeps(runtime, overrides));

/** Lambda entry point of `/v1/**` and the OAuth callbacks. */
export const handler = lambdaEntry(create);
