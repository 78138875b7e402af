import type { AnyRoute } from '@shared/http/router.js';
import type { ApiDeps } from '../deps.js';
import { apiKeyRoutes } from './api-keys.js';

/** Every route the API function serves. Each capability adds its module here. */
export function apiRoutes(deps: ApiDeps): AnyRoute[] {
  return [...apiKeyRoutes(deps)];
}
