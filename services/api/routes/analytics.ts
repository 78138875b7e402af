import type { AnalyticsPeriod } from '@shared/domain/analytics.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import {
  FormAnalyticsQuerySchema,
  FormAnalyticsStatsSchema,
  FormUsageQuerySchema,
  FormUsageStatsSchema,
} from '@shared/domain/schemas/analytics.js';
import { json } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { formAnalytics, formUsageStats } from '../use-cases/analytics.js';

/** `GET /v1/forms/{id}/analytics` and `GET /v1/usage/forms`. */
export function analyticsRoutes(deps: ApiParts<never, 'analytics' | 'forms'>): Route[] {
  const ports = { forms: deps.stores.forms, analytics: deps.stores.analytics, now: deps.now };
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/analytics',
      access: 'credential',
      params: FormIdParamsSchema,
      query: FormAnalyticsQuerySchema,
      docs: {
        summary: 'Submissions, verified and spam counts per day, sources and countries of a period',
        description:
          'Counts the submissions the form holds (trash, erased and expired ones leave the figures) by the day they ' +
          'were created in `time_zone`. Figures follow new submissions and changes within seconds (they are rolled ' +
          'up from the table stream). Countries come from the DB-IP Lite database (CC BY 4.0, https://db-ip.com).',
        tags: ['Analytics'],
        success: { status: 200, schema: FormAnalyticsStatsSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, query }) => {
        return json(
          200,
          await formAnalytics(ports, principal, params.id, {
            period: query.period as AnalyticsPeriod,
            timeZone: query.time_zone,
          }),
        );
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/v1/usage/forms',
      access: 'credential',
      query: FormUsageQuerySchema,
      docs: {
        summary: "Per-form usage in a period (calendar month, UTC): the tenant's usage count split by form and day",
        description:
          "`period` is a calendar month (`YYYY-MM`, default the current one); the forms' figures add up to the tenant's usage.",
        tags: ['Usage'],
        success: { status: 200, schema: FormUsageStatsSchema },
        errors: [400],
      },
      handle: async ({ principal, query }) => json(200, await formUsageStats(ports, principal, query.period)),
    }),
  ];
}
