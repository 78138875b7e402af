import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { submissionStore } from '@shared/adapters/dynamo/submissions.js';
import { SEARCH_READ, submissionSearch, type SearchBounds } from '@shared/adapters/dynamo/submission-search.js';
import { searchIndex } from '@shared/adapters/dynamo/search-index-writer.js';
import { backfillSearchIndex } from '@shared/adapters/dynamo/search-index-backfill.js';
import { matchesSearch, searchFromQuery, type SubmissionSearch } from '@shared/domain/submission-search.js';
import type { Submission } from '@shared/domain/submission.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { fileOf } from '@test/support/data-requests.js';
import { COUNTS_SETTLE_MS, createForm, seed, seedInBulk } from '@test/support/submissions.js';

/**
 * Search and filters on `GET /v1/forms/{id}/submissions`: every page newest first, following the cursor gives
 * exactly the submissions that match, whatever the read budget of one page, and nothing else.
 */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let formId: string;
let all: Submission[];
const DAY = 86_400_000;
const start = Date.parse('2026-01-01T00:00:00Z');

const WORDS = ['apple', 'Grüße aus Köln', 'ＦＵＬＬ width', 'Ελληνικά ΚΕΊΜΕΝΟ', 'plain text', 'İstanbul'];

beforeAll(async () => {
  app = await startTestApp({ pollers: false, tableStream: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  a = await createTestTenant(app, 'pro');
  formId = await createForm(app, a.fullKey);
  // 240 submissions over 60 days, with a burst of 80 in one minute on day 30 (a slice holding far more than its share).
  all = await seedInBulk(app, a.tenantId, formId, 240, (i) => ({
    createdAt: new Date(i >= 100 && i < 180 ? start + 30 * DAY + i * 500 : start + i * 6 * 3_600_000).toISOString(),
    status: (['received', 'verified', 'spam', 'archived'] as const)[i % 4],
    starred: i % 9 === 0,
    deletedAt: i % 17 === 0 ? new Date(start).toISOString() : null,
    files: i % 11 === 0 ? [fileOf(`uploads/${formId}/${i}/cv.pdf`)] : [],
    submitterEmail: i % 13 === 0 ? `Rare.Person${i}@Example.org` : `visitor${i}@example.com`,
    fields: {
      name: `Visitor ${i}`,
      topic: i % 5 === 0 ? 'Billing' : ['support', 'sales'],
      message: `${WORDS[i % WORDS.length]} number ${i}`,
    },
  }));
});
afterAll(() => app.stop());

/** The default read's shape, scaled down to a 240-submission form: every round, slice and budget rule is used. */
const SCALED: SearchBounds = {
  ...SEARCH_READ,
  firstRoundItems: 12,
  sliceItems: 6,
  pagesPerSlice: 1,
  itemsPerPage: 150,
  millisPerPage: 10_000,
  itemsPerQuery: 10,
};

const newestFirst = (subs: Submission[]) => subs.map((s) => s.id).sort((x, y) => (x < y ? 1 : -1));
const expected = (search: SubmissionSearch) => newestFirst(all.filter((s) => matchesSearch(s, search)));

/** Follows the API's cursors to the end; every page is newest first and within the limit. */
async function throughApi(query: Record<string, string>, limit = 7) {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const params = new URLSearchParams({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const res = await call('GET', `/v1/forms/${formId}/submissions?${params}`, { token: a.readKey });
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.items.map((s: { id: string }) => s.id));
    cursor = res.body.next_cursor ?? undefined;
  } while (cursor);
  return ids;
}

describe('search and filters', () => {
  it.each([
    [{ q: 'GRÜSSE' }, 0], // ß folds to ss only in upper case: nothing, and no error
    [{ q: 'grüße' }, 40],
    [{ q: 'full' }, 40], // full-width letters match after NFKC
    [{ q: 'κείμενο' }, 40],
    [{ q: 'rare.person' }, 16],
    [{ q: 'number 1' }, 100],
    [{ q: 'apple', status: 'inbox' }, 1],
    [{ status: 'spam', starred: 'true' }, 1],
    [{ has_files: 'true' }, 1],
    [{ has_files: 'false', status: 'trash' }, 1],
    [{ created_from: '2026-01-20', created_to: '2026-02-01T00:00:00Z' }, 1],
    [{ field: 'topic', field_value: 'billing' }, 1],
    [{ field: 'topic', field_value: 'SALES', q: 'köln', starred: 'false' }, 1],
  ])('%j finds exactly what matches, newest first, across pages', async (query, atLeast) => {
    const { starred: _s, has_files: _f, ...text } = query as Record<string, string>;
    const want = expected(searchFromQuery({ status: 'all', ...text, ...booleans(query) }));
    expect(want.length).toBeGreaterThanOrEqual(atLeast === 0 ? 0 : 1);
    expect(await throughApi(query)).toEqual(want);
  });

  it('gives the same answer whatever one page may read (slices, bursts, short pages)', async () => {
    const tight: SearchBounds = {
      firstRoundItems: 8,
      growth: 2,
      sliceItems: 5,
      concurrency: 4,
      pagesPerSlice: 2,
      itemsPerPage: 90,
      millisPerPage: 10_000,
      itemsPerQuery: 10,
    };
    const store = submissionStore(app.runtime.table, undefined, tight);
    for (const query of [{ q: 'number 1' }, { q: 'apple', status: 'verified', has_files: false }]) {
      const search = searchFromQuery({ status: 'all', ...query });
      const ids: string[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const page = await store.search(formId, search, 6, after);
        expect(page.scanned).toBeLessThanOrEqual(90 + 4 * 2 * 10);
        ids.push(...page.items.map((s) => s.id));
        after = page.nextAfter ?? undefined;
        pages++;
      } while (after);
      expect(ids, JSON.stringify(query)).toEqual(expected(search));
      expect(pages).toBeGreaterThan(1);
    }
  });

  // One test per layout: each follows every page of every query at two page sizes beside the sequential read.
  it.each<[string, () => SearchBounds]>([
    ['one slice at a time', () => ({ ...SCALED, concurrency: 1 })],
    ['four at once', () => SCALED],
    ['more at once than slices', () => ({ ...SCALED, sliceItems: 40, concurrency: 8, growth: 8 })],
  ])('gives, page by page, what reading newest first gives, reading %s', async (shape, boundsOf) => {
    const sequential = submissionStore(app.runtime.table, undefined, {
      firstRoundItems: Number.MAX_SAFE_INTEGER,
      growth: 4,
      sliceItems: Number.MAX_SAFE_INTEGER,
      concurrency: 1,
      pagesPerSlice: Number.MAX_SAFE_INTEGER,
      itemsPerPage: Number.MAX_SAFE_INTEGER,
      millisPerPage: 60_000,
      itemsPerQuery: 10,
    });
    const queries = [{ q: 'number 1' }, { q: 'köln', status: 'inbox' }, { q: 'rare.person' }, { starred: true }];
    const parallel = submissionStore(app.runtime.table, undefined, boundsOf());
    for (const query of queries) {
      for (const limit of [3, 25]) {
        const search = searchFromQuery({ status: 'all', ...query });
        const label = `${shape} ${JSON.stringify(query)} limit ${limit}`;
        const ids: string[] = [];
        let after: string | undefined;
        do {
          const [page, reference] = await Promise.all([
            parallel.search(formId, search, limit, after),
            sequential.search(formId, search, limit, after),
          ]);
          const got = page.items.map((s) => s.id);
          const want = reference.items.map((s) => s.id);
          // A full page is exactly the sequential page; a short one (its budget ran out) is the start of it.
          if (got.length === limit) expect(got, label).toEqual(want);
          else expect(got, label).toEqual(want.slice(0, got.length));
          if (page.nextAfter && reference.nextAfter && got.length === limit)
            expect(page.nextAfter, label).toBe(reference.nextAfter);
          ids.push(...got);
          after = page.nextAfter ?? undefined;
        } while (after);
        expect(ids, label).toEqual(expected(search));
      }
    }
  });

  it('finds a word only the oldest submission has', async () => {
    const form = await createForm(app, a.fullKey);
    await seedInBulk(app, a.tenantId, form, 300, (i) => ({
      createdAt: new Date(start + i * 60_000).toISOString(),
      fields: { message: i === 0 ? 'the Zebracorn arrived' : `ordinary message ${i}` },
    }));
    const res = await call('GET', `/v1/forms/${form}/submissions?q=zebracorn`, { token: a.readKey });
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { preview: { message: string } }) => s.preview.message)).toEqual([
      'the Zebracorn arrived',
    ]);
    expect(res.body.next_cursor).toBeNull();
  });

  it('answers 400 naming the parameter for filters that do not fit together', async () => {
    const get = (query: string) => call('GET', `/v1/forms/${formId}/submissions?${query}`, { token: a.readKey });
    const cases: [string, string][] = [
      ['field=topic', 'field_value'],
      ['field_value=x', 'field'],
      ['created_from=2026-02-01&created_to=2026-01-01', 'created_to'],
      ['starred=yes', 'starred'],
      ['created_from=yesterday', 'created_from'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body.error), query).toContain(field);
    }
    const first = await get('q=number&limit=1');
    const reused = await get(`q=apple&limit=1&cursor=${first.body.next_cursor}`);
    expect(reused.status).toBe(400);
  });
});

function booleans(query: Record<string, string>) {
  const out: { starred?: boolean; has_files?: boolean } = {};
  if (query.starred) out.starred = query.starred === 'true';
  if (query.has_files) out.has_files = query.has_files === 'true';
  return out;
}

/**
 * The search index the table-stream consumer keeps (packed parts of the submissions' texts): text and field searches
 * read it, and every page must be what reading every submission gives; a deleted or erased submission's text leaves it.
 */
describe('through the search index', () => {
  let streamed: LocalApp;
  let b: TestTenant;
  let form: string;
  let subs: Submission[];
  const plain = (app: LocalApp) =>
    submissionSearch(app.runtime.table, {
      ...SEARCH_READ,
      firstRoundItems: Number.MAX_SAFE_INTEGER,
      concurrency: 1,
      pagesPerSlice: Number.MAX_SAFE_INTEGER,
      itemsPerPage: Number.MAX_SAFE_INTEGER,
      millisPerPage: 60_000,
    });
  const partsOf = async (formId: string) => {
    const parts = [];
    for await (const part of searchIndex(streamed.runtime.table).partsDown(formId, 'sub_~', '', 100)) parts.push(part);
    return parts;
  };

  beforeAll(async () => {
    streamed = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
    b = await createTestTenant(streamed, 'pro');
    form = await createForm(streamed, b.fullKey);
    subs = await seed(streamed, b.tenantId, form, 200, (i) => ({
      createdAt: new Date(start + i * 3 * 3_600_000).toISOString(),
      status: (['received', 'verified', 'spam', 'archived'] as const)[i % 4],
      starred: i % 9 === 0,
      submitterEmail: i % 13 === 0 ? `Erase.Me@Example.org` : `visitor${i}@example.com`,
      fields: { topic: i % 5 === 0 ? 'Billing' : ['support', 'sales'], message: `${WORDS[i % WORDS.length]} n${i}` },
    }));
    // The consumer indexes what the stream brings; submissions written before a form's index began are backfilled.
    for (const until = Date.now() + COUNTS_SETTLE_MS; (await partsOf(form)).length === 0 && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const table = streamed.runtime.table;
    expect(await backfillSearchIndex(table, searchIndex(table), form)).toBe(200);
  });
  afterAll(() => streamed?.stop());

  const queries = [
    { q: 'köln' },
    { q: 'n1' },
    { q: 'erase.me', status: 'inbox' },
    { q: 'apple', starred: false },
    { field: 'topic', field_value: 'SALES' },
    { field: 'topic', field_value: 'billing', q: 'full', created_from: '2026-01-05', created_to: '2026-01-20' },
  ];

  it('packs many submissions a part, each part one write unit', async () => {
    const parts = await partsOf(form);
    expect(parts.reduce((n, p) => n + p.entries.length, 0)).toBe(200);
    expect(parts.length).toBeLessThan(200 / 5);
    const keys = parts.map((p) => p.key);
    expect(keys).toEqual([...keys].sort().reverse());
    // Each part holds ids from its key up to the next part's key.
    parts.forEach((p, i) =>
      p.entries.forEach(([id]) => expect(id >= p.key && (i === 0 || id < keys[i - 1]!)).toBe(true)),
    );
  });

  it('gives every page, with its cursor, what reading every submission gives', async () => {
    const indexed = submissionStore(streamed.runtime.table).search;
    const scan = plain(streamed);
    for (const query of queries) {
      for (const limit of [4, 25]) {
        const search = searchFromQuery({ status: 'all', ...query });
        const label = `${JSON.stringify(query)} limit ${limit}`;
        const ids: string[] = [];
        let after: string | undefined;
        do {
          const [page, reference] = await Promise.all([
            indexed(form, search, limit, after),
            scan(form, search, limit, after),
          ]);
          expect(
            page.items.map((s) => s.id),
            label,
          ).toEqual(reference.items.map((s) => s.id));
          if (page.items.length === limit && page.nextAfter && reference.nextAfter)
            expect(page.nextAfter, label).toBe(reference.nextAfter);
          ids.push(...page.items.map((s) => s.id));
          after = page.nextAfter ?? undefined;
        } while (after);
        expect(ids, label).toEqual(newestFirst(subs.filter((s) => matchesSearch(s, search))));
      }
    }
  });

  it('finds new submissions at once and loses erased ones from every part', async () => {
    const fresh = await seed(streamed, b.tenantId, form, 3, (i) => ({
      fields: { message: `Quokkafresh ${i}` },
      submitterEmail: 'Erase.Me@Example.org',
    }));
    const found = () =>
      call2('GET', `/v1/forms/${form}/submissions?q=quokkafresh`).then((r) =>
        r.body.items.map((s: Submission) => s.id),
      );
    // Newer than the index covers: read directly, found before and after the consumer indexes them.
    expect(await found()).toEqual(newestFirst(fresh));
    await expect
      .poll(async () => (await partsOf(form)).flatMap((p) => p.entries.map(([id]) => id)), {
        timeout: COUNTS_SETTLE_MS,
      })
      .toEqual(expect.arrayContaining(fresh.map((s) => s.id)));
    expect(await found()).toEqual(newestFirst(fresh));

    const erase = await call2('POST', `/v1/forms/${form}/data-requests/erase`, {
      submitter_email: 'erase.me@example.org',
    });
    expect(erase.status, erase.text).toBe(200);
    const erased = [...subs, ...fresh].filter((s) => s.submitterEmail === 'Erase.Me@Example.org').map((s) => s.id);
    expect(erase.body.erased).toBe(erased.length);
    await expect
      .poll(async () => JSON.stringify((await partsOf(form)).map((p) => p.entries)), { timeout: COUNTS_SETTLE_MS })
      .not.toMatch(/erase\.me|quokkafresh/);
    const left = (await partsOf(form)).flatMap((p) => p.entries.map(([id]) => id));
    expect(left.filter((id) => erased.includes(id))).toEqual([]);
    expect(left).toHaveLength(200 - erased.filter((id) => subs.some((s) => s.id === id)).length);
    expect(await found()).toEqual([]);
  });

  const call2 = (method: string, path: string, body?: unknown) =>
    client(streamed.baseUrl)(method, path, { token: b.fullKey, ...(body ? { body } : {}) });
});
