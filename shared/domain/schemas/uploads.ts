import { z } from 'zod';
import { idParam } from './params.js';
import { ALLOWED_UPLOAD_TYPES, UPLOAD_LIMITS } from '../uploads.js';

/** The upload contract (spec: UploadPresignRequest, UploadPresignResponse/UploadSlot; gaps: file download). */

const MiB = 1024 * 1024;

export const UploadFileRequestSchema = z
  .strictObject({
    field: z
      .string()
      .min(1)
      .max(256)
      .meta({ description: 'Form field the file belongs to (not a reserved `_` name).' }),
    filename: z.string().min(1).max(UPLOAD_LIMITS.filenameChars).meta({
      description:
        "The file's name as the browser reports it (shown to the owner; the object key uses a sanitized copy).",
    }),
    content_type: z
      .string()
      .min(1)
      .max(255)
      .meta({ description: `Media type; one of: ${[...ALLOWED_UPLOAD_TYPES].join(', ')}.` }),
    size: z
      .int()
      .min(1)
      .meta({
        description: `Claimed byte size, at most ${UPLOAD_LIMITS.maxFileBytes / MiB} MiB (413 above); the upload must be exactly this size and finalizing records the real size.`,
      }),
  })
  .meta({ id: 'UploadFileRequest' });

export const UploadPresignRequestSchema = z
  .strictObject({
    files: z.array(UploadFileRequestSchema).min(1).max(UPLOAD_LIMITS.filesPerRequest),
  })
  .meta({
    id: 'UploadPresignRequest',
    examples: [{ files: [{ field: 'cv', filename: 'cv.pdf', content_type: 'application/pdf', size: 48213 }] }],
  });

export const UploadSlotSchema = z
  .object({
    field: z.string(),
    key: z.string().meta({ description: 'Object key to list under `_uploads` when submitting.' }),
    url: z.string().meta({ format: 'uri', description: 'Presigned URL to send the bytes to.' }),
    method: z.string().meta({ description: 'Always `PUT`.' }),
    headers: z.record(z.string(), z.string()).meta({
      description:
        'Headers the request must carry exactly (the signature binds them): Content-Type, Content-Length (browsers set ' +
        'it from the body themselves) and the upload tag.',
    }),
    expires_in: z.int().meta({ description: 'Seconds the URL stays valid.' }),
    max_bytes: z
      .int()
      .meta({ description: 'Bytes the object may hold (the claimed size: the PUT must send exactly this many).' }),
  })
  .meta({ id: 'UploadSlot' });

export const UploadPresignResponseSchema = z
  .object({
    uploads: z.array(UploadSlotSchema).meta({ description: 'One slot per requested file, in request order.' }),
  })
  .meta({ id: 'UploadPresignResponse' });

export const SubmissionFileParamsSchema = z.object({
  id: idParam('form', 'Form id.'),
  sid: idParam('submission', 'Submission id.'),
  fid: idParam('file', 'File id (SubmissionFile.id).'),
});

export const FileDownloadQuerySchema = z.object({
  redirect: z
    .enum(['true', 'false'])
    .default('true')
    .meta({ description: '`false` answers 200 with the link as JSON instead of a 302 redirect.' }),
});

export const FileDownloadLinkSchema = z
  .object({
    url: z.string().meta({ format: 'uri', description: 'Presigned GET URL; the file downloads as an attachment.' }),
    expires_in: z.int().meta({ description: 'Seconds the URL stays valid.' }),
  })
  .meta({ id: 'FileDownloadLink' });
