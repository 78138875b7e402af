import { integrationRuntime } from '@shared/adapters/integrations/runtime.js';
import { createStores } from '@shared/adapters/stores.js';
import type { Route } from '@shared/http/router.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import {
  apiBase,
  bucketPorts,
  deliveryQueuePort,
  eventsPort,
  mailerPort,
  outboundPort,
  type ApiDeps,
} from '../deps.js';
import { analyticsRoutes } from './analytics.js';
import { apiKeyRoutes } from './api-keys.js';
import { authRoutes } from './auth.js';
import { meRoutes } from './me.js';
import { passkeyRoutes } from './passkeys.js';
import { invitationRoutes } from './invitations.js';
import { memberRoutes } from './members.js';
import { autoresponderRoutes } from './autoresponder.js';
import { dataRequestRoutes } from './data-requests.js';
import { formRoutes } from './forms.js';
import { openApiRoute } from './openapi.js';
import { submissionRoutes } from './submissions.js';
import { submissionFileRoutes } from './submission-files.js';
import { submissionDeliveryRoutes } from './submission-deliveries.js';
import { formKeyRoutes } from './form-keys.js';
import { spamProtectionRoutes } from './spam-protection.js';
import { suppressionRoutes } from './suppression.js';
import { usageRoutes } from './usage.js';
import { webhookRoutes } from './webhooks.js';
import { integrationRoutes } from './integrations.js';
import { oauthCallbackRoute } from './oauth-callback.js';

/**
 * Every route of the API's functions, in the order `/v1/openapi.json` documents them (its paths, tags and schema
 * names follow this order). Each function serves its own part (`handlers/*.ts`); a test checks that they add up to
 * this list. Each capability adds its module here and to one function.
 */
export function apiRoutes(deps: ApiDeps): Route[] {
  return [
    ...authRoutes(deps),
    ...meRoutes(deps),
    ...passkeyRoutes(deps),
    ...memberRoutes(deps),
    ...invitationRoutes(deps),
    ...apiKeyRoutes(deps),
    ...formRoutes(deps),
    ...autoresponderRoutes(deps),
    ...suppressionRoutes(deps),
    ...submissionRoutes(deps),
    ...submissionFileRoutes(deps),
    ...submissionDeliveryRoutes(deps),
    ...formKeyRoutes(deps),
    ...usageRoutes(deps),
    ...analyticsRoutes(deps),
    ...spamProtectionRoutes(deps),
    ...webhookRoutes(deps),
    ...integrationRoutes(deps),
    oauthCallbackRoute(deps),
    ...dataRequestRoutes(deps),
    openApiRoute(deps),
  ];
}

/**
 * All of the API's dependencies over a function runtime, for `local/`, tests and the contract's generation, which
 * compose every route in one process; each API function builds only its own part (`handlers/*.ts`). `overrides`
 * replaces any of them (tests inject faults).
 */
export function apiDeps(runtime: FunctionRuntime, overrides: Partial<ApiDeps> = {}): ApiDeps {
  const outbound = outboundPort(runtime);
  return {
    ...apiBase(runtime),
    stores: createStores(runtime.table, runtime.config),
    deliveryQueue: deliveryQueuePort(runtime),
    outbound,
    integrationRuntime: integrationRuntime(runtime.config, overrides.outbound ?? outbound),
    events: eventsPort(runtime),
    ...bucketPorts(runtime),
    mailer: mailerPort(runtime),
    ...overrides,
  };
}
