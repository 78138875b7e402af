import { pathToFileURL } from 'node:url';
import { STRICTNESS_THRESHOLDS } from '@shared/domain/spam/strictness.js';
import { idHash, isHeldOut, loadCorpus, type CorpusEntry } from '@test/support/spam-corpus.js';
import { REVIEW_TRAINING } from './trainer.js';
import { Corpus, engineScore, groupOf, type FoldGrouping, type ScoredRow } from './evaluate.js';

/**
 * `npm run spam:quarters`: how well the engine ranks messages of kinds (languages) it has never seen, on the
 * training split alone, for comparing model and feature choices without touching the held-out split or the bench's
 * folds (docs/spam.md). The generated kinds (languages) fall into four quarters by a hash of their name; each
 * quarter's messages are scored by a model trained without it (4 trainings), and the pooled rows give the whole
 * engine's `medium` catch at 1 / 1.5 / 2 % false positives, each at its best shift (no calibration: this compares
 * rankings), and the genuine messages of the kinds left out flagged at the shipped `medium` shift, per kind. Two
 * different quarterings, because one quarter's luck moves a figure by about a point. `--review`
 * measures the second stage's review model the same way.
 */
const FALSE_POSITIVE_RATES = [0.01, 0.015, 0.02];
const QUARTERINGS = ['calkind:', 'qB:'];
/**
 * The shift at which the genuine messages flagged per kind are listed: fixed, so that runs compare, near the shipped
 * review model's `medium`.
 */
const FLAGGED_SHIFT = 0.75;
/** Shifts of the model's log-odds tried, in steps of 1/32. */
const SHIFTS = Array.from({ length: 200 }, (_, i) => i / 32 - 1);

function quarterRows(corpus: Corpus, by: FoldGrouping, quartering: string): ScoredRow[] {
  const group = groupOf(by);
  const quarterOf = (e: CorpusEntry) => (e.source === 'generated' ? idHash(`${quartering}${group(e)}`) % 4 : undefined);
  return [0, 1, 2, 3].flatMap((quarter) => {
    const tested = corpus.entries.flatMap((e, i) => (!isHeldOut(e) && quarterOf(e) === quarter ? [i] : []));
    return corpus.scored(
      tested,
      corpus.train((e) => !isHeldOut(e) && quarterOf(e) !== quarter),
    );
  });
}

/** The genuine messages flagged at `medium` at one shift, per kind, most first. */
export function flaggedPerKind(rows: readonly ScoredRow[], shift: number): string {
  const flagged = new Map<string, number>();
  for (const r of rows) {
    if (r.entry.label === 'spam' || engineScore(r, shift) < STRICTNESS_THRESHOLDS.medium) continue;
    const kind = r.entry.kind ?? 'unknown';
    flagged.set(kind, (flagged.get(kind) ?? 0) + 1);
  }
  return [...flagged]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${String(n)}`)
    .join(', ');
}

/** The best `medium` catch among the shifts whose false-positive rate stays within each of `FALSE_POSITIVE_RATES`. */
export function catchAtFalsePositives(rows: readonly ScoredRow[]): number[] {
  const spam = rows.filter((r) => r.entry.label === 'spam').length;
  const ham = rows.length - spam;
  const points = SHIFTS.map((shift) => {
    let [caught, flagged] = [0, 0];
    for (const r of rows) {
      if (engineScore(r, shift) < STRICTNESS_THRESHOLDS.medium) continue;
      if (r.entry.label === 'spam') caught++;
      else flagged++;
    }
    return { catch: caught / spam, fpr: flagged / ham };
  });
  return FALSE_POSITIVE_RATES.map((rate) => Math.max(0, ...points.filter((p) => p.fpr <= rate).map((p) => p.catch)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  // `--review`: the second stage's review model (its features and training data) instead of ingest's.
  const review = process.argv.includes('--review');
  const corpus = review ? new Corpus(loadCorpus(), REVIEW_TRAINING) : new Corpus(loadCorpus());
  const pct = (n: number) => `${(n * 100).toFixed(1)}`;
  console.log(
    `medium catch (%) at ${FALSE_POSITIVE_RATES.map(pct).join(' / ')} % false positives, training split only:`,
  );
  for (const by of ['kind', 'lang'] as const) {
    const rows = QUARTERINGS.map((quartering) => quarterRows(corpus, by, quartering));
    const figures = rows.map((r, q) => `${QUARTERINGS[q]!} ${catchAtFalsePositives(r).map(pct).join(' / ')}`);
    console.log(`  ${by === 'kind' ? 'kinds' : 'languages'} left out by quarters: ${figures.join('   ')}`);
    if (by === 'kind')
      console.log(
        `  genuine flagged at shift ${String(FLAGGED_SHIFT)}, ${QUARTERINGS[0]!} ${flaggedPerKind(rows[0]!, FLAGGED_SHIFT)}`,
      );
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
