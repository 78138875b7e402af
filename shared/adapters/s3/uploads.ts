import { createHash } from 'node:crypto';
import { mediaTypeEssence, type UploadObjectStorage } from '@shared/domain/uploads.js';
import { BUCKET_DEFINITION } from '@shared/infra/definition.js';
import { presignS3Url, type S3Credentials, type S3Location, type Sha256Constructor } from './presign.js';

const TAGS = BUCKET_DEFINITION.uploads;
const PENDING_TAGGING = `${TAGS.tagKey}=${TAGS.pending}`;
/** Lifetime of the URLs ingest signs for its own requests (used at once). */
const OWN_REQUEST_SECONDS = 60;
const ATTEMPTS = 3;
const TIMEOUT_MS = 3000;

/** How ingest reaches the files bucket: its address, and the region, credentials and hash to sign with. */
export interface S3Access {
  location: Omit<S3Location, 'region'>;
  region(): Promise<string>;
  credentials(): Promise<S3Credentials>;
  sha256: Sha256Constructor;
}

/**
 * The files bucket reached the way the SDK clients reach AWS: the standard `AWS_ENDPOINT_URL_S3` variable (the local
 * stand-in), and the region and credential providers and hash of an SDK client already built (they cache and refresh).
 */
export function s3AccessOf(
  bucket: string,
  forcePathStyle: boolean,
  sdk: { config: { region(): Promise<string>; credentials(): Promise<S3Credentials>; sha256: Sha256Constructor } },
  env: NodeJS.ProcessEnv = process.env,
): S3Access {
  return {
    location: { bucket, forcePathStyle, endpoint: env.AWS_ENDPOINT_URL_S3 || undefined },
    region: () => sdk.config.region(),
    credentials: () => sdk.config.credentials(),
    sha256: sdk.config.sha256,
  };
}

/**
 * An S3 answer other than success or "no such object", shaped like an SDK error (`$metadata.httpStatusCode`) so the
 * callers' mapping of 5xx to 503 applies; no answer at all counts as 503.
 */
class S3RequestError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(operation: string, status: number | undefined, options?: ErrorOptions) {
    super(status === undefined ? `S3 ${operation} did not answer` : `S3 ${operation} answered ${status}`, options);
    this.name = 'S3RequestError';
    this.$metadata = { httpStatusCode: status ?? 503 };
  }
}

const transient = (status: number) => status >= 500 || status === 429;

/** Sends a request, retrying network errors and 5xx/429 twice with jittered backoff (as the SDK's default retry does). */
async function send(operation: string, url: () => Promise<string>, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let response: Response | undefined;
    try {
      response = await fetch(await url(), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      if (attempt >= ATTEMPTS) throw new S3RequestError(operation, undefined, { cause: error });
    }
    if (response && (!transient(response.status) || attempt >= ATTEMPTS)) return response;
    await response?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
  }
}

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
  const sign = async (input: Omit<Parameters<typeof presignS3Url>[3], 'now'>) => {
    const [region, credentials] = await Promise.all([access.region(), access.credentials()]);
    return presignS3Url({ ...access.location, region }, credentials, access.sha256, { ...input, now: new Date() });
  };

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
        storageKeys.map(async (key) => {
          const url = () =>
            sign({ method: 'PUT', key, query: { tagging: '' }, headers, expiresInSeconds: OWN_REQUEST_SECONDS });
          const response = await send('PutObjectTagging', url, { method: 'PUT', headers, body });
          await response.body?.cancel();
          if (!response.ok) throw new S3RequestError('PutObjectTagging', response.status);
        }),
      );
    },
  };
}
