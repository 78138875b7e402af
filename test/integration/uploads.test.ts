import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { notificationLinks } from '@services/delivery/targets/owner-email.js';
import { newId } from '@shared/domain/ids.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { seed, trueCounters } from '@test/support/submissions.js';
import {
  faultyUploadPorts,
  objectExists,
  objectTags,
  pdfBytes,
  presign,
  presignOne,
  putToSlot,
  type UploadSlot,
} from '@test/support/uploads.js';
import { createForm, formPartition, NO_RATE_LIMIT, post, postForm, postJson, type TestForm } from './ingest-support.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let form: TestForm;
const faults = faultyUploadPorts();

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0, ingest: { uploads: faults.ports } });
  faults.bind(app);
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app, 'pro'), createTestTenant(app, 'pro')]);
  form = await createForm(app, a, NO_RATE_LIMIT);
});
afterAll(() => app.stop());

const submissionPath = (formId: string, sid: string) => `/v1/forms/${formId}/submissions/${sid}`;
const getSubmission = (formId: string, sid: string, token = a.fullKey) =>
  call('GET', submissionPath(formId, sid), { token });
const download = (formId: string, sid: string, fid: string, query = '', token = a.readKey) =>
  call('GET', `${submissionPath(formId, sid)}/files/${fid}${query}`, { token });

/** Presigns and uploads one PDF; returns its slot and bytes. */
async function uploaded(target: TestForm = form, size = 3000): Promise<{ slot: UploadSlot; bytes: Buffer }> {
  const bytes = pdfBytes(size);
  const slot = await presignOne(app, target.public_slug, bytes, { filename: 'CV final.pdf' });
  expect(await putToSlot(slot, bytes)).toBe(200);
  return { slot, bytes };
}

describe('upload, submit, download', () => {
  it('presigns a PUT that binds type, size and tag, finalizes the file at submission and downloads the same bytes', async () => {
    const bytes = pdfBytes(4321);
    const res = await presign(app, form.public_slug, [
      { field: 'cv', filename: 'CV final.pdf', content_type: 'application/pdf', size: bytes.length },
    ]);
    expect(res.status).toBe(200);
    const [slot] = res.body.uploads as UploadSlot[];
    expect(slot).toEqual({
      field: 'cv',
      key: expect.stringMatching(new RegExp(`^uploads/${a.tenantId}/${form.id}/fil_[0-9a-z]{26}/CV_final\\.pdf$`)),
      url: expect.any(String),
      method: 'PUT',
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': '4321',
        'x-amz-tagging': 'formbase-upload=pending',
      },
      expires_in: 900,
      max_bytes: 4321,
    });
    const signed = new URL(slot!.url).searchParams;
    expect(signed.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host;x-amz-tagging');
    expect(signed.get('X-Amz-Expires')).toBe('900');
    expect(await putToSlot(slot!, bytes)).toBe(200);

    const submitted = await postJson(app, form.public_slug, { name: 'Ada', _uploads: [slot!.key] });
    expect(submitted.status).toBe(201);
    const shown = await getSubmission(form.id, submitted.body.id);
    expect(shown.body.fields).toEqual({ name: 'Ada' });
    expect(shown.body.files).toEqual([
      {
        id: expect.stringMatching(/^fil_/),
        field_name: 'cv',
        original_name: 'CV final.pdf',
        content_type: 'application/pdf',
        size_bytes: 4321,
        status: 'finalized',
        created_at: expect.any(String),
        finalized_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(shown.body)).not.toContain('storage_key');
    // Kept past the pending-upload lifecycle, and the pending record is consumed.
    expect(await objectTags(app, slot!.key)).toEqual({ 'formbase-upload': 'submitted' });
    expect((await formPartition(app, form.id)).filter((item) => item.type === 'pending_upload')).toEqual([]);

    const fid = shown.body.files[0].id as string;
    const redirect = await download(form.id, submitted.body.id, fid);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    const file = await fetch(redirect.headers.get('location')!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="CV final.pdf"; filename*=UTF-8''CV%20final.pdf`,
    );
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

    const link = await download(form.id, submitted.body.id, fid, '?redirect=false');
    expect(link.status).toBe(200);
    expect(link.body).toEqual({ url: expect.stringContaining('X-Amz-Expires=300'), expires_in: 300 });
    expect(Buffer.from(await (await fetch(link.body.url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('takes _uploads from urlencoded and multipart bodies too, and a submission may be files only', async () => {
    const [first, second, third] = await Promise.all([uploaded(), uploaded(), uploaded()]);
    const urlencoded = await postForm(app, form.public_slug, [
      ['_uploads', first.slot.key],
      ['_uploads', second.slot.key],
    ]);
    expect(urlencoded.status).toBe(201);
    const shown = await getSubmission(form.id, urlencoded.body.id);
    expect(shown.body.fields).toEqual({});
    expect(shown.body.files.map((f: { status: string; size_bytes: number }) => [f.status, f.size_bytes])).toEqual([
      ['finalized', 3000],
      ['finalized', 3000],
    ]);

    const boundary = 'XyZboundary';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="_uploads"',
      '',
      third.slot.key,
      `--${boundary}`,
      'Content-Disposition: form-data; name="note"',
      '',
      'see attached',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await post(app, form.public_slug, multipart, {
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.status).toBe(201);
    expect((await getSubmission(form.id, res.body.id)).body.files).toHaveLength(1);
  });

  it('links owner notification e-mails to the download route', async () => {
    const { slot, bytes } = await uploaded();
    const submitted = await postJson(app, form.public_slug, { message: 'hi', _uploads: slot.key });
    const fid = (await getSubmission(form.id, submitted.body.id)).body.files[0].id as string;
    const link = notificationLinks(app.baseUrl, form.id, submitted.body.id).file(fid);
    const res = await fetch(link, { headers: { authorization: `Bearer ${a.readKey}` }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(Buffer.from(await (await fetch(res.headers.get('location')!)).arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('finalizing what was uploaded', () => {
  it('stores the submission with the file rejected when the object was never uploaded', async () => {
    const slot = await presignOne(app, form.public_slug, pdfBytes(100));
    const res = await postJson(app, form.public_slug, { name: 'Ada', _uploads: [slot.key] });
    expect(res.status).toBe(201);
    const [file] = (await getSubmission(form.id, res.body.id)).body.files;
    expect(file).toMatchObject({ status: 'rejected', finalized_at: null, size_bytes: 100 });
    expect((await download(form.id, res.body.id, file.id)).body.error).toMatchObject({
      code: 'not_found',
      field: 'fid',
    });
  });

  it('rejects an object larger than presigned or of another type, and leaves it to the pending-upload lifecycle', async () => {
    // The local stand-in does not check presigned signatures, so these uploads get through; real S3 refuses them.
    const small = await presignOne(app, form.public_slug, pdfBytes(100));
    expect(await putToSlot(small, pdfBytes(5000), { drop: ['Content-Length'] })).toBe(200);
    const typed = await presignOne(app, form.public_slug, pdfBytes(100));
    expect(await putToSlot(typed, pdfBytes(100), { extra: { 'Content-Type': 'text/html' } })).toBe(200);
    const res = await postJson(app, form.public_slug, { name: 'Ada', _uploads: [small.key, typed.key] });
    expect(res.status).toBe(201);
    const files = (await getSubmission(form.id, res.body.id)).body.files;
    expect(files.map((f: { status: string; size_bytes: number }) => [f.status, f.size_bytes])).toEqual([
      ['rejected', 5000],
      ['rejected', 100],
    ]);
    expect(files[1].content_type).toBe('application/pdf');
    for (const key of [small.key, typed.key])
      expect(await objectTags(app, key)).not.toHaveProperty('formbase-upload', 'submitted');
  });

  it('refuses keys that are not pending uploads of this form with 400 naming _uploads, storing nothing', async () => {
    const other = await createForm(app, a, NO_RATE_LIMIT, 'Other form');
    const foreign = await uploaded(other);
    const used = await uploaded();
    expect((await postJson(app, form.public_slug, { _uploads: used.slot.key })).status).toBe(201);
    // What is stored, not the counters (those follow from the table stream a moment later).
    const stored = async () => (await trueCounters(app, a.tenantId, form.id)).stored;
    const before = await stored();
    const madeUp = `uploads/${a.tenantId}/${form.id}/${newId('file')}/cv.pdf`;
    const swappedName = foreign.slot.key.replace(other.id, form.id);
    for (const value of [foreign.slot.key, madeUp, swappedName, used.slot.key, 'not a key', [42]]) {
      const res = await postJson(app, form.public_slug, { name: 'Ada', _uploads: value });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: '_uploads' });
    }
    expect(await stored()).toBe(before);
    // The other form's upload is still pending there.
    expect((await postJson(app, other.public_slug, { _uploads: foreign.slot.key })).status).toBe(201);
  });

  it('keeps no file of a field the privacy rules drop or redact, and such an upload cannot be submitted again', async () => {
    const privateForm = await createForm(app, a, {
      settings: {
        rate_limit: { disabled: true },
        privacy: { do_not_store_fields: ['Passport'], redact_fields: ['id_scan'] },
      },
    });
    const upload = async (field: string) => {
      const bytes = pdfBytes(500);
      const slot = await presignOne(app, privateForm.public_slug, bytes, { field });
      await putToSlot(slot, bytes);
      return slot.key;
    };
    const keys = [await upload('passport'), await upload('id_scan'), await upload('cv')];
    const res = await postJson(app, privateForm.public_slug, { name: 'Ada', _uploads: keys });
    expect(res.status).toBe(201);
    const files = (await getSubmission(privateForm.id, res.body.id)).body.files;
    expect(files.map((f: { field_name: string }) => f.field_name)).toEqual(['cv']);
    expect(await objectTags(app, keys[0]!)).not.toHaveProperty('formbase-upload', 'submitted');
    expect((await postJson(app, privateForm.public_slug, { _uploads: keys[0] })).status).toBe(400);
  });

  it('answers 503 and stores nothing when S3 fails while finalizing; the same keys work on a retry', async () => {
    const { slot } = await uploaded();
    const count = async () => (await trueCounters(app, a.tenantId, form.id)).stored;
    const before = await count();
    for (const operation of ['inspect', 'markSubmitted'] as const) {
      faults.failing.add(operation);
      const res = await postJson(app, form.public_slug, { name: 'Ada', _uploads: [slot.key] });
      faults.failing.delete(operation);
      expect(res.status, operation).toBe(503);
      expect(res.body.error.code).toBe('dependency_unavailable');
    }
    expect(await count()).toBe(before);
    const retried = await postJson(app, form.public_slug, { name: 'Ada', _uploads: [slot.key] });
    expect(retried.status).toBe(201);
    expect((await getSubmission(form.id, retried.body.id)).body.files[0].status).toBe('finalized');
  });

  it('lets only one of two concurrent submissions take the same upload', async () => {
    const { slot } = await uploaded();
    const results = await Promise.all(
      [1, 2].map((n) => postJson(app, form.public_slug, { n: String(n), _uploads: [slot.key] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.body.error.field).toBe('_uploads');
  });
});

describe('downloads', () => {
  it('is tenant-isolated and checks every id', async () => {
    const { slot } = await uploaded();
    const res = await postJson(app, form.public_slug, { _uploads: slot.key });
    const fid = (await getSubmission(form.id, res.body.id)).body.files[0].id as string;
    expect((await download(form.id, res.body.id, fid, '', b.fullKey)).status).toBe(404);
    expect((await download(form.id, res.body.id, newId('file'))).body.error).toMatchObject({
      code: 'not_found',
      field: 'fid',
    });
    expect((await download(form.id, newId('submission'), fid)).body.error).toMatchObject({
      code: 'not_found',
      field: 'sid',
    });
    expect((await download(form.id, res.body.id, 'fil_nope')).body.error).toMatchObject({
      code: 'invalid_id',
      field: 'fid',
    });
    expect((await download(form.id, res.body.id, fid, '?redirect=maybe')).body.error).toMatchObject({
      field: 'redirect',
    });
    expect((await call('GET', `${submissionPath(form.id, res.body.id)}/files/${fid}`, {})).status).toBe(401);
  });

  it('hides the files of a locked submission until it unlocks', async () => {
    const { slot } = await uploaded();
    const at = new Date().toISOString();
    const file = {
      id: newId('file'),
      fieldName: 'cv',
      originalName: 'cv.pdf',
      contentType: 'application/pdf',
      sizeBytes: 3000,
      status: 'finalized' as const,
      createdAt: at,
      finalizedAt: at,
      storageKey: slot.key,
    };
    const [locked] = await seed(app, a.tenantId, form.id, 1, () => ({
      locked: true,
      lockedReason: 'quota_exceeded',
      files: [file],
    }));
    expect((await getSubmission(form.id, locked!.id)).body).toMatchObject({ locked: true, fields: {}, files: [] });
    const res = await download(form.id, locked!.id, file.id);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'submission_locked', field: 'sid' });
  });

  it('serves trashed submissions, and deleting one for good removes its objects', async () => {
    const { slot } = await uploaded();
    const res = await postJson(app, form.public_slug, { _uploads: slot.key });
    const path = submissionPath(form.id, res.body.id);
    const fid = (await getSubmission(form.id, res.body.id)).body.files[0].id as string;
    expect((await call('DELETE', path, { token: a.fullKey })).status).toBe(204);
    expect((await download(form.id, res.body.id, fid)).status).toBe(302);
    expect(await objectExists(app, slot.key)).toBe(true);
    expect((await call('DELETE', path, { token: a.fullKey })).status).toBe(204);
    expect(await objectExists(app, slot.key)).toBe(false);
    expect((await download(form.id, res.body.id, fid)).status).toBe(404);
  });
});
