import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  paginate,
  type FormbaseClient,
  type Schemas,
  type SubmissionFilters,
  type SubmissionSummary,
} from '@formbase/client';
import { csvCell } from '../contract.js';
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

const META_COLUMNS = ['id', 'created_at', 'status', 'starred', 'deleted_at', 'submitter_email', 'spam_score', 'files'];

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/**
 * Every submission of a form as CSV (one column per field any submission has); returns how many. Pages (100 submissions each, with all fields, without marking them read) are spooled to a temporary file
 * as they arrive, so memory stays flat however large the form; the CSV is written once the full column set is
 * known, to the stream `open` returns then (so a refused export creates no file). Cells are defused against spreadsheet formulas like the service's exports.
 */
export async function writeSubmissionsCsv(
  client: FormbaseClient,
  formId: string,
  filters: SubmissionFilters,
  open: () => NodeJS.WritableStream,
  onProgress: (count: number) => void = () => {},
): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'formbase-export-'));
  try {
    const spool = join(dir, 'submissions.jsonl');
    const columns = new Set<string>();
    let count = 0;
    const writer = createWriteStream(spool);
    const pages = paginate(
      (cursor) =>
        client.GET('/v1/forms/{id}/submissions', {
          params: { path: { id: formId }, query: { ...filters, cursor, limit: 100, include: 'fields' } },
        }),
      (page) => page.items,
    );
    for await (const s of pages) {
      for (const name of Object.keys(s.fields ?? {})) columns.add(name);
      if (!writer.write(`${JSON.stringify(s)}\n`)) await once(writer, 'drain');
      if (++count % 100 === 0) onProgress(count);
    }
    writer.end();
    await once(writer, 'finish');

    const fields = [...columns];
    const target = open();
    const row = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
    const write = async (text: string) => {
      if (!target.write(text)) await once(target, 'drain');
    };
    await write(row([...META_COLUMNS, ...fields]));
    for await (const line of createInterface({ input: createReadStream(spool), crlfDelay: Infinity })) {
      const s = JSON.parse(line) as SubmissionSummary;
      const meta = [s.id, s.created_at, s.status, String(s.starred), s.deleted_at, s.submitter_email, s.spam_score];
      const files = s.files.map((f) => f.original_name).join(', ');
      await write(row([...meta.map(cellText), files, ...fields.map((name) => cellText(s.fields?.[name]))]));
    }
    return count;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `submissions export --form <ref> [filters] [--output file]`: every matching submission as CSV, to stdout or a file. */
export async function submissionsExport(
  client: FormbaseClient,
  options: FilterOptions & { form?: string; output?: string },
  out: Output,
  stdout: NodeJS.WritableStream,
): Promise<void> {
  const form = await findForm(client, options.form);
  const filters = filtersOf(options);
  let target = stdout;
  const open = () => (target = options.output ? createWriteStream(options.output) : stdout);
  const count = await writeSubmissionsCsv(client, form.id, filters, open, (n) =>
    out.progress(`fetched ${n} submissions…`),
  );
  if (options.output) {
    target.end();
    await once(target, 'finish');
  }
  const summary = `exported ${count} submissions of ${form.name}`;
  if (options.output) out.result({ exported: count, file: options.output }, () => `${summary} to ${options.output}`);
  else out.progress(summary);
}
