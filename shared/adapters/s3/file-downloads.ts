import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition, type FileDownloadLinks } from '@shared/domain/uploads.js';

/**
 * Download links of submission files: a presigned GET whose response headers are overridden, so the browser saves
 * the file under its original name (`attachment`, never inline: an uploaded page cannot run in anyone's browser), typed
 * as finalized and not cached by anything in between.
 */
export function s3FileDownloads(s3: S3Client, bucket: string): FileDownloadLinks {
  return {
    presignGet(file, expiresIn) {
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: file.storageKey,
          ResponseContentDisposition: attachmentDisposition(file.originalName),
          ResponseContentType: file.contentType,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn },
      );
    },
  };
}
