import type { Submission, SubmissionFileStorage } from '@shared/domain/submission.js';

/**
 * Retention deleted a submission (table TTL): delete its files. Its form counters follow from the same stream record
 * (`submission-counts.ts`). Idempotent: deleting missing objects is not an error.
 */
export async function settleExpiredSubmission(
  ports: { files: SubmissionFileStorage },
  submission: Submission,
): Promise<'settled'> {
  const keys = submission.files.map((f) => f.storageKey);
  if (keys.length > 0) await ports.files.deleteObjects(keys);
  return 'settled';
}
