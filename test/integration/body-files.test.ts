import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { BODY_FILE_LIMITS } from '@shared/domain/ingest-limits.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { objectExists, pdfBytes } from '@test/support/uploads.js';
import { createForm, formPartition, NO_RATE_LIMIT, post, type TestForm } from './ingest-support.js';

/**
 * Files a plain HTML form sends in its multipart body: stored as the submission's finalized files like presigned
 * uploads, within what one Lambda request carries; over it a 413 that names the presigned uploads.
 */
let app: LocalApp;
let tenant: TestTenant;
let form: TestForm;
let call: ReturnType<typeof client>;
const savedPlanLimits = process.env.PLAN_LIMITS;

beforeAll(async () => {
  process.env.PLAN_LIMITS = JSON.stringify({ free: { monthly_submissions: 1 } });
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app, 'pro');
  form = await createForm(app, tenant, NO_RATE_LIMIT);
});
afterAll(async () => {
  process.env.PLAN_LIMITS = savedPlanLimits;
  await app?.stop();
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}
const BOUNDARY = '----formbase7MA4YWxkTrZu0gW';
const multipart = (parts: Part[]) =>
  Buffer.concat([
    ...parts.flatMap((p) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"` +
          `${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
          `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(p.value),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
const send = (f: TestForm, parts: Part[], accept = 'application/json') =>
  post(app, f.public_slug, multipart(parts), { contentType: `multipart/form-data; boundary=${BOUNDARY}`, accept });

const storedItem = async (f: TestForm, id: string) =>
  (await formPartition(app, f.id)).find((item) => item.SK === `SUB#${id}`)!;
/** The files as the submission item stores them (a locked submission's files are hidden from the API). */
const storedFiles = async (f: TestForm, id: string) =>
  (await storedItem(f, id)).files as { storage_key: string; status: string }[];

describe('files in a multipart body', () => {
  it('stores them finalized under a sanitized key, typed by the part, downloaded as attachments', async () => {
    const pdf = pdfBytes(50_000);
    const res = await send(form, [
      { name: 'message', value: 'see attached' },
      { name: 'cv', value: pdf, filename: '../../etc/cv<script>.pdf', type: 'application/pdf' },
    ]);
    expect(res.status).toBe(201);
    const shown = await call('GET', `/v1/forms/${form.id}/submissions/${res.body.id}`, { token: tenant.fullKey });
    expect(shown.body.fields).toEqual({ message: 'see attached' });
    expect(shown.body.files).toMatchObject([
      { field_name: 'cv', original_name: 'cv<script>.pdf', content_type: 'application/pdf', status: 'finalized' },
    ]);
    const [stored] = await storedFiles(form, res.body.id);
    expect(stored!.storage_key).toMatch(/^uploads\/ten_\w+\/frm_\w+\/fil_\w+\/cv_script_\.pdf$/);
    const link = await call(
      'GET',
      `/v1/forms/${form.id}/submissions/${res.body.id}/files/${shown.body.files[0].id}?redirect=false`,
      { token: tenant.readKey },
    );
    const download = await fetch(link.body.url);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('refuses a type the uploads refuse, naming the field, and storing nothing', async () => {
    const res = await send(form, [
      { name: 'page', value: '<html><script>alert(1)</script></html>', filename: 'cv.pdf', type: 'text/html' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'page' });
  });

  it('answers 413 naming the presigned uploads over the limit, as JSON and as the hosted error page', async () => {
    const big = Buffer.alloc(BODY_FILE_LIMITS.totalBytes + 1, 7);
    const json = await send(form, [{ name: 'video', value: big, filename: 'a.mp4', type: 'video/mp4' }]);
    expect(json.status).toBe(413);
    expect(json.body.error.code).toBe('payload_too_large');
    expect(json.body.error.message).toMatch(/uploads/);
    const page = await send(form, [{ name: 'video', value: big, filename: 'a.mp4', type: 'video/mp4' }], 'text/html');
    expect(page.status).toBe(413);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toMatch(/presigned uploads/);
    const eleven = Array.from({ length: BODY_FILE_LIMITS.files + 1 }, (_, i) => ({
      name: `f${i}`,
      value: 'x',
      filename: `${i}.txt`,
      type: 'text/plain',
    }));
    expect((await send(form, eleven)).status).toBe(413);
  });

  it('keeps the files of spam-judged and quota-locked submissions', async () => {
    const spam = await send(form, [
      { name: '_gotcha', value: 'bot' },
      { name: 'cv', value: pdfBytes(), filename: 'cv.pdf', type: 'application/pdf' },
    ]);
    expect(spam.status).toBe(201);
    expect(spam.body.status).toBe('spam');
    const small = await createTestTenant(app, 'free');
    const smallForm = await createForm(app, small, NO_RATE_LIMIT);
    const file = { name: 'cv', value: pdfBytes(), filename: 'cv.pdf', type: 'application/pdf' };
    expect((await send(smallForm, [file])).status).toBe(201);
    const locked = await send(smallForm, [file]);
    expect(locked.status).toBe(201);
    const item = await storedItem(smallForm, locked.body.id);
    expect(item.locked).toBe(true);
    for (const [f, id] of [
      [form, spam.body.id],
      [smallForm, locked.body.id],
    ] as const) {
      const files = await storedFiles(f, id);
      expect(files).toHaveLength(1);
      expect(files[0]!.status).toBe('finalized');
      // Written with the `submitted` tag, which the pending-upload lifecycle never deletes (the S3 stand-in keeps no
      // tags sent with a PUT, so the object itself is what this checks).
      expect(await objectExists(app, files[0]!.storage_key)).toBe(true);
    }
  });
});
