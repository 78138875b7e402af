import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import {
  integrationDeliveryStateStore,
  integrationStore,
  oauthStateStore,
} from '@shared/adapters/dynamo/integrations.js';
import { timelineStore } from '@shared/adapters/dynamo/timeline.js';
import { deliveryReplayStore } from '@shared/adapters/dynamo/delivery-replays.js';
import { integrationRuntime } from '@shared/adapters/integrations/runtime.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { deliveryQueuePort, outboundPort, type ApiDeps } from '../deps.js';
import { integrationRoutes } from '../routes/integrations.js';
import { oauthCallbackRoute } from '../routes/oauth-callback.js';

const build = (runtime: FunctionRuntime, overrides: Partial<ApiDeps>) => {
  const { table } = runtime;
  return {
    stores: {
      forms: formStore(table),
      integrations: integrationStore(table),
      oauthStates: oauthStateStore(table),
      integrationDeliveryStates: integrationDeliveryStateStore(table),
      deliveries: deliveryStore(table),
      timeline: timelineStore(table),
      deliveryReplays: deliveryReplayStore(table),
    },
    deliveryQueue: deliveryQueuePort(runtime),
    integrationRuntime: integrationRuntime(runtime.config, overrides.outbound ?? outboundPort(runtime)),
  };
};

/**
 * Native integrations (the OAuth apps' secrets through the parameters extension, KMS for credentials): a form's integrations, their
 * authorization, test sends and deliveries, and the providers' OAuth callbacks.
 */
export const { create, handler, routes } = apiFunction(build, (deps) => [
  ...integrationRoutes(deps),
  oauthCallbackRoute(deps),
]);
