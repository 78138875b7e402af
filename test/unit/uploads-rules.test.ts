import { describe, expect, it } from 'vitest';
import { presignBodyOf } from '@services/ingest/http/presign-body.js';
import { uploadKeysOf } from '@services/ingest/use-cases/attach-uploads.js';
import { DomainError } from '@shared/domain/errors.js';
import { newId } from '@shared/domain/ids.js';
import { UploadPresignRequestSchema } from '@shared/domain/schemas/uploads.js';
import {
  attachmentDisposition,
  displayFilename,
  finalizeUpload,
  mediaTypeEssence,
  parseUploadKey,
  sanitizeFilename,
  UPLOAD_LIMITS,
  uploadObjectKey,
  type PendingUpload,
} from '@shared/domain/uploads.js';
import { parseWith } from '@shared/http/validation.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field };
    throw error;
  }
  return undefined;
};

describe('file names', () => {
  it.each([
    ['CV (final).pdf', 'CV_final_.pdf'],
    ['../../etc/pässwd .pdf', 'etc_passwd_.pdf'],
    ['.htaccess', 'file.htaccess'],
    ['a..b...pdf', 'a.b.pdf'],
    ['日本語.docx', 'file.docx'],
    ['///', 'file'],
    [`${'x'.repeat(300)}.jpeg`, `${'x'.repeat(95)}.jpeg`],
  ])('sanitizes %j into the key segment %j', (name, expected) => {
    expect(sanitizeFilename(name)).toBe(expected);
  });

  it('keeps the display name readable but drops paths, controls and bidi overrides', () => {
    expect(displayFilename('C:\\fakepath\\Résumé 2025.pdf')).toBe('Résumé 2025.pdf');
    expect(displayFilename('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(displayFilename(' \u0000\u0007 ')).toBe('');
  });

  it('downloads under the original name with an ASCII fallback', () => {
    expect(attachmentDisposition('naïve "cv".pdf')).toBe(
      `attachment; filename="na_ve _cv_.pdf"; filename*=UTF-8''na%C3%AFve%20%22cv%22.pdf`,
    );
    expect(attachmentDisposition("it's (1).pdf")).toBe(
      `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
    );
  });
});

describe('media types', () => {
  it('takes the lowercase essence and refuses what is not shaped like a media type', () => {
    expect(mediaTypeEssence('Application/PDF; charset=binary')).toBe('application/pdf');
    expect(mediaTypeEssence('pdf')).toBeUndefined();
    expect(mediaTypeEssence('text/html<script>')).toBeUndefined();
    expect(mediaTypeEssence(null)).toBeUndefined();
  });
});

describe('upload keys', () => {
  const [tenant, form, file] = [newId('tenant'), newId('form'), newId('file')];

  it('round-trips the ids and refuses anything else', () => {
    const key = uploadObjectKey(tenant, form, file, 'cv.pdf');
    expect(key).toBe(`uploads/${tenant}/${form}/${file}/cv.pdf`);
    expect(parseUploadKey(key)).toEqual({ tenantId: tenant, formId: form, fileId: file });
    for (const bad of [
      `uploads/${tenant}/${form}/${file}`,
      `exports/${tenant}/${form}/${file}/a`,
      `uploads/${tenant}/${form}/${file}/a/b`,
      `uploads/x/${form}/${file}/a`,
    ]) {
      expect(parseUploadKey(bad)).toBeUndefined();
    }
  });

  it('reads _uploads as one key or a list, dropping blanks and duplicates, within the limit', () => {
    expect(uploadKeysOf(undefined)).toEqual([]);
    expect(uploadKeysOf('')).toEqual([]);
    expect(uploadKeysOf('k1')).toEqual(['k1']);
    expect(uploadKeysOf(['k1', '', 'k2', 'k1'])).toEqual(['k1', 'k2']);
    expect(refusal(() => uploadKeysOf([1]))).toEqual({ code: 'validation_error', field: '_uploads' });
    expect(refusal(() => uploadKeysOf({ key: 'k' }))).toEqual({ code: 'validation_error', field: '_uploads' });
    const tooMany = Array.from({ length: UPLOAD_LIMITS.filesPerSubmission + 1 }, (_, i) => `k${i}`);
    expect(refusal(() => uploadKeysOf(tooMany))).toEqual({ code: 'validation_error', field: '_uploads' });
  });
});

describe('finalizing', () => {
  const at = new Date('2025-01-02T03:04:05.000Z');
  const upload: PendingUpload = {
    fileId: 'fil_1',
    tenantId: 'ten_1',
    formId: 'frm_1',
    fieldName: 'cv',
    originalName: 'cv.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1000,
    storageKey: 'uploads/ten_1/frm_1/fil_1/cv.pdf',
    createdAt: '2025-01-02T03:00:00.000Z',
    expiresAt: '2025-01-03T02:00:00.000Z',
  };

  it('finalizes with the real size, and rejects missing, oversize and retyped objects', () => {
    expect(finalizeUpload(upload, { sizeBytes: 990, contentType: 'application/pdf' }, at)).toEqual({
      rejection: null,
      file: {
        id: 'fil_1',
        fieldName: 'cv',
        originalName: 'cv.pdf',
        contentType: 'application/pdf',
        sizeBytes: 990,
        status: 'finalized',
        createdAt: upload.createdAt,
        finalizedAt: at.toISOString(),
        storageKey: upload.storageKey,
      },
    });
    expect(finalizeUpload(upload, undefined, at)).toMatchObject({
      rejection: 'missing',
      file: { status: 'rejected', sizeBytes: 1000, finalizedAt: null },
    });
    expect(finalizeUpload(upload, { sizeBytes: 1001, contentType: 'application/pdf' }, at)).toMatchObject({
      rejection: 'too_large',
      file: { sizeBytes: 1001 },
    });
    expect(finalizeUpload(upload, { sizeBytes: 10, contentType: 'text/html' }, at)).toMatchObject({
      rejection: 'type_mismatch',
      file: { contentType: 'application/pdf' },
    });
    expect(finalizeUpload(upload, { sizeBytes: 10, contentType: null }, at).rejection).toBe('type_mismatch');
  });
});

describe('presign body: the hand-written check agrees with the documented zod schema', () => {
  const file = { field: 'cv', filename: 'cv.pdf', content_type: 'application/pdf', size: 10 };
  const cases: [string, unknown][] = [
    ['valid', { files: [file] }],
    ['no files member', {}],
    ['files not a list', { files: file }],
    ['empty list', { files: [] }],
    ['too many', { files: Array.from({ length: UPLOAD_LIMITS.filesPerRequest + 1 }, () => file) }],
    ['unknown top-level member', { files: [file], extra: 1 }],
    ['unknown file member', { files: [{ ...file, sha: 'x' }] }],
    ['file not an object', { files: ['cv.pdf'] }],
    ['missing field', { files: [{ ...file, field: undefined }] }],
    ['empty filename', { files: [{ ...file, filename: '' }] }],
    ['long filename', { files: [{ ...file, filename: 'x'.repeat(UPLOAD_LIMITS.filenameChars + 1) }] }],
    ['long field', { files: [{ ...file, field: 'x'.repeat(257) }] }],
    ['numeric content type', { files: [{ ...file, content_type: 5 }] }],
    ['size as text', { files: [{ ...file, size: '10' }] }],
    ['fractional size', { files: [{ ...file, size: 2.5 }] }],
    ['zero size', { files: [{ ...file, size: 0 }] }],
    ['unsafe integer size', { files: [{ ...file, size: 2 ** 60 }] }],
  ];

  it.each(cases)('%s', (_name, body) => {
    const value = JSON.parse(JSON.stringify(body)) as unknown;
    expect(refusal(() => presignBodyOf(value))).toEqual(refusal(() => parseWith(UploadPresignRequestSchema, value)));
  });
});
