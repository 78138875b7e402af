import { createHash } from 'node:crypto';
import { mediaTypeEssence, type UploadObjectStorage } from '@shared/domain/uploads.js';
import { BUCKET_DEFINITION } from '@shared/infra/definition.js';
import { OWN_REQUEST_SECONDS, s3Signer, S3RequestError, send, sendSigned, type S3Access } from './signed-requests.js';

const TAGS = BUCKET_DEFINITION.uploads;
const PENDING_TAGGING = `${TAGS.tagKey}=${TAGS.pending}`;
const SUBMITTED_TAGGING = `${TAGS.tagKey}=${TAGS.submitted}`;
/** An object of up to 4 MiB sent from a Lambda: more time than the 3 s of a small request. */
const PUT_TIMEOUT_MS = 10_000;

const tagging = (value: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet><Tag>` +
      `<Key>${TAGS.tagKey}</Key><Value>${value}</Value></Tag></TagSet></Tagging>`,
  );

/**
 * Upload objects in the files bucket (ingest's side), over requests presigned by the SDK's presigner (`presign.ts`
 * says why not the S3 client).
 *
 * A presigned PUT signs `content-type`, `content-length` and `x-amz-tagging`, so S3 refuses an upload whose type or
 * size differs from what was presigned, or that drops the `pending` tag (a presigned PUT cannot carry a size range
 * as a POST policy can, so the exact size is bound instead). The local stand-in checks none of this; finalizing
 * re-checks size and type with HeadObject anyway.
 *
 * HeadObject answers 403 rather than 404 for a missing key when the caller may not list the bucket (ingest may not:
 * keys hold file names), so both mean "not uploaded".
 */
export function s3UploadObjects(access: S3Access): UploadObjectStorage {
  const sign = s3Signer(access);

  return {
    async presignPut(upload, expiresInSeconds) {
      const headers = {
        'Content-Type': upload.contentType,
        'Content-Length': String(upload.sizeBytes),
        'x-amz-tagging': PENDING_TAGGING,
      };
      const url = await sign({
        method: 'PUT',
        key: upload.storageKey,
        query: { 'x-id': 'PutObject' },
        headers,
        expiresInSeconds,
      });
      return { url, headers };
    },

    async inspect(storageKey) {
      const response = await send(
        'HeadObject',
        () => sign({ method: 'HEAD', key: storageKey, expiresInSeconds: OWN_REQUEST_SECONDS }),
        {
          method: 'HEAD',
        },
      );
      if (response.status === 404 || response.status === 403) return undefined;
      if (!response.ok) throw new S3RequestError('HeadObject', response.status);
      return {
        sizeBytes: Number(response.headers.get('content-length') ?? 0),
        contentType: mediaTypeEssence(response.headers.get('content-type')) ?? null,
      };
    },

    async markSubmitted(storageKeys) {
      const body = tagging(TAGS.submitted);
      const headers = { 'Content-MD5': createHash('md5').update(body).digest('base64') };
      await Promise.all(
        storageKeys.map((key) =>
          sendSigned(sign, 'PutObjectTagging', { method: 'PUT', key, query: { tagging: '' }, headers }, body),
        ),
      );
    },

    async storeSubmitted({ storageKey, contentType, bytes }) {
      const headers = {
        'Content-Type': contentType,
        'Content-Length': String(bytes.length),
        'x-amz-tagging': SUBMITTED_TAGGING,
      };
      const request = { method: 'PUT' as const, key: storageKey, query: { 'x-id': 'PutObject' }, headers };
      await sendSigned(sign, 'PutObject', request, bytes, PUT_TIMEOUT_MS);
    },
  };
}
