import { Corpus, twoStageFoldsOf, type FoldGrouping } from '../../scripts/spam-train/evaluate.js';
import { REVIEW_TRAINING } from '../../scripts/spam-train/trainer.js';
import { loadCorpus } from '@test/support/spam-corpus.js';

/**
 * One worker process of `leaveOneOutInParallel` (`spam-folds.ts`): featurizes the corpus itself (for ingest's content
 * model, and for the second stage's review model), runs the folds it is sent (each trained and calibrated here,
 * deterministic like in the parent) and sends them back.
 */
export interface FoldJob {
  by: FoldGrouping;
  group: string;
}

process.once('message', (jobs: FoldJob[]) => {
  const content = new Corpus(loadCorpus());
  const review = new Corpus(loadCorpus(), REVIEW_TRAINING);
  const results = jobs.map(({ by, group }) => ({ by, fold: twoStageFoldsOf(content, review, by, [group])[0]! }));
  process.send!(results, () => process.exit(0));
});
