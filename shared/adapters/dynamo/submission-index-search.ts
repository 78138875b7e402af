import { encodeTime } from 'ulid';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import { indexNeedle, matchesSearch, type SubmissionSearch } from '@shared/domain/submission-search.js';
import type { SubmissionSearchPage, SubmissionSummary } from '@shared/domain/submission.js';
import { stringAttr } from './attributes.js';
import { batchGetSubmissions, summaryFromItem, summaryProjection } from './submission-items.js';
import type { SearchIndexReader } from './search-index.js';
import type { Table } from './table.js';

/**
 * Text and `field = value` searches through the form's search index (`search-index.ts`): the parts of the id range
 * newest first, each part's texts that contain the needle are the candidates, and each candidate is read and checked
 * with every condition of the search (`matchesSearch`), so a page holds exactly what reading every submission newest
 * first would find, with the same cursors. Submissions outside the index's coverage (newer than its `through`, older
 * than its `covers_from`) are read by `scan`, the plain search, for their own id range.
 */
export interface IndexSearchBounds {
  /** Parts read per request (~1 KB each). */
  partsPerRequest: number;
  /** Candidates read at once at most (one BatchGetItem). */
  candidatesPerRead: number;
  millisPerPage: number;
}

export const INDEX_SEARCH_READ: IndexSearchBounds = {
  partsPerRequest: 250,
  candidatesPerRead: 100,
  millisPerPage: 2500,
};

type Scan = (formId: string, search: SubmissionSearch, limit: number, after?: string) => Promise<SubmissionSearchPage>;

const idAt = (ms: number) =>
  `${ID_PREFIXES.submission}_${encodeTime(Math.max(0, Math.min(ms, 2 ** 48 - 1)), 10).toLowerCase()}${'0'.repeat(16)}`;

export function submissionIndexSearch(
  table: Table,
  index: SearchIndexReader,
  scan: Scan,
  bounds: IndexSearchBounds = INDEX_SEARCH_READ,
): Scan {
  /** Reads and checks candidate ids (newest first) until `wanted` match; returns the matches and the last id checked. */
  async function check(formId: string, search: SubmissionSearch, ids: string[], wanted: number) {
    const matches: SubmissionSummary[] = [];
    let checked = 0;
    while (checked < ids.length && matches.length < wanted) {
      const chunk = ids.slice(
        checked,
        checked + Math.min(bounds.candidatesPerRead, Math.max(25, 2 * (wanted - matches.length))),
      );
      const found = new Map(
        (await batchGetSubmissions(table, formId, chunk, { consistent: false, projection: summaryProjection })).map(
          (item) => [stringAttr(item, 'id'), summaryFromItem(item)],
        ),
      );
      for (const id of chunk) {
        checked++;
        const summary = found.get(id);
        if (summary && matchesSearch(summary, search)) matches.push(summary);
        if (matches.length >= wanted) break;
      }
    }
    return { matches, lastChecked: ids[checked - 1] };
  }

  return async function search(formId, query, limit, after) {
    const needle = indexNeedle(query);
    const newest = needle === undefined ? undefined : await index.newest(formId);
    if (needle === undefined || !newest) return scan(formId, query, limit, after);
    const started = Date.now();
    const floor = query.createdFrom ? idAt(Date.parse(query.createdFrom)) : idAt(0);
    const ceiling = query.createdTo ? idAt(Date.parse(query.createdTo)) : `${ID_PREFIXES.submission}_~`;
    let position = after !== undefined && after < ceiling ? after : ceiling;
    const items: SubmissionSummary[] = [];
    let scanned = 0;
    const done = (nextAfter: string | null): SubmissionSearchPage => ({ items, nextAfter, scanned });
    // Newer than the index's coverage: the plain search over that id range.
    const through = idAt(newest.through);
    if (position > through) {
      if (through < floor) return scan(formId, query, limit, after);
      const since = Math.max(newest.through, query.createdFrom ? Date.parse(query.createdFrom) : 0);
      const tail = await scan(formId, { ...query, createdFrom: new Date(since).toISOString() }, limit, position);
      items.push(...tail.items);
      scanned += tail.scanned;
      if (tail.nextAfter !== null) return done(tail.nextAfter);
      position = through;
    }

    // The index's range, down to where it starts.
    const coversFrom = newest.coversFrom <= 0 ? floor : idAt(newest.coversFrom);
    const low = coversFrom > floor ? coversFrom : floor;
    if (position > low) {
      for await (const part of index.partsDown(formId, position, low, bounds.partsPerRequest)) {
        scanned += part.entries.length;
        const candidates = part.entries
          .filter(([id, text]) => id < position && id >= low && text.includes(needle))
          .map(([id]) => id)
          .reverse();
        const wanted = limit - items.length;
        const { matches, lastChecked } = await check(formId, query, candidates, wanted);
        items.push(...matches);
        if (items.length >= limit) return done(lastChecked!);
        position = part.key > low ? part.key : low;
        if (Date.now() - started >= bounds.millisPerPage && position > floor) return done(position);
      }
      position = low;
    }

    // Older than the index: the plain search over the rest.
    if (position <= floor) return done(null);
    const rest = await scan(formId, query, limit - items.length, position);
    items.push(...rest.items);
    scanned += rest.scanned;
    return done(rest.nextAfter);
  };
}
