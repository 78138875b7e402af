import { rollupDelta, type RollupDelta, type RollupWriter, type SubmissionChange } from '@shared/domain/analytics.js';

/** Turns one stream batch's submission changes into rollup deltas and adds them once per batch id. */
export async function rollUpSubmissionChanges(
  ports: { rollups: RollupWriter },
  batchId: string,
  changes: readonly SubmissionChange[],
): Promise<void> {
  const deltas = changes
    .map((change) => rollupDelta(change.before, change.after))
    .filter((delta): delta is RollupDelta => delta !== null);
  if (deltas.length > 0) await ports.rollups.add(batchId, deltas);
}
