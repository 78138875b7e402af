import { describe, expect, it } from 'vitest';
import { PART_BYTES, packEntries } from '@shared/adapters/dynamo/search-index-writer.js';
import { indexedText, matchesSearch, searchFromQuery } from '@shared/domain/submission-search.js';
import { newSubmission } from '@shared/domain/submission.js';

const submission = (fields: Record<string, unknown>, submitterEmail: string | null = null) =>
  newSubmission({
    id: 'sub_01kdvdna00gg9gg1s6gfme42f7',
    tenantId: 'ten_1',
    formId: 'frm_1',
    createdAt: '2026-01-01T00:00:00.000Z',
    fields,
    submitterEmail,
    submitterIp: '203.0.113.7',
    userAgent: 'test',
    acceptLanguage: 'en',
  });

/** Text that does not compress (a deterministic sequence of letters). */
const noise = (length: number) => {
  let x = 12_345;
  return Array.from({ length }, () =>
    String.fromCharCode(97 + (((x = (x * 1_103_515_245 + 12_345) >>> 0) >>> 27) % 26)),
  ).join('');
};

describe('the search index', () => {
  it('keeps a text that contains every needle a search finds (case, compatibility forms, lists, e-mail)', () => {
    const s = submission(
      { Name: '  Ｇrüße aus KÖLN ', tags: ['Alpha', { nested: 'Beta' }], n: 42, email: 'Ada@Example.org' },
      'Ada@Example.org',
    );
    const text = indexedText(s);
    const queries = [
      { q: 'grüße aus köln' },
      { q: 'ALPHA' },
      { q: 'nested' },
      { q: '42' },
      { q: 'ada@example' },
      { field: 'Name', field_value: 'GRÜSSE AUS KÖLN' },
      { field: 'Name', field_value: 'grüße aus köln' },
      { field: 'tags', field_value: 'alpha' },
    ];
    for (const query of queries) {
      const search = searchFromQuery({ status: 'all', ...query });
      const needle = search.text ?? search.field!.value;
      if (matchesSearch(s, search)) expect(text, JSON.stringify(query)).toContain(needle);
    }
    expect(matchesSearch(s, searchFromQuery({ status: 'all', field: 'Name', field_value: 'grüße aus köln' }))).toBe(
      true,
    );
    // The e-mail field and the submitter e-mail are one line.
    expect(text.split('\n').filter((line) => line === 'ada@example.org')).toHaveLength(1);
  });

  it('packs entries in order into runs of at most one write unit, a long text alone', () => {
    const entries = Array.from({ length: 400 }, (_, i): [string, string] => [
      `sub_${String(i).padStart(26, '0')}`,
      i === 200 ? noise(5000) : `visitor ${i} says hello number ${i * 7919}`,
    ]);
    const runs = packEntries(entries);
    expect(runs.flatMap((r) => r.entries)).toEqual(entries);
    for (const run of runs) if (run.entries.length > 1) expect(run.bytes.length).toBeLessThanOrEqual(PART_BYTES);
    expect(runs.find((r) => r.entries.some(([id]) => id === entries[200]![0]))!.entries).toHaveLength(1);
    expect(runs.length).toBeLessThan(entries.length / 5);
    expect(packEntries([])).toEqual([{ entries: [], bytes: expect.any(Uint8Array) }]);
  });
});
