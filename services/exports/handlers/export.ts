import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { createExportsHandler } from '../app.js';
import { exportsDeps, type ExportsDeps } from '../deps.js';

export const create = (runtime: FunctionRuntime, overrides?: Partial<ExportsDeps>) =>
  createExportsHandler(exportsDeps(runtime, overrides));

/** Lambda entry point of `GET /v1/forms/{id}/data-requests/export`. */
export const handler = lambdaEntry(create);
