import {
  presignS3Url,
  type PresignInput,
  type S3Credentials,
  type S3Location,
  type Sha256Constructor,
} from './presign.js';
import { setting, type Environment } from '@shared/config.js';

/**
 * Requests to the files bucket presigned by the SDK's SigV4 signer (`presign.ts`) and sent with `fetch`: every
 * function reaches the bucket this way (ingest's uploads, the API's and the table-stream consumer's file deletes and
 * download links, the export's files), none bundles the S3 client.
 */

/** Lifetime of the URLs a function signs for its own requests (used at once). */
export const OWN_REQUEST_SECONDS = 60;
const ATTEMPTS = 3;
const TIMEOUT_MS = 3000;

/** How a function reaches the files bucket without the S3 client: its address, and the region, credentials and hash to sign with. */
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
  env?: Environment,
): S3Access {
  return {
    location: { bucket, forcePathStyle, endpoint: setting('AWS_ENDPOINT_URL_S3', env) },
    region: () => sdk.config.region(),
    credentials: () => sdk.config.credentials(),
    sha256: sdk.config.sha256,
  };
}

/**
 * An S3 answer other than success or "no such object", shaped like an SDK error (`$metadata.httpStatusCode`) so the
 * callers' mapping of 5xx to 503 applies; no answer at all counts as 503.
 */
export class S3RequestError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(operation: string, status: number | undefined, options?: ErrorOptions) {
    super(status === undefined ? `S3 ${operation} did not answer` : `S3 ${operation} answered ${status}`, options);
    this.name = 'S3RequestError';
    this.$metadata = { httpStatusCode: status ?? 503 };
  }
}

const transient = (status: number) => status >= 500 || status === 429;

/** Sends a request, retrying network errors and 5xx/429 twice with jittered backoff (as the SDK's default retry does). */
export async function send(
  operation: string,
  url: () => Promise<string>,
  init: RequestInit,
  timeoutMs = TIMEOUT_MS,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let response: Response | undefined;
    try {
      response = await fetch(await url(), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (attempt >= ATTEMPTS) throw new S3RequestError(operation, undefined, { cause: error });
    }
    if (response && (!transient(response.status) || attempt >= ATTEMPTS)) return response;
    await response?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
  }
}

/** Presigns one request to the bucket with the access's current region and credentials. */
export const s3Signer =
  (access: S3Access) =>
  async (input: Omit<PresignInput, 'now'>): Promise<string> => {
    const [region, credentials] = await Promise.all([access.region(), access.credentials()]);
    return presignS3Url({ ...access.location, region }, credentials, access.sha256, { ...input, now: new Date() });
  };

/**
 * One of a function's own requests to the bucket: presigned for `OWN_REQUEST_SECONDS`, sent with the signed method
 * and headers (retried as `send` does), its answer drained; throws `S3RequestError` unless S3 answered 2xx.
 */
export async function sendSigned(
  sign: ReturnType<typeof s3Signer>,
  operation: string,
  request: Omit<PresignInput, 'now' | 'expiresInSeconds'>,
  body?: RequestInit['body'],
  timeoutMs?: number,
): Promise<void> {
  const url = () => sign({ ...request, expiresInSeconds: OWN_REQUEST_SECONDS });
  const response = await send(operation, url, { method: request.method, headers: request.headers, body }, timeoutMs);
  await response.body?.cancel();
  if (!response.ok) throw new S3RequestError(operation, response.status);
}
