import { EXTERNAL_ROUTE_DOCS } from '@shared/http/external-routes.js';
import type { AnyRoute } from '@shared/http/router.js';
import type { ApiDeps } from '../deps.js';
import { analyticsRoutes } from './analytics.js';
import { apiKeyRoutes } from './api-keys.js';
import { autoresponderRoutes } from './autoresponder.js';
import { dataRequestRoutes } from './data-requests.js';
import { formRoutes } from './forms.js';
import { openApiRoute } from './openapi.js';
import { submissionRoutes } from './submissions.js';
import { submissionFileRoutes } from './submission-files.js';
import { formKeyRoutes } from './form-keys.js';
import { spamProtectionRoutes } from './spam-protection.js';
import { suppressionRoutes } from './suppression.js';
import { usageRoutes } from './usage.js';
import { webhookRoutes } from './webhooks.js';
import { integrationRoutes } from './integrations.js';
import { oauthCallbackRoute } from './oauth-callback.js';

/** Every route the API function serves. Each capability adds its module here. */
export function apiRoutes(deps: ApiDeps): AnyRoute[] {
  const routes: AnyRoute[] = [
    ...apiKeyRoutes(deps),
    ...formRoutes(deps),
    ...autoresponderRoutes(deps),
    ...suppressionRoutes(deps),
    ...submissionRoutes(deps),
    ...submissionFileRoutes(deps),
    ...formKeyRoutes(deps),
    ...usageRoutes(deps),
    ...analyticsRoutes(deps),
    ...spamProtectionRoutes(deps),
    ...webhookRoutes(deps),
    ...integrationRoutes(deps),
    oauthCallbackRoute(deps),
    ...dataRequestRoutes(deps),
  ];
  // The document covers every route above, itself, and the routes other functions serve.
  routes.push(openApiRoute(deps, () => [...routes, ...EXTERNAL_ROUTE_DOCS]));
  return routes;
}
