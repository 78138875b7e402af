import * as z from 'zod/mini';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import {
  BulkSubmissionRequestSchema,
  BulkSubmissionResponseSchema,
  ListSubmissionsQuerySchema,
  RedeliverResponseSchema,
  SubmissionListResponseSchema,
  SubmissionParamsSchema,
  SubmissionSchema,
  SubmissionStatsQuerySchema,
  SubmissionStatsSchema,
  UpdateSubmissionRequestSchema,
} from '@shared/domain/schemas/submissions.js';
import { json, noContent } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import {
  bulkSubmissions,
  deleteSubmission,
  getSubmission,
  listSubmissions,
  redeliverSubmission,
  submissionStats,
  updateSubmission,
} from '../use-cases/submissions.js';

/** `/v1/forms/{id}/submissions/...`: parse, call the use case, answer. */
export function submissionRoutes(
  deps: ApiParts<'events' | 'files', 'forms' | 'submissions' | 'campaigns' | 'timeline'>,
): Route[] {
  const ports = {
    submissions: deps.stores.submissions,
    forms: deps.stores.forms,
    campaigns: deps.stores.campaigns,
    timeline: deps.stores.timeline,
    events: deps.events,
    files: deps.files,
    logger: deps.logger,
    now: deps.now,
  };
  const tags = ['Submissions'];
  const base = '/v1/forms/{id}/submissions';
  return [
    defineRoute({
      method: 'GET',
      path: `${base}/stats`,
      access: 'credential',
      params: FormIdParamsSchema,
      query: SubmissionStatsQuerySchema,
      docs: {
        summary: 'Submissions per UTC day over the last `days` days (trash included)',
        description: 'Counts by the UTC day each submission was created.',
        tags,
        success: { status: 200, schema: SubmissionStatsSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, query }) =>
        json(200, await submissionStats(ports, principal, params.id, query.days)),
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/bulk`,
      access: 'credential',
      params: FormIdParamsSchema,
      body: BulkSubmissionRequestSchema,
      docs: {
        summary: 'Apply one action to 1-500 submissions',
        description:
          'Answers `{updated}` (submissions that actually changed) or, for `redeliver`, `{enqueued}`. `delete` moves ' +
          'submissions to trash and deletes trashed ones for good; unknown ids are skipped.',
        tags,
        success: { status: 200, schema: z.union([BulkSubmissionResponseSchema, RedeliverResponseSchema]) },
        errors: [400, 404, 503],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await bulkSubmissions(ports, principal, params.id, body)),
    }),
    defineRoute({
      method: 'GET',
      path: base,
      access: 'credential',
      params: FormIdParamsSchema,
      query: ListSubmissionsQuerySchema,
      docs: {
        summary: 'List or search submissions, newest first',
        description:
          '`status=all` (default) lists every submission not in trash; `status=trash` lists the trash; `status=inbox` ' +
          'received and verified ones. `q`, `starred`, `has_files`, `created_from`/`created_to` and ' +
          '`field`/`field_value` narrow the list (all combine). A search page reads a bounded share of the form, ' +
          'so it may hold fewer than `limit` items (even none) and still carry a `next_cursor`: follow it until null.',
        tags,
        success: { status: 200, schema: SubmissionListResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, query }) =>
        json(200, await listSubmissions(ports, principal, params.id, query)),
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/{sid}`,
      access: 'credential',
      params: SubmissionParamsSchema,
      docs: {
        summary: 'Get a submission; the first read marks it read',
        description: 'A locked submission (over the plan quota) answers `fields: {}` until it unlocks.',
        tags,
        success: { status: 200, schema: SubmissionSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => json(200, await getSubmission(ports, principal, params.id, params.sid)),
    }),
    defineRoute({
      method: 'PATCH',
      path: `${base}/{sid}`,
      access: 'credential',
      params: SubmissionParamsSchema,
      body: UpdateSubmissionRequestSchema,
      docs: {
        summary: 'Set the status and/or star of a submission',
        description: 'Only the fields sent change; the answer is the submission as stored.',
        tags,
        success: { status: 200, schema: SubmissionSchema },
        errors: [400, 404],
      },
      handle: async ({ principal, params, body }) =>
        json(200, await updateSubmission(ports, principal, params.id, params.sid, body)),
    }),
    defineRoute({
      method: 'DELETE',
      path: `${base}/{sid}`,
      access: 'credential',
      params: SubmissionParamsSchema,
      docs: {
        summary: 'Move a submission to trash; on a trashed one, delete it for good (files included)',
        description: 'Answers 204 either way; a submission of another form answers 404.',
        tags,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ principal, params }) => {
        await deleteSubmission(ports, principal, params.id, params.sid);
        return noContent();
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}/{sid}/redeliver`,
      access: 'credential',
      params: SubmissionParamsSchema,
      docs: {
        summary: 'Queue the submission for delivery again (a new submission.created event)',
        description:
          "The event goes through the delivery pipeline to the form's webhook endpoints and integrations; 503 when the queue cannot take it.",
        tags,
        success: { status: 202, schema: RedeliverResponseSchema },
        errors: [400, 404, 503],
      },
      handle: async ({ principal, params }) =>
        json(202, await redeliverSubmission(ports, principal, params.id, params.sid)),
    }),
  ];
}
