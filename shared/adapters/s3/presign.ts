import { formatUrl } from '@aws-sdk/core/util';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * Presigned S3 URLs signed by the SDK's SigV4 signer (`SignatureV4`, the signer `@aws-sdk/s3-request-presigner` and
 * `getSignedUrl` run for S3), without `@aws-sdk/client-s3`.
 *
 * Why not the client: its operation schemas (~100 KB minified, they do not tree-shake) would take every function
 * that reaches the bucket over its 400 KB bundle budget, or keep the API further from it, for a few requests. Why not the presigner package's wrapper: its
 * multi-region signer costs the bundle 5 KB it does not have, and adds two things for a plain S3 presign, done here:
 * the `x-amz-content-sha256: UNSIGNED-PAYLOAD` header and S3's unescaped path. `getSignedUrl` needs the client only to
 * build the request (bucket and key into host and path, the `x-id` hint); this module builds it and the SDK signs
 * it. `test/unit/s3-presign.test.ts` proves the URLs equal `getSignedUrl`'s byte for byte, query order included.
 * No function has the S3 client: the tests keep it (a devDependency) to inspect the local bucket and for that proof.
 */

type SignerOptions = ConstructorParameters<typeof SignatureV4>[0];

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** A SHA-256 hash constructor in the SDK's shape (an SDK client's `config.sha256`). */
export type Sha256Constructor = SignerOptions['sha256'];

/** Where a bucket is reached. */
export interface S3Location {
  region: string;
  bucket: string;
  /** A custom endpoint (`AWS_ENDPOINT_URL_S3`, the local stand-in); unset means AWS's regional endpoint. */
  endpoint?: string;
  /** Address the bucket in the path rather than the host name (needed by the local stand-in). */
  forcePathStyle: boolean;
}

export interface PresignInput {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  key: string;
  /** Extra query parameters (a subresource such as `tagging`, the SDK's `x-id` operation hint). */
  query?: Record<string, string>;
  /** Headers the request must carry; all are signed and stay headers (`host` is added). */
  headers?: Record<string, string>;
  expiresInSeconds: number;
  now: Date;
}

/** How the SDK escapes a key's segments in the path (RFC 3986). */
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Scheme, host, port and path of the object (the key's `/` kept, every segment encoded). */
function objectRequest(location: S3Location, key: string) {
  const encodedKey = key.split('/').map(rfc3986).join('/');
  const base = new URL(location.endpoint ?? `https://s3.${location.region}.amazonaws.com`);
  const basePath = base.pathname.replace(/\/$/, '');
  const port = base.port ? Number(base.port) : undefined;
  if (location.forcePathStyle) {
    return {
      protocol: base.protocol,
      hostname: base.hostname,
      port,
      path: `${basePath}/${location.bucket}/${encodedKey}`,
    };
  }
  return {
    protocol: base.protocol,
    hostname: `${location.bucket}.${base.hostname}`,
    port,
    path: `${basePath}/${encodedKey}`,
  };
}

/**
 * A presigned URL for one S3 request: the caller sends `input.headers` with it, and S3 refuses the request when
 * any of them (or the method, key, query) differs, or after `expiresInSeconds`. The payload is not signed
 * (`UNSIGNED-PAYLOAD`): a signed `content-length` is what bounds an upload.
 *
 * @example await presignS3Url(location, credentials, sha256, { method: 'HEAD', key: 'uploads/a.pdf', expiresInSeconds: 60, now: new Date() })
 */
export async function presignS3Url(
  location: S3Location,
  credentials: S3Credentials,
  sha256: Sha256Constructor,
  input: PresignInput,
): Promise<string> {
  // S3's signing: the path is sent as encoded (not escaped again), the payload is not part of the signature.
  const signer = new SignatureV4({
    service: 's3',
    region: location.region,
    credentials,
    sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const given = Object.fromEntries(Object.entries(input.headers ?? {}).map(([name, v]) => [name.toLowerCase(), v]));
  const bound = new Set(Object.keys(given));
  const target = objectRequest(location, input.key);
  const request = {
    ...target,
    method: input.method,
    query: { ...input.query },
    // As the presigner prepares a request: host (with the port), and the payload hash it signs (hoisted to the query).
    headers: {
      ...given,
      host: target.port === undefined ? target.hostname : `${target.hostname}:${target.port}`,
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    },
  };
  const presigned = await signer.presign(request, {
    expiresIn: input.expiresInSeconds,
    signingDate: input.now,
    // Every given header is signed (the presigner leaves content-type unsigned by default) and stays a header.
    signableHeaders: bound,
    unhoistableHeaders: new Set(bound),
  });
  return formatUrl(presigned);
}
