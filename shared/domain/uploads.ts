import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';
import { isId } from './ids.js';
import type { ExtraWrite, SubmissionFile } from './submission.js';
import type { RateWindow } from './submission-rate-limit.js';

/**
 * Direct file uploads: a visitor asks `POST /f/{slug}/uploads` for presigned PUT slots, sends the bytes straight to
 * object storage, then lists the slots' keys under `_uploads` when submitting. What was presigned is recorded as a
 * pending upload, so finalizing trusts that record and the stored object, never the visitor's later claims.
 * docs/decisions/public-endpoint.md ("Uploads") explains each limit.
 */
export const UPLOAD_LIMITS = {
  /** Bytes of one file (the presigned PUT binds the claimed size, which may not exceed this). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Files one presign request may ask for. */
  filesPerRequest: 10,
  /** Upload keys one submission may list under `_uploads`. */
  filesPerSubmission: 10,
  /** Characters of a file name as the visitor's browser reports it. */
  filenameChars: 255,
  /** Bytes of the presign request body (a list of at most ten small descriptions). */
  requestBytes: 64 * 1024,
  /** Seconds a presigned PUT URL stays valid. */
  putUrlSeconds: 900,
  /**
   * Seconds a pending upload may be finalized after it was presigned. Kept under the bucket lifecycle's one day, so
   * an upload that can still be finalized is never one that lifecycle may already be deleting.
   */
  pendingSeconds: 23 * 3600,
  /** Seconds a presigned download (GET) URL stays valid. */
  downloadUrlSeconds: 300,
} as const;

/**
 * Presign requests per submitter and form, counted apart from submissions (sharing the strict 1-per-30-s window
 * would refuse the submission that follows its own presign). Off when the form turns rate limiting off.
 */
export const UPLOAD_RATE_WINDOWS: readonly RateWindow[] = [
  { limit: 10, seconds: 60 },
  { limit: 60, seconds: 3600 },
];

/**
 * What a presign request may upload: common documents, images, audio and video, including the alternative names
 * some browsers report (`File.type`) for ZIP, M4A and WAV. Allow-listed rather than deny-listed: anything a browser
 * could run or render as a page (HTML, SVG, XML, JavaScript, executables) stays out, including types nobody thought
 * of yet.
 */
export const ALLOWED_UPLOAD_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/rtf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/zip',
  'application/x-zip-compressed',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'image/bmp',
  'image/tiff',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/wav',
  'audio/x-wav',
  'audio/ogg',
  'video/mp4',
  'video/quicktime',
  'video/webm',
]);

/** A file's upload record between presign and submission (the `_uploads` key names it). */
export const PendingUploadEntity = defineEntity('PendingUpload', {
  fileId: z.string(),
  tenantId: z.string(),
  formId: z.string(),
  /** The form field the file belongs to. */
  fieldName: z.string(),
  /** The file name the visitor's browser reported, cleaned for display (`displayFilename`). */
  originalName: z.string(),
  /** The media type bound into the presigned PUT (essence only, lowercase). */
  contentType: z.string(),
  /** The claimed size bound into the presigned PUT: the most the stored object may hold. */
  sizeBytes: z.int(),
  storageKey: z.string(),
  createdAt: z.string(),
  /** After this instant the upload can no longer be finalized (its record also expires by TTL). */
  expiresAt: z.string(),
});
export type PendingUpload = EntityOf<typeof PendingUploadEntity>;

/** Port: pending uploads. */
export interface PendingUploadStore {
  /** Records the uploads of one presign request, all or none. */
  record(uploads: readonly PendingUpload[]): Promise<void>;
  /** Strongly consistent reads of a form's pending uploads (unknown ids, and other forms' uploads, left out). */
  getMany(formId: string, fileIds: readonly string[]): Promise<PendingUpload[]>;
  /**
   * The transaction item that consumes an upload (written with the submission): it fails when the upload is gone,
   * already consumed or past `expiresAt` at `now`.
   */
  consumeWrite(upload: PendingUpload, now: Date): ExtraWrite;
  /** True when `error` is a failed transaction whose failing item is at `firstIndex` or later (a consume write). */
  consumeRefused(error: unknown, firstIndex: number): boolean;
}

/** What a presigned PUT needs the client to send along: the URL and the headers the signature binds. */
export interface PresignedPut {
  url: string;
  headers: Record<string, string>;
}

/** The stored object as object storage reports it. */
export interface StoredObject {
  sizeBytes: number;
  /** Media type essence (lowercase), or null when the object has none. */
  contentType: string | null;
}

/** A file's bytes to store under its object key (a file a plain form sent in its body). */
export interface StoredUpload {
  storageKey: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Port: upload objects (ingest's side). New objects carry the `pending` tag the bucket lifecycle deletes after a
 * day; finalizing re-tags them `submitted`, so an object nobody submitted (or that was rejected) goes by itself.
 */
export interface UploadObjectStorage {
  presignPut(upload: PendingUpload, expiresInSeconds: number): Promise<PresignedPut>;
  /** The object's real size and type; undefined when it does not exist (never uploaded). */
  inspect(storageKey: string): Promise<StoredObject | undefined>;
  /** Marks objects as part of a stored submission (they are no longer deleted by the pending-upload lifecycle). */
  markSubmitted(storageKeys: readonly string[]): Promise<void>;
  /** Writes an object already part of a stored submission (tagged `submitted`). */
  storeSubmitted(object: StoredUpload): Promise<void>;
}

/** Port: short-lived download links (the API's side). */
export interface FileDownloadLinks {
  /** A GET URL that makes browsers save the file (never render it) under its original name. */
  presignGet(file: SubmissionFile, expiresInSeconds: number): Promise<string>;
}

const KEY_PREFIX = 'uploads';

/**
 * The object key of an upload: `uploads/<tenant>/<form>/<file id>/<sanitized filename>`. The file id makes it unique;
 * the name only helps people browsing the bucket.
 *
 * @example uploadObjectKey('ten_1', 'frm_1', 'fil_1', 'CV (final).pdf') // 'uploads/ten_1/frm_1/fil_1/CV_final_.pdf'
 */
export function uploadObjectKey(tenantId: string, formId: string, fileId: string, filename: string): string {
  return `${KEY_PREFIX}/${tenantId}/${formId}/${fileId}/${sanitizeFilename(filename)}`;
}

/** The ids an upload key names, or undefined when it is not shaped like one (checked before any read). */
export function parseUploadKey(key: string): { tenantId: string; formId: string; fileId: string } | undefined {
  const parts = key.split('/');
  if (parts.length !== 5 || parts[0] !== KEY_PREFIX || !parts[4]) return undefined;
  const [, tenantId = '', formId = '', fileId = ''] = parts;
  if (!isId('tenant', tenantId) || !isId('form', formId) || !isId('file', fileId)) return undefined;
  return { tenantId, formId, fileId };
}

/** Longest sanitized name segment of a key (the extension is kept). */
const KEY_NAME_CHARS = 100;

/**
 * A file name safe as one object-key segment: accents dropped, then ASCII letters, digits, `.`, `-` and `_` (runs
 * of anything else become one `_`), no leading dots or `..`, at most 100 characters with the extension kept; `file`
 * when nothing is left.
 *
 * @example sanitizeFilename('../../etc/pässwd .pdf') // 'etc_passwd_.pdf'
 */
export function sanitizeFilename(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.');
  const stripped = ascii.replace(/^[._]+/, '');
  // A name that was all prefix (`.htaccess`, `日本語.docx`) keeps its extension behind a stand-in stem.
  const cleaned = stripped.includes('.') || !ascii.includes('.') ? stripped : `file.${stripped}`;
  if (cleaned === '' || cleaned === '_') return 'file';
  if (cleaned.length <= KEY_NAME_CHARS) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, KEY_NAME_CHARS - ext.length) + ext;
}

/** C0/C1 controls, and bidi overrides that would disguise an extension (`cv\u202Efdp.exe`). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The visitor's file name as shown to the owner: path parts dropped (old browsers sent `C:\\…\\cv.pdf`), control and
 * bidi-override characters removed, trimmed. Empty when nothing is left (the caller refuses it).
 */
export function displayFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(UNSAFE_NAME_CHARS, '').trim();
}

/**
 * The media type essence of a Content-Type value (`type/subtype`, lowercase, parameters dropped); undefined when it
 * is not shaped like one.
 */
export function mediaTypeEssence(value: string | undefined | null): string | undefined {
  const essence = value?.split(';')[0]?.trim().toLowerCase();
  return essence && /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(essence) ? essence : undefined;
}

/**
 * Finalizes one pending upload against the object storage holds: `finalized` with the real size when it exists,
 * is no larger than the presigned size and has the presigned type; otherwise `rejected` (the object, if any, is left
 * to the pending-upload lifecycle). The result never takes anything from the visitor's submission.
 */
export function finalizeUpload(
  upload: PendingUpload,
  stored: StoredObject | undefined,
  at: Date,
): { file: SubmissionFile; rejection: 'missing' | 'too_large' | 'type_mismatch' | null } {
  const rejection =
    stored === undefined
      ? 'missing'
      : stored.sizeBytes > upload.sizeBytes || stored.sizeBytes > UPLOAD_LIMITS.maxFileBytes
        ? 'too_large'
        : stored.contentType !== upload.contentType
          ? 'type_mismatch'
          : null;
  return {
    rejection,
    file: {
      id: upload.fileId,
      fieldName: upload.fieldName,
      originalName: upload.originalName,
      contentType: upload.contentType,
      sizeBytes: stored?.sizeBytes ?? upload.sizeBytes,
      status: rejection === null ? 'finalized' : 'rejected',
      createdAt: upload.createdAt,
      finalizedAt: rejection === null ? at.toISOString() : null,
      storageKey: upload.storageKey,
    },
  };
}

/**
 * A `Content-Disposition` that makes browsers download (never display) a file under its original name: an ASCII
 * fallback `filename` plus the exact name as RFC 8187 `filename*`.
 *
 * @example attachmentDisposition('naïve "cv".pdf') // `attachment; filename="na_ve _cv_.pdf"; filename*=UTF-8''na%C3%AFve%20%22cv%22.pdf`
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
