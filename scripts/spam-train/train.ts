import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ContentModelWeights } from '@shared/domain/spam/content-model.js';
import { loadCorpus, type CorpusEntry } from '@test/support/spam-corpus.js';
import { Corpus } from './evaluate.js';
import { ALL_PITCH_CUES, DEFAULT_TRAINING, quantize } from './trainer.js';

/**
 * `npm run spam:train` (after regenerating the template corpus): trains the content model on the whole corpus
 * (test/fixtures/spam-corpus), calibrates it (`Corpus.shift`) and writes the weights the ingest function loads
 * (`shared/adapters/spam-model.weights.json`). Deterministic: the same corpus gives the same file. The bench and the
 * unit test measure a model trained the same way without the held-out split. Owners' misclassified submissions go
 * into the corpus first (docs/spam.md).
 */
export const WEIGHTS_FILE = fileURLToPath(new URL('../../shared/adapters/spam-model.weights.json', import.meta.url));

export function trainShippedModel(entries: readonly CorpusEntry[]): ContentModelWeights {
  const { weights, bias, shift } = new Corpus(entries).model(() => true);
  const spam = entries.filter((e) => e.label === 'spam').length;
  return quantize({ weights, bias }, ALL_PITCH_CUES, {
    examples: entries.length,
    spam,
    ham: entries.length - spam,
    languages: new Set(entries.map((e) => e.lang ?? 'en')).size,
    calibration_shift: shift,
    options: DEFAULT_TRAINING,
  });
}

export const weightsFile = (model: ContentModelWeights): string => `${JSON.stringify(model, null, 1)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const model = trainShippedModel(loadCorpus());
  writeFileSync(WEIGHTS_FILE, weightsFile(model));
  console.log(
    `trained on ${String(model.trained.examples)} entries, calibration shift ${String(model.trained.calibration_shift)}, in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${WEIGHTS_FILE}`,
  );
}
