import * as z from 'zod/mini';
import { described, withMeta } from './meta.js';
import { idParam } from './params.js';
import { ALLOWED_UPLOAD_TYPES, UPLOAD_LIMITS } from '../uploads.js';

/** The upload contract (spec: UploadPresignRequest, UploadPresignResponse/UploadSlot; gaps: file download). */

const MiB = 1024 * 1024;

/**
 * A name whose part after the last path separator keeps a character once `displayFilename` removes control and
 * direction characters and trims white space (`\s` and the byte-order mark, as JavaScript's `trim` does).
 */
const PRINTABLE_BASENAME = String.raw`[^\\/\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff][^\\/]*$`;

export const UploadFileRequestSchema = withMeta(
  z.strictObject({
    field: withMeta(z.string().check(z.minLength(1), z.maxLength(256)), {
      description: 'Form field the file belongs to (not a reserved `_` name).',
      pattern: '^[^_]',
    }),
    filename: withMeta(z.string().check(z.minLength(1), z.maxLength(UPLOAD_LIMITS.filenameChars)), {
      description:
        "The file's name as the browser reports it (shown to the owner; the object key uses a sanitized copy). " +
        'After its last `/` or `\\` it must hold a printable character that is not white space.',
      pattern: PRINTABLE_BASENAME,
    }),
    content_type: withMeta(z.string().check(z.minLength(1), z.maxLength(255)), {
      description: 'Media type (parameters such as `; charset=` are ignored); anything else answers 400.',
      enum: [...ALLOWED_UPLOAD_TYPES],
    }),
    size: withMeta(z.int().check(z.minimum(1)), {
      description: `Claimed byte size, at most ${UPLOAD_LIMITS.maxFileBytes / MiB} MiB (413 above); the upload must be exactly this size and finalizing records the real size.`,
      maximum: UPLOAD_LIMITS.maxFileBytes,
    }),
  }),
  { id: 'UploadFileRequest' },
);

export const UploadPresignRequestSchema = withMeta(
  z.strictObject({
    files: z.array(UploadFileRequestSchema).check(z.minLength(1), z.maxLength(UPLOAD_LIMITS.filesPerRequest)),
  }),
  {
    id: 'UploadPresignRequest',
    examples: [{ files: [{ field: 'cv', filename: 'cv.pdf', content_type: 'application/pdf', size: 48213 }] }],
  },
);

export const UploadSlotSchema = withMeta(
  z.object({
    field: z.string(),
    key: described(z.string(), 'Object key to list under `_uploads` when submitting.'),
    url: withMeta(z.string(), { format: 'uri', description: 'Presigned URL to send the bytes to.' }),
    method: described(z.string(), 'Always `PUT`.'),
    headers: described(
      z.record(z.string(), z.string()),
      'Headers the request must carry exactly (the signature binds them): Content-Type, Content-Length (browsers set ' +
        'it from the body themselves) and the upload tag.',
    ),
    expires_in: described(z.int(), 'Seconds the URL stays valid.'),
    max_bytes: described(z.int(), 'Bytes the object may hold (the claimed size: the PUT must send exactly this many).'),
  }),
  { id: 'UploadSlot' },
);

export const UploadPresignResponseSchema = withMeta(
  z.object({
    uploads: described(z.array(UploadSlotSchema), 'One slot per requested file, in request order.'),
  }),
  { id: 'UploadPresignResponse' },
);

export const SubmissionFileParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  sid: idParam('submission', 'Submission id.'),
  fid: idParam('file', 'File id (SubmissionFile.id).'),
});

export const FileDownloadQuerySchema = z.object({
  redirect: described(
    z._default(z.enum(['true', 'false']), 'true'),
    '`false` answers 200 with the link as JSON instead of a 302 redirect.',
  ),
});

export const FileDownloadLinkSchema = withMeta(
  z.object({
    url: withMeta(z.string(), {
      format: 'uri',
      description: 'Presigned GET URL; the file downloads as an attachment.',
    }),
    expires_in: described(z.int(), 'Seconds the URL stays valid.'),
  }),
  { id: 'FileDownloadLink' },
);
