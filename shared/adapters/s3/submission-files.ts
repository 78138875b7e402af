import { DeleteObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SubmissionFileStorage } from '@shared/domain/submission.js';
import { OWN_REQUEST_SECONDS, s3Signer, S3RequestError, send, type S3Access } from './signed-requests.js';

/** DeleteObjects takes at most 1000 keys. */
const BATCH = 1000;

/**
 * Submission files in the bucket. Deleting is one DeleteObjects per 1000 keys; S3 reports missing keys as deleted,
 * so a repeated delete is harmless. Any per-key error fails the call (the caller logs and reports it).
 */
export function s3SubmissionFiles(s3: S3Client, bucket: string): SubmissionFileStorage {
  return {
    async deleteObjects(keys) {
      for (let i = 0; i < keys.length; i += BATCH) {
        const { Errors = [] } = await s3.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + BATCH).map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (Errors.length > 0)
          throw new Error(`${Errors.length} file objects could not be deleted (${Errors[0]!.Code})`);
      }
    },
  };
}

/** Deletes sent at once by `signedSubmissionFiles`. */
const PARALLEL_DELETES = 8;

/**
 * The same storage over presigned requests, without the S3 client (~125 KB of the table-stream consumer's bundle):
 * one DeleteObject per key, a few at a time. For the consumer, which deletes the few files of one expired submission
 * at a time; S3 answers 204 for a missing key too, so a repeated delete is harmless. Any refusal fails the call.
 */
export function signedSubmissionFiles(access: S3Access): SubmissionFileStorage {
  const sign = s3Signer(access);
  const deleteOne = async (key: string) => {
    const url = () => sign({ method: 'DELETE', key, expiresInSeconds: OWN_REQUEST_SECONDS });
    const response = await send('DeleteObject', url, { method: 'DELETE' });
    await response.body?.cancel();
    if (!response.ok) throw new S3RequestError('DeleteObject', response.status);
  };
  return {
    async deleteObjects(keys) {
      for (let i = 0; i < keys.length; i += PARALLEL_DELETES) {
        await Promise.all(keys.slice(i, i + PARALLEL_DELETES).map(deleteOne));
      }
    },
  };
}
