import * as z from 'zod/mini';
import { confidence, contentFeatures, ContentModelWeightsSchema, sigmoid, type ContentModel } from './content-model.js';
import { fnv1a } from './feature-hash.js';
import { gibberishSignals, injectionSignals, linkSignals, phraseSignals } from './content-signals.js';
import { PITCH_CUES } from './pitch-cues.js';
import { WORLD_PITCH_CUES } from './pitch-cues-world.js';
import { applicationFeatures } from './application-cues.js';
import { cueText, personFeatures, QUESTION } from './person-cues.js';
import { requestFeatures } from './request-cues.js';
import { pitchCueMatcher, pitchSignals, type PitchCueMatcher } from './pitch-signals.js';
import { reasonOf } from './signals.js';
import type { Strictness } from './strictness.js';
import { submissionText, wordCount } from './text.js';

/**
 * The second stage's larger model (`docs/spam.md`, "Second stage"): the same logistic regression as ingest's content
 * model, over twice as many hashed buckets, with features that do not depend on the language besides the content
 * model's word and character n-grams: which scripts the text mixes (and words mixing them, as homoglyph spam does),
 * link and contact patterns (how many links, e-mail addresses, phone numbers, messenger handles), and its shape
 * (lines, capitals, exclamation marks, digits, currency signs, how many of its sentences ask something and where),
 * whose things it names (the writer's own or the reader's: `personFeatures`), whether it speaks of applying for work
 * and who does (`applicationFeatures`), which way its request goes (the writer or the reader receiving:
 * `requestFeatures`), and what the hand-written text signals make of it (`signalFeatures`), weighed
 * more than any one n-gram. It runs off the hot path, in its own function, so its weights may be larger than ingest's
 * bundle could carry. Pure and deterministic.
 */

const SCRIPTS: [string, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['han', /\p{Script=Han}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['thai', /\p{Script=Thai}/u],
];

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/giu;
const PHONE = /(?:\+|\b00)?\d[\d ()./-]{7,}\d/g;
const MESSENGER = /\b(?:t\.me|wa\.me|telegram|whatsapp|wechat|viber|signal\.me|skype|line\.me)\b/giu;
const SHORTENER = /\b(?:bit\.ly|tinyurl\.com|goo\.gl|t\.co|is\.gd|ow\.ly|cutt\.ly|rb\.gy|shorturl\.at)\//giu;
const CURRENCY = /[$€£¥₽₹]|\b(?:usd|eur|gbp|btc|usdt|eth)\b/giu;

/** `value` in buckets of powers of two (0, 1, 2-3, 4-7, …), capped: a count's order of magnitude generalizes. */
const log2Bucket = (value: number, cap: number) => Math.min(cap, value <= 0 ? 0 : 1 + Math.floor(Math.log2(value)));
/** A share in tenths. */
const tenth = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(10, Math.round((10 * part) / whole)));

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const SENTENCE_END = /(?<=[.!?。！？؟])\s+|\n+/u;
const ASKS = /[?？؟]$/u;

/**
 * How the text is built from sentences, in any language: the share of them that ask something (someone who wants
 * something from the owner asks; a pitch tells and ends on a call to action), whether one of the last three asks,
 * where the first question comes, how many sentences and how long they are, and how long its first and last
 * questions are (`questionLengths`).
 */
export function structureFeatures(text: string, words: number): string[] {
  const sentences = text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
  const asks = sentences.map((sentence) => ASKS.test(sentence));
  const first = asks.indexOf(true);
  return [
    `question_share:${tenth(asks.filter(Boolean).length, sentences.length)}`,
    `sentences:${log2Bucket(sentences.length, 5)}`,
    `sentence_words:${log2Bucket(Math.round(words / Math.max(1, sentences.length)), 5)}`,
    `ends_asking:${asks.slice(-3).some(Boolean) ? 1 : 0}`,
    `first_question:${first < 0 ? 'none' : Math.min(3, first)}`,
    ...questionLengths(text),
  ];
}

/**
 * How many words the last question has, and the first when there are more: a pitch's call to action is a short
 * question with nothing of the owner's in it (_Worth a chat?_, _Ça vaut un petit échange ?_), someone who wants
 * something asks about their own matter at length (_could you add the new team photos to our website?_).
 */
function questionLengths(text: string): string[] {
  const questions = text.match(QUESTION) ?? [];
  if (questions.length === 0) return [];
  const lengths = [`last_question_words:${log2Bucket(wordCount(questions.at(-1)!), 5)}`];
  if (questions.length > 1) lengths.push(`first_question_words:${log2Bucket(wordCount(questions[0]!), 5)}`);
  return lengths;
}

/**
 * Where a text's links sit and what they open, in any language: how many words follow the last link, whether a colon
 * introduces the first (someone who shares a file or a page shows it, _the photos are here: …_, and says little
 * after it; a pitch ends on a call to action around its link), and each link's path depth and whether it ends on a
 * file.
 */
function linkPlacement(text: string): string[] {
  const links = [...text.matchAll(LINK)];
  if (links.length === 0) return [];
  const [first, last] = [links[0]!, links.at(-1)!];
  const features = [
    `link_after_words:${log2Bucket(wordCount(text.slice(last.index + last[0].length)), 5)}`,
    `link_colon:${/[:：]\s*$/u.test(text.slice(0, first.index)) ? 1 : 0}`,
  ];
  for (const [link] of links) {
    const path = link
      .replace(/^(?:https?:\/\/)?[^/]+/iu, '')
      .split(/[?#]/u)[0]!
      .split('/')
      .filter(Boolean);
    features.push(`link_depth:${Math.min(3, path.length)}`);
    if (/\.[a-z0-9]{2,4}$/iu.test(path.at(-1) ?? '')) features.push('link_file');
  }
  return features;
}

/** The language-independent features of a text, as names (each hashed into its own family). */
export function shapeFeatures(text: string): string[] {
  const sample = text.slice(0, 4000);
  const features: string[] = [];
  const present = SCRIPTS.filter(([, pattern]) => pattern.test(sample)).map(([name]) => name);
  for (const name of present) features.push(`script:${name}`);
  features.push(`scripts:${Math.min(3, present.length)}`);
  if (present.length > 1) features.push(`script_mix:${present.slice(0, 2).join('+')}`);
  const words = sample.split(/\s+/).filter(Boolean);
  const mixedWords = words.filter(
    (w) => /\p{Script=Latin}/u.test(w) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(w),
  );
  if (mixedWords.length > 0) features.push(`mixed_words:${log2Bucket(mixedWords.length, 3)}`);
  const links = count(sample, LINK);
  features.push(`links:${log2Bucket(links, 4)}`);
  const emails = count(sample, EMAIL);
  if (emails > 0) features.push(`emails:${log2Bucket(emails, 2)}`);
  const phones = count(sample, PHONE);
  if (phones > 0) features.push(`phones:${log2Bucket(phones, 2)}`);
  if (count(sample, MESSENGER) > 0) features.push('messenger');
  if (count(sample, SHORTENER) > 0) features.push('shortener');
  if (links > 0 && (emails > 0 || phones > 0)) features.push('link_and_contact');
  const currency = count(sample, CURRENCY);
  if (currency > 0) features.push(`currency:${log2Bucket(currency, 3)}`);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  const capitals = sample.match(/\p{Lu}/gu)?.length ?? 0;
  const digits = sample.match(/\p{Nd}/gu)?.length ?? 0;
  features.push(`capitals:${tenth(capitals, letters)}`);
  features.push(`digits:${tenth(digits, letters + digits)}`);
  features.push(`exclaim:${log2Bucket(count(sample, /[!！]/gu), 3)}`);
  features.push(`question:${log2Bucket(count(sample, /[?？]/gu), 3)}`);
  features.push(`lines:${log2Bucket(sample.split(/\n+/).filter((l) => l.trim()).length, 5)}`);
  const shouted = words.filter((w) => w.length >= 3 && /^\p{Lu}+$/u.test(w)).length;
  if (shouted > 0) features.push(`shouted:${log2Bucket(shouted, 3)}`);
  const longest = words.reduce((n, w) => Math.max(n, w.length), 0);
  features.push(`longest_word:${log2Bucket(longest, 6)}`);
  features.push(...structureFeatures(sample, words.length));
  features.push(...linkPlacement(sample));
  return features;
}

let allPitchCues: PitchCueMatcher | undefined;

/**
 * What the hand-written text signals make of the text, as features: their reasons (`sales_pitch:2`, `spam_phrases:1`,
 * `links:3`, …) and the pitch cues counted per part in all twenty languages (who is addressed, what is offered, a
 * chase of an unanswered message). Each is an abstraction over the words of many languages and many sorts of
 * message, so it carries to kinds and languages the n-grams have not seen.
 */
export function signalFeatures(text: string): string[] {
  allPitchCues ??= pitchCueMatcher({ ...PITCH_CUES, ...WORLD_PITCH_CUES });
  const read = submissionText({ message: text });
  const cues = allPitchCues.count(read.prose);
  const signals = [
    ...linkSignals(read),
    ...phraseSignals(read),
    ...pitchSignals(read, allPitchCues),
    ...gibberishSignals({ message: text }, read),
    ...injectionSignals(read),
  ];
  return [
    ...signals.map((s) => `rule:${reasonOf(s)}`),
    `cues:${Math.min(2, cues.target)}:${Math.min(4, cues.offer)}:${Math.min(1, cues.followUp)}`,
    `cues_offer:${Math.min(6, cues.offer)}`,
  ];
}

/** Hash family of the shape and signal features (the content model's families use 1–10). */
const SHAPE_FAMILY = 20;

/**
 * How much more an abstract feature (shape, signal) weighs than an n-gram in the unit-length vector: among hundreds
 * of n-grams a handful of abstract features would otherwise carry little of a message's evidence, and they are what
 * carries to kinds and languages never seen (`npm run spam:quarters -- --review`: 3 and 6 alike and better than 1
 * and 12).
 */
const ABSTRACT_SCALE = 6;

/**
 * The review model's features: the content model's (word unigrams and bigrams, character n-grams, length), the shape
 * features, whose things the text names, whether it applies for work, which way it asks and the signal features, each
 * present once (the cue lists read the text once, `cueText`); an n-gram weighs 1 / √n for n features in all, an
 * abstract feature `ABSTRACT_SCALE` times that.
 */
export function reviewFeatures(text: string, buckets: number): { index: Uint32Array; value: Float32Array } {
  const content = contentFeatures(text, buckets);
  const mask = buckets - 1;
  const abstract = new Set<number>();
  const read = cueText(text);
  const abstractFeatures = [
    ...shapeFeatures(text),
    ...signalFeatures(text),
    ...personFeatures(read),
    ...applicationFeatures(read),
    ...requestFeatures(read),
  ];
  for (const feature of abstractFeatures) abstract.add(fnv1a(SHAPE_FAMILY, feature) & mask);
  const found = new Set<number>(content.index);
  for (const i of abstract) found.add(i);
  const index = Uint32Array.from(found).sort();
  const unit = index.length > 0 ? 1 / Math.sqrt(index.length) : 0;
  const value = new Float32Array(index.length);
  for (let k = 0; k < index.length; k++) value[k] = abstract.has(index[k]!) ? ABSTRACT_SCALE * unit : unit;
  return { index, value };
}

/** The review model's log-odds of a text under raw weights and a bias. */
function logOdds(weights: Float32Array, bias: number, text: string): number {
  const { index, value } = reviewFeatures(text, weights.length);
  let evidence = 0;
  for (let k = 0; k < index.length; k++) evidence += weights[index[k]!]! * value[k]!;
  return bias + confidence(wordCount(text)) * evidence;
}

/** The review model over raw weights (the trainer evaluates before quantizing). */
export function reviewFromWeights(weights: Float32Array, bias: number): ContentModel {
  return { probability: (text) => sigmoid(logOdds(weights, bias, text)) };
}

/**
 * The review model's weights file: the content model's format, and how much further each strictness lowers the
 * log-odds than `bias` (which is `medium`'s), so that each keeps the false-positive rate it promises (`docs/spam.md`,
 * "Calibrated per strictness"). Without them every strictness reads the same probability.
 */
export const ReviewModelWeightsSchema = z.extend(ContentModelWeightsSchema, {
  strictness_shifts: z.optional(z.object({ low: z.number(), medium: z.number(), high: z.number() })),
});
export type ReviewModelWeights = z.output<typeof ReviewModelWeightsSchema>;
export type StrictnessShifts = Record<Strictness, number>;

/** The shifts a weights file stores from the calibrated ones: relative to `medium`'s, which is in the bias. */
export const strictnessShifts = (shifts: StrictnessShifts): StrictnessShifts => ({
  low: shifts.low - shifts.medium,
  medium: 0,
  high: shifts.high - shifts.medium,
});

/** The review model as the second stage reads it: a text's spam probability as calibrated for a strictness. */
export interface CalibratedReviewModel {
  probability(text: string, strictness: Strictness): number;
}

/** The review model over its shipped (int8) weights. */
export function reviewModel(
  data: Pick<ReviewModelWeights, 'buckets' | 'bias' | 'scale' | 'weights' | 'strictness_shifts'>,
): CalibratedReviewModel {
  const bytes = Buffer.from(data.weights, 'base64');
  if (bytes.length !== data.buckets)
    throw new Error(`review model: ${bytes.length} weights for ${data.buckets} buckets`);
  const weights = new Float32Array(data.buckets);
  for (let i = 0; i < data.buckets; i++) weights[i] = ((bytes[i]! << 24) >> 24) * data.scale;
  const shifts = data.strictness_shifts ?? { low: 0, medium: 0, high: 0 };
  return { probability: (text, strictness) => sigmoid(logOdds(weights, data.bias - shifts[strictness], text)) };
}
