import type { SubmissionFileStorage } from '@shared/domain/submission.js';
import { s3Signer, sendSigned, type S3Access } from './signed-requests.js';

/** Deletes in flight at once (S3 takes 3,500 DELETEs per second per prefix; one function stays far below that). */
export const PARALLEL_DELETES = 16;

/**
 * Submission files in the bucket, deleted over presigned requests without the S3 client (~125 KB of a bundle): one
 * DeleteObject per key, `PARALLEL_DELETES` in flight. S3 answers 204 for a missing key too, so a repeated delete is
 * harmless. Any refusal fails the call (the caller logs or reports it); the other deletes still run to their end.
 * docs/decisions/cost.md weighs this against one DeleteObjects per 1,000 keys.
 */
export function signedSubmissionFiles(access: S3Access, parallel = PARALLEL_DELETES): SubmissionFileStorage {
  const sign = s3Signer(access);
  const deleteOne = (key: string) => sendSigned(sign, 'DeleteObject', { method: 'DELETE', key });
  return {
    async deleteObjects(keys) {
      let next = 0;
      const worker = async () => {
        while (next < keys.length) await deleteOne(keys[next++]!);
      };
      const results = await Promise.allSettled(Array.from({ length: Math.min(parallel, keys.length) }, worker));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
