import { createHash, createHmac } from 'node:crypto';

/**
 * Presigned S3 URLs (AWS Signature Version 4, query authentication) with nothing but `node:crypto`.
 *
 * Why not the SDK here: `@aws-sdk/client-s3` plus the presigner add ~170 KB to the ingest bundle (S3's operation
 * schemas alone are 67 KB and do not tree-shake), more than half its size budget, for three requests. This module
 * produces exactly the URLs `getSignedUrl` does (`test/unit/s3-presign.test.ts` compares them byte for byte, query
 * order included), and ingest sends even its own HeadObject and PutObjectTagging as presigned requests, so one
 * signing path covers everything. The API (no such budget) keeps using the SDK.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

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
  method: 'GET' | 'HEAD' | 'PUT';
  key: string;
  /** Extra query parameters (a subresource such as `tagging`, the SDK's `x-id` operation hint). */
  query?: Record<string, string>;
  /** Headers the request must carry; all are signed (`host` is added). */
  headers?: Record<string, string>;
  expiresInSeconds: number;
  now: Date;
}

/** RFC 3986 percent-encoding, as SigV4 canonicalization wants it. */
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** Scheme, host and path of the object (the key's `/` kept, every segment encoded). */
function objectUrl(location: S3Location, key: string): { origin: string; host: string; path: string } {
  const encodedKey = key.split('/').map(rfc3986).join('/');
  const base = new URL(location.endpoint ?? `https://s3.${location.region}.amazonaws.com`);
  const basePath = base.pathname.replace(/\/$/, '');
  if (location.forcePathStyle) {
    return { origin: base.origin, host: base.host, path: `${basePath}/${location.bucket}/${encodedKey}` };
  }
  const host = `${location.bucket}.${base.host}`;
  return { origin: `${base.protocol}//${host}`, host, path: `${basePath}/${encodedKey}` };
}

/**
 * A presigned URL for one S3 request: the caller sends `input.headers` with it, and S3 refuses the request when
 * any of them (or the method, key, query) differs, or after `expiresInSeconds`. The payload is not signed
 * (`UNSIGNED-PAYLOAD`): a signed `content-length` is what bounds an upload.
 *
 * @example presignS3Url(location, credentials, { method: 'HEAD', key: 'uploads/a.pdf', expiresInSeconds: 60, now: new Date() })
 */
export function presignS3Url(location: S3Location, credentials: S3Credentials, input: PresignInput): string {
  const { origin, host, path } = objectUrl(location, input.key);
  const longDate = input.now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const shortDate = longDate.slice(0, 8);
  const scope = `${shortDate}/${location.region}/s3/aws4_request`;
  const headers = new Map<string, string>([['host', host]]);
  for (const [name, value] of Object.entries(input.headers ?? {}))
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  const signedHeaders = [...headers.keys()].sort();
  const query: Record<string, string> = {
    ...input.query,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': longDate,
    'X-Amz-Expires': String(input.expiresInSeconds),
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
    'X-Amz-SignedHeaders': signedHeaders.join(';'),
  };
  const queryString = (params: Record<string, string>) =>
    Object.keys(params)
      .sort()
      .map((name) => `${rfc3986(name)}=${rfc3986(params[name]!)}`)
      .join('&');
  const canonicalQuery = queryString(query);
  const canonicalRequest = [
    input.method,
    path,
    canonicalQuery,
    ...signedHeaders.map((name) => `${name}:${headers.get(name)}`),
    '',
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', longDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, shortDate), location.region),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  // Sorted with the signature among them, as the SDK formats its URLs.
  return `${origin}${path}?${queryString({ ...query, 'X-Amz-Signature': signature })}`;
}
