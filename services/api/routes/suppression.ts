import { assertId } from '@shared/domain/ids.js';
import {
  ListSuppressionQuerySchema,
  SuppressionIdParamsSchema,
  SuppressionListSchema,
} from '@shared/domain/schemas/email.js';
import { json, noContent } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseQueryParams } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import { listSuppression, removeSuppression } from '../use-cases/suppression.js';

/** `/v1/email/suppression`: addresses mail is no longer sent to (bounces and complaints). */
export function suppressionRoutes(deps: ApiParts<never, 'suppressions'>): Route[] {
  const ports = { suppressions: deps.stores.suppressions };
  const tags = ['E-mail suppression'];
  return [
    {
      method: 'GET',
      path: '/v1/email/suppression',
      access: 'credential',
      docs: {
        summary: "List suppressed addresses (the tenant's and global ones), newest first",
        tags,
        query: ListSuppressionQuerySchema,
        success: { status: 200, schema: SuppressionListSchema },
        errors: [400],
      },
      handle: async ({ req, principal }) =>
        json(200, await listSuppression(ports, principal, parseQueryParams(req, ListSuppressionQuerySchema))),
    },
    {
      method: 'DELETE',
      path: '/v1/email/suppression/{id}',
      access: 'credential',
      docs: {
        summary: 'Remove a suppression entry: mail to the address is sent again',
        description: "Only the tenant's own entries; a global entry answers 404.",
        tags,
        params: SuppressionIdParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await removeSuppression(ports, principal, assertId('suppression', req.pathParams.id, 'id'));
        return noContent();
      },
    },
  ];
}
