import { ValidationError } from '@shared/domain/errors.js';
import type { Form } from '@shared/domain/form.js';
import type { ExtraWrite, Submission, SubmissionFile } from '@shared/domain/submission.js';
import { finalizeUpload, parseUploadKey, UPLOAD_LIMITS, type PendingUpload } from '@shared/domain/uploads.js';
import type { LogFields } from '@shared/observability/log.js';
import type { FieldValue } from '@shared/domain/fields.js';
import type { IngestPorts } from '../ports.js';

/**
 * Finalizing the uploads a submission lists under `_uploads`. Every key must name a pending upload of this form
 * (400 naming `_uploads` otherwise, nothing stored); each one then becomes a SubmissionFile from its pending record
 * and the object storage holds: `finalized` with the real size, or `rejected` when the object is missing, larger than
 * presigned or of another type. A rejected file never costs the visitor the submission.
 */

const FIELD = '_uploads';
const ordinal = (i: number) => `entry ${i + 1} of _uploads`;

/**
 * The upload keys of the reserved `_uploads` field, in order, without duplicates: one string (a form body's single
 * value) or an array of strings (repeated names, JSON). Empty strings are ignored (an unused hidden input).
 */
export function uploadKeysOf(value: FieldValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  const values = Array.isArray(value) ? value : [value];
  const keys: string[] = [];
  values.forEach((entry, i) => {
    if (typeof entry !== 'string') throw new ValidationError(`${ordinal(i)} is not an upload key (a string)`, FIELD);
    if (entry !== '' && !keys.includes(entry)) keys.push(entry);
  });
  if (keys.length > UPLOAD_LIMITS.filesPerSubmission) {
    throw new ValidationError(`a submission may list at most ${UPLOAD_LIMITS.filesPerSubmission} uploads`, FIELD);
  }
  return keys;
}

/**
 * Privacy rules apply to files too: a file of a field the form never stores (or redacts) is not kept at all.
 * The names, lowercased.
 */
export function hiddenFileFields(form: Form): Set<string> {
  const { do_not_store_fields: dropped, redact_fields: redacted } = form.settings.privacy;
  return new Set([...dropped, ...redacted].map((name) => name.trim().toLowerCase()));
}

/** What finalizing decided, ready for the submission write. */
export interface AttachedUploads {
  files: SubmissionFile[];
  /** Consume the pending uploads in the submission's transaction (a second submission cannot take them again). */
  consumeWrites: ExtraWrite[];
  /** Objects to keep: re-tagged `submitted` before the write (`commitUploads`). */
  keep: string[];
  /** Why each rejected file was rejected (`missing`, `too_large`, `type_mismatch`), for the log line. */
  rejections: string[];
}

const notPending = (i: number) =>
  new ValidationError(
    `${ordinal(i)} is not a pending upload of this form (unknown, expired or already submitted)`,
    FIELD,
  );

/**
 * Resolves the keys to their pending uploads (one consistent batch read) and inspects each object (one HeadObject
 * each, concurrently), leaving out files of fields the form's privacy rules drop or redact. Writes nothing: the
 * caller may still refuse the submission.
 */
export async function attachUploads(
  ports: Pick<IngestPorts, 'uploads'>,
  form: Form,
  keys: readonly string[],
  now: Date,
): Promise<AttachedUploads> {
  if (keys.length === 0) return { files: [], consumeWrites: [], keep: [], rejections: [] };
  const fileIds = keys.map((key, i) => {
    const named = parseUploadKey(key);
    if (!named || named.tenantId !== form.tenantId || named.formId !== form.id) throw notPending(i);
    return named.fileId;
  });
  const found = new Map((await ports.uploads.pending.getMany(form.id, fileIds)).map((u) => [u.fileId, u]));
  const uploads: PendingUpload[] = keys.map((key, i) => {
    const upload = found.get(fileIds[i]!);
    const live =
      upload &&
      upload.storageKey === key &&
      upload.tenantId === form.tenantId &&
      Date.parse(upload.expiresAt) > now.getTime();
    if (!live) throw notPending(i);
    return upload;
  });
  const hidden = hiddenFileFields(form);
  const kept = uploads.filter((upload) => !hidden.has(upload.fieldName.toLowerCase()));
  const finalized = await Promise.all(
    kept.map(async (upload) => finalizeUpload(upload, await ports.uploads.objects.inspect(upload.storageKey), now)),
  );
  return {
    files: finalized.map((f) => f.file),
    // Every listed upload is consumed, kept or not, so none can be submitted twice.
    consumeWrites: uploads.map((upload) => ports.uploads.pending.consumeWrite(upload, now)),
    keep: finalized.filter((f) => f.rejection === null).map((f) => f.file.storageKey),
    rejections: finalized.flatMap((f) => (f.rejection === null ? [] : [f.rejection])),
  };
}

/**
 * Keeps the finalized objects (re-tags them `submitted`) once nothing can refuse the submission any more, and notes
 * the counts on the request log line. Tagging before the write means a failed write leaves a kept object behind
 * rather than a stored submission whose file the pending-upload lifecycle deletes.
 */
export async function commitUploads(
  ports: Pick<IngestPorts, 'uploads'>,
  attached: AttachedUploads,
  log: LogFields,
): Promise<void> {
  if (attached.consumeWrites.length === 0) return;
  if (attached.keep.length > 0) await ports.uploads.objects.markSubmitted(attached.keep);
  Object.assign(log, {
    files: attached.files.length,
    ...(attached.rejections.length ? { files_rejected: attached.rejections.join(',') } : {}),
  });
}

/**
 * Creates the submission with the consume writes last in its transaction (after the submission, its form counters
 * and `extraWrites`). When one of them fails, the upload was submitted by a concurrent request or expired since it
 * was read: the visitor's 400, with nothing stored.
 */
export async function createConsuming(
  ports: Pick<IngestPorts, 'submissions' | 'uploads'>,
  record: Submission,
  extraWrites: readonly ExtraWrite[],
  consumeWrites: readonly ExtraWrite[],
): Promise<void> {
  try {
    await ports.submissions.create(record, { extraWrites: [...extraWrites, ...consumeWrites] });
  } catch (error) {
    // The submission is transaction item 0, then the extra writes, then the consumes.
    if (consumeWrites.length > 0 && ports.uploads.pending.consumeRefused(error, 1 + extraWrites.length)) {
      throw new ValidationError(
        'an upload listed in _uploads was submitted by another request or expired meanwhile',
        FIELD,
      );
    }
    throw error;
  }
}
