import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import {
  type FormbaseClient,
  type Schemas,
  type StartSubmissionExportRequest,
  type SubmissionExport,
  type SubmissionFilters,
  type SubmissionSummary,
} from '@formbase/client';
import { CliError, EXIT } from '../errors.js';
import { table, type Output } from '../output.js';
import { findForm } from './forms.js';

export type StatusFilter = Schemas['SubmissionStatusFilter'];
const STATUSES: readonly StatusFilter[] = ['all', 'inbox', 'received', 'spam', 'verified', 'archived', 'trash'];

function statusFilter(value: string | undefined): StatusFilter {
  if (value === undefined) return 'all';
  if (!(STATUSES as readonly string[]).includes(value)) {
    throw new CliError(`--status must be one of ${STATUSES.join(', ')}`, EXIT.usage);
  }
  return value as StatusFilter;
}

export interface FilterOptions {
  status?: string;
  search?: string;
  starred?: boolean;
  'has-files'?: boolean;
  from?: string;
  to?: string;
  field?: string;
}

/** The list filters the command line asks for (the server searches; a bad value is its 400 naming the parameter). */
export function filtersOf(options: FilterOptions): SubmissionFilters {
  const [name, ...value] = options.field?.split('=') ?? [];
  if (options.field !== undefined && (value.length === 0 || name === ''))
    throw new CliError('--field must be <name>=<value>', EXIT.usage);
  return {
    status: statusFilter(options.status),
    ...(options.search !== undefined ? { q: options.search } : {}),
    ...(options.starred ? { starred: 'true' as const } : {}),
    ...(options['has-files'] ? { has_files: 'true' as const } : {}),
    ...(options.from !== undefined ? { created_from: options.from } : {}),
    ...(options.to !== undefined ? { created_to: options.to } : {}),
    ...(options.field !== undefined ? { field: name, field_value: value.join('=') } : {}),
  };
}

/** `submissions list --form <ref> [filters] [--limit n]`: the newest `limit` matching submissions (default 25). */
export async function submissionsList(
  client: FormbaseClient,
  options: FilterOptions & { form?: string; limit?: string },
  out: Output,
): Promise<void> {
  const limit = options.limit === undefined ? 25 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit must be a positive integer', EXIT.usage);
  const form = await findForm(client, options.form);
  const items: SubmissionSummary[] = [];
  for await (const s of client.submissions(form.id, { ...filtersOf(options), pageSize: Math.min(limit, 100) })) {
    items.push(s);
    if (items.length >= limit) break;
  }
  out.result(items, () =>
    items.length === 0
      ? 'No submissions.'
      : table(
          ['ID', 'RECEIVED', 'STATUS', 'PREVIEW'],
          items.map((s) => [
            s.id,
            s.created_at,
            s.deleted_at ? `${s.status} (trash)` : s.locked ? `${s.status} (locked)` : s.status,
            Object.entries(s.preview)
              .map(([k, v]) => `${k}=${v}`)
              .join(' ')
              .slice(0, 80),
          ]),
        ),
  );
}

const FORMATS = ['csv', 'json', 'ndjson'] as const;
type ExportFormat = (typeof FORMATS)[number];

function formatOf(value: string | undefined): ExportFormat {
  if (value === undefined) return 'csv';
  if (!(FORMATS as readonly string[]).includes(value))
    throw new CliError('--format must be csv, json or ndjson', EXIT.usage);
  return value as ExportFormat;
}

/** The export request of the command line's filters (the list's filters, as the export's JSON body takes them). */
export function exportRequestOf(filters: SubmissionFilters, format: ExportFormat): StartSubmissionExportRequest {
  const { starred, has_files, ...rest } = filters;
  return {
    format,
    ...rest,
    ...(starred !== undefined ? { starred: starred === 'true' } : {}),
    ...(has_files !== undefined ? { has_files: has_files === 'true' } : {}),
  };
}

/**
 * Runs the server export (`formbase submissions export`, the MCP export tool) and writes its file, byte for byte,
 * to the stream `open` returns once the export is done (so a refused export creates no file); returns the export.
 */
export async function downloadExport(
  client: FormbaseClient,
  formId: string,
  request: StartSubmissionExportRequest,
  open: () => NodeJS.WritableStream,
  onProgress: (rows: number) => void = () => {},
): Promise<SubmissionExport> {
  const job = await client.exportSubmissions(formId, request, { onProgress });
  const response = await fetch(job.download_url!);
  if (!response.ok || !response.body) {
    throw new CliError(`the export's file could not be downloaded (${response.status}); run the export again`);
  }
  const target = open();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!target.write(chunk)) await once(target, 'drain');
  }
  return job;
}

/**
 * `submissions export --form <ref> [filters] [--format csv|json|ndjson] [--output file]`: the server's export of
 * every matching submission, to stdout or a file.
 */
export async function submissionsExport(
  client: FormbaseClient,
  options: FilterOptions & { form?: string; output?: string; format?: string },
  out: Output,
  stdout: NodeJS.WritableStream,
): Promise<void> {
  const format = formatOf(options.format);
  const form = await findForm(client, options.form);
  const request = exportRequestOf(filtersOf(options), format);
  let target = stdout;
  const open = () => (target = options.output ? createWriteStream(options.output) : stdout);
  const job = await downloadExport(client, form.id, request, open, (n) => out.progress(`exported ${n} submissions…`));
  if (options.output) {
    target.end();
    await once(target, 'finish');
  }
  const count = job.rows_done;
  const summary = `exported ${count} submissions of ${form.name}`;
  if (options.output) out.result({ exported: count, file: options.output }, () => `${summary} to ${options.output}`);
  else out.progress(summary);
}
