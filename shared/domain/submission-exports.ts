import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';
import { SubmissionStatusFilterSchema } from './schemas/submissions.js';

/**
 * An export of a form's submissions as a job: the filters of the list it was asked from, a format, and the state of
 * its run. The job reads the form's submissions newest first, page by page, and streams them into one S3 multipart
 * upload; when a function run nears its time limit it leaves a checkpoint and a follow-up message, and the next run
 * goes on from there. Only submissions created before the job was asked for are exported (a stable snapshot).
 */

export const EXPORT_FORMATS = ['csv', 'json', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** CSV only: the distinct field names (columns) one export takes at most; more is `failed`, JSON has no such limit. */
export const EXPORT_MAX_COLUMNS = 1000;

/** How long a finished export (its file and its job) is kept: the bucket's `exports/` lifecycle rule and the job's TTL. */
export const EXPORT_RETENTION_DAYS = 1;

/** How long a download link works; each read of a finished job signs a new one. */
export const EXPORT_LINK_SECONDS = 900;

/** The list filters of the export, as the API takes them (`searchFromQuery` builds the search from them). */
export const ExportFiltersEntity = defineEntity('ExportFilters', {
  status: SubmissionStatusFilterSchema,
  q: z.optional(z.string()),
  starred: z.optional(z.boolean()),
  hasFiles: z.optional(z.boolean()),
  createdFrom: z.optional(z.string()),
  createdTo: z.optional(z.string()),
  field: z.optional(z.string()),
  fieldValue: z.optional(z.string()),
});
export type ExportFilters = EntityOf<typeof ExportFiltersEntity>;

const ExportPartSchema = z.object({ number: z.int(), etag: z.string(), size: z.int() });

/**
 * Where the next run starts: everything older than `after` (a submission id; null: from the newest) is still to be
 * read. In the rows phase, `rows` rows are in the uploaded `parts` and in the carried-over text (`carry`: the rows
 * read after the last part, stored beside the upload when a run handed over).
 */
const CheckpointSchema = z.object({
  after: z.nullable(z.string()),
  rows: z.int(),
  parts: z.array(ExportPartSchema),
  carry: z.boolean(),
});
export type ExportCheckpoint = z.infer<typeof CheckpointSchema>;

export const SubmissionExportEntity = defineEntity('SubmissionExport', {
  id: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  format: z.enum(EXPORT_FORMATS),
  filters: ExportFiltersEntity.schema,
  status: z.enum(EXPORT_STATUSES),
  /** CSV reads the matching submissions twice: first their field names (the columns), then the rows. */
  phase: z.enum(['columns', 'rows']),
  /** CSV field columns, in the order first seen (newest first), without the omitted ones. */
  columns: z.array(z.string()),
  /** CSV only: field names left out of the columns (absent on jobs stored before there was a choice: none). */
  omitFields: z.optional(z.array(z.string())),
  /** Rows written so far (the progress shown). */
  rowsDone: z.int(),
  /** Submissions read so far in this phase (matching or not). */
  scanned: z.int(),
  checkpoint: CheckpointSchema,
  /** The object key and multipart upload id while the rows are written. */
  upload: z.nullable(z.object({ key: z.string(), uploadId: z.string() })),
  bytes: z.nullable(z.int()),
  filename: z.string(),
  /** Who asked: a signed-in member is mailed when a large export is ready. */
  requestedBy: z.object({ userId: z.nullable(z.string()), email: z.nullable(z.string()) }),
  error: z.nullable(z.string()),
  /** Concurrency guard: each save expects the version it read. */
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type SubmissionExport = EntityOf<typeof SubmissionExportEntity>;

/** The message that starts or continues a job's run. */
export interface ExportJobMessage {
  tenant_id: string;
  form_id: string;
  export_id: string;
}

/** Port: export jobs of a form. */
export interface SubmissionExportStore {
  /** Stores a new job (version 0). */
  create(job: SubmissionExport): Promise<void>;
  /** Writes the job as `job.version + 1`; false when another run saved it meanwhile (nothing written). */
  save(job: SubmissionExport): Promise<false | SubmissionExport>;
  /** Strongly consistent; another tenant's job is `undefined`. */
  get(tenantId: string, formId: string, id: string): Promise<SubmissionExport | undefined>;
  /** The form's newest jobs first. */
  listRecent(tenantId: string, formId: string, limit: number): Promise<SubmissionExport[]>;
}

/** Port: the queue of export runs (a new job, or a job handing over to its next run). */
export interface ExportJobQueue {
  send(message: ExportJobMessage): Promise<void>;
}

/** One part of a multipart upload as S3 acknowledged it. */
export type ExportPart = z.infer<typeof ExportPartSchema>;

/** Port: the export files in the bucket, written as a multipart upload (parts of at least 5 MiB but the last). */
export interface ExportObjects {
  startUpload(key: string, file: { filename: string; contentType: string }): Promise<string>;
  uploadPart(key: string, uploadId: string, number: number, body: Buffer): Promise<ExportPart>;
  completeUpload(key: string, uploadId: string, parts: readonly ExportPart[]): Promise<void>;
  /**
   * A plain object: the text carried from one run to the next (rows read after the last part), or an empty file.
   * Nothing is deleted or aborted here: the bucket's lifecycle rules remove what an export leaves behind.
   */
  putObject(key: string, body: Buffer): Promise<void>;
  getObject(key: string): Promise<Buffer>;
  /** A link that downloads the finished file under its name for `expiresInSeconds`. */
  downloadUrl(key: string, file: { filename: string; contentType: string }, expiresInSeconds: number): Promise<string>;
}

/** Content type of each format's file. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  json: 'application/json; charset=utf-8',
  ndjson: 'application/x-ndjson; charset=utf-8',
};

/** `submissions-<form id>-<YYYYMMDD>.<format>`: ASCII only. */
export const exportFilename = (formId: string, format: ExportFormat, at: Date) =>
  `submissions-${formId}-${at.toISOString().slice(0, 10).replaceAll('-', '')}.${format}`;

/** The object key of a job's file, under the bucket's `exports/` prefix (expired by its lifecycle rule). */
export const exportObjectKey = (job: Pick<SubmissionExport, 'tenantId' | 'formId' | 'id' | 'format'>) =>
  `exports/${job.tenantId}/${job.formId}/${job.id}.${job.format}`;

/** The key of the text carried between runs, beside the file. */
export const exportCarryKey = (job: Pick<SubmissionExport, 'tenantId' | 'formId' | 'id'>) =>
  `exports/${job.tenantId}/${job.formId}/${job.id}.carry`;
