/**
 * Campaign fingerprints: what lets a remembered message find its near copies. A campaign sends the same pitch to
 * thousands of forms with a new sender, a new link, synonyms swapped and sentences moved; so the fingerprint reads
 * only what the visitor wrote in their own words (`SubmissionText.free`), with the parts that change from copy to
 * copy abstracted (links and bare domains → `link`, numbers → `0`, the words of short fields such as a name or a
 * company → `name`; e-mail addresses are already gone), takes its words and word pairs as shingles (words alone
 * survive moved sentences, pairs tell a message apart from another on the same subject) and keeps a MinHash
 * signature of them: the share of equal positions in two signatures estimates the Jaccard similarity of the two
 * shingle sets.
 *
 * Lookup is locality-sensitive hashing: the first `BANDS × ROWS` positions fall into `BANDS` bands, and each band's
 * values hash to a band key. Two messages share at least one band key with probability `1 − (1 − s^ROWS)^BANDS` at
 * similarity `s` (≈ 0.70 at 0.24, 0.85 at 0.3, 0.99 at 0.5): one read of the band keys finds the candidates, and the
 * full signature decides how near each one is.
 */
import { fnv1a } from './feature-hash.js';
import { FREE_TEXT_MIN_WORDS, submissionText, words, type SubmissionText } from './text.js';

/** Signature length (positions compared to estimate similarity: ± 0.04 at s = 0.3). */
export const SIGNATURE_SIZE = 128;
export const BANDS = 20;
export const ROWS = 2;
/** Fewer shingles than this (a one-liner) is too little to tell a campaign from a coincidence: no fingerprint. */
export const MIN_SHINGLES = 16;
/** Words read at most (a campaign's pitch is in its first paragraphs; the body limit bounds the rest). */
const MAX_WORDS = 600;

export interface Fingerprint {
  /** `SIGNATURE_SIZE` minimum hashes, unsigned 32-bit. */
  signature: Uint32Array;
  /** One key per band, `<band>.<hex>`: equal keys mean equal values in that band. */
  bandKeys: string[];
  /** The abstracted text's first words, the shape of the message without its sender's details. */
  sample: string;
}

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+|\b(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?:\/[^\s<>"'()[\]{}]*)?/giu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** The words of values too short to be prose (a name, a company): replaced by `name` where the message repeats them. */
function senderWords(text: SubmissionText): Set<string> {
  const found = new Set<string>();
  for (const { text: value } of text.values) {
    const own = words(value);
    if (own.length < FREE_TEXT_MIN_WORDS) for (const w of own) if (w.length > 1 && !/\d/.test(w)) found.add(w);
  }
  return found;
}

/** The abstracted tokens of what the visitor wrote (scripts without spaces: one token per character). */
export function campaignTokens(text: SubmissionText): string[] {
  const names = senderWords(text);
  const abstracted = text.free.replace(LINK, ' link ').replace(/\p{Nd}+(?:[.,]\p{Nd}+)*/gu, ' 0 ');
  const tokens: string[] = [];
  for (const word of words(abstracted)) {
    if (tokens.length >= MAX_WORDS) break;
    if (CJK.test(word)) tokens.push(...[...word].filter((c) => c.trim() !== ''));
    else tokens.push(names.has(word) ? 'name' : word.replace(/['’]/g, ''));
  }
  return tokens;
}

/** murmur3's finalizer: a bijective 32-bit mix, one per signature position by seeding. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const SEEDS = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, i) => mix(0x9e3779b9 + i * 0x632be5ab));

/** The distinct shingle hashes of a token list: each word, and each word with the next. */
function shingles(tokens: readonly string[]): Set<number> {
  const out = new Set<number>();
  tokens.forEach((token, i) => {
    out.add(fnv1a(0x51, token));
    if (i > 0) out.add(fnv1a(0x52, `${tokens[i - 1]} ${token}`));
  });
  return out;
}

/** The fingerprint of a submission's fields; null when it says too little to recognise a copy of it. */
export function fingerprintOf(fields: Record<string, unknown>, text = submissionText(fields)): Fingerprint | null {
  const tokens = campaignTokens(text);
  const hashes = shingles(tokens);
  if (hashes.size < MIN_SHINGLES) return null;
  const signature = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff);
  for (const h of hashes) {
    for (let i = 0; i < SIGNATURE_SIZE; i++) {
      const v = mix(h ^ SEEDS[i]!);
      if (v < signature[i]!) signature[i] = v;
    }
  }
  const bandKeys = Array.from({ length: BANDS }, (_, band) => {
    let h = 0x811c9dc5 ^ band;
    for (let r = 0; r < ROWS; r++) h = mix(h ^ signature[band * ROWS + r]!);
    return `${band}.${h.toString(16).padStart(8, '0')}`;
  });
  return { signature, bandKeys, sample: tokens.slice(0, 24).join(' ') };
}

/** Estimated Jaccard similarity of two fingerprints' shingle sets: the share of equal signature positions. */
export function similarity(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < SIGNATURE_SIZE; i++) if (a[i] === b[i]) same++;
  return same / SIGNATURE_SIZE;
}

/** A signature as stored (base64 of its little-endian bytes) and back; undefined for anything malformed. */
export const encodeSignature = (signature: Uint32Array): string =>
  Buffer.from(signature.buffer, signature.byteOffset, signature.byteLength).toString('base64');

export function decodeSignature(text: unknown): Uint32Array | undefined {
  if (typeof text !== 'string') return undefined;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== SIGNATURE_SIZE * 4) return undefined;
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}
