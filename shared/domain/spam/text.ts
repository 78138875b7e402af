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
}

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
  for (const [field, value] of Object.entries(fields)) {
    const parts: string[] = [];
    flatten(value, parts);
    const text = normalizeText(parts.join('\n')).trim();
    if (text !== '') values.push({ field, text });
  }
  const all = values
    .map((v) => v.text)
    .join('\n')
    .slice(0, MAX_SCANNED_CHARS);
  return { values, all, prose: all.replace(EMAIL_PATTERN, ' ') };
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

/**
 * A matcher for a phrase: whole words for alphabetic scripts (so `cbd` does not match inside `abcde`),
 * a plain substring for scripts written without spaces (Japanese, Chinese).
 */
export function phrasePattern(phrase: string): RegExp {
  const normalized = normalizeText(phrase);
  const body = escapeRegExp(normalized).replace(/\s+/g, '[\\s\\-_]+');
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(normalized)) return new RegExp(body, 'u');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}
