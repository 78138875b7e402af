import { QueryCommand } from './commands.js';
import { decodeTime, encodeTime } from 'ulid';
import { ID_PREFIXES } from '@shared/domain/ids.js';
import { matchesSearch, type SubmissionSearch } from '@shared/domain/submission-search.js';
import type { SubmissionSearchPage, SubmissionSummary } from '@shared/domain/submission.js';
import { buildPreview } from '@shared/domain/submission.js';
import { normalizeText } from '@shared/domain/submission-search.js';
import { statusConditions, submissionFromItem, summaryProjection } from './submission-items.js';
import { submissionKey } from './keys.js';
import { fieldsText } from './submission-fields.js';
import type { Table } from './table.js';

/**
 * Search reads the form's own partition, newest first, in time slices read at once: submission ids are ULIDs, so a
 * time range is a key range. Status, starred and files are filtered by DynamoDB (less to transfer, the same read
 * units); text and `field = value` are matched here, on the normalized values (`submission-search.ts`). Nothing is
 * written for search: no index, no copy of the text, so a submission costs what it cost before.
 *
 * A page reads rounds of growing width: the first is one Query of the newest `firstRoundItems`, which also measures
 * how many submissions a millisecond of the form's history holds; each next round covers `growth` times as many
 * submissions, split into time ranges of about `sliceItems` each, `concurrency` of them read at once, newest first. A page holds what
 * reading newest first would have found: a round's slices count in order only up to the first that did not finish,
 * and once they hold the page's matches every slice stops at its next request and no further slice starts (the
 * reads past the page's last match are at most the requests in flight). A slice reads at most twice its share of
 * the round, so a burst in one slice costs reads of the slices behind it, never a wrong order. Past `itemsPerPage`
 * submissions read or `millisPerPage`, the page comes back short with a cursor where reading stopped.
 */
export interface SearchBounds {
  firstRoundItems: number;
  growth: number;
  /** Submissions a slice of a round is cut to hold (from the form's measured rate). */
  sliceItems: number;
  /** Slices read at once. */
  concurrency: number;
  /** Requests one slice makes at most, at least; more when a round's share of a slice needs more. */
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
  // Small slices: when the page is decided, the slices still being read hold at most a few requests each.
  sliceItems: 600,
  // One partition serves ~3,000 read units a second (~25,000 submissions of ~1 KB, eventually consistent): four
  // readers of ~300 KB requests reach it; more would only read further past the page's last match.
  concurrency: 4,
  pagesPerSlice: 2,
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

/** Cheap first check on the raw item (its fields' JSON text, not parsed): could its fields or e-mail contain the text? */
function mayMatch(item: Item, needle: string | undefined): boolean {
  if (needle === undefined || ESCAPED_IN_JSON.test(needle)) return true;
  const raw = item.fields === undefined ? '' : fieldsText(item.fields);
  const email = typeof item.submitter_email === 'string' ? item.submitter_email : '';
  return normalizeText(raw).includes(needle) || normalizeText(email).includes(needle);
}

/** What one slice has read so far; the round reads it while the slice goes on. */
interface SliceProgress {
  matches: SubmissionSummary[];
  scanned: number;
  /** True once the slice read its whole range. */
  done: boolean;
  /** Everything of the slice's range from here up has been read (its upper end before the first request). */
  position: string;
}

/** Reads the slices of a round at once; each stops at its next request once `enough()` says the page is decided. */
interface SliceControl {
  maxPages: number;
  maxItems?: number;
  enough(): boolean;
}

export function submissionSearch(table: Table, bounds: SearchBounds = SEARCH_READ) {
  /** Reads ids in [from, below) newest first into `progress`, until done, `maxPages`, `maxItems` or `enough()`. */
  async function readSlice(
    formId: string,
    search: SubmissionSearch,
    range: { from: string; below: string },
    control: SliceControl,
    progress: SliceProgress,
  ): Promise<void> {
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
    let ExclusiveStartKey: Item | undefined;
    for (let pages = 0; pages < control.maxPages && !control.enough(); pages++) {
      const left = control.maxItems === undefined ? undefined : control.maxItems - progress.scanned;
      if (left !== undefined && left <= 0) return;
      const Limit = Math.min(left ?? Infinity, bounds.itemsPerQuery ?? Infinity);
      const page = await table.client.send(
        new QueryCommand({ ...input, ExclusiveStartKey, Limit: Number.isFinite(Limit) ? Limit : undefined }),
      );
      progress.scanned += page.ScannedCount ?? 0;
      for (const item of page.Items ?? []) {
        if (!mayMatch(item, search.text)) continue;
        const submission = submissionFromItem(item);
        if (matchesSearch(submission, search))
          progress.matches.push({ ...submission, preview: buildPreview(submission.fields) });
      }
      ExclusiveStartKey = page.LastEvaluatedKey;
      if (!ExclusiveStartKey) {
        progress.done = true;
        progress.position = range.from;
        return;
      }
      progress.position = idOfSk(ExclusiveStartKey.SK);
    }
  }

  /**
   * Reads a round's slices (newest first, each below the one before), `concurrency` at a time, the newest first; each
   * stops at its next request once the page is decided, and no slice starts after that.
   */
  async function readRound(
    formId: string,
    search: SubmissionSearch,
    ranges: { from: string; below: string }[],
    control: Omit<SliceControl, 'enough'> & { wanted: number; deadline: number; budget: number },
  ): Promise<SliceProgress[]> {
    const progress = ranges.map((r) => ({ matches: [], scanned: 0, done: false, position: r.below }));
    // The page is decided once the slices read in order, up to the first unfinished one, hold the matches it wants:
    // nothing a slice behind could find would come before them. Past the deadline or the read budget the page comes
    // back short.
    const enough = () => {
      if (Date.now() >= control.deadline) return true;
      if (progress.reduce((n, slice) => n + slice.scanned, 0) >= control.budget) return true;
      let found = 0;
      for (const slice of progress) {
        found += slice.matches.length;
        if (found >= control.wanted) return true;
        if (!slice.done) return false;
      }
      return false;
    };
    let next = 0;
    const worker = async () => {
      while (next < ranges.length && !enough()) {
        const i = next++;
        await readSlice(formId, search, ranges[i]!, { ...control, enough }, progress[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(bounds.concurrency, ranges.length) }, worker));
    return progress;
  }

  return async function search(
    formId: string,
    query: SubmissionSearch,
    limit: number,
    after?: string,
  ): Promise<SubmissionSearchPage> {
    const started = Date.now();
    const deadline = started + bounds.millisPerPage;
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
    /**
     * Takes a round's slices in order up to the first unfinished one (what lies behind it was read for nothing: its
     * reads count, its matches do not); returns how many submissions the taken slices read.
     */
    const take = (progress: SliceProgress[]) => {
      let taken = 0;
      for (const [i, slice] of progress.entries()) {
        taken += slice.scanned;
        matches.push(...slice.matches);
        position = slice.position;
        if (!slice.done) {
          scanned += progress.slice(i + 1).reduce((n, p) => n + p.scanned, 0);
          break;
        }
      }
      scanned += taken;
      return taken;
    };
    if (position <= floor) return page();

    const topMs = Math.min(Date.now(), position.endsWith('~') ? Date.now() : timeOf(position));
    const [first] = await readRound(formId, query, [{ from: floor, below: position }], {
      maxPages: Math.max(bounds.pagesPerSlice, Math.ceil(bounds.firstRoundItems / (bounds.itemsPerQuery ?? Infinity))),
      maxItems: bounds.firstRoundItems,
      wanted: limit,
      deadline,
      budget: bounds.itemsPerPage,
    });
    take([first!]);
    if (first!.done || matches.length >= limit) return page();
    let perMs = first!.scanned / Math.max(1, topMs - timeOf(position));
    let width = bounds.firstRoundItems;

    while (matches.length < limit && Date.now() < deadline && scanned < bounds.itemsPerPage) {
      width = Math.min(width * bounds.growth, bounds.itemsPerPage - scanned);
      const topOfRound = timeOf(position);
      const toFloor = topOfRound - timeOf(floor) + 1;
      const slices = Math.max(1, Math.ceil(width / bounds.sliceItems));
      const spanMs = perMs > 0 ? Math.min(toFloor, Math.max(slices, Math.ceil(width / perMs))) : toFloor;
      const edges = Array.from({ length: slices + 1 }, (_, i) =>
        i === 0 ? position : boundaryId(topOfRound - Math.round((spanMs * i) / slices)),
      ).map((id) => (id < floor ? floor : id));
      const ranges = edges
        .slice(1)
        .map((from, i) => ({ from, below: edges[i]! }))
        .filter((r) => r.from < r.below);
      // A slice reads up to twice its share of the round: a burst beyond stops the round there (its cursor).
      const share = width / Math.max(1, ranges.length);
      const maxPages = Math.max(bounds.pagesPerSlice, Math.ceil((2 * share) / (bounds.itemsPerQuery ?? Infinity)));
      const read = take(
        await readRound(formId, query, ranges, {
          maxPages,
          wanted: limit - matches.length,
          deadline,
          budget: bounds.itemsPerPage - scanned,
        }),
      );
      if (position <= floor) break;
      // A round that found nothing reaches back to the floor next.
      perMs = read / Math.max(1, topOfRound - timeOf(position));
    }
    return page();
  };
}
