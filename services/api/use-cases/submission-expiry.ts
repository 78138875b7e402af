import type { Submission, SubmissionFileStorage, SubmissionStore } from '@shared/domain/submission.js';

/**
 * Retention deleted a submission (table TTL): take it off its form's counters once and delete its files.
 * Idempotent, because stream records can be delivered twice.
 */
export async function settleExpiredSubmission(
  ports: { submissions: SubmissionStore; files: SubmissionFileStorage },
  submission: Submission,
): Promise<'settled' | 'already'> {
  const outcome = await ports.submissions.settleExpired(submission);
  const keys = submission.files.map((f) => f.storageKey);
  if (keys.length > 0) await ports.files.deleteObjects(keys);
  return outcome;
}
