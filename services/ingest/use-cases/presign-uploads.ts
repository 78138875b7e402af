import { PayloadTooLargeError, RateLimitedError, ValidationError } from '@shared/domain/errors.js';
import type { Form } from '@shared/domain/form.js';
import { newId } from '@shared/domain/ids.js';
import { submitterOf } from '@shared/domain/submission-rate-limit.js';
import {
  ALLOWED_UPLOAD_TYPES,
  displayFilename,
  mediaTypeEssence,
  UPLOAD_LIMITS,
  UPLOAD_RATE_WINDOWS,
  uploadObjectKey,
  type PendingUpload,
} from '@shared/domain/uploads.js';
import type { LogFields } from '@shared/observability/log.js';
import { checkName, checkText } from '@shared/domain/fields.js';
import type { PresignBody } from '../http/presign-body.js';
import type { IngestPorts } from '../ports.js';
import { isReservedName } from './fields.js';
import { checkFormKey } from './form-key.js';

export interface PresignRequest {
  form: Form;
  body: PresignBody;
  /** `X-Form-Key` (protected forms; the key needs the `upload` scope). */
  formKeyHeader: string | undefined;
  submitterIp: string;
}

/** One presigned upload, as UploadSlot on the wire. */
export interface UploadSlot {
  field: string;
  key: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_in: number;
  max_bytes: number;
}

/** The rate-limit counters of presign requests: the form's id with a suffix, so they never mix with submissions'. */
const uploadRateScope = (formId: string) => `${formId}/uploads`;

/** The product rules of one file description; the error names the offending field (`files.<i>.<name>`). */
function checkFile(file: PresignBody['files'][number], i: number): { filename: string; contentType: string } {
  const at = (name: string) => `files.${i}.${name}`;
  checkName(file.field, at('field'));
  if (isReservedName(file.field))
    throw new ValidationError(`${file.field} is a reserved name, not a form field`, at('field'));
  checkText(file.filename, at('filename'));
  const filename = displayFilename(file.filename);
  if (filename === '') throw new ValidationError('the file name has no printable characters', at('filename'));
  const contentType = mediaTypeEssence(file.content_type);
  if (!contentType || !ALLOWED_UPLOAD_TYPES.has(contentType)) {
    throw new ValidationError(
      'this type of file is not accepted; send documents (PDF, text, CSV, office formats), images, audio or video',
      at('content_type'),
    );
  }
  if (file.size > UPLOAD_LIMITS.maxFileBytes) {
    throw new PayloadTooLargeError(`a file is limited to ${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MiB`, at('size'));
  }
  return { filename, contentType };
}

/**
 * `POST /f/{slug}/uploads`: form key (scope `upload`) → file rules → rate limit → one write recording every pending
 * upload → one presigned PUT per file (signed locally, no call). The slots come back in request order.
 */
export async function presignUploads(
  ports: IngestPorts,
  req: PresignRequest,
  log: LogFields,
): Promise<{ uploads: UploadSlot[] }> {
  const { form } = req;
  const now = ports.now();
  const checked = req.body.files.map(checkFile);
  await checkFormKey(ports, form, { header: req.formKeyHeader }, now, 'upload');
  if (!form.settings.rate_limit.disabled) {
    const rate = await ports.rateLimits.take(
      uploadRateScope(form.id),
      submitterOf(req.submitterIp),
      UPLOAD_RATE_WINDOWS,
      now.getTime(),
    );
    if (!rate.allowed) {
      throw new RateLimitedError(
        `too many upload requests from this address; retry in ${rate.retryAfterSeconds} s`,
        rate.retryAfterSeconds,
      );
    }
  }
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + UPLOAD_LIMITS.pendingSeconds * 1000).toISOString();
  const uploads: PendingUpload[] = req.body.files.map((file, i) => {
    const fileId = newId('file', now.getTime());
    const { filename, contentType } = checked[i]!;
    return {
      fileId,
      tenantId: form.tenantId,
      formId: form.id,
      fieldName: file.field,
      originalName: filename,
      contentType,
      sizeBytes: file.size,
      storageKey: uploadObjectKey(form.tenantId, form.id, fileId, filename),
      createdAt,
      expiresAt,
    };
  });
  await ports.uploads.pending.record(uploads);
  const slots = await Promise.all(
    uploads.map(async (upload): Promise<UploadSlot> => {
      const put = await ports.uploads.objects.presignPut(upload, UPLOAD_LIMITS.putUrlSeconds);
      return {
        field: upload.fieldName,
        key: upload.storageKey,
        url: put.url,
        method: 'PUT',
        headers: put.headers,
        expires_in: UPLOAD_LIMITS.putUrlSeconds,
        max_bytes: upload.sizeBytes,
      };
    }),
  );
  Object.assign(log, { event: 'presigned', files: uploads.length });
  return { uploads: slots };
}
