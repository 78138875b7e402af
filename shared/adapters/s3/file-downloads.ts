import { attachmentDisposition, type FileDownloadLinks } from '@shared/domain/uploads.js';
import type { SubmissionFile } from '@shared/domain/submission.js';
import type { PresignInput } from './presign.js';
import { s3Signer, type S3Access } from './signed-requests.js';

/**
 * The GET a download link presigns: S3 overrides the response headers from the query, so the browser saves the file
 * under its original name (`attachment`, never inline: an uploaded page cannot run in anyone's browser), typed as
 * finalized and not cached by anything in between. The same request as `getSignedUrl` with a `GetObjectCommand`
 * (`test/unit/s3-presign.test.ts` compares the URLs byte for byte).
 */
export function downloadRequest(file: SubmissionFile, expiresInSeconds: number): Omit<PresignInput, 'now'> {
  return {
    method: 'GET',
    key: file.storageKey,
    query: {
      'response-cache-control': 'private, no-store',
      'response-content-disposition': attachmentDisposition(file.originalName),
      'response-content-type': file.contentType,
      'x-id': 'GetObject',
    },
    expiresInSeconds,
  };
}

/**
 * Download links of submission files, presigned by the SDK's signer (`presign.ts`) without the S3 client, which
 * would add ~125 KB to the API's bundle for this one signature.
 */
export function signedFileDownloads(access: S3Access): FileDownloadLinks {
  const sign = s3Signer(access);
  return { presignGet: (file, expiresInSeconds) => sign(downloadRequest(file, expiresInSeconds)) };
}
