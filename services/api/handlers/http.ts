import { analyticsStore } from '@shared/adapters/dynamo/analytics.js';
import { blockListStore } from '@shared/adapters/dynamo/blocklists.js';
import { campaignMemoryStore } from '@shared/adapters/dynamo/campaign-memory.js';
import { formKeyStore } from '@shared/adapters/dynamo/form-keys.js';
import { formProtectionStore } from '@shared/adapters/dynamo/form-protection.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { suppressionStore } from '@shared/adapters/dynamo/suppressions.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { usageStore } from '@shared/adapters/dynamo/usage.js';
import type { FunctionRuntime } from '@shared/infra/runtime.js';
import { apiFunction } from '../app.js';
import { analyticsRoutes } from '../routes/analytics.js';
import { apiKeyRoutes } from '../routes/api-keys.js';
import { formKeyRoutes } from '../routes/form-keys.js';
import { formRoutes } from '../routes/forms.js';
import { openApiRoute } from '../routes/openapi.js';
import { spamProtectionRoutes } from '../routes/spam-protection.js';
import { suppressionRoutes } from '../routes/suppression.js';
import { usageRoutes } from '../routes/usage.js';

const build = (runtime: FunctionRuntime) => {
  const { table } = runtime;
  return {
    stores: {
      tenants: tenantStore(table),
      forms: formStore(table),
      formKeys: formKeyStore(table),
      suppressions: suppressionStore(table),
      usage: usageStore(table),
      analytics: analyticsStore(table),
      blockLists: blockListStore(table),
      formProtection: formProtectionStore(table),
      campaigns: campaignMemoryStore(table),
    },
  };
};

/**
 * The management API's core, on the table alone: forms and their keys, spam protection, analytics, usage, API keys,
 * the suppression list and `/v1/openapi.json`; and every `/v1` path no other API function serves (404/405).
 */
export const { create, handler, routes } = apiFunction(build, (deps) => [
  ...apiKeyRoutes(deps),
  ...formRoutes(deps),
  ...suppressionRoutes(deps),
  ...formKeyRoutes(deps),
  ...usageRoutes(deps),
  ...analyticsRoutes(deps),
  ...spamProtectionRoutes(deps),
  openApiRoute(deps),
]);
