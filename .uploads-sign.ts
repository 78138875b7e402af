import { S3Client } from '@aws-sdk/client-s3';
import { s3UploadObjects } from '@shared/adapters/s3/uploads.js';
process.env.AWS_REGION='us-east-1'; process.env.AWS_ACCESS_KEY_ID='A'; process.env.AWS_SECRET_ACCESS_KEY='B';
const s3 = new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED' });
const r = await s3UploadObjects(s3, 'bkt').presignPut({ storageKey: 'uploads/t/f/i/cv.pdf', contentType: 'application/pdf', sizeBytes: 123 } as any, 900);
console.log(r.url.replace(/&/g, '\n&'));
