import {
  ListSuppressionQuerySchema,
  SuppressionIdParamsSchema,
  SuppressionListSchema,
} from '@shared/domain/schemas/email.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { listSuppression, removeSuppression } from '../use-cases/suppression.js';

/** `/v1/email/suppression`: addresses mail is no longer sent to (bounces and complaints). */
export function suppressionRoutes(deps: ApiParts<never, 'suppressions'>): Route[] {
  const ports = { suppressions: deps.stores.suppressions };
  const tags = ['E-mail suppression'];
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/email/suppression',
      access: 'credential',
      query: ListSuppressionQuerySchema,
      docs: {
        summary: "List suppressed addresses (the tenant's and global ones), newest first",
        description:
          'Addresses no e-mail is sent to, each with the reason it was added; `cursor` and `limit` page through them.',
        tags,
        success: { status: 200, schema: SuppressionListSchema },
        errors: [400],
      },
      handle: async ({ principal, query }) => json(200, await listSuppression(ports, principal, query)),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/v1/email/suppression/{id}',
      access: 'credential',
      params: SuppressionIdParamsSchema,
      docs: {
        summary: 'Remove a suppression entry: mail to the address is sent again',
        description: "Only the tenant's own entries; a global entry answers 404.",
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await removeSuppression(ports, principal, params.id);
        return noContent();
      },
    }),
  ];
}
