import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  foldGroups,
  twoStageFoldsOf,
  type Corpus,
  type FoldGrouping,
  type FoldResult,
  type LeaveOneOut,
} from '../../scripts/spam-train/evaluate.js';
import type { FoldJob } from './spam-fold-worker.js';

const WORKER = fileURLToPath(new URL('./spam-fold-worker.ts', import.meta.url));

/**
 * The leave-one-out evaluations of `groupings` for ingest's model and the second stage (`twoStageFoldsOf`), their
 * folds spread over one worker process per core. Folds are deterministic, so the result is the one they give in
 * process, which is what runs on a single core. `every`: only every n-th group of each grouping (a sample, for a
 * loaded machine; the bench says so when it is one).
 */
export async function leaveOneOutInParallel(
  corpus: Corpus,
  review: Corpus,
  groupings: readonly FoldGrouping[],
  every = 1,
): Promise<Record<FoldGrouping, LeaveOneOut>> {
  const workers = Math.min(availableParallelism(), 4);
  const groupsOf = (by: FoldGrouping) => foldGroups(corpus, by).filter((_, i) => i % every === 0);
  if (workers < 2)
    return Object.fromEntries(
      groupings.map((by) => [by, { folds: twoStageFoldsOf(corpus, review, by, groupsOf(by)) }]),
    ) as Record<FoldGrouping, LeaveOneOut>;
  const jobs: FoldJob[] = groupings.flatMap((by) => groupsOf(by).map((group) => ({ by, group })));
  const shares = Array.from({ length: workers }, (_, w) => jobs.filter((_, i) => i % workers === w));
  const results = (await Promise.all(shares.map(runWorker))).flat();
  const foldOf = new Map(results.map((r) => [`${r.by}/${r.fold.group}`, r.fold]));
  return Object.fromEntries(
    groupings.map((by) => [
      by,
      { folds: jobs.filter((j) => j.by === by).map((j) => foldOf.get(`${j.by}/${j.group}`)!) },
    ]),
  ) as Record<FoldGrouping, LeaveOneOut>;
}

function runWorker(jobs: FoldJob[]): Promise<{ by: FoldGrouping; fold: FoldResult }[]> {
  return new Promise((resolve, reject) => {
    // The same Node flags (tsx's loader) as this process.
    const child = fork(WORKER, [], { execArgv: process.execArgv, stdio: 'inherit' });
    let answered = false;
    child.once('message', (results) => {
      answered = true;
      resolve(results as { by: FoldGrouping; fold: FoldResult }[]);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`a spam fold worker exited with ${code} before answering`));
    });
    child.send(jobs);
  });
}
