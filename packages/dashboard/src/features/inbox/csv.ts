import type { SubmissionSummary } from '@formbase/client';
import { asText } from '../../ui/format';

/** RFC 4180 cell; a leading =, +, - or @ is prefixed with ' so spreadsheets never run a visitor's formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Submissions with their fields as CSV: fixed columns, then each field name seen, in first-seen order. */
export function submissionsCsv(submissions: SubmissionSummary[]): string {
  const rows: { meta: string[]; fields: Record<string, unknown> }[] = [];
  const names: string[] = [];
  for (const s of submissions) {
    const fields = s.fields ?? {};
    for (const name of Object.keys(fields)) if (!names.includes(name)) names.push(name);
    rows.push({ meta: [s.id, s.created_at, s.status, s.starred ? 'yes' : 'no'], fields });
  }
  const header = ['id', 'created_at', 'status', 'starred', ...names];
  const lines = rows.map((r) => [...r.meta, ...names.map((n) => asText(r.fields[n]))]);
  return [header, ...lines].map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file through a temporary object URL (no server round trip). */
export function download(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
