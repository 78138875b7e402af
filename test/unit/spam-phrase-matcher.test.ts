import { describe, expect, it } from 'vitest';
import { SPAM_PHRASES } from '@shared/domain/spam/phrases.js';
import { escapeRegExp, normalizeText, phrasePattern, submissionText } from '@shared/domain/spam/text.js';
import { loadCorpus } from '@test/support/spam-corpus.js';

/**
 * `phrasePattern` checks word boundaries in code instead of with `\p{L}\p{N}` lookarounds in every RegExp (which
 * cost most of the ingest cold start). It must match exactly where the lookaround RegExp matches.
 */
const reference = (phrase: string): RegExp => {
  const normalized = normalizeText(phrase);
  const body = escapeRegExp(normalized).replace(/\s+/g, '[\\s\\-_]+');
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(normalized)) return new RegExp(body, 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
};

const phrases = Object.values(SPAM_PHRASES).flatMap((list) => [...list.strong, ...list.weak]);

/** Each phrase alone, glued to letters, digits, an astral letter and emoji, split by `-`/`_`, and twice over. */
function edgeTexts(phrase: string): string[] {
  const p = normalizeText(phrase);
  const split = p.replace(/\s+/g, ' - ');
  return [
    p,
    `x${p}`,
    `${p}x`,
    `9${p}`,
    `${p}9`,
    `é${p}`,
    `𝑎${p}`,
    `${p}𝑎`,
    `😀${p}😀`,
    `(${p})`,
    `${p}.`,
    `-${p}-`,
    `${split}`,
    p.replace(/\s+/g, '_'),
    `x${p} ${p}`,
    `${p}x ${p}`,
    `${p}${p}`,
    `${p} ${p}x`,
    `\ud800${p}\udc00`,
  ];
}

describe('phrase matcher', () => {
  it('matches like the lookaround RegExp on edge texts of every phrase', () => {
    const mismatches: string[] = [];
    for (const phrase of phrases) {
      const fast = phrasePattern(phrase);
      const slow = reference(phrase);
      for (const text of edgeTexts(phrase))
        if (fast.test(text) !== slow.test(text)) mismatches.push(`${phrase} in ${JSON.stringify(text)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('matches like the lookaround RegExp on every corpus submission', () => {
    const texts = loadCorpus().map((entry) => submissionText(entry.fields).all);
    const mismatches: string[] = [];
    for (const phrase of phrases) {
      const fast = phrasePattern(phrase);
      const slow = reference(phrase);
      for (const [i, text] of texts.entries())
        if (fast.test(text) !== slow.test(text)) mismatches.push(`${phrase} in #${i}`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('can be asked again and again (no state left between texts)', () => {
    const matcher = phrasePattern('buy now');
    expect([
      matcher.test('please buy now'),
      matcher.test('buy nowhere'),
      matcher.test('Buy-now'.toLowerCase()),
    ]).toEqual([true, false, true]);
  });
});
