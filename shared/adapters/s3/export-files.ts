import { randomUUID } from 'node:crypto';
import type { ExportFileStorage } from '@shared/domain/exports.js';
import { s3Signer, sendSigned, type S3Access } from './signed-requests.js';

/** Object keys of exports: under one prefix (a lifecycle rule on it removes old ones), never naming a person. */
export const EXPORTS_PREFIX = 'exports/';

/** An export can be tens of megabytes: its upload gets more than a small request's time. */
const PUT_TIMEOUT_MS = 60_000;

/**
 * Large exports in the files bucket: one PUT under `exports/<tenant>/<form>/<random>.csv`, then a presigned GET that
 * makes the browser save it under its file name. The key holds no e-mail address. Both requests are presigned by the
 * SDK's signer (`presign.ts`) rather than sent by the S3 client, which alone would take the export function's bundle
 * over its 400 KB budget (~125 KB).
 */
export function signedExportFiles(access: S3Access): ExportFileStorage {
  const sign = s3Signer(access);
  return {
    async publish(file, expiresInSeconds) {
      const key = `${EXPORTS_PREFIX}${file.tenantId}/${file.formId}/${randomUUID()}.csv`;
      const disposition = `attachment; filename="${file.filename}"`;
      const headers = {
        'content-type': file.contentType,
        'content-disposition': disposition,
        'cache-control': 'no-store',
      };
      await sendSigned(sign, 'PutObject', { method: 'PUT', key, headers }, file.body, PUT_TIMEOUT_MS);
      return sign({
        method: 'GET',
        key,
        query: {
          'response-content-disposition': disposition,
          'response-content-type': file.contentType,
          'x-id': 'GetObject',
        },
        expiresInSeconds,
      });
    },
  };
}
