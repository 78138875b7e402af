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
import { routes as accountsFunction } from '../handlers/accounts.js';
import { routes as coreFunction } from '../handlers/http.js';
import { routes as integrationsFunction } from '../handlers/integrations.js';
import { routes as mailFunction } from '../handlers/mail.js';
import { routes as passkeysFunction } from '../handlers/passkeys.js';
import { routes as submissionsFunction } from '../handlers/submissions.js';
import { routes as webhooksFunction } from '../handlers/webhooks.js';

/**
 * Every route of the API's functions: each function's handler module (`handlers/*.ts`) lists the route modules it
 * serves, once, and this is their union (for `local/`, tests and the contract's generation, which compose every
 * route in one process). Adding a route module is one line in its function's list; the function's API Gateway route
 * keys (`shared/infra/generated/api-route-keys.ts`) and the OpenAPI document are generated from the declarations.
 */
export function apiRoutes(deps: ApiDeps): Route[] {
  return [
    accountsFunction,
    passkeysFunction,
    coreFunction,
    mailFunction,
    submissionsFunction,
    webhooksFunction,
    integrationsFunction,
  ].flatMap((routes) => routes(deps));
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
