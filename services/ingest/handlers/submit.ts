import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { createIngestHandler } from '../app.js';
import { ingestDeps } from '../deps.js';
import type { IngestPorts } from '../ports.js';

export const create = (runtime: FunctionRuntime, overrides?: Partial<IngestPorts>) =>
  createIngestHandler(ingestDeps(runtime, overrides));

/** Lambda entry point of `POST /f/{public_slug}` (and its preflight). */
export const handler = lambdaEntry(create);
