import { DeleteObjectsCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SubmissionFileStorage } from '@shared/domain/submission.js';

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
