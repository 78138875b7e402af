import { accountSettings } from '@shared/account-settings.js';
import { DATA_REQUEST_EXPORT_ROUTE } from '@shared/http/data-request-routes.js';
import { json, redirect, type HttpResult } from '@shared/http/response.js';
import {
  GET_SUBMISSION_EXPORT_ROUTE,
  LIST_SUBMISSION_EXPORTS_ROUTE,
  START_SUBMISSION_EXPORT_ROUTE,
} from '@shared/http/submission-export-routes.js';
import { createHttpPipeline } from '@shared/http/pipeline.js';
import { defineRoute } from '@shared/http/router.js';
import type { ExportsDeps } from './deps.js';
import { CSV_CONTENT_TYPE, exportSubmitterData, type ExportResult } from './use-cases/export-submitter.js';
import { getSubmissionExport, listSubmissionExports, startSubmissionExport } from './use-cases/submission-exports.js';

/** Personal data: no shared cache may keep it, and browsers must not sniff it into something else. */
const PRIVATE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

function exportResponse(result: ExportResult): HttpResult<never> {
  if (result.kind === 'link') return redirect(result.url, 302, PRIVATE);
  return {
    statusCode: 200,
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${result.filename}"`,
      ...PRIVATE,
    },
    body: result.csv,
  };
}

/**
 * The exports function: `GET /v1/forms/{id}/data-requests/export` (a GET, so a read-scope key may export) and the
 * submission exports, `/v1/forms/{id}/exports`, with the API's rules in the API's order (`createHttpPipeline`) and
 * the same errors in the same envelope. Built from its dependencies so the local server and tests compose it.
 */
export function createExportsHandler(deps: ExportsDeps) {
  const routes = [
    defineRoute({
      ...DATA_REQUEST_EXPORT_ROUTE,
      handle: async ({ principal, params, query }) =>
        exportResponse(await exportSubmitterData(deps, principal, params.id, query.submitter_email)),
    }),
    defineRoute({
      ...START_SUBMISSION_EXPORT_ROUTE,
      handle: async ({ principal, params, body }) =>
        json(202, await startSubmissionExport(deps, principal, params.id, body)),
    }),
    defineRoute({
      ...LIST_SUBMISSION_EXPORTS_ROUTE,
      handle: async ({ principal, params }) => json(200, await listSubmissionExports(deps, principal, params.id)),
    }),
    defineRoute({
      ...GET_SUBMISSION_EXPORT_ROUTE,
      handle: async ({ principal, params }) =>
        json(200, await getSubmissionExport(deps, principal, params.id, params.eid)),
    }),
  ];
  return createHttpPipeline(routes, {
    credentials: deps.credentials,
    memberships: deps.memberships,
    audit: deps.auditLog,
    accounts: accountSettings(deps.config),
    apiRateLimit: deps.config.apiRateLimit,
    logger: deps.logger,
    now: deps.now,
  });
}
