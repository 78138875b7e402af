import type { FormbaseClient, Schemas, SubmissionSummary } from '@formbase/client';
import { CliError } from '../../errors.js';

/** Submissions one call reads at most (10 pages of 100), however few match. */
export const SCAN_MAX = 1000;
const PAGE = 100;

export interface ScanQuery {
  status: Schemas['SubmissionStatusFilter'];
  /** A date (YYYY-MM-DD) or an RFC 3339 time. */
  from?: string;
  /** A date includes that whole day (UTC). */
  to?: string;
  contains?: string;
  limit: number;
  cursor?: string;
}

/**
 * Where a scan goes on: the API's page cursor, and within that page the id of the last submission already read.
 * Lists are ordered by id (ULIDs: newest first), so resuming skips every id from that one up, which also skips
 * submissions that arrived meanwhile instead of repeating one.
 */
interface Position {
  page?: string;
  after?: string;
}

const encode = (p: Position) => Buffer.from(JSON.stringify(p)).toString('base64url');
const optionalText = (v: unknown) => v === undefined || typeof v === 'string';
function decode(cursor: string | undefined): Position {
  if (cursor === undefined) return {};
  try {
    const p = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position;
    if (typeof p === 'object' && p !== null && optionalText(p.page) && optionalText(p.after)) return p;
  } catch {
    // Reported below.
  }
  throw new CliError('cursor: not a next_cursor this server returned');
}

const DAY_MS = 86_400_000;
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
/** Bounds as epoch milliseconds: `from` inclusive, `to` exclusive (the day after a date). */
function bounds(query: ScanQuery) {
  const from = query.from === undefined ? -Infinity : Date.parse(query.from);
  const to =
    query.to === undefined ? Infinity : isDate(query.to) ? Date.parse(query.to) + DAY_MS : Date.parse(query.to) + 1;
  if (from >= to) throw new CliError('to: must not be before from');
  return { from, to };
}

function matchesText(s: SubmissionSummary, needle: string | undefined): boolean {
  if (needle === undefined) return true;
  const lower = needle.toLowerCase();
  if (s.submitter_email?.toLowerCase().includes(lower)) return true;
  return Object.values(s.fields ?? {}).some((v) =>
    (typeof v === 'string' ? v : JSON.stringify(v)).toLowerCase().includes(lower),
  );
}

/**
 * Lists or searches a form's submissions. The API lists newest first and filters by status only, so the date
 * range and text are applied here while paging: reading stops at the first submission older than `from`, after
 * `limit` matches, or after `SCAN_MAX` submissions (the cursor then continues the scan where it stopped, mid-page
 * included). Pages are read with `include=fields`, which does not mark submissions read.
 */
export async function scanSubmissions(client: FormbaseClient, formId: string, query: ScanQuery) {
  const { from, to } = bounds(query);
  let position = decode(query.cursor);
  const matches: SubmissionSummary[] = [];
  let scanned = 0;
  for (;;) {
    const page = await client.GET('/v1/forms/{id}/submissions', {
      params: {
        path: { id: formId },
        query: { cursor: position.page, status: query.status, limit: PAGE, include: 'fields' },
      },
    });
    for (let i = 0; i < page.items.length; i++) {
      const s = page.items[i]!;
      if (position.after !== undefined && s.id >= position.after) continue;
      scanned++;
      const at = Date.parse(s.created_at);
      if (at < from) return { matches, scanned, nextCursor: null };
      if (at < to && matchesText(s, query.contains)) matches.push(s);
      const rest: Position | null =
        i + 1 < page.items.length
          ? { page: position.page, after: s.id }
          : page.next_cursor
            ? { page: page.next_cursor }
            : null;
      if (matches.length >= query.limit || (scanned >= SCAN_MAX && rest)) {
        return { matches, scanned, nextCursor: rest && encode(rest) };
      }
    }
    if (!page.next_cursor) return { matches, scanned, nextCursor: null };
    position = { page: page.next_cursor };
  }
}
