import * as z from 'zod/mini';
import { signal, type Signal } from './signals.js';
import { pitchCueMatcher, type PitchCueMatcher } from './pitch-signals.js';
import { wordCount, type SubmissionText } from './text.js';
import { fnv1a } from './feature-hash.js';

/**
 * The learned content model: logistic regression over hashed word unigrams, word bigrams and character 3–5-grams
 * of what the visitor typed (`docs/spam.md`). Character n-grams carry it across inflections, typos and scripts
 * without word boundaries; digits are folded to `0` and links to their top-level domain, so prices, phone numbers and
 * URLs generalize. Trained offline by `npm run spam:train` (`scripts/spam-train/`); the weights are data
 * (`ContentModelWeights`), loaded once by the adapter. Pure and deterministic.
 */
export const ContentModelWeightsSchema = z.object({
  version: z.custom<1>((v) => v === 1),
  /** Hash space size (a power of two). */
  buckets: z.number(),
  bias: z.number(),
  /** Weight of bucket i is `int8[i] * scale`. */
  scale: z.number(),
  /** Base64 of `buckets` signed bytes. */
  weights: z.string(),
  /** What the training saw, for the record: corpus size, seed, date. */
  trained: z.looseObject({}),
  /** The pitch cues of the languages the bundle has no room for (`pitch-cues-world.ts`), by language. */
  pitch_cues: z.optional(
    z.record(
      z.string(),
      z.object({ target: z.array(z.string()), offer: z.array(z.string()), followUp: z.array(z.string()) }),
    ),
  ),
});
export type ContentModelWeights = z.output<typeof ContentModelWeightsSchema>;

export interface ContentModel {
  /** Probability in [0, 1] that the text is spam. */
  probability(text: string): number;
  /** The pitch cues shipped with the model (every language), used by `pitch-signals.ts` instead of the bundled ones. */
  readonly pitchCues?: PitchCueMatcher;
}

/** Longest text read: the opening of a message says what it is. */
const MAX_CHARS = 4000;
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/giu;
const TOKEN = /[\p{L}\p{M}\p{N}$€£¥₽%@#]+/gu;
const WITHOUT_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

function tldOf(url: string): string {
  const host = /^(?:https?:\/\/)?([^/?#:]+)/i.exec(url)?.[1] ?? '';
  return host.split('.').at(-1) ?? '';
}

/**
 * The accents of Latin letters (`é`, `ş`, `ệ` read as `e`, `s`, `e`): the many languages written in Latin letters then
 * share more stems with each other, and a visitor who types without accents reads the same. Other scripts keep theirs
 * (Devanagari's vowel signs are marks too).
 */
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;

/** Lowercased, compatibility-normalized (NFKC, without Latin accents), digits as 0, each link as `urlx <tld>`. */
export function modelText(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .normalize('NFKD')
    .replace(LATIN_MARKS, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(URL, (url) => ` urlx urltld${tldOf(url)} `)
    .replace(/\p{Nd}/gu, '0');
}

/**
 * Character n-gram lengths: 3–5 over the words and the spaces between them, 1–3 within each run of a script written
 * without spaces (a run there is a phrase).
 */
const GRAMS = { spaced: [3, 5], spaceless: [1, 3] } as const;
/** Longest stretch of one token read for character n-grams (CJK runs can be a whole message). */
const MAX_GRAM_SPAN = 64;

/**
 * The hashed features of a text with their values: each feature present counts once (a word said twice is not twice
 * the evidence), scaled so the vector has unit length (long and short messages weigh alike). Returned as parallel
 * arrays, sorted by bucket.
 */
export function contentFeatures(text: string, buckets: number): { index: Uint32Array; value: Float32Array } {
  const mask = buckets - 1;
  const found = new Set<number>();
  const tokens = modelText(text).match(TOKEN) ?? [];
  const spaced: string[] = [];
  let previous = '';
  for (const token of tokens) {
    found.add(fnv1a(1, token) & mask);
    if (previous) found.add(fnv1a(2, `${previous} ${token}`) & mask);
    previous = token;
    if (WITHOUT_SPACES.test(token)) {
      const padded = ` ${token} `;
      const span = Math.min(padded.length, MAX_GRAM_SPAN);
      for (let n = GRAMS.spaceless[0]; n <= GRAMS.spaceless[1]; n++) {
        for (let at = 0; at + n <= span; at++) found.add(fnv1a(3 + n, padded, at, at + n) & mask);
      }
    } else spaced.push(token);
  }
  // Across word boundaries too: `we can`, `your b`, `our of` carry who offers what to whom, in any inflection.
  const line = ` ${spaced.join(' ')} `;
  for (let n = GRAMS.spaced[0]; n <= GRAMS.spaced[1]; n++) {
    for (let at = 0; at + n <= line.length; at++) found.add(fnv1a(3 + n, line, at, at + n) & mask);
  }
  found.add(fnv1a(10, `len${Math.min(6, Math.floor(Math.log2(1 + tokens.length)))}`) & mask);
  const index = Uint32Array.from(found).sort();
  return { index, value: new Float32Array(index.length).fill(index.length > 0 ? 1 / Math.sqrt(index.length) : 0) };
}

export const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/** A model over dequantized weights. */
export function contentModel(data: ContentModelWeights): ContentModel {
  const bytes = Buffer.from(data.weights, 'base64');
  if (bytes.length !== data.buckets)
    throw new Error(`content model: ${bytes.length} weights for ${data.buckets} buckets`);
  const weights = new Float32Array(data.buckets);
  for (let i = 0; i < data.buckets; i++) weights[i] = ((bytes[i]! << 24) >> 24) * data.scale;
  return fromWeights(weights, data.bias, data.pitch_cues && pitchCueMatcher(data.pitch_cues));
}

/**
 * How much the model trusts what it read: `n / (n + CONFIDENCE_WORDS)` for a text of n words. A one-liner gives it a
 * handful of features, each weighing a lot once the vector is scaled to unit length, so its evidence is shrunk toward
 * the bias (the calibrated "knows nothing" opinion): eight words count for half, a long letter nearly in full.
 */
export const CONFIDENCE_WORDS = 8;
export const confidence = (words: number): number => words / (words + CONFIDENCE_WORDS);

/** A model over raw weights (the trainer evaluates before quantizing). */
export function fromWeights(weights: Float32Array, bias: number, pitchCues?: PitchCueMatcher): ContentModel {
  return {
    ...(pitchCues && { pitchCues }),
    probability(text) {
      const { index, value } = contentFeatures(text, weights.length);
      let evidence = 0;
      for (let k = 0; k < index.length; k++) evidence += weights[index[k]!]! * value[k]!;
      return sigmoid(bias + confidence(wordCount(text)) * evidence);
    },
  };
}

/** Below this the model says nothing: its reason would only be noise in `spam_reasons`. */
export const MODEL_FLOOR = 0.2;
/**
 * The most the model weighs, however sure it is: enough to decide `medium` (0.5) and `high` alone, not `low` (0.85),
 * which stays "near-certain": there the model must agree with hand-written signals that reach 0.5 by themselves.
 */
export const MODEL_CAP = 0.7;
/** A text this short (`hi`, `test`, a lone link) says too little for the model; the other signals judge it. */
export const MODEL_MIN_WORDS = 3;

/** Whether the model has enough text to judge. */
export const modelReads = (text: SubmissionText): boolean => wordCount(text.free) >= MODEL_MIN_WORDS;

/** The signal weight of a model probability: nothing under the floor, the probability itself up to the cap. */
export const modelWeight = (p: number): number => (p < MODEL_FLOOR ? 0 : Math.min(p, MODEL_CAP));

/**
 * The model's opinion as a signal: `content_model:<percent>` (its probability) weighing that probability up to
 * `MODEL_CAP`, so alone it decides `medium` and `high` where its probability crosses their thresholds, and with other
 * signals it adds up like them.
 */
export function contentModelSignals(text: SubmissionText, model: ContentModel | undefined): Signal[] {
  if (!model || !modelReads(text)) return [];
  const p = model.probability(text.free);
  const weight = modelWeight(p);
  return weight === 0 ? [] : [signal('content_model', weight, String(Math.round(p * 100)))];
}
