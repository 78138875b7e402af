import { PITCH_CUES, type PitchCues } from '@shared/domain/spam/pitch-cues.js';
import { WORLD_PITCH_CUES } from '@shared/domain/spam/pitch-cues-world.js';
import { pitchCueMatcher } from '@shared/domain/spam/pitch-signals.js';
import { submissionText } from '@shared/domain/spam/text.js';
import type { CorpusEntry } from '@test/support/spam-corpus.js';
import { reviewFeatures, reviewFromWeights } from '@shared/domain/spam/review-model.js';
import {
  contentFeatures,
  fromWeights,
  type ContentModel,
  type ContentModelWeights,
} from '@shared/domain/spam/content-model.js';

/**
 * Logistic regression by AdaGrad SGD over the hashed content features, L2-regularized, deterministic (the
 * example order is shuffled by a seeded generator). Used by `npm run spam:train` and by the bench's
 * leave-one-out folds.
 */
export interface TrainingExample {
  text: string;
  spam: boolean;
  /** Relative importance (SpamAssassin e-mails count less than contact-form messages). */
  weight: number;
}

/** SpamAssassin's e-mails teach vocabulary, but contact-form messages are what the model is for. */
const SOURCE_WEIGHT = { handwritten: 1.5, generated: 1, spamassassin: 0.3 } as const;

/** What the model learns from an entry: the text the scoring reads (`SubmissionText.free`). */
export const trainingExample = (entry: CorpusEntry): TrainingExample => ({
  text: submissionText(entry.fields).free,
  spam: entry.label === 'spam',
  weight: SOURCE_WEIGHT[entry.source ?? 'handwritten'],
});

export interface TrainingOptions {
  buckets: number;
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Trainings averaged, each on its own shuffle (`seed`, `seed + 101`, …). */
  runs: number;
  /** Ingest's content model (`content`) or the second stage's review model (`review`, `review-model.ts`). */
  features: FeatureSet;
}

export type FeatureSet = 'content' | 'review';

/** The feature extractor of a model. */
export const FEATURES: Record<FeatureSet, typeof contentFeatures> = {
  content: contentFeatures,
  review: reviewFeatures,
};

export const DEFAULT_TRAINING: TrainingOptions = {
  buckets: 1 << 19,
  epochs: 4,
  learningRate: 0.5,
  l2: 1e-4,
  seed: 11,
  runs: 3,
  features: 'content',
};

/**
 * The second stage's model: twice the buckets (its weights ship beside its own function, not ingest's bundle), the
 * shape features, the same training.
 */
export const REVIEW_TRAINING: TrainingOptions = { ...DEFAULT_TRAINING, buckets: 1 << 20, features: 'review' };

export interface Featurized {
  index: Uint32Array;
  value: Float32Array;
  spam: boolean;
  weight: number;
}

export const featurize = (
  examples: readonly TrainingExample[],
  buckets: number,
  features: FeatureSet = 'content',
): Featurized[] => examples.map((e) => ({ ...FEATURES[features](e.text, buckets), spam: e.spam, weight: e.weight }));

/** mulberry32: small, fast, and the same sequence on every platform (training order, generated corpus). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Trains on featurized examples: the average of `runs` trainings, each on its own shuffle. Four epochs of SGD stop
 * short of convergence, so one training carries its order's noise; the average judges unseen kinds of message better
 * (docs/spam.md).
 */
export function train(data: readonly Featurized[], options: TrainingOptions = DEFAULT_TRAINING) {
  const runs = Array.from({ length: options.runs }, (_, k) =>
    trainOnce(data, { ...options, seed: options.seed + 101 * k }),
  );
  const weights = new Float32Array(options.buckets);
  for (const run of runs) for (let i = 0; i < weights.length; i++) weights[i]! += run.weights[i]! / runs.length;
  return { weights, bias: runs.reduce((sum, run) => sum + run.bias / runs.length, 0) };
}

/** One training; the classes are balanced by weight, so the bias does not just learn the mix. */
function trainOnce(data: readonly Featurized[], options: TrainingOptions) {
  // Each bucket's weight and its sum of squared gradients side by side: one cache line per feature, not two.
  const state = new Float32Array(2 * options.buckets);
  for (let i = 1; i < state.length; i += 2) state[i] = 1e-8;
  const { l2, learningRate } = options;
  let bias = 0;
  let biasSquared = 1e-8;
  const total = (spam: boolean) => data.filter((d) => d.spam === spam).reduce((s, d) => s + d.weight, 0);
  const [spamTotal, hamTotal] = [total(true), total(false)];
  const classWeight = {
    spam: (spamTotal + hamTotal) / (2 * spamTotal),
    ham: (spamTotal + hamTotal) / (2 * hamTotal),
  };
  const order = data.map((_, i) => i);
  const random = prng(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const { index, value, spam, weight } = data[n]!;
      let z = bias;
      for (let k = 0; k < index.length; k++) z += state[2 * index[k]!]! * value[k]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - (spam ? 1 : 0)) * weight * (spam ? classWeight.spam : classWeight.ham);
      for (let k = 0; k < index.length; k++) {
        const at = 2 * index[k]!;
        const grad = g * value[k]! + l2 * state[at]!;
        state[at + 1]! += grad * grad;
        state[at]! -= (learningRate * grad) / Math.sqrt(state[at + 1]!);
      }
      biasSquared += g * g;
      bias -= (learningRate * g) / Math.sqrt(biasSquared);
    }
  }
  const weights = new Float32Array(options.buckets);
  for (let i = 0; i < weights.length; i++) weights[i] = state[2 * i]!;
  return { weights, bias };
}

/** int8 weights with one scale: a quarter of the size of float32, the same decisions to within a fraction of a percent. */
export function quantize(
  trained: { weights: Float32Array; bias: number },
  pitchCues: Record<string, PitchCues>,
  record: Record<string, unknown>,
): ContentModelWeights {
  let max = 0;
  for (const w of trained.weights) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const bytes = Buffer.alloc(trained.weights.length);
  trained.weights.forEach((w, i) => bytes.writeInt8(Math.round(w / scale), i));
  return {
    version: 1,
    buckets: trained.weights.length,
    bias: Math.round(trained.bias * 1e6) / 1e6,
    scale,
    weights: bytes.toString('base64'),
    trained: record,
    pitch_cues: pitchCues,
  };
}

/** Every language's pitch cues, as the shipped weights file carries them (`pitch-cues-world.ts`). */
export const ALL_PITCH_CUES = { ...PITCH_CUES, ...WORLD_PITCH_CUES };
const allPitchCues = pitchCueMatcher(ALL_PITCH_CUES);

export const trainedModel = (
  trained: { weights: Float32Array; bias: number },
  features: FeatureSet = 'content',
): ContentModel =>
  features === 'review'
    ? { ...reviewFromWeights(trained.weights, trained.bias), pitchCues: allPitchCues }
    : fromWeights(trained.weights, trained.bias, allPitchCues);

/** The hand-written signals alone, with every language's pitch cues: the engine without the model. */
export const RULES_ONLY: ContentModel = { probability: () => 0, pitchCues: allPitchCues };
