/**
 * Text views of a submission that the content signals read. Values are flattened (arrays and nested objects),
 * NFKC-normalized (full-width letters fold to ASCII) and lowercased. E-mail addresses are removed from the text
 * the link and gibberish signals see, so `anna@shop.example` is not a link.
 */
export interface SubmissionText {
  /** Each non-empty string value with the name of its top-level field. */
  values: { field: string; text: string }[];
  /** All values joined, normalized and lowercased, e-mail addresses included (for phrase and keyword search). */
  all: string;
  /** Like `all` without e-mail addresses. */
  prose: string;
  /**
   * What the visitor wrote in their own words: the string values of at least `FREE_TEXT_MIN_WORDS` words (numbers
   * do not count), e-mail addresses removed. Names, choices (`topic: ['sales', 'support']`), phone numbers and
   * one-word answers are left out: they say who wrote and what they ticked, not what the message is (the content
   * model reads only this).
   */
  free: string;
}

/** A value with fewer words is a name, a choice or a number rather than a sentence. */
export const FREE_TEXT_MIN_WORDS = 3;

const EMAIL_PATTERN = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/gu;
const MAX_SCANNED_CHARS = 20_000;

function flatten(value: unknown, out: string[], depth = 0): void {
  if (depth > 4 || out.length > 500) return;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number' || typeof value === 'boolean') out.push(String(value));
  else if (Array.isArray(value)) value.forEach((v) => flatten(v, out, depth + 1));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => flatten(v, out, depth + 1));
}

export const normalizeText = (text: string): string => text.normalize('NFKC').toLowerCase();

/** Builds the text views; scans at most the first 20 000 characters (the body limit already bounds the rest). */
export function submissionText(fields: Record<string, unknown>): SubmissionText {
  const values: SubmissionText['values'] = [];
  const sentences: string[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const parts: string[] = [];
    flatten(value, parts);
    // Normalized once each: a line break neither composes, reorders nor changes a neighbour's case (final sigma).
    const normalized = parts.map(normalizeText);
    const text = normalized.join('\n').trim();
    if (text !== '') values.push({ field, text });
    for (const part of normalized) {
      const own = part.replace(EMAIL_PATTERN, ' ').trim();
      if (wordCount(own.replace(/\p{N}+/gu, ' ')) >= FREE_TEXT_MIN_WORDS) sentences.push(own);
    }
  }
  const all = values
    .map((v) => v.text)
    .join('\n')
    .slice(0, MAX_SCANNED_CHARS);
  return {
    values,
    all,
    prose: all.replace(EMAIL_PATTERN, ' '),
    free: sentences.join('\n').slice(0, MAX_SCANNED_CHARS),
  };
}

/** Words made of letters (any script) and digits. */
export const words = (text: string): string[] => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/** Counts words the way a reader would: CJK text has no spaces, so every 2 CJK characters count as one word. */
export function wordCount(text: string): number {
  const cjk = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu) ?? []).length;
  const latin = words(
    text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' '),
  ).length;
  return latin + Math.ceil(cjk / 2);
}

/** Escapes a literal for use inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Tests a text for a phrase (`phrasePattern`). */
export interface PhraseMatcher {
  test(text: string): boolean;
}

/** A letter or digit of any script: a whole-word phrase must not touch one on either side. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The code point ending at `index` (a surrogate pair counts as one), or '' at the start. */
function codePointBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  const high = index >= 2 ? text.charCodeAt(index - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? index - 2 : index - 1, index);
}

/**
 * A matcher for a phrase: whole words for alphabetic scripts (so `cbd` does not match inside `abcde`),
 * a plain substring for scripts written without spaces (Japanese, Chinese).
 *
 * The whole-word check is done here rather than as `(?<![\p{L}\p{N}])…(?![\p{L}\p{N}])` in each RegExp: V8 builds
 * the Unicode classes for every such RegExp (~0.4 ms each), which for the ~600 phrase and cue patterns was most of
 * the ingest function's cold start. Every place the phrase occurs is tried, overlapping ones included, as the
 * lookarounds would.
 */
export function phrasePattern(phrase: string): PhraseMatcher {
  const normalized = normalizeText(phrase);
  const body = escapeRegExp(normalized).replace(/\s+/g, '[\\s\\-_]+');
  if (isSpaceless(normalized)) return new RegExp(body, 'u');
  const search = new RegExp(body, 'gu');
  return {
    test(text) {
      search.lastIndex = 0;
      for (let match = search.exec(text); match; match = search.exec(text)) {
        if (!wordBefore(text, match.index) && !wordAt(text, match.index + match[0].length)) return true;
        search.lastIndex = match.index + (text.codePointAt(match.index)! > 0xffff ? 2 : 1);
      }
      return false;
    },
  };
}

/** Whether a phrase is in a script written without spaces (matched as a plain substring). */
export const isSpaceless = (phrase: string): boolean => CJK.test(phrase);

/** Whether the code point ending at `index` is a letter or digit. */
export const wordBefore = (text: string, index: number): boolean => WORD_CHARACTER.test(codePointBefore(text, index));

/** Whether the code point starting at `index` is a letter or digit (false at the end). */
export const wordAt = (text: string, index: number): boolean =>
  index < text.length && WORD_CHARACTER.test(String.fromCodePoint(text.codePointAt(index)!));
