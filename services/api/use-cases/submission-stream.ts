import type { RollupWriter } from '@shared/domain/analytics.js';
import { createdEventOf, type EventPublisher } from '@shared/domain/events.js';
import { isTrashed, type SubmissionFileStorage } from '@shared/domain/submission.js';
import {
  batchIdOf,
  isLaterSequence,
  type CountedThroughStore,
  type StreamedSubmissionChange,
} from '@shared/domain/submission-stream.js';
import { rollUpSubmissionChanges } from './analytics-rollup.js';
import { countSubmissionChanges, type CountPorts } from './submission-counts.js';
import { indexSubmissionChanges, type SearchIndexPorts } from './search-index.js';
import { settleExpiredSubmission } from './submission-expiry.js';

export interface SubmissionStreamPorts extends CountPorts, SearchIndexPorts {
  countedThrough: CountedThroughStore;
  rollups: RollupWriter;
  files: SubmissionFileStorage;
  events: EventPublisher;
}

export interface SubmissionStreamResult {
  /** The sequence number Lambda must resume the shard from (the earliest failed record); none when all is done. */
  retryFrom?: string;
  counted: number;
  /** Of the submissions counted in this try, those newly stored: all, as spam, locked for quota. */
  stored: StoredOutcomes;
  /** Forms whose search index this batch wrote. */
  indexedForms: number;
  /** Submissions that became deliverable and whose `submission.created` event was queued in this try. */
  announced: number;
  expired: number;
  /** Expired submissions whose files could not be deleted in this try. */
  expiryFailed: number;
  /** What made them fail (for the log). */
  errors: { useCase: 'announce' | 'expiry'; error: unknown }[];
}

export interface StoredOutcomes {
  accepted: number;
  spam: number;
  locked: number;
}

/** The new submissions among `changes` by how they were stored (the form posts ingest accepted). */
export function storedOutcomes(changes: readonly StreamedSubmissionChange[]): StoredOutcomes {
  const stored = changes.flatMap(({ before, after }) => (before === null && after !== null ? [after] : []));
  return {
    accepted: stored.length,
    spam: stored.filter((s) => s.status === 'spam').length,
    locked: stored.filter((s) => s.locked).length,
  };
}

/**
 * Events per publish call (one SendMessageBatch): a refused call sends the stream back to its first submission, not to
 * the batch's first, so a batch of 1,000 makes progress even while some requests fail.
 */
const ANNOUNCE_CHUNK = 10;

/**
 * A submission becomes deliverable when it is stored unlocked, or when the sweeper unlocks an over-quota one that is
 * not in the trash (trashed submissions are not delivered).
 */
const becameDeliverable = ({ before, after }: StreamedSubmissionChange): boolean =>
  after !== null && !after.locked && (before === null || (before.locked && !isTrashed(after)));

/**
 * Queues the `submission.created` event of every submission that became deliverable. The stream is the outbox: the
 * event follows the stored item, never the other way round. On failure, the sequence number of the first submission
 * of the earliest refused chunk, so the retry announces from it again (events already queued after it come again
 * with the same ids, and fan-out makes no second delivery).
 */
async function announceNew(
  ports: SubmissionStreamPorts,
  changes: readonly StreamedSubmissionChange[],
  errors: SubmissionStreamResult['errors'],
): Promise<{ announced: number; retryFrom?: string }> {
  const fresh = changes
    .filter(becameDeliverable)
    .map((c) => ({ from: c.sequenceNumber, event: createdEventOf(c.after!) }));
  const chunks: (typeof fresh)[] = [];
  for (let i = 0; i < fresh.length; i += ANNOUNCE_CHUNK) chunks.push(fresh.slice(i, i + ANNOUNCE_CHUNK));
  const sent = await Promise.allSettled(chunks.map((chunk) => ports.events.publish(chunk.map((c) => c.event))));
  const announced = chunks.reduce((n, chunk, i) => n + (sent[i]!.status === 'fulfilled' ? chunk.length : 0), 0);
  const failed = sent.findIndex((result) => result.status === 'rejected');
  if (failed === -1) return { announced };
  errors.push({ useCase: 'announce', error: (sent[failed] as PromiseRejectedResult).reason });
  return { announced, retryFrom: chunks[failed]![0]!.from };
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
 * One stream batch of submission changes through its five use cases:
 * - counters, plan usage and analytics rollups: idempotent per batch (batch ids on the items they add to); a failure
 *   throws, so Lambda retries the same batch and the items already reached refuse it;
 * - the forms' search indexes: idempotent writes, a failure throws likewise;
 * - new submissions' events (`announceNew`) and retention, which deletes the files of expired submissions: both
 *   harmless to repeat; a failure is reported from the earliest record that failed.
 * The events go out while the batch is counted. A record reported failed makes Lambda re-deliver the shard from it in
 * a new batch (new batch id), so before reporting, the last counted sequence number is stored under that record and
 * the retry counts only what follows it. When that store fails, the whole batch fails instead (same batch again).
 */
export async function consumeSubmissionChanges(
  ports: SubmissionStreamPorts,
  changes: readonly StreamedSubmissionChange[],
): Promise<SubmissionStreamResult> {
  const first = changes[0];
  const last = changes.at(-1);
  const errors: SubmissionStreamResult['errors'] = [];
  if (!first || !last)
    return {
      counted: 0,
      stored: storedOutcomes([]),
      indexedForms: 0,
      announced: 0,
      expired: 0,
      expiryFailed: 0,
      errors,
    };
  const announcing = announceNew(ports, changes, errors);
  const countedThrough = await ports.countedThrough.get(first.recordId);
  const toCount = countedThrough ? changes.filter((c) => isLaterSequence(c.sequenceNumber, countedThrough)) : changes;
  // The search index is written idempotently: the whole batch each try, whatever was counted before.
  const batchId = toCount.length > 0 && batchIdOf(toCount[0]!.sequenceNumber, toCount.at(-1)!.sequenceNumber);
  const indexing = indexSubmissionChanges(ports, changes);
  await allOrFail([
    ...(batchId
      ? [countSubmissionChanges(ports, batchId, toCount), rollUpSubmissionChanges(ports, batchId, toCount)]
      : []),
    indexing,
  ]);
  const indexedForms = await indexing;

  const [expiryRetry] = await settleExpiries(ports, changes, errors);
  const { announced, retryFrom: announceRetry } = await announcing;
  const retryFrom =
    announceRetry && expiryRetry && isLaterSequence(announceRetry, expiryRetry)
      ? expiryRetry
      : (announceRetry ?? expiryRetry);
  if (retryFrom) {
    const resumeAt = changes.find((c) => c.sequenceNumber === retryFrom)!;
    const through = toCount.length > 0 ? last.sequenceNumber : countedThrough!;
    await ports.countedThrough.put(resumeAt.recordId, through);
  }
  return {
    retryFrom,
    counted: toCount.length,
    stored: storedOutcomes(toCount),
    indexedForms,
    announced,
    expired: changes.filter((c) => c.expired).length,
    expiryFailed: expiryRetry ? 1 : 0,
    errors,
  };
}
