import { DataRequestEraseRequestSchema, DataRequestEraseResponseSchema } from '@shared/domain/schemas/data-requests.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import { DATA_REQUEST_TAGS } from '@shared/http/data-request-routes.js';
import { json } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { eraseSubmitterData } from '../use-cases/data-requests.js';

/**
 * `POST /v1/forms/{id}/data-requests/erase`. The export (`GET …/data-requests/export`) is served by the exports
 * function and documented with the external routes.
 */
export function dataRequestRoutes(deps: ApiParts<'events' | 'files', 'forms' | 'submissions' | 'campaigns'>): Route[] {
  const ports = {
    forms: deps.stores.forms,
    submissions: deps.stores.submissions,
    campaigns: deps.stores.campaigns,
    files: deps.files,
    events: deps.events,
    logger: deps.logger,
    now: deps.now,
  };
  return [
    defineRoute({
      method: 'POST',
      path: '/v1/forms/{id}/data-requests/erase',
      audit: { action: 'data_erase.requested', target: 'form' },
      access: 'credential',
      params: FormIdParamsSchema,
      body: DataRequestEraseRequestSchema,
      docs: {
        summary: "Erase one data subject's submissions for good",
        description:
          'Permanently deletes every submission of the form whose submitter_email matches (case-insensitive), from ' +
          'any state (trash and quota-locked included), with its uploaded files and what the spam filter learned ' +
          'from it (remembered campaigns); the form counters follow. Webhook ' +
          'endpoints subscribed to `submission.deleted` get that event for each erased submission that was not in ' +
          'trash, carrying only its id. `erased` counts the submissions deleted; repeating the request answers ' +
          '`{erased: 0}`.',
        tags: DATA_REQUEST_TAGS,
        success: { status: 200, schema: DataRequestEraseResponseSchema },
        errors: [400, 404, 503],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await eraseSubmitterData(ports, principal, params.id, body.submitter_email)),
    }),
  ];
}
