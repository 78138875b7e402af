import type { Submission } from '@shared/domain/submission.js';

/**
 * The rows of a data-subject export: one per submission, oldest first. Columns: `id, created_at, status,
 * submitter_email`, then every field name in the order first seen, then the rest of what is stored about the person
 * (trash time, network and browser metadata, file names), so the export is the whole record, not just the form data.
 */

const LEADING = ['id', 'created_at', 'status', 'submitter_email'] as const;
const TRAILING = ['deleted_at', 'submitter_ip', 'user_agent', 'origin', 'referer', 'accept_language', 'files'] as const;
const FIXED = new Set<string>([...LEADING, ...TRAILING]);

type FixedColumn = (typeof LEADING)[number] | (typeof TRAILING)[number];

const fixedCells = (s: Submission): Record<FixedColumn, string | null> => ({
  id: s.id,
  created_at: s.createdAt,
  status: s.status,
  submitter_email: s.submitterEmail,
  deleted_at: s.deletedAt,
  submitter_ip: s.submitterIp,
  user_agent: s.userAgent,
  origin: s.origin,
  referer: s.referer,
  accept_language: s.acceptLanguage,
  files: s.files.map((f) => `${f.fieldName}: ${f.originalName}`).join(', '),
});

const itemText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * A field value as cell text: strings as sent, numbers and booleans as text, arrays (repeated names) joined with
 * `, ` like the list preview, objects as JSON; absent is empty.
 */
export function cellText(value: unknown): string {
  return Array.isArray(value) ? value.map(itemText).join(', ') : itemText(value);
}

/**
 * Header name of a field: its own name, or `fields.<name>` when that is one of the fixed columns (the spreadsheet
 * integration's spelling), numbered if even that is taken, so no two columns share a header.
 */
function fieldHeader(name: string, taken: ReadonlySet<string>): string {
  const base = FIXED.has(name) ? `fields.${name}` : name;
  let header = base;
  for (let n = 2; taken.has(header); n++) header = `${base}#${n}`;
  return header;
}

/**
 * The header row and one row per submission, oldest first. Locked (over-quota) submissions show their fields:
 * the export is the data subject's copy of their own data, which a tenant's plan limit does not withhold.
 *
 * @example submitterRows([s])[0] // ['id', 'created_at', 'status', 'submitter_email', 'name', 'deleted_at', ...]
 */
export function submitterRows(submissions: readonly Submission[]): string[][] {
  const ordered = [...submissions].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const fieldColumns = new Map<string, string>();
  const headers = new Set<string>(FIXED);
  for (const s of ordered) {
    for (const name of Object.keys(s.fields)) {
      if (fieldColumns.has(name)) continue;
      const header = fieldHeader(name, headers);
      fieldColumns.set(name, header);
      headers.add(header);
    }
  }
  const fieldNames = [...fieldColumns.keys()];
  const header = [...LEADING, ...fieldColumns.values(), ...TRAILING];
  const rows = ordered.map((s) => {
    const fixed = fixedCells(s);
    const has = (name: string) => Object.prototype.hasOwnProperty.call(s.fields, name);
    return [
      ...LEADING.map((c) => fixed[c] ?? ''),
      ...fieldNames.map((name) => (has(name) ? cellText(s.fields[name]) : '')),
      ...TRAILING.map((c) => fixed[c] ?? ''),
    ];
  });
  return [header, ...rows];
}
