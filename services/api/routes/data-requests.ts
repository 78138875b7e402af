import { assertId } from '@shared/domain/ids.js';
import { DataRequestEraseRequestSchema, DataRequestEraseResponseSchema } from '@shared/domain/schemas/data-requests.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import { DATA_REQUEST_TAGS } from '@shared/http/data-request-routes.js';
import { json } from '@shared/http/response.js';
import type { Route } from '@shared/http/router.js';
import { parseJsonBody } from '@shared/http/validation.js';
import type { ApiParts } from '../deps.js';
import { eraseSubmitterData } from '../use-cases/data-requests.js';

/**
 * `POST /v1/forms/{id}/data-requests/erase`. The export (`GET …/data-requests/export`) is served by the exports
 * function and documented with the external routes.
 */
export function dataRequestRoutes(deps: ApiParts<'events' | 'files', 'forms' | 'submissions'>): Route[] {
  const ports = {
    forms: deps.stores.forms,
    submissions: deps.stores.submissions,
    files: deps.files,
    events: deps.events,
    logger: deps.logger,
    now: deps.now,
  };
  return [
    {
      method: 'POST',
      path: '/v1/forms/{id}/data-requests/erase',
      audit: { action: 'data_erase.requested', target: 'form' },
      access: 'credential',
      docs: {
        summary: "Erase one data subject's submissions for good",
        description:
          'Permanently deletes every submission of the form whose submitter_email matches (case-insensitive), from ' +
          'any state (trash and quota-locked included), with its uploaded files; the form counters follow. Webhook ' +
          'endpoints subscribed to `submission.deleted` get that event for each erased submission that was not in ' +
          'trash, carrying only its id. `erased` counts the submissions deleted; repeating the request answers ' +
          '`{erased: 0}`.',
        tags: DATA_REQUEST_TAGS,
        params: FormIdParamsSchema,
        body: DataRequestEraseRequestSchema,
        success: { status: 200, schema: DataRequestEraseResponseSchema },
        errors: [400, 404, 503],
      },
      handle: async ({ req, principal }) => {
        const formId = assertId('form', req.pathParams.id, 'id');
        const { submitter_email } = parseJsonBody(req, DataRequestEraseRequestSchema);
        return json(200, await eraseSubmitterData(ports, principal, formId, submitter_email));
      },
    },
  ];
}
