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
  /** Expired submissions whose files could not be deleted in this try. */
  expiryFailed: number;
  /** What made them fail (for the log). */
  errors: { useCase: 'expiry'; error: unknown }[];
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

/** Runs every write, then fails with the first failure (Lambda then retries the whole batch). */
async function allOrFail(work: Promise<unknown>[]) {
  const failed = (await Promise.allSettled(work)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * One stream batch of submission changes through its three use cases:
 * - counters, plan usage and analytics rollups: idempotent per batch (batch ids on the items they add to); a failure
 *   throws, so Lambda retries the same batch and the items already reached refuse it;
 * - retention: deletes the files of expired submissions (deleting again is harmless); a failure is reported.
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
  if (!first || !last) return { counted: 0, expired: 0, expiryFailed: 0, errors };
  const countedThrough = await ports.countedThrough.get(first.recordId);
  const toCount = countedThrough ? changes.filter((c) => isLaterSequence(c.sequenceNumber, countedThrough)) : changes;
  if (toCount.length > 0) {
    const batchId = batchIdOf(toCount[0]!.sequenceNumber, toCount.at(-1)!.sequenceNumber);
    await allOrFail([
      countSubmissionChanges(ports, batchId, toCount),
      rollUpSubmissionChanges(ports, batchId, toCount),
    ]);
  }

  const [retryFrom] = await settleExpiries(ports, changes, errors);
  if (retryFrom) {
    const resumeAt = changes.find((c) => c.sequenceNumber === retryFrom)!;
    const through = toCount.length > 0 ? last.sequenceNumber : countedThrough!;
    await ports.countedThrough.put(resumeAt.recordId, through);
  }
  return {
    retryFrom,
    counted: toCount.length,
    expired: changes.filter((c) => c.expired).length,
    expiryFailed: retryFrom ? 1 : 0,
    errors,
  };
}
