import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import {
  StartSubmissionExportRequestSchema,
  SubmissionExportListSchema,
  SubmissionExportParamsSchema,
  SubmissionExportSchema,
} from '@shared/domain/schemas/submission-exports.js';
import type { Route } from './router.js';

const tags = ['Submissions'];

/**
 * `/v1/forms/{id}/exports`: submission exports, served by the exports function (its own Lambda behind the same HTTP
 * API). The exports app builds its routes from these objects and the API's OpenAPI document lists them with the
 * external routes, so the served and the documented contract are one value.
 */
export const START_SUBMISSION_EXPORT_ROUTE = {
  method: 'POST',
  path: '/v1/forms/{id}/exports',
  access: 'credential',
  params: FormIdParamsSchema,
  body: StartSubmissionExportRequestSchema,
  // Starting an export reads: a read-scope key and a viewer may, as they may list the submissions.
  readsOnly: true,
  audit: { action: 'submission_export.requested', target: 'form' },
  docs: {
    summary: "Start an export of a form's submissions (CSV, JSON or NDJSON) with the list's filters",
    description:
      'Exports every submission the list would show for the same filters (`status`, `q`, `starred`, `has_files`, ' +
      '`created_from`/`created_to`, `field`/`field_value`), newest first, created before this request. Answers ' +
      '202 with the export; read it until `status` is `done`, then download `download_url`. A signed-in member is ' +
      'also e-mailed when an export of 10,000 submissions or more is ready. Reading submissions this way does not ' +
      'mark them read. A read-scope key or a viewer may export.',
    tags,
    success: { status: 202, schema: SubmissionExportSchema },
    errors: [400, 404, 503],
  },
} satisfies Omit<Route, 'handle'>;

export const LIST_SUBMISSION_EXPORTS_ROUTE = {
  method: 'GET',
  path: '/v1/forms/{id}/exports',
  access: 'credential',
  params: FormIdParamsSchema,
  docs: {
    summary: "The form's exports of the last day, newest first (at most 20)",
    description: 'Finished ones carry a fresh `download_url`.',
    tags,
    success: { status: 200, schema: SubmissionExportListSchema },
    errors: [400, 404],
  },
} satisfies Omit<Route, 'handle'>;

export const GET_SUBMISSION_EXPORT_ROUTE = {
  method: 'GET',
  path: '/v1/forms/{id}/exports/{eid}',
  access: 'credential',
  params: SubmissionExportParamsSchema,
  docs: {
    summary: 'An export: its progress, and its download link once done',
    description: 'Each read of a finished export signs a new 15-minute link. Exports are kept one day.',
    tags,
    success: { status: 200, schema: SubmissionExportSchema },
    errors: [400, 404],
  },
} satisfies Omit<Route, 'handle'>;

export const SUBMISSION_EXPORT_ROUTES = [
  START_SUBMISSION_EXPORT_ROUTE,
  LIST_SUBMISSION_EXPORTS_ROUTE,
  GET_SUBMISSION_EXPORT_ROUTE,
] as const;
