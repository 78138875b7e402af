import { toCsv } from '@shared/domain/csv.js';
import { DependencyUnavailableError, NotFoundError } from '@shared/domain/errors.js';
import type { ExportFileStorage } from '@shared/domain/exports.js';
import type { FormStore } from '@shared/domain/form.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import { submitterRows } from '../submitter-table.js';

export interface ExportPorts {
  forms: Pick<FormStore, 'get'>;
  submissions: Pick<SubmissionStore, 'listBySubmitterEmail'>;
  largeExports: ExportFileStorage;
  logger: Logger;
  now(): Date;
  /** CSVs whose JSON-encoded body (as Lambda returns it) fits in this many bytes are answered inline. */
  inlineLimitBytes: number;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';
/** How long the download link of a large export works. */
export const LINK_EXPIRES_IN_SECONDS = 900;

/** The CSV itself, or a link to it when it is too large to answer inline. */
export type ExportResult = { filename: string } & ({ kind: 'inline'; csv: string } | { kind: 'link'; url: string });

/** `data-request-<form id>-<YYYYMMDD>.csv`: ASCII only, and no e-mail address in a header or a browser history. */
const exportFilename = (formId: string, at: Date) =>
  `data-request-${formId}-${at.toISOString().slice(0, 10).replaceAll('-', '')}.csv`;

/**
 * `GET /v1/forms/{id}/data-requests/export`: every stored submission of the form whose submitter e-mail matches
 * (case-insensitive), trashed and locked ones included, as one CSV. 404 when the form is not the caller's.
 * Up to `inlineLimitBytes` the CSV is the response body; beyond (a Lambda answers at most 6 MB, JSON-encoded) it is
 * stored in the bucket and the caller gets a short-lived link.
 */
export async function exportSubmitterData(
  ports: ExportPorts,
  principal: Principal,
  formId: string,
  email: string,
): Promise<ExportResult> {
  // Both reads at once: the form check decides whether the submissions are shown at all.
  const [form, found] = await Promise.all([
    ports.forms.get(principal.tenantId, formId),
    ports.submissions.listBySubmitterEmail(formId, email),
  ]);
  if (!form) throw new NotFoundError('form not found', 'id');
  const submissions = found.filter((s) => s.tenantId === principal.tenantId);
  const csv = toCsv(submitterRows(submissions));
  const filename = exportFilename(formId, ports.now());
  const fitsInline = Buffer.byteLength(JSON.stringify(csv), 'utf8') <= ports.inlineLimitBytes;
  if (fitsInline) return { kind: 'inline', csv, filename };
  try {
    const file = { tenantId: principal.tenantId, formId, filename, contentType: CSV_CONTENT_TYPE, body: csv };
    return { kind: 'link', url: await ports.largeExports.publish(file, LINK_EXPIRES_IN_SECONDS), filename };
  } catch (error) {
    ports.logger.error('export file not stored', describeError(error));
    throw new DependencyUnavailableError('the export could not be stored for download; retry later');
  }
}
