import { isFormbaseError, type FormbaseClient, type Schemas, type SubmissionSummary } from '@formbase/client';
import { CliError } from '../../errors.js';

/** API pages one call follows at most (a search page reads a bounded share of the form; the cursor goes on). */
const MAX_PAGES = 10;

export interface SearchQuery {
  status: Schemas['SubmissionStatusFilter'];
  /** A date (YYYY-MM-DD) or an RFC 3339 time. */
  from?: string;
  /** A date includes that whole day (UTC); a time includes that instant. */
  to?: string;
  contains?: string;
  limit: number;
  cursor?: string;
}

const DAY_MS = 86_400_000;
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** The API's exclusive `created_to` for an inclusive `to`. */
const exclusiveEnd = (to: string) => new Date(Date.parse(to) + (isDate(to) ? DAY_MS : 1)).toISOString();

/**
 * Lists or searches a form's submissions on the server (`GET /v1/forms/{id}/submissions` with `q` and the created
 * range), newest first, with their fields, without marking them read. A search page may come back short with a
 * cursor (the server bounds what one page reads): pages are followed until `limit` matches or `MAX_PAGES` pages.
 */
export async function searchSubmissions(client: FormbaseClient, formId: string, query: SearchQuery) {
  const from = query.from === undefined ? undefined : new Date(Date.parse(query.from)).toISOString();
  const to = query.to === undefined ? undefined : exclusiveEnd(query.to);
  if (from !== undefined && to !== undefined && from >= to) throw new CliError('to: must not be before from');
  const matches: SubmissionSummary[] = [];
  let cursor = query.cursor;
  for (let pages = 0; pages < MAX_PAGES && matches.length < query.limit; pages++) {
    const page = await client
      .GET('/v1/forms/{id}/submissions', {
        params: {
          path: { id: formId },
          query: {
            status: query.status,
            q: query.contains,
            created_from: from,
            created_to: to,
            limit: query.limit - matches.length,
            include: 'fields',
            cursor,
          },
        },
      })
      .catch((error: unknown) => {
        if (isFormbaseError(error) && error.field === 'cursor')
          throw new CliError('cursor: not a next_cursor this server returned');
        throw error;
      });
    matches.push(...page.items);
    cursor = page.next_cursor ?? undefined;
    if (cursor === undefined) break;
  }
  return { matches, nextCursor: cursor ?? null };
}
