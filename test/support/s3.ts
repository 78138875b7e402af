import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/**
 * The S3 client tests inspect and seed the local bucket with (`AWS_ENDPOINT_URL_S3`, path style as the stand-in
 * needs). The functions have none: they send presigned requests (`shared/adapters/s3/signed-requests.ts`).
 */
export function s3Client(): S3Client {
  // WHEN_REQUIRED: no checksum of the body on plain puts (the stand-in does not take trailing checksums).
  client ??= new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return client;
}
