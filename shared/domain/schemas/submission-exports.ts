import * as z from 'zod/mini';
import { EXPORT_FORMATS, EXPORT_MAX_COLUMNS, EXPORT_STATUSES } from '../submission-exports.js';
import { described, withMeta } from './meta.js';
import { idParam } from './params.js';
import { SubmissionFilterQueryShape, SubmissionStatusFilterSchema } from './submissions.js';

/** The submission export contract: the request that starts one, and the job as the API shows it. */

const { q, created_from, created_to, field, field_value } = SubmissionFilterQueryShape;

const bodyBoolean = (description: string) => described(z.optional(z.boolean()), description);

/** The list filters, as JSON: the same names, values and rules as the list's query parameters. */
const filterFields = {
  status: withMeta(z._default(SubmissionStatusFilterSchema, 'all'), {
    description: 'As the list: `all` (default) every submission not in trash, `inbox`, a status, or `trash`.',
  }),
  q,
  starred: bodyBoolean('Only starred (`true`) or only not starred (`false`) submissions.'),
  has_files: bodyBoolean('Only submissions with (`true`) or without (`false`) uploaded files.'),
  created_from,
  created_to,
  field,
  field_value,
};

export const SubmissionExportFormatSchema = withMeta(z.enum(EXPORT_FORMATS), {
  id: 'SubmissionExportFormat',
  description:
    '`csv`: RFC 4180 with a header row, columns id, created_at, status, starred, deleted_at, submitter_email, ' +
    'spam_score, files, then one per field name in the order first seen (newest first; `fields.<name>` when a field ' +
    "is named like a fixed column; less `omit_fields`); cells starting with =, +, -, @, tab or CR are prefixed with '. `json`: one array " +
    'of submissions as `GET /v1/forms/{id}/submissions/{sid}` shows them. `ndjson`: one such submission per line.',
});

const omitFields = described(
  z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.maxLength(EXPORT_MAX_COLUMNS)),
  "CSV only: field names whose columns the file leaves out (the columns hidden in the dashboard's table); the " +
    'other field columns keep their order. JSON and NDJSON always hold every field.',
);

export const StartSubmissionExportRequestSchema = withMeta(
  z.strictObject({
    format: z._default(SubmissionExportFormatSchema, 'csv'),
    ...filterFields,
    omit_fields: z.optional(omitFields),
  }),
  { id: 'StartSubmissionExportRequest', examples: [{ format: 'csv', status: 'inbox', q: 'invoice' }] },
);

export const SubmissionExportFiltersSchema = withMeta(z.object(filterFields), { id: 'SubmissionExportFilters' });

const nullableText = (description: string) => described(z.nullable(z.string()), description);

export const SubmissionExportSchema = withMeta(
  z.object({
    id: z.string(),
    form_id: z.string(),
    format: SubmissionExportFormatSchema,
    status: described(
      z.enum(EXPORT_STATUSES),
      '`queued`, `running` (see `rows_done`), `done` (see `download_url`) or `failed` (see `error`).',
    ),
    filters: SubmissionExportFiltersSchema,
    omit_fields: omitFields,
    rows_done: described(z.int(), 'Submissions written so far.'),
    bytes: described(z.nullable(z.int()), 'Size of the finished file.'),
    filename: described(z.string(), 'The name the file downloads under.'),
    error: nullableText('Why the export failed.'),
    created_at: z.string(),
    finished_at: z.nullable(z.string()),
    download_url: nullableText(
      'When done: a link that downloads the file for 15 minutes; read the export again for a new one. The file is ' +
        'kept one day.',
    ),
    download_expires_at: z.nullable(z.string()),
  }),
  { id: 'SubmissionExport' },
);

export const SubmissionExportListSchema = withMeta(z.object({ items: z.array(SubmissionExportSchema) }), {
  id: 'SubmissionExportList',
});

export const SubmissionExportParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  eid: idParam('submissionExport', 'Export id.'),
});
