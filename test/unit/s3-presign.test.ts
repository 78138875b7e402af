import {
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  presignS3Url as presign,
  type PresignInput,
  type S3Credentials,
  type S3Location,
} from '@shared/adapters/s3/presign.js';
import { downloadRequest } from '@shared/adapters/s3/file-downloads.js';
import { attachmentDisposition } from '@shared/domain/uploads.js';

/**
 * Every function builds its S3 requests itself (no S3 client in any bundle) and has the SDK's presigner sign them. The
 * local S3 stand-in does not check signatures, so this is the proof they are right: for the same request, clock and
 * credentials, the URL equals the one `getSignedUrl` builds with the S3 client, byte for byte.
 */
// The SDK client takes an endpoint from the environment when it is given none; a local app started earlier in this
// process points that at the S3 stand-in, so the AWS cases would be built for another host.
const ENDPOINT_SETTINGS = ['AWS_ENDPOINT_URL', 'AWS_ENDPOINT_URL_S3'] as const;
const savedEndpoints = ENDPOINT_SETTINGS.map((name) => process.env[name]);
beforeAll(() => ENDPOINT_SETTINGS.forEach((name) => delete process.env[name]));
afterAll(() =>
  ENDPOINT_SETTINGS.forEach((name, i) => {
    if (savedEndpoints[i] !== undefined) process.env[name] = savedEndpoints[i];
  }),
);

const sha256 = new S3Client({ region: 'us-east-1' }).config.sha256;
const presignS3Url = (location: S3Location, creds: S3Credentials, input: PresignInput) =>
  presign(location, creds, sha256, input);
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const withToken = { ...credentials, sessionToken: 'IQoJb3JpZ2luX2Vj/token+with=specials' };
const now = new Date('2025-03-04T05:06:07.891Z');
const key =
  'uploads/ten_01jd3k9v6g7b0x2m4n5p8q1r2s/frm_01jd3k9v6g7b0x2m4n5p8q1r2s/fil_01jd3k9v6g7b0x2m4n5p8q1r2s/CV_final.pdf';

const locations: [string, S3Location][] = [
  ['AWS, virtual-hosted', { region: 'eu-west-1', bucket: 'formbase-files-abc123', forcePathStyle: false }],
  ['AWS us-east-1', { region: 'us-east-1', bucket: 'formbase-files-abc123', forcePathStyle: false }],
  [
    'local stand-in, path style',
    { region: 'us-east-1', bucket: 'tdeadbeef-files', endpoint: 'http://127.0.0.1:4569', forcePathStyle: true },
  ],
];

const sdkClient = (location: S3Location, creds: typeof withToken | typeof credentials, options: S3ClientConfig = {}) =>
  new S3Client({
    ...options,
    region: location.region,
    credentials: creds,
    endpoint: location.endpoint,
    forcePathStyle: location.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

describe.each(locations)('presigned URLs equal the SDK presigner (%s)', (_name, location) => {
  it.each([
    ['without a session token', credentials],
    ['with a session token', withToken],
  ])('an upload PUT binding type, size and tag, %s', async (_label, creds) => {
    const expected = await getSignedUrl(
      sdkClient(location, creds),
      new PutObjectCommand({
        Bucket: location.bucket,
        Key: key,
        ContentType: 'application/pdf',
        ContentLength: 4321,
        Tagging: 'formbase-upload=pending',
      }),
      {
        expiresIn: 900,
        signingDate: now,
        signableHeaders: new Set(['content-type', 'content-length']),
        unhoistableHeaders: new Set(['x-amz-tagging']),
      },
    );
    const actual = await presignS3Url(location, creds, {
      method: 'PUT',
      key,
      query: { 'x-id': 'PutObject' },
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': '4321',
        'x-amz-tagging': 'formbase-upload=pending',
      },
      expiresInSeconds: 900,
      now,
    });
    expect(actual).toBe(expected);
    expect(new URL(actual).searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host;x-amz-tagging',
    );
  });

  it('a HeadObject, with a key that needs encoding', async () => {
    const odd = 'uploads/a b/ümlaut+(1)*.pdf';
    const expected = await getSignedUrl(
      sdkClient(location, withToken),
      new HeadObjectCommand({ Bucket: location.bucket, Key: odd }),
      {
        expiresIn: 60,
        signingDate: now,
      },
    );
    expect(await presignS3Url(location, withToken, { method: 'HEAD', key: odd, expiresInSeconds: 60, now })).toBe(
      expected,
    );
  });

  it("the API's download link: a GET overriding the response's disposition, type and caching", async () => {
    const file = {
      id: 'fil_01jd3k9v6g7b0x2m4n5p8q1r2s',
      fieldName: 'cv',
      originalName: 'naïve "CV" (final).pdf',
      contentType: 'application/pdf',
      sizeBytes: 4321,
      status: 'finalized' as const,
      createdAt: now.toISOString(),
      finalizedAt: now.toISOString(),
      storageKey: key,
    };
    // What the API signed with the S3 client before, less one parameter: the client also asked S3 for the object's
    // checksum headers (`x-amz-checksum-mode=ENABLED`, for the SDK to validate the body), which a browser ignores.
    const expected = await getSignedUrl(
      sdkClient(location, withToken, { responseChecksumValidation: 'WHEN_REQUIRED' }),
      new GetObjectCommand({
        Bucket: location.bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(file.originalName),
        ResponseContentType: file.contentType,
        ResponseCacheControl: 'private, no-store',
      }),
      { expiresIn: 300, signingDate: now },
    );
    expect(await presignS3Url(location, withToken, { ...downloadRequest(file, 300), now })).toBe(expected);
  });

  it('a subresource request (tagging)', async () => {
    const expected = await getSignedUrl(
      sdkClient(location, credentials),
      new GetObjectTaggingCommand({ Bucket: location.bucket, Key: key }),
      { expiresIn: 60, signingDate: now },
    );
    const actual = await presignS3Url(location, credentials, {
      method: 'GET',
      key,
      query: { tagging: '' },
      expiresInSeconds: 60,
      now,
    });
    expect(actual).toBe(expected);
  });

  it('changes the signature when anything bound changes', async () => {
    const base = {
      method: 'PUT' as const,
      key,
      headers: { 'Content-Type': 'application/pdf', 'Content-Length': '10' },
      expiresInSeconds: 900,
      now,
    };
    const signature = (url: string) => new URL(url).searchParams.get('X-Amz-Signature');
    const reference = signature(await presignS3Url(location, credentials, base));
    for (const changed of [
      { ...base, headers: { ...base.headers, 'Content-Type': 'text/html' } },
      { ...base, headers: { ...base.headers, 'Content-Length': '11' } },
      { ...base, key: `${key}x` },
      { ...base, expiresInSeconds: 901 },
    ]) {
      expect(signature(await presignS3Url(location, credentials, changed))).not.toBe(reference);
    }
  });
});
