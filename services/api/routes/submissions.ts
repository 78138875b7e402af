import * as z from 'zod/mini';
import { assertId } from '@shared/domain/ids.js';
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
import type { Route } from '@shared/http/router.js';
import { parseJsonBody, parseQueryParams } from '@shared/http/validation.js';
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
export function submissionRoutes(deps: ApiParts<'events' | 'files', 'forms' | 'submissions' | 'campaigns'>): Route[] {
  const ports = {
    submissions: deps.stores.submissions,
    forms: deps.stores.forms,
    campaigns: deps.stores.campaigns,
    events: deps.events,
    files: deps.files,
    logger: deps.logger,
    now: deps.now,
  };
  const tags = ['Submissions'];
  const formId = (params: Record<string, string>) => assertId('form', params.id, 'id');
  const ids = (params: Record<string, string>) => [formId(params), assertId('submission', params.sid, 'sid')] as const;
  const base = '/v1/forms/{id}/submissions';
  // Literal paths (stats, bulk) come before `{sid}` so they are not read as a submission id.
  return [
    {
      method: 'GET',
      path: `${base}/stats`,
      access: 'credential',
      docs: {
        summary: 'Submissions per UTC day over the last `days` days (trash included)',
        tags,
        params: FormIdParamsSchema,
        query: SubmissionStatsQuerySchema,
        success: { status: 200, schema: SubmissionStatsSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        return json(
          200,
          await submissionStats(ports, principal, id, parseQueryParams(req, SubmissionStatsQuerySchema).days),
        );
      },
    },
    {
      method: 'POST',
      path: `${base}/bulk`,
      access: 'credential',
      docs: {
        summary: 'Apply one action to 1-500 submissions',
        description:
          'Answers `{updated}` (submissions that actually changed) or, for `redeliver`, `{enqueued}`. `delete` moves ' +
          'submissions to trash and deletes trashed ones for good; unknown ids are skipped.',
        tags,
        params: FormIdParamsSchema,
        body: BulkSubmissionRequestSchema,
        success: { status: 200, schema: z.union([BulkSubmissionResponseSchema, RedeliverResponseSchema]) },
        errors: [400, 404, 503],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        return json(200, await bulkSubmissions(ports, principal, id, parseJsonBody(req, BulkSubmissionRequestSchema)));
      },
    },
    {
      method: 'GET',
      path: base,
      access: 'credential',
      docs: {
        summary: 'List submissions, newest first',
        description: '`status=all` (default) lists every submission not in trash; `status=trash` lists the trash.',
        tags,
        params: FormIdParamsSchema,
        query: ListSubmissionsQuerySchema,
        success: { status: 200, schema: SubmissionListResponseSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const id = formId(req.pathParams);
        return json(
          200,
          await listSubmissions(ports, principal, id, parseQueryParams(req, ListSubmissionsQuerySchema)),
        );
      },
    },
    {
      method: 'GET',
      path: `${base}/{sid}`,
      access: 'credential',
      docs: {
        summary: 'Get a submission; the first read marks it read',
        tags,
        params: SubmissionParamsSchema,
        success: { status: 200, schema: SubmissionSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => json(200, await getSubmission(ports, principal, ...ids(req.pathParams))),
    },
    {
      method: 'PATCH',
      path: `${base}/{sid}`,
      access: 'credential',
      docs: {
        summary: 'Set the status and/or star of a submission',
        tags,
        params: SubmissionParamsSchema,
        body: UpdateSubmissionRequestSchema,
        success: { status: 200, schema: SubmissionSchema },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        const [form, sid] = ids(req.pathParams);
        return json(
          200,
          await updateSubmission(ports, principal, form, sid, parseJsonBody(req, UpdateSubmissionRequestSchema)),
        );
      },
    },
    {
      method: 'DELETE',
      path: `${base}/{sid}`,
      access: 'credential',
      docs: {
        summary: 'Move a submission to trash; on a trashed one, delete it for good (files included)',
        tags,
        params: SubmissionParamsSchema,
        success: { status: 204 },
        errors: [400, 404],
      },
      handle: async ({ req, principal }) => {
        await deleteSubmission(ports, principal, ...ids(req.pathParams));
        return noContent();
      },
    },
    {
      method: 'POST',
      path: `${base}/{sid}/redeliver`,
      access: 'credential',
      docs: {
        summary: 'Queue the submission for delivery again (a new submission.created event)',
        tags,
        params: SubmissionParamsSchema,
        success: { status: 202, schema: RedeliverResponseSchema },
        errors: [400, 404, 503],
      },
      handle: async ({ req, principal }) =>
        json(202, await redeliverSubmission(ports, principal, ...ids(req.pathParams))),
    },
  ];
}
