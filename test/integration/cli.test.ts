import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { runCli } from '@test/support/cli.js';

let app: LocalApp;
let tenant: TestTenant;
let dir: string;
let env: Record<string, string>;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // The exports queue's consumer only: `submissions export` downloads the service's export.
  app = await startTestApp({ pollers: ['exportJob'] });
  tenant = await createTestTenant(app);
  dir = mkdtempSync(join(tmpdir(), 'formbase-cli-'));
  env = { FORMBASE_URL: app.baseUrl, FORMBASE_API_KEY: tenant.fullKey, FORMBASE_CONFIG_DIR: join(dir, 'config') };
  api = client(app.baseUrl);
}, 120_000);
afterAll(async () => {
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => (await api('GET', path, { token: tenant.fullKey })).body;
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
/** Everything apply can change, for "changed nothing" assertions. */
async function snapshot() {
  const forms = (await get('/v1/forms')) as { id: string }[];
  return Promise.all(
    forms.map(async ({ id }) => ({
      form: await get(`/v1/forms/${id}`),
      webhooks: await get(`/v1/forms/${id}/webhooks`),
      captcha: await get(`/v1/forms/${id}/captcha`),
      hygiene: await get(`/v1/forms/${id}/email-hygiene`),
      domains: await get(`/v1/forms/${id}/blocked-domains`),
      ips: await get(`/v1/forms/${id}/blocked-ips`),
    })),
  );
}
const formByKey = async (key: string) => {
  const [summary] = await get(`/v1/forms?external_key=${encodeURIComponent(key)}`);
  return summary ? get(`/v1/forms/${summary.id}`) : undefined;
};

const FORMS_V1 = `# forms as code
forms:
  - external_key: site/contact
    name: Contact
    notify_emails: [owner@example.com]
    allowed_origins: ['https://example.com/']
    settings:
      spam: { strictness: high, blocked_keywords: [casino] }
      retention: { days: 90 }
      theme: dark
    webhooks:
      - url: https://hooks.example.com/contact
        description: CRM
    captcha: { enabled: true, provider: captcha_b, site_key: site-key-1, secret: '\${CAPTCHA_SECRET}' }
    email_hygiene: { mode: flag, block_disposable: true }
    blocked_domains: [Spam.Example.]
    blocked_ips: [203.0.113.7/24]
  - external_key: site/newsletter
    name: Newsletter
    access_mode: protected
`;

// Every step spawns the real executable (TypeScript compiled on start): ~2 s each on a busy 2-core machine.
const SLOW = { timeout: 180_000 };

describe('login', SLOW, () => {
  it('checks the key, stores base URL and key readable by the user only, and later commands use them', async () => {
    const configDir = join(dir, 'login-config');
    const bad = await runCli(['login', '--base-url', app.baseUrl], {
      env: { FORMBASE_CONFIG_DIR: configDir },
      input: 'fk_sk_live_wrong\n',
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/401 unauthorized/);
    expect(() => statSync(join(configDir, 'config.json'))).toThrow();

    const ok = await runCli(['login', '--base-url', app.baseUrl], {
      env: { FORMBASE_CONFIG_DIR: configDir },
      input: `${tenant.fullKey}\n`,
    });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Logged in to .* as .*full key/);
    const file = join(configDir, 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(configDir).mode & 0o777).toBe(0o700);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ base_url: app.baseUrl, api_key: tenant.fullKey });

    const listed = await runCli(['forms', 'list', '--json'], { env: { FORMBASE_CONFIG_DIR: configDir } });
    expect(listed.code, listed.stderr).toBe(0);
    expect(Array.isArray(listed.json)).toBe(true);
  });

  it('exits 2 with a hint when not logged in, and 2 on an unknown command or option', async () => {
    const none = await runCli(['forms', 'list'], { env: { FORMBASE_CONFIG_DIR: join(dir, 'nobody') } });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/not logged in: run `formbase login/);
    expect((await runCli(['frobnicate'], { env })).code).toBe(2);
    expect((await runCli(['forms', 'list', '--frob'], { env })).code).toBe(2);
  });
});

describe('forms as code', SLOW, () => {
  const secrets = { CAPTCHA_SECRET: 'captcha-secret-1' };

  it('plan shows the changes and changes nothing; apply makes them; a second apply changes nothing', async () => {
    const file = write('forms.yaml', FORMS_V1);
    const before = await snapshot();
    const planned = await runCli(['plan', file, '--json'], { env: { ...env, ...secrets } });
    expect(planned.code, planned.stderr).toBe(0);
    expect(
      planned.json.changes.map(
        (c: { form: string; action: string; target: string }) => `${c.action} ${c.target} ${c.form}`,
      ),
    ).toEqual([
      'create form site/contact',
      'create webhook https://hooks.example.com/contact site/contact',
      'create captcha site/contact',
      'create email_hygiene site/contact',
      'create blocked_domain spam.example site/contact',
      'create blocked_ip 203.0.113.0/24 site/contact',
      'create form site/newsletter',
    ]);
    expect(await snapshot()).toEqual(before);
    const detailed = await runCli(['plan', file, '--detailed-exitcode'], { env: { ...env, ...secrets } });
    expect(detailed.code).toBe(4);
    expect(detailed.stdout).toContain('+ create form (site/contact)');
    expect(detailed.stdout).toContain('settings.spam.strictness: "medium" → "high"');
    expect(detailed.stdout).toContain('Plan: 7 to create, 0 to update, 0 to remove.');

    const applied = await runCli(['apply', file], { env: { ...env, ...secrets } });
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(
      /New webhook https:\/\/hooks.example.com\/contact \(site\/contact\) signing secret, shown only now: whsec_/,
    );

    const contact = await formByKey('site/contact');
    expect(contact).toMatchObject({
      name: 'Contact',
      access_mode: 'public',
      notify_emails: ['owner@example.com'],
      allowed_origins: ['https://example.com'],
      settings: {
        spam: { enabled: true, strictness: 'high', blocked_keywords: ['casino'] },
        retention: { days: 90 },
        theme: 'dark',
        captcha: { enabled: true, provider: 'captcha_b', site_key: 'site-key-1' },
        email_hygiene: { mode: 'flag', require_mx: false, block_disposable: true },
      },
    });
    expect((await get(`/v1/forms/${contact.id}/webhooks`)).endpoints).toMatchObject([
      { url: 'https://hooks.example.com/contact', description: 'CRM', enabled: true, events: ['submission.created'] },
    ]);
    expect((await get(`/v1/forms/${contact.id}/blocked-domains`)).domains).toMatchObject([{ domain: 'spam.example' }]);
    expect((await get(`/v1/forms/${contact.id}/blocked-ips`)).ips).toMatchObject([{ network: '203.0.113.0/24' }]);
    expect(await formByKey('site/newsletter')).toMatchObject({ name: 'Newsletter', access_mode: 'protected' });

    const settled = await snapshot();
    const again = await runCli(['apply', file, '--json'], { env: { ...env, ...secrets } });
    expect(again.code, again.stderr).toBe(0);
    expect(again.json).toEqual({ applied: [], webhook_secrets: [] });
    expect(await snapshot()).toEqual(settled);
    const replan = await runCli(['plan', file, '--detailed-exitcode'], { env: { ...env, ...secrets } });
    expect(replan.code).toBe(0);
    expect(replan.stdout).toContain('No changes');
  });

  it('plan shows exactly what an edited file changes', async () => {
    const edited = FORMS_V1.replace('strictness: high', 'strictness: low')
      .replace('name: Newsletter', 'name: Weekly newsletter')
      .replace(/ {4}webhooks:\n.*\n.*\n/, '    webhooks: []\n');
    const file = write('forms-edited.yaml', edited);
    const planned = await runCli(['plan', file, '--json'], { env: { ...env, ...secrets } });
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.json.changes).toEqual([
      {
        form: 'site/contact',
        action: 'update',
        target: 'form',
        changes: [{ path: 'settings.spam.strictness', from: 'high', to: 'low' }],
      },
      {
        form: 'site/contact',
        action: 'delete',
        target: 'webhook https://hooks.example.com/contact',
        changes: [{ path: 'webhook', from: 'https://hooks.example.com/contact' }],
      },
      {
        form: 'site/newsletter',
        action: 'update',
        target: 'form',
        changes: [{ path: 'name', from: 'Newsletter', to: 'Weekly newsletter' }],
      },
    ]);
    expect((await runCli(['apply', file], { env: { ...env, ...secrets } })).code).toBe(0);
    expect((await formByKey('site/contact')).settings.spam.strictness).toBe('low');
    expect((await formByKey('site/newsletter')).name).toBe('Weekly newsletter');
  });

  it('pull writes a file that apply accepts and that changes nothing (YAML and JSON)', async () => {
    for (const name of ['pulled.yaml', 'pulled.json']) {
      const out = join(dir, name);
      const pulled = await runCli(['pull', '--output', out], { env });
      expect(pulled.code, pulled.stderr).toBe(0);
      const text = readFileSync(out, 'utf8');
      expect(text).toContain('site/contact');
      expect(text).toContain('${CAPTCHA_SECRET_SITE_CONTACT}');
      const before = await snapshot();
      const applied = await runCli(['apply', out, '--json'], { env });
      expect(applied.code, applied.stderr).toBe(0);
      expect(applied.json.applied).toEqual([]);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('--prune trashes managed forms no longer in the file, and leaves forms without a key alone', async () => {
    const unmanaged = await api('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Hand-made' } });
    const onlyContact = write(
      'only-contact.yaml',
      FORMS_V1.replace(/ {2}- external_key: site\/newsletter[\s\S]*$/, ''),
    );
    const withoutPrune = await runCli(['plan', onlyContact, '--json'], { env: { ...env, ...secrets } });
    expect(withoutPrune.json.changes.filter((c: { action: string }) => c.action === 'delete')).toEqual([]);

    const planned = await runCli(['plan', onlyContact, '--prune', '--json'], { env: { ...env, ...secrets } });
    expect(
      planned.json.changes.filter(
        (c: { action: string; target: string }) => c.action === 'delete' && c.target === 'form',
      ),
    ).toEqual([
      {
        form: 'site/newsletter',
        action: 'delete',
        target: 'form',
        changes: [{ path: 'is_active', from: true, to: false }],
      },
    ]);
    const applied = await runCli(['apply', onlyContact, '--prune'], { env: { ...env, ...secrets } });
    expect(applied.code, applied.stderr).toBe(0);
    expect((await formByKey('site/newsletter')).is_active).toBe(false);
    expect((await get(`/v1/forms/${unmanaged.body.id}`)).is_active).toBe(true);
    const again = await runCli(['plan', onlyContact, '--prune', '--detailed-exitcode'], {
      env: { ...env, ...secrets },
    });
    expect(again.code).toBe(0);
  });

  it('a bad file is refused with exit 3, naming the line and path, and changes nothing', async () => {
    const before = await snapshot();
    const cases: [string, string, RegExp][] = [
      ['syntax.yaml', 'forms:\n  - external_key: a\n    name: [unclosed\n', /syntax\.yaml:\d+:\d+: /],
      [
        'enum.yaml',
        FORMS_V1.replace('strictness: high', 'strictness: extreme'),
        /enum\.yaml:8:27: forms\[0\]\.settings\.spam\.strictness: /,
      ],
      [
        'literal-secret.yaml',
        FORMS_V1.replace("'${CAPTCHA_SECRET}'", 'hunter2'),
        /literal-secret\.yaml:14:82: forms\[0\]\.captcha\.secret: must be \$\{ENV_VAR\}/,
      ],
      [
        'unknown-key.yaml',
        FORMS_V1.replace('    name: Newsletter', '    name: Newsletter\n    colour: red'),
        /unknown-key\.yaml:20:5: forms\[1\]\.colour: /,
      ],
      [
        'bad.json',
        JSON.stringify(
          { forms: [{ external_key: 'json/form', name: 'J', notify_emails: ['not-an-address'] }] },
          null,
          2,
        ),
        /bad\.json:7:9: forms\[0\]\.notify_emails\[0\]: must be an e-mail address/,
      ],
      [
        'duplicate.yaml',
        'forms:\n  - external_key: a\n    name: A\n  - external_key: a\n    name: B\n',
        /duplicate\.yaml:4:5: forms\[1\]: duplicate external_key "a"/,
      ],
    ];
    for (const [name, text, message] of cases) {
      const result = await runCli(['apply', write(name, text)], { env: { ...env, ...secrets } });
      expect(result.code, `${name}: ${result.stderr}`).toBe(3);
      expect(result.stderr).toMatch(message);
    }
    const noSecret = await runCli(['apply', write('changed.yaml', FORMS_V1.replace('site-key-1', 'site-key-2'))], {
      env,
    });
    expect(noSecret.code).toBe(3);
    expect(noSecret.stderr).toMatch(/forms\[0\]\.captcha\.secret: environment variable CAPTCHA_SECRET is not set/);
    expect(await snapshot()).toEqual(before);
  });

  it('a refused call exits 1 with the envelope', async () => {
    const result = await runCli(['apply', write('forms-read.yaml', FORMS_V1), '--json'], {
      env: { ...env, ...secrets, FORMBASE_API_KEY: tenant.readKey },
    });
    expect(result.code).toBe(1);
    expect(result.json.error).toMatchObject({ code: 'insufficient_scope', status: 403 });
  });
});

describe('submissions', SLOW, () => {
  it('lists and exports every submission as CSV, all fields, without marking them read', async () => {
    const form = (
      await api('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Export', external_key: 'export/me' } })
    ).body;
    await api('PATCH', `/v1/forms/${form.id}`, {
      token: tenant.fullKey,
      body: { settings: { rate_limit: { disabled: true } } },
    });
    const bodies = [
      { email: 'ada@example.com', message: 'Hello, "world"\nsecond line' },
      { email: 'bob@example.com', message: '=HYPERLINK("http://evil")', company: 'Acme' },
      { email: 'cy@example.com', message: 'x'.repeat(300), tags: ['a', 'b'] },
    ];
    for (const body of bodies) {
      await fetch(`${app.baseUrl}/f/${form.public_slug}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
    }
    const listed = await runCli(['submissions', 'list', '--form', 'export/me', '--limit', '2', '--json'], { env });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.json).toHaveLength(2);
    const human = await runCli(['submissions', 'list', '--form', form.id, '--status', 'received'], { env });
    expect(human.stdout.split('\n')[0]).toMatch(/^ID\s+RECEIVED\s+STATUS\s+PREVIEW/);

    const csvFile = join(dir, 'export.csv');
    const exported = await runCli(['submissions', 'export', '--form', 'export/me', '--output', csvFile], { env });
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('exported 3 submissions of Export to');
    const csv = readFileSync(csvFile, 'utf8');
    const [header, ...rows] = csv.split('\r\n');
    expect(header).toBe(
      'id,created_at,status,starred,deleted_at,submitter_email,spam_score,files,email,message,tags,company',
    );
    expect(rows.filter(Boolean)).toHaveLength(3);
    expect(csv).toContain('"Hello, ""world""\nsecond line"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('x'.repeat(300));
    expect(csv).toContain('"a, b"');
    expect((await get(`/v1/forms/${form.id}`)).unread_submission_count).toBe(3);

    const toStdout = await runCli(['submissions', 'export', '--form', form.id], { env });
    expect(toStdout.stdout).toBe(csv);

    // Byte for byte the service's own export for the same filters, in each format.
    for (const [format, args, body] of [
      ['csv', ['--status', 'received', '--search', 'ACME'], { status: 'received', q: 'ACME' }],
      ['json', ['--from', '2020-01-01'], { status: 'all', created_from: '2020-01-01' }],
      [
        'ndjson',
        ['--field', 'email=ADA@example.com'],
        { status: 'all', field: 'email', field_value: 'ADA@example.com' },
      ],
    ] as const) {
      const viaCli = await runCli(['submissions', 'export', '--form', form.id, '--format', format, ...args], { env });
      expect(viaCli.code, viaCli.stderr).toBe(0);
      const started = await api('POST', `/v1/forms/${form.id}/exports`, {
        token: tenant.fullKey,
        body: { format, ...body },
      });
      let job = started.body;
      while (job.status !== 'done') {
        expect(job.status).not.toBe('failed');
        await new Promise((r) => setTimeout(r, 100));
        job = await get(`/v1/forms/${form.id}/exports/${job.id}`);
      }
      const served = await (await fetch(job.download_url)).text();
      expect(viaCli.stdout, `${format} ${args.join(' ')}`).toBe(served);
      expect(served.length).toBeGreaterThan(0);
    }
    const bad = await runCli(['submissions', 'export', '--form', form.id, '--format', 'xlsx'], { env });
    expect(bad.code).toBe(2);
    expect((await runCli(['submissions', 'list', '--form', 'no/such'], { env })).code).toBe(1);
    expect((await runCli(['submissions', 'list', '--form', form.id, '--status', 'nope'], { env })).code).toBe(2);
  });
});
