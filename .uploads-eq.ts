import { S3Client, PutObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { presignS3Url } from '@shared/adapters/s3/presign.js';
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'tok/en+=' };
const now = new Date('2025-03-04T05:06:07.891Z');
for (const [endpoint, fps] of [[undefined, false], ['http://127.0.0.1:4569', true]] as const) {
  const s3 = new S3Client({ region: 'eu-west-1', credentials, forcePathStyle: fps, endpoint, requestChecksumCalculation: 'WHEN_REQUIRED' });
  const sdk = await getSignedUrl(s3, new PutObjectCommand({ Bucket: 'my-bucket', Key: 'uploads/ten_1/frm_1/fil_1/cv.pdf', ContentType: 'application/pdf', ContentLength: 123, Tagging: 'formbase-upload=pending' }), { expiresIn: 900, signingDate: now, signableHeaders: new Set(['content-type', 'content-length']), unhoistableHeaders: new Set(['x-amz-tagging']) });
  const mine = presignS3Url({ region: 'eu-west-1', bucket: 'my-bucket', endpoint, forcePathStyle: fps }, credentials, { method: 'PUT', key: 'uploads/ten_1/frm_1/fil_1/cv.pdf', query: { 'x-id': 'PutObject' }, headers: { 'Content-Type': 'application/pdf', 'Content-Length': '123', 'x-amz-tagging': 'formbase-upload=pending' }, expiresInSeconds: 900, now });
  console.log(sdk === mine, '\n', sdk, '\n', mine);
  const sdkH = await getSignedUrl(s3, new HeadObjectCommand({ Bucket: 'my-bucket', Key: 'uploads/a b/c.pdf' }), { expiresIn: 60, signingDate: now });
  const mineH = presignS3Url({ region: 'eu-west-1', bucket: 'my-bucket', endpoint, forcePathStyle: fps }, credentials, { method: 'HEAD', key: 'uploads/a b/c.pdf', query: { 'x-id': 'HeadObject' }, expiresInSeconds: 60, now });
  console.log(sdkH === mineH, '\n', sdkH, '\n', mineH);
}
