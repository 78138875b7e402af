import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportFileStorage } from '@shared/domain/exports.js';

/** Object keys of exports: under one prefix (a lifecycle rule on it removes old ones), never naming a person. */
export const EXPORTS_PREFIX = 'exports/';

/**
 * Large exports in the files bucket: one PutObject under `exports/<tenant>/<form>/<random>.csv`, then a presigned
 * GET that makes the browser save it under its file name. The key holds no e-mail address.
 */
export function s3ExportFiles(s3: S3Client, bucket: string): ExportFileStorage {
  return {
    async publish(file, expiresInSeconds) {
      const Key = `${EXPORTS_PREFIX}${file.tenantId}/${file.formId}/${randomUUID()}.csv`;
      const disposition = `attachment; filename="${file.filename}"`;
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: file.body,
          ContentType: file.contentType,
          ContentDisposition: disposition,
          CacheControl: 'no-store',
        }),
      );
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key,
          ResponseContentType: file.contentType,
          ResponseContentDisposition: disposition,
        }),
        { expiresIn: expiresInSeconds },
      );
    },
  };
}
