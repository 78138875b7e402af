import { Corpus, foldsOf, type FoldGrouping } from '../../scripts/spam-train/evaluate.js';
import { loadCorpus } from '@test/support/spam-corpus.js';

/**
 * One worker process of `leaveOneOutInParallel` (`spam-folds.ts`): featurizes the corpus itself, runs the folds it
 * is sent (each trained and calibrated here, deterministic like in the parent) and sends them back.
 */
export interface FoldJob {
  by: FoldGrouping;
  group: string;
}

process.once('message', (jobs: FoldJob[]) => {
  const corpus = new Corpus(loadCorpus());
  const results = jobs.map(({ by, group }) => ({ by, fold: foldsOf(corpus, by, [group])[0]! }));
  process.send!(results, () => process.exit(0));
});
