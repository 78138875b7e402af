import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ContentModelWeights } from '@shared/domain/spam/content-model.js';
import { loadCorpus, type CorpusEntry } from '@test/support/spam-corpus.js';
import { Corpus, type FirstStageFlags } from './evaluate.js';
import { strictnessShifts, type ReviewModelWeights } from '@shared/domain/spam/review-model.js';
import { ALL_PITCH_CUES, DEFAULT_TRAINING, quantize, REVIEW_TRAINING, type TrainingOptions } from './trainer.js';

/**
 * `npm run spam:train` (after regenerating the template corpus): trains the content model on the whole corpus
 * (test/fixtures/spam-corpus), calibrates it (`Corpus.model`) and writes the weights the ingest function loads
 * (`shared/adapters/spam-model.weights.json`); then the second stage's review model, the same way with its own
 * features (`shared/adapters/spam-review-model.weights.json`). Deterministic: the same corpus gives the same files. The bench and the
 * unit test measure a model trained the same way without the held-out split. Owners' misclassified submissions go
 * into the corpus first (docs/spam.md).
 */
export const WEIGHTS_FILE = fileURLToPath(new URL('../../shared/adapters/spam-model.weights.json', import.meta.url));

/** The second stage's review model (`shared/domain/spam/review-model.ts`), loaded by its own function. */
export const REVIEW_WEIGHTS_FILE = fileURLToPath(
  new URL('../../shared/adapters/spam-review-model.weights.json', import.meta.url),
);

function trainAndCalibrate(entries: readonly CorpusEntry[], options: TrainingOptions, first?: FirstStageFlags) {
  const { weights, bias, shift, shifts, flags } = new Corpus(entries, options).model(() => true, first);
  const spam = entries.filter((e) => e.label === 'spam').length;
  const record = {
    examples: entries.length,
    spam,
    ham: entries.length - spam,
    languages: new Set(entries.map((e) => e.lang ?? 'en')).size,
    calibration_shift: shift,
    ...(options.features === 'review' && { calibration_shifts: shifts }),
    options,
  };
  return { weights, bias, shifts, flags, record };
}

/** Ingest's content model, and the genuine messages of its calibration rows it flags (what the review must count). */
function trainContentModel(entries: readonly CorpusEntry[]): { model: ContentModelWeights; flags: FirstStageFlags } {
  const { weights, bias, flags, record } = trainAndCalibrate(entries, DEFAULT_TRAINING);
  return { model: quantize({ weights, bias }, ALL_PITCH_CUES, record), flags };
}

export const trainShippedModel = (entries: readonly CorpusEntry[]): ContentModelWeights =>
  trainContentModel(entries).model;

/**
 * The review model: its features and buckets on the same corpus, calibrated per strictness (`REVIEW_PROMISES`) on the
 * final verdict, so counting what ingest's content model (calibrated as `trainShippedModel` calibrates it) already
 * flags (`first`, trained here unless the caller has it): the bias is `medium`'s, and each strictness lowers the
 * log-odds by its shift beyond it.
 */
export function trainReviewModel(
  entries: readonly CorpusEntry[],
  first: FirstStageFlags = trainContentModel(entries).flags,
): ReviewModelWeights {
  const { weights, bias, shifts, record } = trainAndCalibrate(entries, REVIEW_TRAINING, first);
  const { pitch_cues: _none, ...model } = quantize({ weights, bias }, {}, record);
  return { ...model, strictness_shifts: strictnessShifts(shifts) };
}

export const weightsFile = (model: ContentModelWeights | ReviewModelWeights): string =>
  `${JSON.stringify(model, null, 1)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  // `--review`: only the review model (`--content`: only ingest's); both by default, ingest's trained once for both.
  const only = process.argv.includes('--review') ? 'review' : process.argv.includes('--content') ? 'content' : null;
  const entries = loadCorpus();
  const written = (name: string, file: string, model: ContentModelWeights | ReviewModelWeights) => {
    writeFileSync(file, weightsFile(model));
    console.log(
      `${name} model: trained on ${String(model.trained.examples)} entries, calibration shift ${String(model.trained.calibration_shift)}, ${((performance.now() - started) / 1000).toFixed(1)} s -> ${file}`,
    );
  };
  let first: FirstStageFlags | undefined;
  if (only !== 'review') {
    const content = trainContentModel(entries);
    written('content', WEIGHTS_FILE, content.model);
    first = content.flags;
  }
  if (only !== 'content') written('review', REVIEW_WEIGHTS_FILE, trainReviewModel(entries, first));
}
