import * as z from 'zod/mini';
import { DataRequestExportQuerySchema } from '@shared/domain/schemas/data-requests.js';
import { FormIdParamsSchema } from '@shared/domain/schemas/params.js';
import type { Route } from './router.js';

/** OpenAPI tag of both data-request operations. */
export const DATA_REQUEST_TAGS = ['Data requests'];

const CsvSchema = z.string().register(z.globalRegistry, {
  description:
    'RFC 4180 CSV (CRLF line ends, header row). Columns: id, created_at, status, submitter_email, every field name in ' +
    'the order first seen (`fields.<name>` when a field is named like a fixed column), then deleted_at, submitter_ip, ' +
    'user_agent, origin, referer, accept_language, files. One row per submission, oldest first. Cells starting with ' +
    "=, +, -, @, tab or CR are prefixed with ' so spreadsheets show them as text.",
  examples: [
    'id,created_at,status,submitter_email,name,message,deleted_at,submitter_ip,user_agent,origin,referer,accept_language,files\r\n' +
      'sub_01jd3k9v6g7b0x2m4n5p8q1r2s,2025-01-02T03:04:05.000Z,received,ada@example.com,Ada,"Hello, world",,203.0.113.7,Mozilla/5.0,,,en,\r\n',
  ],
});

/**
 * `GET /v1/forms/{id}/data-requests/export`, served by the exports function (its own Lambda behind the same HTTP API).
 * The exports app builds its route from this object and the API's OpenAPI document lists it with the external
 * routes, so the served and the documented contract are one value.
 */
export const DATA_REQUEST_EXPORT_ROUTE = {
  method: 'GET',
  path: '/v1/forms/{id}/data-requests/export',
  access: 'credential',
  params: FormIdParamsSchema,
  query: DataRequestExportQuerySchema,
  audit: { action: 'data_export.requested', target: 'form' },
  docs: {
    summary: "Export one data subject's submissions as CSV",
    description:
      'Every stored submission of the form whose submitter_email matches (case-insensitive), including submissions in ' +
      'trash and submissions locked by the plan quota. Answers `text/csv` with `Content-Disposition: attachment`. An ' +
      'export over 5 MB answers `302` to a download link that works for 15 minutes instead. A read-scope key may export.',
    tags: DATA_REQUEST_TAGS,
    success: { status: 200, contentType: 'text/csv', schema: CsvSchema, description: 'The CSV file.' },
    errors: [400, 404, 503],
  },
} satisfies Omit<Route, 'handle'>;
