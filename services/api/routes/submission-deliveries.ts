import { SubmissionDeliveriesSchema } from '@shared/domain/schemas/delivery-timeline.js';
import { SubmissionParamsSchema } from '@shared/domain/schemas/submissions.js';
import { json } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { submissionDeliveries } from '../use-cases/submission-deliveries.js';

/** A submission's delivery timeline: parse, call the use case, answer. */
export function submissionDeliveryRoutes(deps: ApiParts<never, 'forms' | 'timeline'>): Route[] {
  const ports = { forms: deps.stores.forms, timeline: deps.stores.timeline };
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/submissions/{sid}/deliveries',
      access: 'credential',
      params: SubmissionParamsSchema,
      docs: {
        summary: "A submission's delivery timeline",
        description:
          'Every outbound thing the submission caused, oldest first: each webhook and integration try with its ' +
          'status and duration, owner notification and autoresponder sends with what SES reported (delivered, ' +
          'bounced, complained; a suppressed recipient shows as a skipped try), deliveries gone dead, and ' +
          'redeliveries with who asked.',
        tags: ['Submissions'],
        success: { status: 200, schema: SubmissionDeliveriesSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) =>
        json(200, await submissionDeliveries(ports, principal, params.id, params.sid)),
    }),
  ];
}
