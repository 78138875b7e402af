import { rollupDelta, type RollupRecord, type RollupWriter, type SubmissionChange } from '@shared/domain/analytics.js';

/**
 * Turns submission changes (stream records, oldest first) into rollup deltas and applies each exactly once.
 * Returns the sequence numbers of the records that could not be applied.
 */
export async function rollUpSubmissionChanges(
  ports: { rollups: RollupWriter },
  changes: readonly SubmissionChange[],
): Promise<string[]> {
  const records: (RollupRecord & { sequenceNumber: string })[] = [];
  for (const change of changes) {
    const delta = rollupDelta(change.before, change.after);
    if (delta) records.push({ recordId: change.recordId, sequenceNumber: change.sequenceNumber, delta });
  }
  if (records.length === 0) return [];
  const { failed } = await ports.rollups.apply(records);
  const failedIds = new Set(failed);
  return records.filter((r) => failedIds.has(r.recordId)).map((r) => r.sequenceNumber);
}
