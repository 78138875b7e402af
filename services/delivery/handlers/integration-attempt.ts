import { integrationRuntime } from '@shared/adapters/integrations/runtime.js';
import { lambdaEntry, type FunctionRuntime } from '@shared/infra/runtime.js';
import { deliveryDeps, type DeliveryOverrides } from '../deps.js';
import { integrationTargets } from '../targets/integration.js';
import { createAttemptHandler } from './attempt.js';

/** Native integration attempts: the providers' drivers, KMS-sealed credentials, the OAuth apps' secrets. */
export const create = (runtime: FunctionRuntime, overrides?: DeliveryOverrides) =>
  createAttemptHandler(
    deliveryDeps(runtime, overrides, { targets: [integrationTargets], integrationRuntime }),
    'integration',
  );

/** Lambda entry point. */
export const handler = lambdaEntry(create);
