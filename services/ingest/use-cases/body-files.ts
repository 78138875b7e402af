import { ValidationError } from '@shared/domain/errors.js';
import type { Form } from '@shared/domain/form.js';
import { displayPath } from '@shared/domain/fields.js';
import { newId } from '@shared/domain/ids.js';
import type { SubmissionFile } from '@shared/domain/submission.js';
import {
  ALLOWED_UPLOAD_TYPES,
  displayFilename,
  mediaTypeEssence,
  uploadObjectKey,
  type StoredUpload,
} from '@shared/domain/uploads.js';
import type { IngestPorts } from '../ports.js';
import { hiddenFileFields } from './attach-uploads.js';

/**
 * Files a plain HTML form sent in its multipart body. They become the submission's files exactly as finalized
 * presigned uploads do (same object keys, same `submitted` tag, same record), stored once nothing can refuse the
 * submission any more. The browser's file name is only displayed: the object key is built from a sanitized copy
 * under the file's own id, and the stored type is the part's Content-Type, which must be one the presigned uploads
 * accept.
 */
export interface BodyFile {
  fieldName: string;
  /** The file name as the browser reported it. */
  filename: string;
  /** The part's own Content-Type header. */
  contentType: string | undefined;
  bytes: Buffer;
}

export interface PreparedBodyFiles {
  files: SubmissionFile[];
  /** What to write to object storage before the submission. */
  objects: StoredUpload[];
}

/** Checks each file's type and builds its record; files of fields the privacy rules drop or redact are not kept. */
export function prepareBodyFiles(form: Form, bodyFiles: readonly BodyFile[], now: Date): PreparedBodyFiles {
  const hidden = hiddenFileFields(form);
  const prepared: PreparedBodyFiles = { files: [], objects: [] };
  for (const file of bodyFiles) {
    const contentType = mediaTypeEssence(file.contentType);
    if (!contentType || !ALLOWED_UPLOAD_TYPES.has(contentType)) {
      throw new ValidationError(
        `files of type ${contentType ?? 'unknown'} are not accepted (documents, images, audio and video are)`,
        displayPath(file.fieldName),
      );
    }
    if (hidden.has(file.fieldName.toLowerCase())) continue;
    const id = newId('file', now.getTime());
    const originalName = displayFilename(file.filename) || 'file';
    const storageKey = uploadObjectKey(form.tenantId, form.id, id, originalName);
    const at = now.toISOString();
    prepared.files.push({
      id,
      fieldName: file.fieldName,
      originalName,
      contentType,
      sizeBytes: file.bytes.length,
      status: 'finalized',
      createdAt: at,
      finalizedAt: at,
      storageKey,
    });
    prepared.objects.push({ storageKey, contentType, bytes: file.bytes });
  }
  return prepared;
}

/** Writes the files' objects, already tagged `submitted` (concurrently). */
export async function storeBodyFiles(ports: Pick<IngestPorts, 'uploads'>, prepared: PreparedBodyFiles): Promise<void> {
  await Promise.all(prepared.objects.map((object) => ports.uploads.objects.storeSubmitted(object)));
}
