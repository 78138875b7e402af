import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, encodeTime } from 'ulid';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import { matchesSearch, type SubmissionSearch } from '@shared/domain/submission-search.js';
import type { SubmissionSearchPage, SubmissionSummary } from '@shared/domain/submission.js';
import { buildPreview } from '@shared/domain/submission.js';
import { normalizeText } from '@shared/domain/submission-search.js';
import { statusConditions, submissionFromItem, summaryProjection } from './submission-items.js';
import { submissionKey } from './keys.js';
import type { Table } from './table.js';

/**
 * Search reads the form's own partition, newest first, in parallel time slices: submission ids are ULIDs, so a time
 * range is a key range. Status, starred and files are filtered by DynamoDB (less to transfer, the same read units);
 * text and `field = value` are matched here, on the normalized values (`submission-search.ts`). Nothing is written
 * for search: no index, no copy of the text, so a submission costs what it cost before.
 *
 * A page reads rounds of growing width: the first is one Query of the newest `firstRoundItems`, which also measures
 * how many submissions a millisecond of the form's history holds; each next round covers `growth` times as many
 * submissions, split into `slices` time ranges read at once. A round's slices count in order only up to the first
 * that did not finish (a slice reads at most `pagesPerSlice` 1 MB pages), so a burst in one slice costs reads of
 * the slices behind it, never a wrong order. Past `itemsPerPage` submissions read or `millisPerPage`, the page comes
 * back short with a cursor where reading stopped.
 */
export interface SearchBounds {
  firstRoundItems: number;
  growth: number;
  slices: number;
  pagesPerSlice: number;
  itemsPerPage: number;
  millisPerPage: number;
  /** Items one Query evaluates at most (absent: DynamoDB's 1 MB). */
  itemsPerQuery?: number;
}

/**
 * ~60,000 submissions of ~1 KB read at most per page: ~7,500 read units (eventually consistent, $0.0019) and a few
 * seconds; a form of 1,000,000 submissions is searched end to end in ~17 pages the dashboard follows.
 */
export const SEARCH_READ: SearchBounds = {
  firstRoundItems: 1000,
  growth: 4,
  slices: 8,
  pagesPerSlice: 8,
  itemsPerPage: 60_000,
  millisPerPage: 2500,
  // ~300 KB a request: a slow request holds up its slice, not a whole megabyte of the round.
  itemsPerQuery: 300,
};

type Item = Record<string, unknown>;

/** A full-length id at `ms` that sorts before every id of that millisecond (a slice boundary). */
const boundaryId = (ms: number) =>
  `${ID_PREFIXES.submission}_${encodeTime(Math.max(0, ms), 10).toLowerCase()}${'0'.repeat(16)}`;
const timeOf = (id: string) => decodeTime(id.slice(ID_PREFIXES.submission.length + 1).toUpperCase());
const idOfSk = (sk: unknown) => String(sk).slice(submissionKey('', '').SK.length);

/** Characters JSON escapes: a needle with one of them cannot be looked for in the stored JSON text. */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const ESCAPED_IN_JSON = /["\\\u0000-\u001f\ud800-\udfff]/;

/** Cheap first check on the raw item (no JSON parse): could its fields or e-mail contain the text? */
function mayMatch(item: Item, needle: string | undefined): boolean {
  if (needle === undefined || ESCAPED_IN_JSON.test(needle)) return true;
  const raw = typeof item.fields === 'string' ? item.fields : '';
  const email = typeof item.submitter_email === 'string' ? item.submitter_email : '';
  return normalizeText(raw).includes(needle) || normalizeText(email).includes(needle);
}

interface SliceResult {
  matches: SubmissionSummary[];
  scanned: number;
  /** The id of the last submission read when the slice stopped early; null when it read its whole range. */
  stoppedAt: string | null;
}

export function submissionSearch(table: Table, bounds: SearchBounds = SEARCH_READ) {
  /** Reads ids in [from, below) newest first: at most `maxPages` pages, or `maxItems` submissions. */
  async function readSlice(
    formId: string,
    search: SubmissionSearch,
    range: { from: string; below: string },
    limits: { maxPages: number; maxItems?: number },
  ): Promise<SliceResult> {
    const status = statusConditions(search.status);
    const conditions = [
      ...status.conditions,
      '#id < :below',
      ...(search.starred === true ? ['starred = :true'] : []),
      // Not starred: never starred (the attribute left out), or unstarred by a change (which writes `false`).
      ...(search.starred === false ? ['(attribute_not_exists(starred) OR starred = :false)'] : []),
      ...(search.hasFiles === true ? ['attribute_exists(files)'] : []),
      ...(search.hasFiles === false ? ['attribute_not_exists(files)'] : []),
    ];
    const input = {
      TableName: table.name,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      FilterExpression: conditions.join(' AND '),
      ProjectionExpression: `${summaryProjection.expression}, SK`,
      ExpressionAttributeNames: { ...summaryProjection.names, ...status.names, '#id': 'id' },
      ExpressionAttributeValues: {
        ':pk': submissionKey(formId, '').PK,
        ':from': submissionKey(formId, range.from).SK,
        ':to': submissionKey(formId, range.below).SK,
        ':below': range.below,
        ...status.values,
        ...(search.starred === true ? { ':true': true } : {}),
        ...(search.starred === false ? { ':false': false } : {}),
      },
      ScanIndexForward: false,
    };
    const result: SliceResult = { matches: [], scanned: 0, stoppedAt: null };
    let ExclusiveStartKey: Item | undefined;
    for (let pages = 0; ; pages++) {
      const left = limits.maxItems === undefined ? undefined : limits.maxItems - result.scanned;
      const Limit = Math.min(left ?? Infinity, bounds.itemsPerQuery ?? Infinity);
      const page = await table.client.send(
        new QueryCommand({ ...input, ExclusiveStartKey, Limit: Number.isFinite(Limit) ? Limit : undefined }),
      );
      result.scanned += page.ScannedCount ?? 0;
      for (const item of page.Items ?? []) {
        if (!mayMatch(item, search.text)) continue;
        const submission = submissionFromItem(item);
        if (matchesSearch(submission, search))
          result.matches.push({ ...submission, preview: buildPreview(submission.fields) });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
      if (!ExclusiveStartKey) return result;
      const full = left !== undefined && result.scanned >= limits.maxItems!;
      if (full || pages + 1 >= limits.maxPages) return { ...result, stoppedAt: idOfSk(ExclusiveStartKey.SK) };
    }
  }

  return async function search(
    formId: string,
    query: SubmissionSearch,
    limit: number,
    after?: string,
  ): Promise<SubmissionSearchPage> {
    const started = Date.now();
    const floor = boundaryId(query.createdFrom ? Date.parse(query.createdFrom) : 0);
    const ceiling = query.createdTo ? boundaryId(Date.parse(query.createdTo)) : `${ID_PREFIXES.submission}_~`;
    /** Everything from `position` up to the page's start has been read. */
    let position = after !== undefined && after < ceiling ? after : ceiling;
    const matches: SubmissionSummary[] = [];
    let scanned = 0;
    const page = (): SubmissionSearchPage => {
      if (matches.length >= limit) {
        const items = matches.slice(0, limit);
        const more = matches.length > limit || position > floor;
        return { items, nextAfter: more ? items[limit - 1]!.id : null, scanned };
      }
      return { items: matches, nextAfter: position > floor ? position : null, scanned };
    };
    if (position <= floor) return page();

    const first = await readSlice(
      formId,
      query,
      { from: floor, below: position },
      { maxPages: bounds.pagesPerSlice, maxItems: bounds.firstRoundItems },
    );
    matches.push(...first.matches);
    scanned += first.scanned;
    if (first.stoppedAt === null) return ((position = floor), page());
    const topMs = Math.min(Date.now(), position.endsWith('~') ? Date.now() : timeOf(position));
    position = first.stoppedAt;
    let perMs = first.scanned / Math.max(1, topMs - timeOf(position));
    let width = bounds.firstRoundItems;

    while (matches.length < limit && Date.now() - started < bounds.millisPerPage && scanned < bounds.itemsPerPage) {
      width = Math.min(width * bounds.growth, bounds.itemsPerPage - scanned);
      const topOfRound = timeOf(position);
      const toFloor = topOfRound - timeOf(floor) + 1;
      const spanMs = perMs > 0 ? Math.min(toFloor, Math.max(bounds.slices, Math.ceil(width / perMs))) : toFloor;
      const edges = Array.from({ length: bounds.slices + 1 }, (_, i) =>
        i === 0 ? position : boundaryId(topOfRound - Math.round((spanMs * i) / bounds.slices)),
      ).map((id) => (id < floor ? floor : id));
      const ranges = edges
        .slice(1)
        .map((from, i) => ({ from, below: edges[i]! }))
        .filter((r) => r.from < r.below);
      const results = await Promise.all(
        ranges.map((range) => readSlice(formId, query, range, { maxPages: bounds.pagesPerSlice })),
      );
      let read = 0;
      for (const [i, result] of results.entries()) {
        scanned += result.scanned;
        matches.push(...result.matches);
        read += result.scanned;
        position = result.stoppedAt ?? ranges[i]!.from;
        if (result.stoppedAt !== null) {
          // Slices behind an unfinished one were read for nothing: their reads count, their matches do not.
          scanned += results.slice(i + 1).reduce((n, r) => n + r.scanned, 0);
          break;
        }
      }
      if (position <= floor) break;
      // A round that found nothing reaches back to the floor next.
      perMs = read / Math.max(1, topOfRound - timeOf(position));
    }
    return page();
  };
}
