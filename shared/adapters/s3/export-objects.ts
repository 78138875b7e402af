import type { ExportObjects } from '@shared/domain/submission-exports.js';
import type { PresignInput } from './presign.js';
import { OWN_REQUEST_SECONDS, S3RequestError, s3Signer, send, sendSigned, type S3Access } from './signed-requests.js';

/** A part of up to ~16 MiB gets more than a small request's time. */
const PART_TIMEOUT_MS = 120_000;

/** S3 refuses a multipart upload whose parts but the last are smaller (`EntityTooSmall`). */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The first `<tag>` text of an S3 XML answer. */
const tagOf = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/**
 * Export files in the files bucket as S3 multipart uploads, each request presigned by the SDK's signer and sent with
 * `fetch` (`signed-requests.ts`: no S3 client in any function's bundle). The upload carries the file's type and
 * `Content-Disposition`, so the finished object downloads under its name; the download link repeats both.
 */
export function signedExportObjects(access: S3Access): ExportObjects {
  const sign = s3Signer(access);
  const call = async (
    operation: string,
    request: Omit<PresignInput, 'now' | 'expiresInSeconds'>,
    body?: RequestInit['body'],
    timeoutMs?: number,
  ) => {
    const url = () => sign({ ...request, expiresInSeconds: OWN_REQUEST_SECONDS });
    const response = await send(operation, url, { method: request.method, headers: request.headers, body }, timeoutMs);
    const text = await response.text();
    // CompleteMultipartUpload may answer 200 with an error in its body.
    if (!response.ok || text.includes('<Error>'))
      throw new S3RequestError(operation, response.ok ? 500 : response.status);
    return { text, etag: response.headers.get('etag') };
  };
  const disposition = (filename: string) => `attachment; filename="${filename}"`;
  return {
    async startUpload(key, file) {
      const headers = {
        'content-type': file.contentType,
        'content-disposition': disposition(file.filename),
        'cache-control': 'no-store',
      };
      const { text } = await call('CreateMultipartUpload', { method: 'POST', key, headers, query: { uploads: '' } });
      const uploadId = tagOf(text, 'UploadId');
      if (!uploadId) throw new S3RequestError('CreateMultipartUpload', 500);
      return uploadId;
    },
    async uploadPart(key, uploadId, number, body) {
      const query = { partNumber: String(number), uploadId, 'x-id': 'UploadPart' };
      const { etag } = await call('UploadPart', { method: 'PUT', key, query }, body, PART_TIMEOUT_MS);
      if (!etag) throw new S3RequestError('UploadPart', 500);
      return { number, etag, size: body.length };
    },
    async completeUpload(key, uploadId, parts) {
      const body =
        '<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
        parts.map((p) => `<Part><PartNumber>${p.number}</PartNumber><ETag>${xmlText(p.etag)}</ETag></Part>`).join('') +
        '</CompleteMultipartUpload>';
      const headers = { 'content-type': 'application/xml' };
      await call(
        'CompleteMultipartUpload',
        { method: 'POST', key, headers, query: { uploadId } },
        body,
        PART_TIMEOUT_MS,
      );
    },
    async putObject(key, body) {
      await sendSigned(sign, 'PutObject', { method: 'PUT', key }, body, PART_TIMEOUT_MS);
    },
    async getObject(key) {
      const url = () => sign({ method: 'GET', key, expiresInSeconds: OWN_REQUEST_SECONDS });
      const response = await send('GetObject', url, { method: 'GET' }, PART_TIMEOUT_MS);
      if (!response.ok) {
        await response.body?.cancel();
        throw new S3RequestError('GetObject', response.status);
      }
      return Buffer.from(await response.arrayBuffer());
    },
    downloadUrl(key, file, expiresInSeconds) {
      return sign({
        method: 'GET',
        key,
        query: {
          'response-content-disposition': disposition(file.filename),
          'response-content-type': file.contentType,
          'x-id': 'GetObject',
        },
        expiresInSeconds,
      });
    },
  };
}
