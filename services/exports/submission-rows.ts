import { csvCell } from '@shared/domain/csv.js';
import { submissionView } from '@shared/domain/schemas/submission-views.js';
import type { ExportFormat } from '@shared/domain/submission-exports.js';
import type { Submission } from '@shared/domain/submission.js';
import { cellText } from './submitter-table.js';

/**
 * The text of a submissions export, piece by piece, so it can be streamed: what comes first, each row, what comes
 * last. Every format shows a submission as the API does (`submissionView`): a locked one without fields or files.
 *
 * - CSV (RFC 4180, CRLF, formula-safe cells): `id, created_at, status, starred, deleted_at, submitter_email,
 *   spam_score, files`, then one column per field name in the order first seen (`fields.<name>` when a field is named
 *   like a fixed column).
 * - JSON: one array of submissions, one per line.
 * - NDJSON: one submission per line.
 */

export const FIXED_COLUMNS = [
  'id',
  'created_at',
  'status',
  'starred',
  'deleted_at',
  'submitter_email',
  'spam_score',
  'files',
] as const;

/** Header cells of the field columns: the name, or `fields.<name>` when taken, numbered if even that is. */
export function fieldHeaders(names: readonly string[]): string[] {
  const taken = new Set<string>(FIXED_COLUMNS);
  return names.map((name) => {
    const base = taken.has(name) ? `fields.${name}` : name;
    let header = base;
    for (let n = 2; taken.has(header); n++) header = `${base}#${n}`;
    taken.add(header);
    return header;
  });
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Field names of a submission as exported (none while locked). */
export const exportedFieldNames = (s: Submission): string[] => (s.locked ? [] : Object.keys(s.fields));

export interface ExportWriter {
  /** The text before the first row. */
  start(): string;
  /** One row; `index` counts from 0 over the whole export. */
  row(s: Submission, index: number): string;
  /** The text after the last row, given how many there were. */
  end(rows: number): string;
}

/** The writer of a format; CSV needs its field columns up front. */
export function exportWriter(format: ExportFormat, columns: readonly string[]): ExportWriter {
  if (format === 'ndjson')
    return { start: () => '', row: (s) => `${JSON.stringify(submissionView(s))}\n`, end: () => '' };
  if (format === 'json') {
    return {
      start: () => '',
      row: (s, index) => `${index === 0 ? '[\n' : ',\n'}${JSON.stringify(submissionView(s))}`,
      end: (rows) => (rows === 0 ? '[]\n' : '\n]\n'),
    };
  }
  const header = csvLine([...FIXED_COLUMNS, ...fieldHeaders(columns)]);
  return {
    start: () => header,
    row(s) {
      const view = submissionView(s);
      const fields = view.fields as Record<string, unknown>;
      const has = (name: string) => Object.prototype.hasOwnProperty.call(fields, name);
      return csvLine([
        view.id,
        view.created_at,
        view.status,
        String(view.starred),
        view.deleted_at ?? '',
        view.submitter_email ?? '',
        view.spam_score === null || view.spam_score === undefined ? '' : String(view.spam_score),
        view.files.map((f) => f.original_name).join(', '),
        ...columns.map((name) => (has(name) ? cellText(fields[name]) : '')),
      ]);
    },
    end: () => '',
  };
}
