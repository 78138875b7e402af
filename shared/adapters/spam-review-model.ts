import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ReviewModel } from '@shared/domain/spam/final-verdict.js';
import { reviewModel, ReviewModelWeightsSchema, type CalibratedReviewModel } from '@shared/domain/spam/review-model.js';

/**
 * The second stage's review model (`npm run spam:train` writes its weights). The file lives beside this module in the
 * source tree and beside `index.mjs` in the spam-review function's bundle (`files` in lib/bundling.ts), and is read
 * once per instance, on the first batch; never from the network. A file that cannot be read fails that batch's
 * review (the batch falls back to ingest's verdicts) and is tried again on the next.
 */
export const REVIEW_WEIGHTS_FILE_NAME = 'spam-review-model.weights.json';

let loading: Promise<CalibratedReviewModel> | undefined;

async function load(): Promise<CalibratedReviewModel> {
  const path = fileURLToPath(new URL(`./${REVIEW_WEIGHTS_FILE_NAME}`, import.meta.url));
  return reviewModel(ReviewModelWeightsSchema.parse(JSON.parse(await readFile(path, 'utf8'))));
}

function model(): Promise<CalibratedReviewModel> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The packaged review model as the second stage's port. */
export const packagedReviewModel: ReviewModel = {
  async probabilities(texts, strictnesses) {
    const loaded = await model();
    return texts.map((text, i) => loaded.probability(text, strictnesses[i] ?? 'medium'));
  },
};
