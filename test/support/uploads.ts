import { randomBytes } from 'node:crypto';
import { GetObjectTaggingCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { LocalApp } from '@local/app.js';
import { s3Client } from '@shared/adapters/aws-clients.js';
import { client } from './app.js';

/** Helpers of the upload tests: presign through the public endpoint, PUT to the slot, look at the bucket. */

export interface FileDescription {
  field: string;
  filename: string;
  content_type: string;
  size: number;
}

export interface UploadSlot {
  field: string;
  key: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  expires_in: number;
  max_bytes: number;
}

/** `POST /f/{slug}/uploads` as a page's fetch() would send it. */
export function presign(app: LocalApp, slug: string, files: FileDescription[], headers: Record<string, string> = {}) {
  return client(app.baseUrl)('POST', `/f/${slug}/uploads`, { headers: { accept: 'application/json', ...headers }, body: { files } });
}

/** Presigns one file and returns its slot (fails the test when presigning fails). */
export async function presignOne(app: LocalApp, slug: string, bytes: Buffer, file: Partial<FileDescription> = {}): Promise<UploadSlot> {
  const res = await presign(app, slug, [{ field: 'cv', filename: 'cv.pdf', content_type: 'application/pdf', size: bytes.length, ...file }]);
  if (res.status !== 200) throw new Error(`presign failed: ${res.status} ${res.text}`);
  return res.body.uploads[0] as UploadSlot;
}

/** PUTs bytes to a slot with exactly its headers (minus any in `drop`, plus `extra`), as a browser would. */
export async function putToSlot(slot: UploadSlot, bytes: Buffer, options: { drop?: string[]; extra?: Record<string, string> } = {}) {
  const headers = Object.fromEntries(Object.entries(slot.headers).filter(([name]) => !options.drop?.includes(name)));
  const res = await fetch(slot.url, { method: slot.method, headers: { ...headers, ...options.extra }, body: bytes });
  await res.arrayBuffer();
  return res.status;
}

/** Random bytes that start like a PDF. */
export const pdfBytes = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

/** The object's tags (`{}` when it has none). */
export async function objectTags(app: LocalApp, key: string): Promise<Record<string, string>> {
  const { TagSet = [] } = await s3Client(true).send(new GetObjectTaggingCommand({ Bucket: app.config.bucketName, Key: key }));
  return Object.fromEntries(TagSet.map((t) => [t.Key!, t.Value!]));
}

/** True when the bucket holds the object. */
export async function objectExists(app: LocalApp, key: string): Promise<boolean> {
  try {
    await s3Client(true).send(new HeadObjectCommand({ Bucket: app.config.bucketName, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}
