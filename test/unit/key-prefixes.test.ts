import { expect, it } from 'vitest';
import { runtimeLinesMatching } from '@test/support/source-files.js';

/**
 * Every partition, sort-key and index-key prefix (`TENANT#`, `SUB#`, `…#S#`) is spelled in `keys.ts` alone, so
 * two entities cannot share a prefix by accident and a key is found by reading one file.
 */
const KEYS_MODULE = 'shared/adapters/dynamo/keys.ts';
/** Benchmarks that write synthetic `BENCH#` probe items (no entity) to measure a raw write's cost. */
const PROBE_WRITERS = ['bench/delivery.ts', 'bench/ingest.ts'];
const PREFIX_LITERAL = /(?:['"`]|#)[A-Z][A-Z0-9_]*#/;

it('no runtime code outside keys.ts spells a key prefix', () => {
  expect(runtimeLinesMatching(PREFIX_LITERAL, [KEYS_MODULE, ...PROBE_WRITERS])).toEqual([]);
});

it('the check finds a prefix where one is spelled', () => {
  expect(PREFIX_LITERAL.test('const key = { PK: `TENANT#${id}` };')).toBe(true);
  expect(PREFIX_LITERAL.test("queryPrefix(table, pk, 'INV#')")).toBe(true);
  expect(PREFIX_LITERAL.test('`${formPartition(id)}#S#${status}`')).toBe(true);
  expect(PREFIX_LITERAL.test("const color = '#fff';")).toBe(false);
});
