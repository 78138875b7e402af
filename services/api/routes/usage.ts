import { UsageSchema } from '@shared/domain/schemas/usage.js';
import { json } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import { planCatalog } from '@shared/domain/plans.js';
import type { ApiParts } from '../deps.js';
import { currentUsage } from '../use-cases/usage.js';

/** `GET /v1/usage`: plan usage of the calling tenant. */
export function usageRoutes(deps: ApiParts<never, 'tenants' | 'usage'>): Route[] {
  const ports = {
    tenants: deps.stores.tenants,
    usage: deps.stores.usage,
    planOf: planCatalog(deps.config.planLimits),
    now: deps.now,
  };
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/usage',
      access: 'credential',
      docs: {
        summary: "The tenant's plan usage in the current period (calendar month, UTC)",
        description: "Submissions counted against the plan's monthly limit, the limit and the period's bounds.",
        tags: ['Usage'],
        success: { status: 200, schema: UsageSchema },
      },
      handle: async ({ principal }) => json(200, await currentUsage(ports, principal)),
    }),
  ];
}
