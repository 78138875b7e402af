import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { newId } from '@shared/domain/ids.js';
import { mintToken } from '@shared/domain/tokens.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { pdfBytes, presign, presignOne, putToSlot, type FileDescription } from '@test/support/uploads.js';
import { createForm, formPartition, NO_RATE_LIMIT, postJson, type TestForm } from './ingest-support.js';

let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let form: TestForm;
/** The functions' clock runs this far from the system's (a test moves it to the start of a rate window). */
let clockOffsetMs = 0;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0, now: () => new Date(Date.now() + clockOffsetMs) });
  call = client(app.baseUrl);
  a = await createTestTenant(app, 'pro');
  form = await createForm(app, a, NO_RATE_LIMIT);
});
afterAll(() => app.stop());

const pdf = (overrides: Partial<FileDescription> = {}): FileDescription => ({
  field: 'cv',
  filename: 'cv.pdf',
  content_type: 'application/pdf',
  size: 1000,
  ...overrides,
});

const pendingCount = async (formId: string) =>
  (await formPartition(app, formId)).filter((i) => i.type === 'pending_upload').length;

describe('presign refusals', () => {
  it.each([
    ['a file over 10 MiB', [pdf({ size: 10 * 1024 * 1024 + 1 })], 413, 'payload_too_large', 'files.0.size'],
    ['HTML', [pdf(), pdf({ content_type: 'text/html' })], 400, 'validation_error', 'files.1.content_type'],
    ['SVG (scriptable)', [pdf({ content_type: 'image/svg+xml' })], 400, 'validation_error', 'files.0.content_type'],
    [
      'an executable',
      [pdf({ content_type: 'application/x-msdownload', filename: 'setup.exe' })],
      400,
      'validation_error',
      'files.0.content_type',
    ],
    ['a reserved field name', [pdf({ field: '_gotcha' })], 400, 'validation_error', 'files.0.field'],
    ['an empty file', [pdf({ size: 0 })], 400, 'validation_error', 'files.0.size'],
    ['a fractional size', [pdf({ size: 1.5 })], 400, 'validation_error', 'files.0.size'],
    [
      'a name of only control characters',
      [pdf({ filename: '\u0007\u0008' })],
      400,
      'validation_error',
      'files.0.filename',
    ],
    ['eleven files', Array.from({ length: 11 }, () => pdf()), 400, 'validation_error', 'files'],
    ['no files', [], 400, 'validation_error', 'files'],
  ])('refuses %s, naming the field, and records nothing', async (_what, files, status, code, field) => {
    const res = await presign(app, form.public_slug, files);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, field });
    expect(await pendingCount(form.id)).toBe(0);
  });

  it('refuses unknown members, other media types and bodies that are not JSON', async () => {
    const slug = form.public_slug;
    const unknown = await call('POST', `/f/${slug}/uploads`, { body: { files: [{ ...pdf(), checksum: 'x' }] } });
    expect(unknown.body.error).toMatchObject({ code: 'unknown_field', field: 'files.0.checksum' });
    const urlencoded = await call('POST', `/f/${slug}/uploads`, {
      body: 'files=cv.pdf',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(415);
    const broken = await call('POST', `/f/${slug}/uploads`, {
      body: '{"files": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.body.error.code).toBe('validation_error');
    // An HTML form posting here still gets JSON: presigning is an API for scripts.
    const htmlAccept = await call('POST', `/f/${slug}/uploads`, {
      body: { files: [] },
      headers: { accept: 'text/html' },
    });
    expect(htmlAccept.headers.get('content-type')).toContain('application/json');
  });

  it('keeps a clean display name and a sanitized key for hostile file names', async () => {
    const res = await presign(app, form.public_slug, [
      pdf({ filename: 'C:\\Users\\ada\\..\\évil\u202Efdp.exe <x>.pdf' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.uploads[0].key).toMatch(/\/fil_[0-9a-z]{26}\/evilfdp\.exe_x_\.pdf$/);
    const bytes = pdfBytes(1000);
    expect(await putToSlot(res.body.uploads[0], bytes)).toBe(200);
    const submitted = await postJson(app, form.public_slug, { _uploads: [res.body.uploads[0].key] });
    const shown = await call('GET', `/v1/forms/${form.id}/submissions/${submitted.body.id}`, { token: a.fullKey });
    expect(shown.body.files[0].original_name).toBe('évilfdp.exe <x>.pdf');
  });
});

describe('the same gates as submitting', () => {
  it('needs a form key with the upload scope on protected forms, in the header', async () => {
    const protectedForm = await createForm(app, a, { access_mode: 'protected', ...NO_RATE_LIMIT });
    const missing = await presign(app, protectedForm.public_slug, [pdf()]);
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe('form_key_required');
    const created = await call('POST', `/v1/forms/${protectedForm.id}/keys`, {
      token: a.fullKey,
      body: { name: 'Site' },
    });
    expect(created.body.scopes).toContain('upload');
    const ok = await presign(app, protectedForm.public_slug, [pdf()], { 'x-form-key': created.body.key });
    expect(ok.status).toBe(200);
    const wrong = await presign(app, protectedForm.public_slug, [pdf()], { 'x-form-key': 'fk_form_nope' });
    expect(wrong.body.error.code).toBe('form_key_invalid');
    // A key narrowed to `submit` (the API mints keys with both scopes; the format allows narrowing) cannot presign.
    const narrow = mintToken('formKey');
    await app.deps.stores.formKeys.create(
      {
        id: newId('formKey'),
        tenantId: a.tenantId,
        formId: protectedForm.id,
        name: 'Submit only',
        keyPrefix: narrow.displayPrefix,
        mode: 'public',
        scopes: ['submit'],
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
        revokedAt: null,
      },
      narrow.hash,
    );
    const unscoped = await presign(app, protectedForm.public_slug, [pdf()], { 'x-form-key': narrow.token });
    expect(unscoped.body.error.code).toBe('form_key_invalid');
    expect(
      (await postJson(app, protectedForm.public_slug, { m: 'hi' }, { headers: { 'x-form-key': narrow.token } })).status,
    ).toBe(201);
  });

  it('answers CORS preflights per form and refuses origins the form does not allow', async () => {
    const corsForm = await createForm(app, a, { allowed_origins: ['https://site.example'], ...NO_RATE_LIMIT });
    const preflight = await fetch(`${app.baseUrl}/f/${corsForm.public_slug}/uploads`, {
      method: 'OPTIONS',
      headers: { origin: 'https://site.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://site.example');
    const allowed = await presign(app, corsForm.public_slug, [pdf()], { origin: 'https://site.example' });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://site.example');
    const refused = await presign(app, corsForm.public_slug, [pdf()], { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('origin_not_allowed');
  });

  it('refuses inactive forms (410) and unknown slugs (404)', async () => {
    const gone = await createForm(app, a, NO_RATE_LIMIT);
    await call('DELETE', `/v1/forms/${gone.id}`, { token: a.fullKey });
    expect((await presign(app, gone.public_slug, [pdf()])).status).toBe(410);
    expect((await presign(app, 'no-such-form-slug', [pdf()])).status).toBe(404);
  });

  it('rate-limits presigning apart from submissions, so presign-then-submit passes the strict window', async () => {
    const limited = await createForm(app, a); // default limits: 1 submission per 30 s
    // Windows are fixed (aligned to the minute): the functions' clock starts a second into one, so the 10 presigns
    // cannot straddle two.
    clockOffsetMs = 1_000 - (Date.now() % 60_000);
    onTestFinished(() => {
      clockOffsetMs = 0;
    });
    const bytes = pdfBytes(500);
    const slot = await presignOne(app, limited.public_slug, bytes);
    await putToSlot(slot, bytes);
    expect((await postJson(app, limited.public_slug, { _uploads: [slot.key] })).status).toBe(201);
    for (let i = 1; i < 10; i++) expect((await presign(app, limited.public_slug, [pdf()])).status).toBe(200);
    const refused = await presign(app, limited.public_slug, [pdf()]);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the OpenAPI document', () => {
  it('describes presigning with the schemas the service answers with, and the download route with both answers', async () => {
    const doc = (await (await fetch(`${app.baseUrl}/v1/openapi.json`)).json()) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    const presignOp = doc.paths['/f/{public_slug}/uploads'].post;
    const body = presignOp.requestBody.content['application/json'];
    expect(body.schema).toEqual({ $ref: '#/components/schemas/UploadPresignRequest' });
    expect(presignOp.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/UploadPresignResponse',
    });
    expect(doc.components.schemas.UploadSlot.required.sort()).toEqual([
      'expires_in',
      'field',
      'headers',
      'key',
      'max_bytes',
      'method',
      'url',
    ]);
    // The documented example is a request the running service accepts.
    const res = await presign(app, form.public_slug, body.example.files);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.uploads[0]).sort()).toEqual(doc.components.schemas.UploadSlot.required.sort());

    const downloadOp = doc.paths['/v1/forms/{id}/submissions/{sid}/files/{fid}'].get;
    expect(Object.keys(downloadOp.responses)).toEqual(expect.arrayContaining(['302', '200', '403', '404']));
    expect(downloadOp.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/FileDownloadLink',
    });
    expect(downloadOp.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'path:id',
      'path:sid',
      'path:fid',
      'query:redirect',
    ]);
    expect(doc.components.responses.Error403.description).toContain('submission_locked');
  });
});
