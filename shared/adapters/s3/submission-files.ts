import type { SubmissionFileStorage } from '@shared/domain/submission.js';
import { OWN_REQUEST_SECONDS, s3Signer, S3RequestError, send, type S3Access } from './signed-requests.js';

/** Deletes in flight at once (S3 takes 3,500 DELETEs per second per prefix; one function stays far below that). */
export const PARALLEL_DELETES = 16;

/**
 * Submission files in the bucket, deleted over presigned requests without the S3 client (~125 KB of a bundle): one
 * DeleteObject per key, `PARALLEL_DELETES` in flight. S3 answers 204 for a missing key too, so a repeated delete is
 * harmless. Any refusal fails the call (the caller logs or reports it); the other deletes still run to their end.
 * docs/decisions.md ("The API signs its S3 requests") weighs this against one DeleteObjects per 1,000 keys.
 */
export function signedSubmissionFiles(access: S3Access, parallel = PARALLEL_DELETES): SubmissionFileStorage {
  const sign = s3Signer(access);
  const deleteOne = async (key: string) => {
    const url = () => sign({ method: 'DELETE', key, expiresInSeconds: OWN_REQUEST_SECONDS });
    const response = await send('DeleteObject', url, { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok) throw new S3RequestError('DeleteObject', response.status);
  };
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
