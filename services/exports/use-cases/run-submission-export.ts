import type { Mailer } from '@shared/domain/email/mailer.js';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_MAX_COLUMNS,
  exportCarryKey,
  exportObjectKey,
  type ExportJobMessage,
  type ExportJobQueue,
  type ExportObjects,
  type ExportPart,
  type SubmissionExport,
  type SubmissionExportStore,
} from '@shared/domain/submission-exports.js';
import { searchFromQuery, type SubmissionSearch } from '@shared/domain/submission-search.js';
import type { SubmissionStore } from '@shared/domain/submission.js';
import { describeError, type Logger } from '@shared/observability/log.js';
import { exportReadyEmail } from '../export-ready-mail.js';
import { exportedFieldNames, exportWriter } from '../submission-rows.js';
import { filterQueryOf } from './submission-exports.js';

export interface ExportRunPorts {
  exports: SubmissionExportStore;
  submissions: Pick<SubmissionStore, 'search'>;
  exportObjects: Omit<ExportObjects, 'downloadUrl'>;
  exportRuns: ExportJobQueue;
  mailer: Mailer;
  mail: { from: string; dashboardOrigin: string };
  logger: Logger;
  now(): Date;
  /** Bytes of text gathered before a part is uploaded (S3: at least 5 MiB, but the last). */
  partBytes: number;
  /** Submissions asked for per read. */
  pageSize: number;
  /** Exports of at least this many rows are mailed to the member who asked, when done. */
  mailFromRows: number;
}

/** When this run must hand over: a time (epoch ms), and optionally a number of submissions read. */
export interface RunBudget {
  deadline: number;
  maxScanned?: number;
}

export type RunOutcome = 'done' | 'handed_over' | 'failed' | 'stale' | 'finished_before' | 'gone';

/** Another run of the same job saved it meanwhile (a message delivered twice): this run stops. */
class StaleRun extends Error {}

/** The job's search: its filters, and only submissions created before it was asked for. */
function searchOf(job: SubmissionExport): SubmissionSearch {
  const search = searchFromQuery(filterQueryOf(job.filters));
  const createdTo =
    search.createdTo !== undefined && search.createdTo < job.createdAt ? search.createdTo : job.createdAt;
  return { ...search, createdTo };
}

/**
 * One run of an export job: goes on from its checkpoint until it is done or its budget is spent, then leaves a
 * checkpoint and queues the next run. CSV first reads the field names of every matching submission (its columns),
 * then the rows; JSON and NDJSON read once. Rows are gathered into parts of `partBytes` and uploaded as one S3
 * multipart upload; the checkpoint after a part names the last submission in it, so a run that crashes is redone
 * from there by the message's next receive. A run that hands over stores the rows it gathered after the last part
 * beside the upload (the carry), since S3 takes no smaller part but the last.
 */
export async function runSubmissionExport(
  ports: ExportRunPorts,
  message: ExportJobMessage,
  budget: RunBudget,
): Promise<RunOutcome> {
  const found = await ports.exports.get(message.tenant_id, message.form_id, message.export_id);
  if (!found) return 'gone';
  if (found.status === 'done' || found.status === 'failed') return 'finished_before';
  let job = found;
  let scannedThisRun = 0;
  const spent = () =>
    Date.now() >= budget.deadline || (budget.maxScanned !== undefined && scannedThisRun >= budget.maxScanned);
  const save = async (next: SubmissionExport) => {
    const saved = await ports.exports.save({ ...next, updatedAt: ports.now().toISOString() });
    if (!saved) throw new StaleRun();
    return (job = saved);
  };
  const handOver = async () => {
    await ports.exportRuns.send(message);
    return 'handed_over' as const;
  };
  const search = searchOf(job);
  const omitted = new Set(job.omitFields ?? []);
  const read = async (after: string | null) => {
    const page = await ports.submissions.search(job.formId, search, ports.pageSize, after ?? undefined);
    scannedThisRun += page.scanned;
    return page;
  };

  try {
    if (job.status === 'queued') await save({ ...job, status: 'running' });

    if (job.phase === 'columns') {
      const names = new Set(job.columns);
      for (;;) {
        const page = await read(job.checkpoint.after);
        for (const s of page.items) for (const name of exportedFieldNames(s)) if (!omitted.has(name)) names.add(name);
        if (names.size > EXPORT_MAX_COLUMNS) {
          const error = `more than ${EXPORT_MAX_COLUMNS} different field names: export as JSON or NDJSON`;
          await save({ ...job, status: 'failed', error, finishedAt: ports.now().toISOString() });
          return 'failed';
        }
        const scanned = job.scanned + page.scanned;
        if (page.nextAfter === null) {
          const checkpoint = { after: null, rows: 0, parts: [], carry: false };
          await save({ ...job, phase: 'rows', columns: [...names], scanned: 0, checkpoint });
          break;
        }
        await save({ ...job, columns: [...names], scanned, checkpoint: { ...job.checkpoint, after: page.nextAfter } });
        if (spent()) return await handOver();
      }
    }
    return await writeRows();
  } catch (error) {
    if (error instanceof StaleRun) return 'stale';
    throw error;
  }

  async function writeRows(): Promise<RunOutcome> {
    const key = exportObjectKey(job);
    const file = { filename: job.filename, contentType: EXPORT_CONTENT_TYPES[job.format] };
    if (!job.upload)
      await save({ ...job, upload: { key, uploadId: await ports.exportObjects.startUpload(key, file) } });
    const { uploadId } = job.upload!;
    const writer = exportWriter(job.format, job.columns);
    const known = new Set(job.columns);
    const parts: ExportPart[] = [...job.checkpoint.parts];
    let rows = job.checkpoint.rows;
    let gathered: Buffer[] = [];
    let size = 0;
    const gather = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      gathered.push(bytes);
      size += bytes.length;
    };
    const takeGathered = () => {
      const body = Buffer.concat(gathered, size);
      gathered = [];
      size = 0;
      return body;
    };
    if (job.checkpoint.carry) gather(await ports.exportObjects.getObject(exportCarryKey(job)));
    else if (rows === 0) gather(writer.start());

    let after = job.checkpoint.after;
    for (;;) {
      const page = await read(after);
      for (const s of page.items) {
        const unknown =
          job.format === 'csv' ? exportedFieldNames(s).filter((name) => !known.has(name) && !omitted.has(name)) : [];
        if (unknown.length > 0) {
          // A submission moved into the filter after the columns were read: the rows start over with its fields
          // as further columns, on a new upload (the old one is removed by the bucket's lifecycle rule).
          const checkpoint = { after: null, rows: 0, parts: [], carry: false };
          await save({ ...job, columns: [...job.columns, ...new Set(unknown)], upload: null, rowsDone: 0, checkpoint });
          return writeRows();
        }
        gather(writer.row(s, rows));
        rows++;
        if (size >= ports.partBytes) {
          parts.push(await ports.exportObjects.uploadPart(key, uploadId, parts.length + 1, takeGathered()));
          await save({ ...job, rowsDone: rows, checkpoint: { after: s.id, rows, parts: [...parts], carry: false } });
        }
      }
      after = page.nextAfter;
      if (after === null) break;
      const scanned = job.scanned + page.scanned;
      if (spent()) {
        const carry = takeGathered();
        await ports.exportObjects.putObject(exportCarryKey(job), carry);
        gather(carry);
        await save({ ...job, rowsDone: rows, scanned, checkpoint: { after, rows, parts: [...parts], carry: true } });
        return handOver();
      }
      await save({ ...job, rowsDone: rows, scanned });
    }

    gather(writer.end(rows));
    if (size > 0 || parts.length === 0) {
      if (parts.length === 0 && size === 0) await ports.exportObjects.putObject(key, Buffer.alloc(0));
      else parts.push(await ports.exportObjects.uploadPart(key, uploadId, parts.length + 1, takeGathered()));
    }
    if (parts.length > 0) await ports.exportObjects.completeUpload(key, uploadId, parts);
    const bytes = parts.reduce((sum, p) => sum + p.size, 0);
    const checkpoint = { after: null, rows, parts, carry: false };
    await save({ ...job, status: 'done', rowsDone: rows, bytes, checkpoint, finishedAt: ports.now().toISOString() });
    await mailWhenLarge(ports, job);
    return 'done';
  }
}

/** The member who asked for a large export is told it is ready; a failed send is logged, the export stays done. */
async function mailWhenLarge(ports: ExportRunPorts, job: SubmissionExport) {
  const to = job.requestedBy.email;
  if (!to || job.rowsDone < ports.mailFromRows) return;
  try {
    await ports.mailer.send(exportReadyEmail({ job, to, ...ports.mail }));
  } catch (error) {
    ports.logger.error('export ready mail not sent', { export_id: job.id, ...describeError(error) });
  }
}

/** After the message's last receive: the job is failed, so its requester stops waiting. */
export async function markExportFailed(ports: Pick<ExportRunPorts, 'exports' | 'now'>, message: ExportJobMessage) {
  const job = await ports.exports.get(message.tenant_id, message.form_id, message.export_id);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const now = ports.now().toISOString();
  await ports.exports.save({
    ...job,
    status: 'failed',
    error: 'the export could not be written; start it again',
    finishedAt: now,
    updatedAt: now,
  });
}
