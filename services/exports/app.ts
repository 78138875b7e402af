import { accountSettings } from '@shared/account-settings.js';
import { DATA_REQUEST_EXPORT_ROUTE } from '@shared/http/data-request-routes.js';
import { redirect, type HttpResult } from '@shared/http/response.js';
import { createHttpPipeline } from '@shared/http/pipeline.js';
import { defineRoute } from '@shared/http/router.js';
import type { ExportsDeps } from './deps.js';
import { CSV_CONTENT_TYPE, exportSubmitterData, type ExportResult } from './use-cases/export-submitter.js';

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
 * The CSV export function, `GET /v1/forms/{id}/data-requests/export`: the API's rules in the API's order
 * (`createHttpPipeline`) with the same errors in the same envelope. A GET, so a
 * read-scope key may export. Built from its dependencies so the local server and tests compose it.
 */
export function createExportsHandler(deps: ExportsDeps) {
  const route = defineRoute({
    ...DATA_REQUEST_EXPORT_ROUTE,
    handle: async ({ principal, params, query }) =>
      exportResponse(await exportSubmitterData(deps, principal, params.id, query.submitter_email)),
  });
  return createHttpPipeline([route], {
    credentials: deps.credentials,
    memberships: deps.memberships,
    audit: deps.auditLog,
    accounts: accountSettings(deps.config),
    apiRateLimit: deps.config.apiRateLimit,
    logger: deps.logger,
    now: deps.now,
  });
}
