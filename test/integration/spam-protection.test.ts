import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { spamJudge } from '@shared/adapters/spam-judge.js';
import type { SpamJudge } from '@shared/domain/spam.js';
import type { SpamJudgePorts } from '@shared/domain/spam/judge.js';
import { readSpamSettings } from '@shared/domain/spam/strictness.js';
import type { DnsResolver } from '@shared/adapters/dns/mail-domains.js';
import { dnsMailDomains } from '@shared/adapters/dns/mail-domains.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { startFakeSiteverify, type FakeSiteverify } from '@test/support/fake-siteverify.js';
import { createForm, formPartition, NO_RATE_LIMIT, postJson, type TestForm } from './ingest-support.js';

let app: LocalApp;
let fake: FakeSiteverify;
let call: ReturnType<typeof client>;
let a: TestTenant;
let b: TestTenant;
let formA: TestForm;
let formA2: TestForm;
let formB: TestForm;

const nxdomain = () => Promise.reject(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
/** DNS for the e-mail hygiene checks: `example.org` has MX, `nomail.test` has nothing. */
const resolver: DnsResolver = {
  resolveMx: (d) =>
    d === 'example.org' ? Promise.resolve([{ exchange: 'mx.example.org', priority: 10 }]) : nxdomain(),
  resolve4: nxdomain,
  resolve6: nxdomain,
};

/** The judge needs the app's table, which exists only once the app runs: ingest calls it through this holder. */
const holder: { judge?: SpamJudge } = {};
const judgeWith = (ports: Partial<SpamJudgePorts> = {}) =>
  spamJudge(app.config, app.deps.stores.table, { mailDomains: dnsMailDomains({ resolver, timeoutMs: 200 }), ...ports });

beforeAll(async () => {
  fake = await startFakeSiteverify();
  const lazyJudge: SpamJudge = {
    judge: (input, form) => holder.judge!.judge(input, form),
    screen: (input, form) => holder.judge!.screen!(input, form),
  };
  app = await startTestApp({ config: { captchaVerifyUrls: fake.urls }, ingest: { spam: lazyJudge } });
  holder.judge = judgeWith();
  call = client(app.baseUrl);
  [a, b] = await Promise.all([createTestTenant(app), createTestTenant(app)]);
  [formA, formA2, formB] = await Promise.all([
    createForm(app, a, NO_RATE_LIMIT, 'A'),
    createForm(app, a, NO_RATE_LIMIT, 'A2'),
    createForm(app, b, NO_RATE_LIMIT, 'B'),
  ]);
});
afterAll(async () => {
  await app.stop();
  await fake.stop();
});

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0', 'accept-language': 'en' };
const submit = (form: TestForm, fields: Record<string, unknown>) =>
  postJson(app, form.public_slug, fields, { headers: browser });
const storedSubmissions = async (form: TestForm) =>
  (await formPartition(app, form.id)).filter((i) => String(i.SK).startsWith('SUB#'));
const readSubmission = async (form: TestForm, id: string) =>
  (await call('GET', `/v1/forms/${form.id}/submissions/${id}`, { token: a.fullKey })).body;

describe('blocked domains API', () => {
  it('adds a per-form and a tenant-wide entry, normalized, and lists the form’s plus the tenant-wide ones', async () => {
    const own = await call('POST', `/v1/forms/${formA.id}/blocked-domains`, {
      token: a.fullKey,
      body: { domain: 'Bücher.DE.' },
    });
    expect(own.status).toBe(201);
    expect(own.body).toEqual({
      id: expect.stringMatching(/^bdom_/),
      domain: 'xn--bcher-kva.de',
      form_id: formA.id,
      created_at: expect.any(String),
    });
    const wide = await call('POST', `/v1/forms/${formA.id}/blocked-domains`, {
      token: a.fullKey,
      body: { domain: 'spam-corp.test', scope: 'tenant' },
    });
    expect(wide.body.form_id).toBeNull();
    const again = await call('POST', `/v1/forms/${formA.id}/blocked-domains`, {
      token: a.fullKey,
      body: { domain: 'BÜCHER.de' },
    });
    expect(again.body.id).toBe(own.body.id);

    const listA = await call('GET', `/v1/forms/${formA.id}/blocked-domains`, { token: a.readKey });
    expect(listA.body.domains.map((d: { domain: string }) => d.domain)).toEqual(['xn--bcher-kva.de', 'spam-corp.test']);
    const listA2 = await call('GET', `/v1/forms/${formA2.id}/blocked-domains`, { token: a.fullKey });
    expect(listA2.body.domains.map((d: { domain: string }) => d.domain)).toEqual(['spam-corp.test']);
  });

  it.each([
    [{ domain: 'https://example.com/x' }, 'domain', 'validation_error'],
    [{ domain: '-x.com' }, 'domain', 'validation_error'],
    [{ domain: '' }, 'domain', 'validation_error'],
    [{ domain: 'ok.com', scope: 'everyone' }, 'scope', 'validation_error'],
    [{ domain: 'ok.com', extra: 1 }, 'extra', 'unknown_field'],
  ])('refuses %j naming the field', async (body, field, code) => {
    const res = await call('POST', `/v1/forms/${formA.id}/blocked-domains`, { token: a.fullKey, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code, field });
  });

  it('deletes an entry once (204, then 404) and refuses a malformed id', async () => {
    const added = await call('POST', `/v1/forms/${formA.id}/blocked-domains`, {
      token: a.fullKey,
      body: { domain: 'gone.test' },
    });
    expect((await call('DELETE', `/v1/blocked-domains/${added.body.id}`, { token: a.fullKey })).status).toBe(204);
    expect((await call('DELETE', `/v1/blocked-domains/${added.body.id}`, { token: a.fullKey })).status).toBe(404);
    expect((await call('DELETE', '/v1/blocked-domains/nope', { token: a.fullKey })).body.error.code).toBe('invalid_id');
  });
});

describe('blocked IPs API', () => {
  it('stores networks in canonical form and refuses bad ones naming `network`', async () => {
    const res = await call('POST', `/v1/forms/${formA2.id}/blocked-ips`, {
      token: a.fullKey,
      body: { network: '2001:DB8:0:0::1/48' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ network: '2001:db8::/48', form_id: formA2.id });
    for (const network of ['10.0.0.0/33', '300.1.1.1', 'fe80::1%eth0', 'example.com']) {
      const bad = await call('POST', `/v1/forms/${formA2.id}/blocked-ips`, { token: a.fullKey, body: { network } });
      expect(bad.body.error, network).toMatchObject({ code: 'validation_error', field: 'network' });
    }
    const list = await call('GET', `/v1/forms/${formA2.id}/blocked-ips`, { token: a.fullKey });
    expect(list.body.ips.map((i: { network: string }) => i.network)).toEqual(['2001:db8::/48']);
  });
});

describe('tenant isolation', () => {
  it('answers 404 to another tenant on every spam-protection endpoint and leaves the entries alone', async () => {
    const entry = await call('POST', `/v1/forms/${formA.id}/blocked-ips`, {
      token: a.fullKey,
      body: { network: '198.51.100.0/24' },
    });
    const domain = (await call('GET', `/v1/forms/${formA.id}/blocked-domains`, { token: a.fullKey })).body.domains[0];
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/forms/${formA.id}/blocked-domains`],
      ['POST', `/v1/forms/${formA.id}/blocked-domains`, { domain: 'x.test' }],
      ['DELETE', `/v1/blocked-domains/${domain.id}`],
      ['GET', `/v1/forms/${formA.id}/blocked-ips`],
      ['POST', `/v1/forms/${formA.id}/blocked-ips`, { network: '192.0.2.1' }],
      ['DELETE', `/v1/blocked-ips/${entry.body.id}`],
      ['GET', `/v1/forms/${formA.id}/captcha`],
      ['PUT', `/v1/forms/${formA.id}/captcha`, { enabled: true, provider: 'captcha_v2', site_key: 'k', secret: 's' }],
      ['GET', `/v1/forms/${formA.id}/email-hygiene`],
      ['PUT', `/v1/forms/${formA.id}/email-hygiene`, { mode: 'block' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, { token: b.fullKey, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await call('GET', `/v1/forms/${formA.id}/blocked-ips`, { token: a.fullKey })).body.ips).toHaveLength(1);
    expect((await call('GET', `/v1/forms/${formA.id}/captcha`, { token: a.fullKey })).body.enabled).toBe(false);
    expect((await call('GET', `/v1/forms/${formB.id}/blocked-domains`, { token: b.fullKey })).body.domains).toEqual([]);
    await call('DELETE', `/v1/blocked-ips/${entry.body.id}`, { token: a.fullKey });
  });
});

describe('CAPTCHA and e-mail hygiene API', () => {
  it('reports no CAPTCHA before setup, stores one without ever returning the secret, and echoes it in settings', async () => {
    expect((await call('GET', `/v1/forms/${formB.id}/captcha`, { token: b.fullKey })).body).toEqual({
      enabled: false,
      provider: null,
      site_key: null,
      min_score: null,
    });
    const put = await call('PUT', `/v1/forms/${formB.id}/captcha`, {
      token: b.fullKey,
      body: { enabled: true, provider: 'captcha_v3', site_key: 'site-key-v3', secret: 'top-secret-value' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ enabled: true, provider: 'captcha_v3', site_key: 'site-key-v3', min_score: 0.5 });
    const form = await call('GET', `/v1/forms/${formB.id}`, { token: b.fullKey });
    expect(form.body.settings.captcha).toMatchObject({
      enabled: true,
      provider: 'captcha_v3',
      site_key: 'site-key-v3',
    });
    expect(form.text).not.toContain('top-secret-value');
    expect((await call('GET', `/v1/forms/${formB.id}/captcha`, { token: b.fullKey })).text).not.toContain(
      'top-secret-value',
    );
  });

  it.each([
    [{ enabled: true, provider: 'captcha_v2', site_key: 'k', secret: 's', min_score: 0.3 }, 'min_score'],
    [{ enabled: true, provider: 'captcha_v3', site_key: 'k', secret: 's', min_score: 1.5 }, 'min_score'],
    [{ enabled: true, provider: 'recaptcha', site_key: 'k', secret: 's' }, 'provider'],
    [{ enabled: true, provider: 'captcha_a', site_key: 'k' }, 'secret'],
  ])('refuses CAPTCHA settings %j naming %s', async (body, field) => {
    const res = await call('PUT', `/v1/forms/${formB.id}/captcha`, { token: b.fullKey, body });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('answers {policy: null} until set, then stores the policy with omitted checks off', async () => {
    expect((await call('GET', `/v1/forms/${formB.id}/email-hygiene`, { token: b.fullKey })).body).toEqual({
      policy: null,
    });
    const put = await call('PUT', `/v1/forms/${formB.id}/email-hygiene`, {
      token: b.fullKey,
      body: { mode: 'flag', require_mx: true },
    });
    expect(put.body).toEqual({ mode: 'flag', require_mx: true, block_disposable: false });
    expect((await call('GET', `/v1/forms/${formB.id}`, { token: b.fullKey })).body.settings.email_hygiene).toEqual(
      put.body,
    );
    const bad = await call('PUT', `/v1/forms/${formB.id}/email-hygiene`, {
      token: b.fullKey,
      body: { mode: 'quarantine' },
    });
    expect(bad.body.error).toMatchObject({ code: 'validation_error', field: 'mode' });
  });
});

describe('end to end through POST /f/{slug}', () => {
  it('refuses a blocked e-mail domain (and its subdomains) with 403 blocked and stores nothing', async () => {
    const form = await createForm(app, a, NO_RATE_LIMIT, 'blocked domain');
    await call('POST', `/v1/forms/${form.id}/blocked-domains`, { token: a.fullKey, body: { domain: 'example.net' } });
    for (const email of ['x@example.net', 'y@mail.example.net']) {
      const res = await submit(form, { email, message: 'hello' });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('blocked');
    }
    expect(await storedSubmissions(form)).toEqual([]);
    expect((await submit(form, { email: 'z@notexample.net', message: 'hello' })).status).toBe(201);
  });

  it('refuses a blocked IP range, including tenant-wide entries, with 403 and nothing stored', async () => {
    const form = await createForm(app, a, NO_RATE_LIMIT, 'blocked ip');
    const entry = await call('POST', `/v1/forms/${form.id}/blocked-ips`, {
      token: a.fullKey,
      body: { network: '127.0.0.0/8', scope: 'tenant' },
    });
    expect((await submit(form, { message: 'hi' })).status).toBe(403);
    expect((await submit(formA2, { message: 'hi' })).status).toBe(403);
    expect(await storedSubmissions(form)).toEqual([]);
    await call('DELETE', `/v1/blocked-ips/${entry.body.id}`, { token: a.fullKey });
    expect((await submit(form, { message: 'hi' })).status).toBe(201);
  });

  it('stores a blocked keyword submission as spam with its reasons', async () => {
    const form = await createForm(
      app,
      a,
      { settings: { rate_limit: { disabled: true }, spam: { blocked_keywords: ['Free Crypto'] } } },
      'keywords',
    );
    const res = await submit(form, {
      email: 'k@example.org',
      message: 'get FREE crypto today',
      _t: String(Date.now() - 30_000),
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('spam');
    const stored = await readSubmission(form, res.body.id);
    expect(stored).toMatchObject({
      status: 'spam',
      spam_score: 1,
      spam_reasons: expect.arrayContaining(['blocked_keyword:Free Crypto']),
    });
    const clean = await submit(form, { email: 'k2@example.org', message: 'When do you open?' });
    expect(clean.body.status).toBe('received');
    expect(await readSubmission(form, clean.body.id)).toMatchObject({
      status: 'received',
      spam_score: 0,
      spam_reasons: [],
    });
  });

  it('stores honeypot hits as spam and reserved fields never as data', async () => {
    const res = await submit(formA2, { message: 'hello', _gotcha: 'http://bot.test', _t: String(Date.now() - 500) });
    const stored = await readSubmission(formA2, res.body.id);
    expect(stored.status).toBe('spam');
    expect(stored.spam_reasons).toEqual(expect.arrayContaining(['honeypot', 'too_fast']));
    expect(Object.keys(stored.fields)).toEqual(['message']);
  });

  it('verifies CAPTCHA tokens server-side: missing or failed → 403 captcha_failed, outage → stored as spam', async () => {
    const form = await createForm(app, a, NO_RATE_LIMIT, 'captcha');
    await call('PUT', `/v1/forms/${form.id}/captcha`, {
      token: a.fullKey,
      body: { enabled: true, provider: 'captcha_b', site_key: 'sk', secret: 'turnstile-secret' },
    });
    const missing = await submit(form, { message: 'hi' });
    expect([missing.status, missing.body.error.code]).toEqual([403, 'captcha_failed']);
    const bad = await submit(form, { message: 'hi', 'cf-turnstile-response': 'bad' });
    expect([bad.status, bad.body.error.code]).toEqual([403, 'captcha_failed']);
    expect(await storedSubmissions(form)).toEqual([]);

    const ok = await submit(form, { message: 'hi', 'cf-turnstile-response': 'ok' });
    expect([ok.status, ok.body.status]).toEqual([201, 'received']);
    expect(fake.requests.at(-1)).toMatchObject({
      provider: 'captcha_b',
      body: { secret: 'turnstile-secret', response: 'ok', remoteip: '127.0.0.1' },
    });

    const outage = await submit(form, { message: 'hi', _captcha: 'boom' });
    expect([outage.status, outage.body.status]).toEqual([201, 'spam']);
    expect((await readSubmission(form, outage.body.id)).spam_reasons).toContain(
      'captcha_unverified:provider_unavailable',
    );
  });

  it('applies e-mail hygiene: block mode refuses disposable addresses, flag mode stores no-MX domains as spam', async () => {
    const form = await createForm(app, a, NO_RATE_LIMIT, 'hygiene');
    await call('PUT', `/v1/forms/${form.id}/email-hygiene`, {
      token: a.fullKey,
      body: { mode: 'block', block_disposable: true },
    });
    const disposable = await submit(form, { email: 'someone@mailinator.com', message: 'hi' });
    expect([disposable.status, disposable.body.error.code]).toEqual([403, 'blocked']);
    expect(await storedSubmissions(form)).toEqual([]);

    await call('PUT', `/v1/forms/${form.id}/email-hygiene`, {
      token: a.fullKey,
      body: { mode: 'flag', require_mx: true },
    });
    const noMx = await submit(form, { email: 'someone@nomail.test', message: 'hi' });
    expect(noMx.body.status).toBe('spam');
    expect((await readSubmission(form, noMx.body.id)).spam_reasons).toContain('email_domain_no_mail_host');
    expect((await submit(form, { email: 'someone@example.org', message: 'hi' })).body.status).toBe('received');
  });

  it('feeds admin feedback into reputation: spam marks count against the submitter, marking them received clears it', async () => {
    const form = await createForm(app, a, NO_RATE_LIMIT, 'reputation');
    const send = () => submit(form, { email: 'Repeat@Example.org', message: 'Please call me back about the offer.' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await send()).body.id);
    for (const id of ids) {
      const res = await call('PATCH', `/v1/forms/${form.id}/submissions/${id}`, {
        token: a.fullKey,
        body: { status: 'spam' },
      });
      expect(res.status).toBe(200);
    }
    const flagged = await send();
    expect((await readSubmission(form, flagged.body.id)).spam_reasons).toContain('spam_history:3');

    for (const id of [...ids, flagged.body.id])
      await call('PATCH', `/v1/forms/${form.id}/submissions/${id}`, { token: a.fullKey, body: { status: 'received' } });
    const cleared = await send();
    expect(
      (await readSubmission(form, cleared.body.id)).spam_reasons.some((r: string) => r.startsWith('spam_history')),
    ).toBe(false);
  });

  it('answers 503 with Retry-After and stores nothing when the submitter history cannot be read', async () => {
    const form = await createForm(app, a, NO_RATE_LIMIT, 'history down');
    const throttled = Object.assign(new Error('injected: history read throttled'), {
      name: 'ProvisionedThroughputExceededException',
      $metadata: { httpStatusCode: 400 },
    });
    holder.judge = judgeWith({ history: { recent: () => Promise.reject(throttled) } });
    try {
      const res = await submit(form, { email: 'ada@example.org', message: 'Please call me back.' });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // No e-mail, no history read: accepted as usual.
      expect((await submit(form, { message: 'Please call me back.' })).status).toBe(201);
    } finally {
      holder.judge = judgeWith();
    }
    expect(await storedSubmissions(form)).toHaveLength(1);
  });
  it('decides its refusals before scoring the text, which runs once the caller has sent its writes', async () => {
    const form = await createForm(app, a, NO_RATE_LIMIT, 'refusals first');
    const scored: string[] = [];
    const judge = judgeWith({
      contentModel: {
        probability: (text) => {
          scored.push(text);
          return 0.99;
        },
      },
    });
    const input = {
      tenantId: a.tenantId,
      formId: form.id,
      fields: { message: 'Cheap followers, buy now' },
      reserved: {},
      submitterEmail: null,
      submitterIp: '203.0.113.9',
      headers: browser,
      receivedAt: Date.now(),
    };
    const screened = await judge.screen!(input, { settings: { spam: readSpamSettings(undefined) } });
    expect(screened.kind).toBe('pass');
    // Ingest takes the plan's place on this answer: the CPU-bound scoring has not run yet.
    expect(scored).toHaveLength(0);
    const verdict = await (screened as Extract<typeof screened, { kind: 'pass' }>).verdict;
    expect(scored).toHaveLength(1);
    expect(verdict.reasons.some((r) => r.startsWith('content_model'))).toBe(true);
  });
});
