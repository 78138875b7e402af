import { randomBytes } from 'node:crypto';
import { GetObjectTaggingCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import type { LocalApp } from '@local/app.js';
import type { UploadPorts } from '@services/ingest/ports.js';
import { pendingUploadStore } from '@shared/adapters/dynamo/pending-uploads.js';
import { s3AccessOf } from '@shared/adapters/s3/signed-requests.js';
import { s3UploadObjects } from '@shared/adapters/s3/uploads.js';
import { client } from './app.js';
import { s3Client } from './s3.js';

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
  return client(app.baseUrl)('POST', `/f/${slug}/uploads`, {
    headers: { accept: 'application/json', ...headers },
    body: { files },
  });
}

/** Presigns one file and returns its slot (fails the test when presigning fails). */
export async function presignOne(
  app: LocalApp,
  slug: string,
  bytes: Buffer,
  file: Partial<FileDescription> = {},
): Promise<UploadSlot> {
  const res = await presign(app, slug, [
    { field: 'cv', filename: 'cv.pdf', content_type: 'application/pdf', size: bytes.length, ...file },
  ]);
  if (res.status !== 200) throw new Error(`presign failed: ${res.status} ${res.text}`);
  return res.body.uploads[0] as UploadSlot;
}

/** PUTs bytes to a slot with exactly its headers (minus any in `drop`, plus `extra`), as a browser would. */
export async function putToSlot(
  slot: UploadSlot,
  bytes: Buffer,
  options: { drop?: string[]; extra?: Record<string, string> } = {},
) {
  const headers = Object.fromEntries(Object.entries(slot.headers).filter(([name]) => !options.drop?.includes(name)));
  const res = await fetch(slot.url, { method: slot.method, headers: { ...headers, ...options.extra }, body: bytes });
  await res.arrayBuffer();
  return res.status;
}

/** Random bytes that start like a PDF. */
export const pdfBytes = (size = 2048) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

/** The object's tags (`{}` when it has none). */
export async function objectTags(app: LocalApp, key: string): Promise<Record<string, string>> {
  const { TagSet = [] } = await s3Client().send(
    new GetObjectTaggingCommand({ Bucket: app.config.bucketName, Key: key }),
  );
  return Object.fromEntries(TagSet.map((t) => [t.Key!, t.Value!]));
}

/** True when the bucket holds the object. */
export async function objectExists(app: LocalApp, key: string): Promise<boolean> {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: app.config.bucketName, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

type FaultyOperation = 'inspect' | 'markSubmitted' | 'storeSubmitted';

/**
 * Ingest upload ports that pass through to the real ones (bound with `bind` once the app has started and its table
 * and bucket exist) and fail the operations listed in `failing` the way S3 does when it is unavailable (503).
 */
export function faultyUploadPorts() {
  let real: UploadPorts | undefined;
  const failing = new Set<FaultyOperation>();
  const use = () =>
    real ??
    (() => {
      throw new Error('faultyUploadPorts: call bind(app) first');
    })();
  const fail = (op: FaultyOperation) => {
    if (failing.has(op))
      throw Object.assign(new Error('SlowDown'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
  };
  const ports: UploadPorts = {
    pending: {
      record: (uploads) => use().pending.record(uploads),
      getMany: (formId, ids) => use().pending.getMany(formId, ids),
      consumeWrite: (upload, now) => use().pending.consumeWrite(upload, now),
      consumeRefused: (error, index) => use().pending.consumeRefused(error, index),
    },
    objects: {
      presignPut: (upload, seconds) => use().objects.presignPut(upload, seconds),
      inspect: async (key) => (fail('inspect'), use().objects.inspect(key)),
      markSubmitted: async (keys) => (fail('markSubmitted'), use().objects.markSubmitted(keys)),
      storeSubmitted: async (object) => (fail('storeSubmitted'), use().objects.storeSubmitted(object)),
    },
  };
  return {
    ports,
    failing,
    bind(app: LocalApp) {
      const { table } = app.deps.stores;
      real = {
        pending: pendingUploadStore(table),
        objects: s3UploadObjects(s3AccessOf(app.config.bucketName, app.config.s3ForcePathStyle, table.client)),
      };
    },
  };
}
