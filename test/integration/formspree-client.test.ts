import { decodeFields } from '@shared/adapters/dynamo/submission-fields.js';
import { createClient, type SubmissionResult } from '@formspree/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import {
  createForm,
  NO_RATE_LIMIT,
  post,
  postJson,
  rawSubmission,
  receiveEvents,
  type TestForm,
} from './ingest-support.js';

/**
 * The real `@formspree/core` client (as a migrating site uses it, only the endpoint changed) against the local
 * service: its success and error results, with the codes and fields it understands. In Node the client sends no
 * session data (it only does in a browser); those requests are made by hand with the client's exact headers.
 */
let app: LocalApp;
let tenant: TestTenant;
let call: ReturnType<typeof client>;
let open: TestForm;

const formspree = createClient();
const submit = (slug: string, data: Parameters<typeof formspree.submitForm>[1]) =>
  formspree.submitForm(slug, data, { endpoint: app.baseUrl });

beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
  call = client(app.baseUrl);
  tenant = await createTestTenant(app);
  open = await createForm(app, tenant, NO_RATE_LIMIT, 'Migrated contact');
});
afterAll(() => app?.stop());

function expectSuccess(result: SubmissionResult): string {
  if (result.kind !== 'success') throw new Error(`expected success, got ${JSON.stringify(result.getFormErrors())}`);
  return result.next;
}

function formErrors(result: SubmissionResult) {
  if (result.kind !== 'error') throw new Error('expected an error result');
  return result.getFormErrors();
}

const newest = async (f: TestForm) => {
  const list = await call('GET', `/v1/forms/${f.id}/submissions?status=all`, { token: tenant.fullKey });
  return list.body.items as { id: string; status: string; submitter_email?: string | null }[];
};

/** The client's exact headers, for requests the Node client cannot make (session data). */
const clientHeaders = (session?: string) => ({
  'formspree-client': '@formspree/react@3.0.0 @formspree/core@4.0.0',
  ...(session === undefined ? {} : { 'formspree-session-data': session }),
});
const sessionOf = (data: unknown) => Buffer.from(JSON.stringify(data)).toString('base64');

describe('successes', () => {
  it('a JSON submission: success with `next` on the hosted thank-you page; stored, judged and its event queued', async () => {
    const next = expectSuccess(
      await submit(open.public_slug, { name: 'Ada', email: 'ada@example.com', message: 'Moving over from Formspree' }),
    );
    expect(next).toBe(`${app.baseUrl}/f/${open.public_slug}/thanks`);
    const [stored] = await newest(open);
    expect(stored).toMatchObject({ status: 'received', submitter_email: 'ada@example.com' });
    const full = await call('GET', `/v1/forms/${open.id}/submissions/${stored!.id}`, { token: tenant.fullKey });
    expect(full.body.fields).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Moving over from Formspree' });
    expect(await receiveEvents(app, (e) => e.submission_id === stored!.id, 1)).toHaveLength(1);

    const page = await fetch(next);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('Your submission to “Migrated contact” was received.');
  });

  it('a FormData (multipart) submission with `_replyto` and a filled `_gotcha`: a success the bot cannot tell apart, stored as spam', async () => {
    const data = new FormData();
    data.append('name', 'Bot');
    data.append('_replyto', 'bot@example.com');
    data.append('_gotcha', 'http://spam.example');
    expectSuccess(await submit(open.public_slug, data));
    const [stored] = await newest(open);
    expect(stored).toMatchObject({ status: 'spam', submitter_email: 'bot@example.com' });
    const item = await rawSubmission(app, open.id, stored!.id);
    expect(item?.spam_reasons).toContain('honeypot');
    expect(decodeFields(item?.fields)).toEqual({ name: 'Bot' });
  });

  it('`next` is the form’s own success redirect when it has one', async () => {
    const f = await createForm(app, tenant, {
      settings: {
        rate_limit: { disabled: true },
        response: { success: { type: 'redirect', redirect_url: 'https://site.example/thanks?from=form' } },
      },
    });
    expect(expectSuccess(await submit(f.public_slug, { name: 'x' }))).toBe('https://site.example/thanks?from=form');
  });

  it('a protected form takes its key in `_form_key`; without it the client gets REQUIRED_FIELD_MISSING on that field', async () => {
    const f = await createForm(app, tenant, { ...NO_RATE_LIMIT, access_mode: 'protected' });
    const missing = await submit(f.public_slug, { name: 'x' });
    if (missing.kind !== 'error') throw new Error('expected an error');
    expect(missing.getFieldErrors('_form_key')).toEqual([
      { code: 'REQUIRED_FIELD_MISSING', message: expect.stringMatching(/form key/i) },
    ]);
    const key = await call('POST', `/v1/forms/${f.id}/keys`, { token: tenant.fullKey, body: { name: 'Site' } });
    expectSuccess(await submit(f.public_slug, { name: 'x', _form_key: key.body.key }));
  });
});

describe('errors with the client’s codes and our statuses', () => {
  it('an unknown slug: FORM_NOT_FOUND (404)', async () => {
    expect(formErrors(await submit('no-such-form', { name: 'x' }))).toEqual([
      { code: 'FORM_NOT_FOUND', message: expect.any(String) },
    ]);
    const raw = await postJson(app, 'no-such-form', { name: 'x' }, { headers: clientHeaders() });
    expect(raw.status).toBe(404);
    expect(raw.body).toEqual({
      error: expect.any(String),
      errors: [{ code: 'FORM_NOT_FOUND', message: raw.body.error }],
    });
  });

  it('an inactive form: INACTIVE (410), nothing stored', async () => {
    const f = await createForm(app, tenant, { ...NO_RATE_LIMIT, is_active: false });
    expect(formErrors(await submit(f.public_slug, { name: 'x' }))).toEqual([
      { code: 'INACTIVE', message: expect.stringMatching(/not accepting|inactive|no longer/i) },
    ]);
    expect((await postJson(app, f.public_slug, { name: 'x' }, { headers: clientHeaders() })).status).toBe(410);
    expect(await newest(f)).toEqual([]);
  });

  it('a blocked submitter: BLOCKED (403), nothing stored', async () => {
    const f = await createForm(app, tenant, NO_RATE_LIMIT);
    const added = await call('POST', `/v1/forms/${f.id}/blocked-domains`, {
      token: tenant.fullKey,
      body: { domain: 'blocked-sender.test' },
    });
    expect(added.status).toBe(201);
    expect(formErrors(await submit(f.public_slug, { name: 'x', email: 'someone@blocked-sender.test' }))).toEqual([
      { code: 'BLOCKED', message: expect.any(String) },
    ]);
    const raw = await postJson(
      app,
      f.public_slug,
      { email: 'someone@blocked-sender.test' },
      { headers: clientHeaders() },
    );
    expect(raw.status).toBe(403);
    expect(await newest(f)).toEqual([]);
  });

  it('a bad e-mail: TYPE_EMAIL on the field as named (400), nothing stored', async () => {
    const f = await createForm(app, tenant, NO_RATE_LIMIT);
    const result = await submit(f.public_slug, { name: 'x', email: 'not an address' });
    if (result.kind !== 'error') throw new Error('expected an error');
    expect(result.getFormErrors()).toEqual([]);
    expect(result.getFieldErrors('email')).toEqual([{ code: 'TYPE_EMAIL', message: 'Should be an email address.' }]);
    const data = new FormData();
    data.append('Email', 'ada@');
    const viaForm = await submit(f.public_slug, data);
    if (viaForm.kind !== 'error') throw new Error('expected an error');
    expect(viaForm.getAllFieldErrors()).toEqual([['Email', [{ code: 'TYPE_EMAIL', message: expect.any(String) }]]]);
    const replyTo = await postJson(app, f.public_slug, { _replyto: 42 }, { headers: clientHeaders() });
    expect(replyTo.status).toBe(400);
    expect(replyTo.body.errors).toEqual([{ code: 'TYPE_EMAIL', field: '_replyto', message: expect.any(String) }]);
    // A blank e-mail is simply absent, as for any other client.
    expectSuccess(await submit(f.public_slug, { name: 'x', email: '' }));
    expect(await newest(f)).toHaveLength(1);
  });

  it('an empty submission: EMPTY; a body over the limit: FILES_TOO_BIG (413); other refusals: UNSPECIFIED', async () => {
    expect(formErrors(await submit(open.public_slug, {}))).toEqual([{ code: 'EMPTY', message: expect.any(String) }]);
    const big = new FormData();
    big.append('attachment', new Blob([Buffer.alloc(4_500_000, 'a')], { type: 'image/jpeg' }), 'photo.jpg');
    expect(formErrors(await submit(open.public_slug, big))).toEqual([
      { code: 'FILES_TOO_BIG', message: expect.stringContaining('4 MiB') },
    ]);
    // A file of a type uploads refuse: the client files our explanation under that input; an accepted one is stored.
    const untyped = new FormData();
    untyped.append('attachment', new Blob(['hello']), 'note.bin');
    const inBody = await submit(open.public_slug, untyped);
    if (inBody.kind !== 'error') throw new Error('expected an error');
    expect(inBody.getFieldErrors('attachment')).toEqual([
      { code: 'UNSPECIFIED', message: expect.stringContaining('not accepted') },
    ]);
    const note = new FormData();
    note.append('attachment', new Blob(['hello'], { type: 'text/plain' }), 'note.txt');
    expectSuccess(await submit(open.public_slug, note));
    const limited = await createForm(app, tenant, { settings: { rate_limit: { limit: 1, window_seconds: 60 } } });
    expectSuccess(await submit(limited.public_slug, { name: 'x' }));
    const raw = await postJson(app, limited.public_slug, { name: 'x' }, { headers: clientHeaders() });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(raw.body.errors).toEqual([{ code: 'UNSPECIFIED', message: raw.body.error }]);
  });
});

describe('session data and the plain contract', () => {
  const postWithSession = (session: string | undefined, fields: Record<string, unknown> = { name: 'x' }) =>
    postJson(app, open.public_slug, fields, { headers: clientHeaders(session) });

  it('the page-load time feeds the spam timing signal; a page’s own `_t` wins', async () => {
    const quick = await postWithSession(sessionOf({ loadedAt: Date.now() - 500, webdriver: false }));
    expect(quick.status).toBe(201);
    expect((await rawSubmission(app, open.id, quick.body.id))?.spam_reasons).toContain('too_fast');
    const slow = await postWithSession(sessionOf({ loadedAt: Date.now() - 60_000, webdriver: false }));
    expect((await rawSubmission(app, open.id, slow.body.id))?.spam_reasons ?? []).not.toContain('too_fast');
    const own = await postWithSession(sessionOf({ loadedAt: Date.now() - 500 }), {
      name: 'x',
      _t: Date.now() - 60_000,
    });
    expect((await rawSubmission(app, open.id, own.body.id))?.spam_reasons ?? []).not.toContain('too_fast');
  });

  it('malformed session data is ignored, never an error and never held against the visitor', async () => {
    const garbage = [
      'not base64!',
      Buffer.from('not json').toString('base64'),
      sessionOf({ loadedAt: 'yesterday' }),
      sessionOf(null),
      sessionOf([1, 2]),
      sessionOf({ loadedAt: 1e300 }),
      'A'.repeat(5000),
      '',
    ];
    for (const session of garbage) {
      const res = await postWithSession(session);
      expect(res.status, session.slice(0, 30)).toBe(201);
      expect(res.body).toEqual({ ok: true, next: expect.any(String), id: expect.any(String) });
      // Left out of the item while empty.
      const reasons = ((await rawSubmission(app, open.id, res.body.id))?.spam_reasons ?? []) as string[];
      expect(
        reasons.filter((r) => /timing|fast/.test(r)),
        session.slice(0, 30),
      ).toEqual([]);
    }
  });

  it('without the client header the same requests keep the spec’s answers', async () => {
    const ok = await postJson(app, open.public_slug, { email: 'not an address' });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ id: expect.any(String), status: expect.any(String) });
    const missing = await postJson(app, 'no-such-form', { name: 'x' });
    expect(missing.body.error.code).toBe('not_found');
    const preflight = await fetch(`${app.baseUrl}/f/${open.public_slug}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,formspree-client,formspree-session-data',
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'formspree-client', 'formspree-session-data']));
    const thanks = await post(app, `${open.public_slug}/thanks`, undefined);
    expect(thanks.status).toBe(405);
    expect((await fetch(`${app.baseUrl}/f/no-such-form/thanks`)).status).toBe(404);
  });
});
