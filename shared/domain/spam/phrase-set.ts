import { isSpaceless, normalizeText, phrasePattern, wordAt, wordBefore, type PhraseMatcher } from './text.js';

/** Which of many phrases a text contains, each matched exactly where `phrasePattern` matches it. */
export interface PhraseSetMatcher {
  /** The indexes (in the list given) of the phrases found. */
  found(text: string): Set<number>;
}

interface PhraseEntry {
  index: number;
  /** The phrase split at its spaces: in the text, any run of spaces, hyphens and underscores stands between them. */
  words: string[];
  /** Whole words only (not for scripts written without spaces). */
  wholeWord: boolean;
}

/** Phrases by their first character, then by their second (`short`: a first word of one character). */
interface FirstCharGroup {
  short: PhraseEntry[];
  bySecond: Map<number, PhraseEntry[]>;
}

/** What `[\s\-_]` matches (one UTF-16 unit; `\s` is ECMAScript's WhiteSpace and LineTerminator). */
export function isSeparator(code: number): boolean {
  if (code === 0x20 || code === 0x2d || code === 0x5f || (code >= 0x09 && code <= 0x0d)) return true;
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Where the phrase ends when it occurs at `at` (words compared in place, greedy separator runs between), or -1. */
function matchEnd({ words }: PhraseEntry, text: string, at: number): number {
  let end = at;
  for (const [k, word] of words.entries()) {
    if (k > 0) {
      const start = end;
      while (end < text.length && isSeparator(text.charCodeAt(end))) end++;
      if (end === start) return -1;
    }
    if (!text.startsWith(word, end)) return -1;
    end += word.length;
  }
  return end;
}

/**
 * One pass over the text for a whole phrase list, with the same answers as one `phrasePattern` per phrase: phrases
 * are filed under their first two characters, and only where those occur (at the start of a word, for whole-word
 * phrases) is a phrase compared in place, then checked for a word boundary at its end. One RegExp per phrase scanned
 * the text ~330 times per submission, each with its own compiled code: ~0.1 ms of the ingest function's CPU with the
 * caches a request leaves, about two thirds of it saved. A phrase whose words could not be split this way (one
 * starting or ending with a space, or a later word with a hyphen or underscore, where a RegExp would backtrack into
 * the separator run; none of today's lists) keeps its own `phrasePattern`.
 */
export function phraseSetMatcher(phrases: readonly string[]): PhraseSetMatcher {
  const byFirst = new Map<number, FirstCharGroup>();
  const apart: { index: number; matcher: PhraseMatcher }[] = [];
  phrases.forEach((phrase, index) => {
    const normalized = normalizeText(phrase);
    const words = normalized.split(/\s+/);
    if (words[0] === '' || words.slice(1).some((word) => word === '' || isSeparator(word.charCodeAt(0)))) {
      apart.push({ index, matcher: phrasePattern(phrase) });
      return;
    }
    const entry = { index, words, wholeWord: !isSpaceless(normalized) };
    const head = words[0]!;
    const group: FirstCharGroup = byFirst.get(head.charCodeAt(0)) ?? { short: [], bySecond: new Map() };
    byFirst.set(head.charCodeAt(0), group);
    if (head.length === 1) group.short.push(entry);
    else group.bySecond.set(head.charCodeAt(1), [...(group.bySecond.get(head.charCodeAt(1)) ?? []), entry]);
  });
  return {
    found(text) {
      const found = new Set<number>();
      for (const { index, matcher } of apart) if (matcher.test(text)) found.add(index);
      for (let at = 0; at < text.length; at++) {
        const group = byFirst.get(text.charCodeAt(at));
        if (group === undefined) continue;
        const inWord = wordBefore(text, at);
        for (const entries of [group.short, group.bySecond.get(text.charCodeAt(at + 1))]) {
          for (const entry of entries ?? []) {
            if ((entry.wholeWord && inWord) || found.has(entry.index)) continue;
            const end = matchEnd(entry, text, at);
            if (end >= 0 && !(entry.wholeWord && wordAt(text, end))) found.add(entry.index);
          }
        }
      }
      return found;
    },
  };
}
