import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createExportsHandler } from '@services/exports/app.js';
import { exportsDeps } from '@services/exports/deps.js';
import { silentLogger } from '@shared/observability/log.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import {
  dataRequests,
  exportPath,
  FIXED_LEADING,
  FIXED_TRAILING,
  ISO_TIME,
  withServer,
} from '@test/support/data-requests.js';
import { COUNTS_SETTLE_MS, formCounters, seed } from '@test/support/submissions.js';
import { postForm } from './ingest-support.js';

/** `GET /v1/forms/{id}/data-requests/export` through HTTP (the exports function, as `npm start` serves it). */
let app: LocalApp;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let exportCsv: DataRequests['exportCsv'];
let erase: DataRequests['erase'];
let submit: DataRequests['submit'];
let liveForm: DataRequests['liveForm'];

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  [a, b] = await Promise.all([createTestTenant(app, 'pro'), createTestTenant(app, 'pro')]);
  ({ call, exportCsv, erase, submit, liveForm } = dataRequests(app, a));
});
afterAll(() => app.stop());

type DataRequests = ReturnType<typeof dataRequests>;

describe('export', () => {
  it("holds exactly the subject's submissions of this form, matched case-insensitively, oldest first", async () => {
    const form = await liveForm();
    const otherForm = await liveForm('Other form');
    const first = await submit(form, { name: 'Ada', email: 'Ada.Lovelace@Example.com', message: 'first' });
    await submit(form, { name: 'Grace', email: 'grace@example.com', message: 'not hers' });
    await submit(form, { name: 'Anonymous', message: 'no address at all' });
    const second = await submit(form, { name: 'Ada', _replyto: 'ADA.LOVELACE@example.COM', message: 'second' });
    await submit(otherForm, { name: 'Ada', email: 'ada.lovelace@example.com', message: 'another form' });

    const { res, header, records } = await exportCsv(form.id, 'ada.LOVELACE@example.com');

    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="data-request-${form.id}-\\d{8}\\.csv"$`),
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(header).toEqual([...FIXED_LEADING, 'name', 'email', 'message', ...FIXED_TRAILING]);
    expect(records.map((r) => r.id)).toEqual([first, second]);
    expect(records.map((r) => r.submitter_email)).toEqual(['Ada.Lovelace@Example.com', 'ADA.LOVELACE@example.COM']);
    expect(records.map((r) => r.message)).toEqual(['first', 'second']);
    expect(records[1]!.email).toBe(''); // the second one named its address in _replyto, which is not stored as data
    for (const record of records) {
      expect(record.created_at).toMatch(ISO_TIME);
      expect(record.status).toBe('received');
      expect(record.deleted_at).toBe('');
      expect(record.submitter_ip).not.toBe('');
    }
  });

  it('parses back cell for cell: commas, quotes, line breaks, unicode, repeated and nested fields', async () => {
    const form = await liveForm();
    const email = 'round.trip@example.com';
    const fields = {
      name: 'Lovelace, Ada "Countess"',
      address: 'Line 1\nLine 2\r\nLine 3',
      greeting: 'Grüße — 你好 — 🎉',
      'field, with "quotes"\nand a line break': 'yes',
      topics: ['math', 'poetry, science'],
      details: { nested: { ok: true }, n: 1 },
      age: 36,
      subscribed: false,
      nothing: null,
      email,
    };
    const jsonId = await submit(form, fields);
    const formPost = await postForm(app, form.public_slug, [
      ['colour', 'red'],
      ['colour', 'blue'],
      ['email', email],
      ['greeting', 'ça va ?'],
    ]);
    expect(formPost.status, formPost.text).toBe(201);

    const { res, header, records } = await exportCsv(form.id, email);

    expect(res.text.startsWith(`${FIXED_LEADING.join(',')},`)).toBe(true);
    expect(res.text.endsWith('\r\n')).toBe(true);
    // The union of field names, in the order first seen (the JSON post came first).
    expect(header).toEqual([...FIXED_LEADING, ...Object.keys(fields), 'colour', ...FIXED_TRAILING]);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      id: jsonId,
      name: 'Lovelace, Ada "Countess"',
      address: 'Line 1\nLine 2\r\nLine 3',
      greeting: 'Grüße — 你好 — 🎉',
      'field, with "quotes"\nand a line break': 'yes',
      topics: 'math, poetry, science',
      details: '{"nested":{"ok":true},"n":1}',
      age: '36',
      subscribed: 'false',
      nothing: '',
      colour: '', // not a field of this submission
    });
    expect(records[1]).toMatchObject({ id: formPost.body.id, colour: 'red, blue', greeting: 'ça va ?', name: '' });
  });

  it('defuses spreadsheet formulas in every cell, header cells and the address included', async () => {
    const form = await liveForm();
    const email = '=cmd@example.com';
    await submit(form, {
      email,
      formula: '=HYPERLINK("http://evil.example","click me")',
      plus: '+1 555 0100',
      minus: '-42',
      at: '@SUM(A1:A9)',
      tab: '\tindented',
      cr: '\rreturn',
      safe: 'a=b, 1+1 and -x',
      "=cmd|' /C calc'!A0": 'a hostile field name',
    });

    const { header, records } = await exportCsv(form.id, email);

    expect(header).toContain("'=cmd|' /C calc'!A0");
    expect(records[0]).toMatchObject({
      submitter_email: "'=cmd@example.com",
      email: "'=cmd@example.com",
      formula: `'=HYPERLINK("http://evil.example","click me")`,
      plus: "'+1 555 0100",
      minus: "'-42",
      at: "'@SUM(A1:A9)",
      tab: "'\tindented",
      cr: "'\rreturn",
      safe: 'a=b, 1+1 and -x',
      "'=cmd|' /C calc'!A0": 'a hostile field name',
    });
  });

  it('names a field that clashes with a fixed column fields.<name>, so no two columns share a header', async () => {
    const form = await liveForm();
    await submit(form, { email: 'clash@example.com', status: 'married', id: '42', files: 'none' });

    const { header, records } = await exportCsv(form.id, 'clash@example.com');

    expect(header).toEqual([
      ...FIXED_LEADING,
      'email',
      'fields.status',
      'fields.id',
      'fields.files',
      ...FIXED_TRAILING,
    ]);
    expect(records[0]).toMatchObject({ status: 'received', 'fields.status': 'married', 'fields.id': '42', files: '' });
  });

  it('includes submissions in trash and submissions locked by the quota, fields shown', async () => {
    const form = await liveForm();
    const trashed = await submit(form, { email: 'lin@example.com', message: 'then trashed' });
    expect((await call('DELETE', `/v1/forms/${form.id}/submissions/${trashed}`, { token: a.fullKey })).status).toBe(
      204,
    );
    const [locked] = await seed(app, a.tenantId, form.id, 1, () => ({
      submitterEmail: 'Lin@Example.com',
      locked: true,
      lockedReason: 'quota_exceeded',
      fields: { email: 'Lin@Example.com', message: 'sent over the quota' },
    }));
    const viaApi = await call('GET', `/v1/forms/${form.id}/submissions/${locked!.id}`, { token: a.readKey });
    expect(viaApi.body).toMatchObject({ locked: true, fields: {} }); // the API hides it from the tenant...

    const { records } = await exportCsv(form.id, 'lin@example.com');

    expect(records.map((r) => r.id)).toEqual([trashed, locked!.id]);
    expect(records[0]!.deleted_at).toMatch(ISO_TIME);
    expect(records[1]).toMatchObject({ message: 'sent over the quota', deleted_at: '' }); // ...the subject gets it
  });

  it('is an empty CSV (header only) when nobody with that address submitted', async () => {
    const form = await liveForm();
    const res = await call('GET', exportPath(form.id, 'nobody@example.com'), { token: a.readKey });
    expect(res.status).toBe(200);
    expect(res.text).toBe(`${[...FIXED_LEADING, ...FIXED_TRAILING].join(',')}\r\n`);
  });

  it('refuses a missing or malformed submitter_email with 400 naming it', async () => {
    const form = await liveForm();
    const missing = await call('GET', `/v1/forms/${form.id}/data-requests/export`, { token: a.readKey });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'validation_error', field: 'submitter_email' });
    for (const bad of ['', 'not-an-address', 'two@at@example.com', `${'x'.repeat(250)}@example.com`]) {
      const res = await call('GET', exportPath(form.id, bad), { token: a.readKey });
      expect(res.status, bad).toBe(400);
      expect(res.body.error, bad).toMatchObject({ code: 'validation_error', field: 'submitter_email' });
    }
    // An unencoded "+" arrives as a space: refused with a hint rather than silently exporting nothing.
    const plus = await call('GET', `/v1/forms/${form.id}/data-requests/export?submitter_email=ada+x@example.com`, {
      token: a.readKey,
    });
    expect(plus.status).toBe(400);
    expect(plus.body.error.message).toContain('%2B');
  });

  it('answers another method with 405 and Allow: GET, like every other API path', async () => {
    const form = await liveForm();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await call(method, exportPath(form.id, 'ada@example.com'), { token: a.fullKey });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('GET');
      expect(res.body.error.code, method).toBe('method_not_allowed');
    }
  });

  it("answers 404 for another tenant's form, 400 for a malformed id and 401 without a key", async () => {
    const form = await liveForm();
    await submit(form, { email: 'ada@example.com', message: 'private' });
    const foreign = await call('GET', exportPath(form.id, 'ada@example.com'), { token: b.fullKey });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'not_found', field: 'id' });
    expect(foreign.text).not.toContain('private');
    const badId = await call('GET', exportPath('frm_nope', 'ada@example.com'), { token: a.readKey });
    expect(badId.body.error).toMatchObject({ code: 'invalid_id', field: 'id' });
    const anonymous = await call('GET', exportPath(form.id, 'ada@example.com'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('pages through every match, more than one 1 MB index page', async () => {
    const form = await liveForm();
    const big = 'x'.repeat(100_000);
    const seeded = await seed(app, a.tenantId, form.id, 14, (i) => ({
      submitterEmail: 'bulk@example.com',
      fields: { email: 'bulk@example.com', n: i, note: big },
    }));

    const { records } = await exportCsv(form.id, 'BULK@example.com');

    expect(records.map((r) => r.id)).toEqual(seeded.map((s) => s.id));
    expect(records.every((r) => r.note === big)).toBe(true);
    expect(await erase(form.id, 'bulk@example.com').then((r) => r.body)).toEqual({ erased: 14 });
    await expect
      .poll(() => formCounters(app, a.fullKey, form.id), { timeout: COUNTS_SETTLE_MS })
      .toEqual({ stored: 0, unread: 0 });
  });

  it('hands an export too large for a Lambda response over as a short-lived download link', async () => {
    const form = await liveForm();
    await submit(form, { email: 'large@example.com', message: 'Hello, "world"\n'.repeat(40) });
    const inline = await exportCsv(form.id, 'large@example.com');
    const handler = createExportsHandler(exportsDeps(app.runtime, { logger: silentLogger, inlineLimitBytes: 256 }));

    await withServer(handler, async (call) => {
      const res = await call('GET', exportPath(form.id, 'large@example.com'), { token: a.readKey });
      expect(res.status).toBe(302);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const link = new URL(res.headers.get('location')!);
      expect(link.pathname).toMatch(new RegExp(`/exports/${a.tenantId}/${form.id}/[0-9a-f-]{36}\\.csv$`));
      expect(link.href).not.toContain('large');
      expect(link.searchParams.get('X-Amz-Expires')).toBe('900');
      const file = await fetch(link);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(inline.res.headers.get('content-disposition'));
      expect(await file.text()).toBe(inline.res.text);
    });
  });

  it('answers 503, never a 500, when a large export cannot be stored', async () => {
    const form = await liveForm();
    await submit(form, { email: 'large@example.com', message: 'x'.repeat(500) });
    const handler = createExportsHandler(
      exportsDeps(app.runtime, {
        logger: silentLogger,
        inlineLimitBytes: 256,
        largeExports: { publish: () => Promise.reject(new Error('injected: the bucket is unreachable')) },
      }),
    );

    await withServer(handler, async (call) => {
      const res = await call('GET', exportPath(form.id, 'large@example.com'), { token: a.readKey });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('dependency_unavailable');
    });
  });
});

describe('OpenAPI document', () => {
  it('lists the export (served by the exports function) and the erase operation', async () => {
    const doc = (await call('GET', '/v1/openapi.json')).body;
    const exportOp = doc.paths['/v1/forms/{id}/data-requests/export'].get;
    expect(Object.keys(exportOp.responses['200'].content)).toEqual(['text/csv']);
    expect(exportOp.parameters).toContainEqual(
      expect.objectContaining({ name: 'submitter_email', in: 'query', required: true }),
    );
    expect(Object.keys(exportOp.responses)).toEqual(expect.arrayContaining(['400', '401', '404']));
    const eraseOp = doc.paths['/v1/forms/{id}/data-requests/erase'].post;
    expect(eraseOp.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DataRequestEraseRequest',
    });
    expect(eraseOp.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DataRequestEraseResponse',
    });
    expect(doc.components.schemas.DataRequestEraseResponse.required).toEqual(['erased']);
  });
});
