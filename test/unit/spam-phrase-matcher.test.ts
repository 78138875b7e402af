import { describe, expect, it } from 'vitest';
import { PHRASES, phraseSignals } from '@shared/domain/spam/content-signals.js';
import { isSeparator, phraseSetMatcher, type PhraseSetMatcher } from '@shared/domain/spam/phrase-set.js';
import { escapeRegExp, normalizeText, phrasePattern, submissionText } from '@shared/domain/spam/text.js';
import { loadCorpus } from '@test/support/spam-corpus.js';

/**
 * `phrasePattern` checks word boundaries in code instead of with `\p{L}\p{N}` lookarounds in every RegExp (which
 * cost most of the ingest cold start), and `phraseSetMatcher` finds a whole list in one pass over the text. Both
 * must match exactly where the lookaround RegExp of each phrase matches.
 */
const reference = (phrase: string): RegExp => {
  const normalized = normalizeText(phrase);
  const body = escapeRegExp(normalized).replace(/\s+/g, '[\\s\\-_]+');
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(normalized)) return new RegExp(body, 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
};

const phrases = PHRASES.map((p) => p.phrase);

/** The phrases a text contains, one lookaround RegExp per phrase (what scoring did before `phraseSetMatcher`). */
const referenceSet = (list: readonly string[]): PhraseSetMatcher => {
  const patterns = list.map(reference);
  return { found: (text) => new Set(patterns.flatMap((pattern, i) => (pattern.test(text) ? [i] : []))) };
};

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

  it('finds, in one pass, the phrases the lookaround RegExps find, on edge texts of every phrase', () => {
    // Beside the lists: phrases the one pass leaves to their own RegExp (a later word starting with a hyphen or an
    // underscore, a leading space), a one-letter first word, a hyphen before a space, a CJK phrase with a space.
    const list = [...phrases, 'x -y', 'a _b c', ' lead in', 'i wrote', 'q- r', '副業 無料'];
    const fast = phraseSetMatcher(list);
    const slow = referenceSet(list);
    const mismatches: string[] = [];
    for (const text of list.flatMap(edgeTexts)) {
      const [a, b] = [[...fast.found(text)].sort(), [...slow.found(text)].sort()];
      if (JSON.stringify(a) !== JSON.stringify(b)) mismatches.push(`${JSON.stringify(text)}: ${a} vs ${b}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives every corpus submission the phrase signals the lookaround RegExps give it', () => {
    const slow = referenceSet(phrases);
    const mismatches: string[] = [];
    for (const entry of loadCorpus()) {
      const text = submissionText(entry.fields);
      const [fast, expected] = [phraseSignals(text), phraseSignals(text, slow)];
      if (JSON.stringify(fast) !== JSON.stringify(expected)) mismatches.push(entry.id);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('treats as a separator exactly what `[\\s\\-_]` matches', () => {
    const differ = Array.from({ length: 0x10000 }, (_, code) => code).filter(
      (code) => isSeparator(code) !== /[\s\-_]/u.test(String.fromCharCode(code)),
    );
    expect(differ).toEqual([]);
  });

  it('can be asked again and again (no state left between texts)', () => {
    const matcher = phrasePattern('buy now');
    expect([
      matcher.test('please buy now'),
      matcher.test('buy nowhere'),
      matcher.test('Buy-now'.toLowerCase()),
    ]).toEqual([true, false, true]);
  });
});
