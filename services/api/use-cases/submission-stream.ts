import type { RollupWriter } from '@shared/domain/analytics.js';
import type { SubmissionFileStorage } from '@shared/domain/submission.js';
import {
  batchIdOf,
  isLaterSequence,
  type CountedThroughStore,
  type StreamedSubmissionChange,
} from '@shared/domain/submission-stream.js';
import { rollUpSubmissionChanges } from './analytics-rollup.js';
import { countSubmissionChanges, type CountPorts } from './submission-counts.js';
import { settleExpiredSubmission } from './submission-expiry.js';

export interface SubmissionStreamPorts extends CountPorts {
  countedThrough: CountedThroughStore;
  rollups: RollupWriter;
  files: SubmissionFileStorage;
}

export interface SubmissionStreamResult {
  /** The sequence number Lambda must resume the shard from (the earliest failed record); none when all is done. */
  retryFrom?: string;
  counted: number;
  expired: number;
  /** Records the rollups and the expiry could not apply in this try. */
  rollupsFailed: number;
  expiryFailed: number;
  /** What made them fail (for the log). */
  errors: { useCase: 'rollups' | 'expiry'; error: unknown }[];
}

/** Sequence numbers of expired submissions whose files could not be deleted; stops at the first (the rest comes again). */
async function settleExpiries(
  ports: SubmissionStreamPorts,
  changes: readonly StreamedSubmissionChange[],
  errors: SubmissionStreamResult['errors'],
) {
  for (const change of changes.filter((c) => c.expired)) {
    try {
      await settleExpiredSubmission(ports, change.before!);
    } catch (error) {
      errors.push({ useCase: 'expiry', error });
      return [change.sequenceNumber];
    }
  }
  return [];
}

const earliest = (sequences: readonly string[]) =>
  sequences.reduce<string | undefined>((min, s) => (min === undefined || isLaterSequence(min, s) ? s : min), undefined);

/**
 * One stream batch of submission changes through its three use cases, each with its own once-only rule:
 * - counters and plan usage: idempotent per batch (batch ids on the counter items); a failure throws, so Lambda
 *   retries the same batch and the counter items already reached refuse it;
 * - analytics rollups: idempotent per record (applied-record markers); failed records are reported;
 * - retention: deletes the files of expired submissions (deleting again is harmless); failures are reported.
 * Counting runs first, over the whole batch. A record reported failed makes Lambda re-deliver the shard from it in a
 * new batch (new batch id), so before reporting, the last counted sequence number is stored under that record and
 * the retry counts only what follows it. When that store fails, the whole batch fails instead (same batch again).
 */
export async function consumeSubmissionChanges(
  ports: SubmissionStreamPorts,
  changes: readonly StreamedSubmissionChange[],
): Promise<SubmissionStreamResult> {
  const first = changes[0];
  const last = changes.at(-1);
  const errors: SubmissionStreamResult['errors'] = [];
  if (!first || !last) return { counted: 0, expired: 0, rollupsFailed: 0, expiryFailed: 0, errors };
  const countedThrough = await ports.countedThrough.get(first.recordId);
  const toCount = countedThrough ? changes.filter((c) => isLaterSequence(c.sequenceNumber, countedThrough)) : changes;
  if (toCount.length > 0) {
    const batchId = batchIdOf(toCount[0]!.sequenceNumber, toCount.at(-1)!.sequenceNumber);
    await countSubmissionChanges(ports, batchId, toCount);
  }

  const [rollupFailures, expiryFailures] = await Promise.all([
    rollUpSubmissionChanges(ports, changes).catch((error: unknown) => {
      errors.push({ useCase: 'rollups', error });
      return changes.map((c) => c.sequenceNumber);
    }),
    settleExpiries(ports, changes, errors),
  ]);
  const retryFrom = earliest([...rollupFailures, ...expiryFailures]);
  if (retryFrom) {
    const resumeAt = changes.find((c) => c.sequenceNumber === retryFrom)!;
    const through = toCount.length > 0 ? last.sequenceNumber : countedThrough!;
    await ports.countedThrough.put(resumeAt.recordId, through);
  }
  return {
    retryFrom,
    counted: toCount.length,
    expired: changes.filter((c) => c.expired).length,
    rollupsFailed: rollupFailures.length,
    expiryFailed: expiryFailures.length,
    errors,
  };
}
