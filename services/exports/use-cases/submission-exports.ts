import { DependencyUnavailableError, NotFoundError, ValidationError } from '@shared/domain/errors.js';
import type { FormStore } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_LINK_SECONDS,
  exportFilename,
  type ExportFilters,
  type ExportFormat,
  type ExportJobQueue,
  type ExportObjects,
  type SubmissionExport,
  type SubmissionExportStore,
} from '@shared/domain/submission-exports.js';
import { searchFromQuery, type SubmissionFilterQuery } from '@shared/domain/submission-search.js';
import type { SubmissionStatusFilter } from '@shared/domain/submission.js';
import type { Principal } from '@shared/domain/tenant.js';
import { describeError, type Logger } from '@shared/observability/log.js';

export interface SubmissionExportPorts {
  forms: Pick<FormStore, 'get'>;
  exports: SubmissionExportStore;
  exportRuns: ExportJobQueue;
  exportObjects: Pick<ExportObjects, 'downloadUrl'>;
  logger: Logger;
  now(): Date;
}

/** What `POST /v1/forms/{id}/exports` takes (parsed). */
export interface StartExportRequest extends Omit<SubmissionFilterQuery, 'status'> {
  format: ExportFormat;
  status: SubmissionStatusFilter;
  omit_fields?: string[];
}

/** How many recent exports the list shows. */
const RECENT_EXPORTS = 20;

/** The stored filters as the list query they came from (`searchFromQuery` reads them the same way). */
export const filterQueryOf = (filters: ExportFilters): SubmissionFilterQuery => ({
  status: filters.status,
  q: filters.q,
  starred: filters.starred,
  has_files: filters.hasFiles,
  created_from: filters.createdFrom,
  created_to: filters.createdTo,
  field: filters.field,
  field_value: filters.fieldValue,
});

const filtersView = (f: ExportFilters) => ({
  status: f.status,
  ...(f.q !== undefined ? { q: f.q } : {}),
  ...(f.starred !== undefined ? { starred: f.starred } : {}),
  ...(f.hasFiles !== undefined ? { has_files: f.hasFiles } : {}),
  ...(f.createdFrom !== undefined ? { created_from: f.createdFrom } : {}),
  ...(f.createdTo !== undefined ? { created_to: f.createdTo } : {}),
  ...(f.field !== undefined ? { field: f.field } : {}),
  ...(f.fieldValue !== undefined ? { field_value: f.fieldValue } : {}),
});

/** The export as the API shows it; a finished one with a newly signed download link. */
async function exportView(ports: SubmissionExportPorts, job: SubmissionExport) {
  const done = job.status === 'done' && job.upload !== null;
  const file = { filename: job.filename, contentType: EXPORT_CONTENT_TYPES[job.format] };
  const url = done ? await ports.exportObjects.downloadUrl(job.upload!.key, file, EXPORT_LINK_SECONDS) : null;
  return {
    id: job.id,
    form_id: job.formId,
    format: job.format,
    status: job.status,
    filters: filtersView(job.filters),
    omit_fields: job.omitFields ?? [],
    rows_done: job.rowsDone,
    bytes: job.bytes,
    filename: job.filename,
    error: job.error,
    created_at: job.createdAt,
    finished_at: job.finishedAt,
    download_url: url,
    download_expires_at: url ? new Date(ports.now().getTime() + EXPORT_LINK_SECONDS * 1000).toISOString() : null,
  };
}
export type SubmissionExportView = Awaited<ReturnType<typeof exportView>>;

async function requireForm(ports: SubmissionExportPorts, principal: Principal, formId: string) {
  if (!(await ports.forms.get(principal.tenantId, formId))) throw new NotFoundError('form not found', 'id');
}

/**
 * `POST /v1/forms/{id}/exports`: checks the filters as the list does (400 naming the parameter), stores the job and
 * queues its first run. 503 when the run cannot be queued (the job stays `queued`, and is gone the next day).
 */
export async function startSubmissionExport(
  ports: SubmissionExportPorts,
  principal: Principal,
  formId: string,
  request: StartExportRequest,
): Promise<SubmissionExportView> {
  const { format, omit_fields: omitFields = [], ...query } = request;
  searchFromQuery(query);
  if (format !== 'csv' && omitFields.length > 0)
    throw new ValidationError(
      'only a CSV export leaves field columns out; JSON and NDJSON hold every field',
      'omit_fields',
    );
  await requireForm(ports, principal, formId);
  const now = ports.now();
  const createdAt = now.toISOString();
  const job: SubmissionExport = {
    id: newId('submissionExport', now.getTime()),
    tenantId: principal.tenantId,
    formId,
    format,
    filters: {
      status: query.status,
      q: query.q,
      starred: query.starred,
      hasFiles: query.has_files,
      createdFrom: query.created_from,
      createdTo: query.created_to,
      field: query.field,
      fieldValue: query.field_value,
    },
    status: 'queued',
    phase: format === 'csv' ? 'columns' : 'rows',
    columns: [],
    omitFields: [...new Set(omitFields)],
    rowsDone: 0,
    scanned: 0,
    checkpoint: { after: null, rows: 0, parts: [], carry: false },
    upload: null,
    bytes: null,
    filename: exportFilename(formId, format, now),
    requestedBy: { userId: principal.userId, email: principal.email },
    error: null,
    version: 0,
    createdAt,
    updatedAt: createdAt,
    finishedAt: null,
  };
  await ports.exports.create(job);
  try {
    await ports.exportRuns.send({ tenant_id: job.tenantId, form_id: formId, export_id: job.id });
  } catch (error) {
    ports.logger.error('export run not queued', { export_id: job.id, ...describeError(error) });
    throw new DependencyUnavailableError('the export could not be started; retry later');
  }
  return exportView(ports, job);
}

/** `GET /v1/forms/{id}/exports/{eid}`; 404 for another form's or tenant's export, or one past its day. */
export async function getSubmissionExport(
  ports: SubmissionExportPorts,
  principal: Principal,
  formId: string,
  exportId: string,
): Promise<SubmissionExportView> {
  const job = await ports.exports.get(principal.tenantId, formId, exportId);
  if (!job) throw new NotFoundError('export not found', 'eid');
  return exportView(ports, job);
}

/** `GET /v1/forms/{id}/exports`: the newest first. */
export async function listSubmissionExports(ports: SubmissionExportPorts, principal: Principal, formId: string) {
  const [, jobs] = await Promise.all([
    requireForm(ports, principal, formId),
    ports.exports.listRecent(principal.tenantId, formId, RECENT_EXPORTS),
  ]);
  return { items: await Promise.all(jobs.map((job) => exportView(ports, job))) };
}
