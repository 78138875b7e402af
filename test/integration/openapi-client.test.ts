import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { typeCheck, writeClientTypes } from '@test/support/typed-client.js';

const CLIENT_MODULE = fileURLToPath(new URL('../typed-client/forms-client.js', import.meta.url));

let app: LocalApp;
let tenant: TestTenant;
let compileErrors: string[];
/**
 * The typed client, loaded at run time once its types are generated: it is compiled against them by `typeCheck`
 * (its own tsconfig), so the root typecheck never depends on the gitignored generated file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let client: Record<'formsApi' | 'retentionDays' | 'trashForm' | 'upsertForm', (...args: any[]) => any>;

beforeAll(async () => {
  app = await startTestApp({ pollers: false });
  tenant = await createTestTenant(app);
  // Generate the client types from the document the running service serves, then compile the usage against them.
  const document = await (await fetch(`${app.baseUrl}/v1/openapi.json`)).json();
  await writeClientTypes(document);
  compileErrors = typeCheck();
  client = await import(/* @vite-ignore */ new URL('../typed-client/forms-client.ts', import.meta.url).href);
}, 120_000);
afterAll(() => app.stop());

describe('typed client generated from /v1/openapi.json', () => {
  it('compiles against the generated types', () => {
    expect(compileErrors).toEqual([]);
  });

  it('is typed for real: a call that breaks the contract does not compile', () => {
    const dir = mkdtempSync(join(tmpdir(), 'typed-client-'));
    const file = join(dir, 'contract-violation.ts');
    writeFileSync(
      file,
      [
        `import { formsApi } from ${JSON.stringify(CLIENT_MODULE)};`,
        "const api = formsApi('http://localhost', 'token');",
        "void api.POST('/v1/forms', { body: { title: 'no name field' } });",
        "void api.PATCH('/v1/forms/{id}', { params: { path: { id: 'x' } }, body: { access_mode: 'secret' } });",
        "void api.GET('/v1/forms/{id}', { params: { path: { id: 'x' } } }).then(({ data }) => data?.no_such_field);",
      ].join('\n'),
    );
    try {
      const errors = typeCheck([file]).join('\n');
      expect(errors).toMatch(/contract-violation.ts:3 .*'title' does not exist/);
      expect(errors).toMatch(/contract-violation.ts:4 .*'"secret"' is not assignable/);
      expect(errors).toMatch(/contract-violation.ts:5 .*'no_such_field' does not exist/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('creates, updates, finds and trashes forms against the running service', async () => {
    const api = client.formsApi(app.baseUrl, tenant.fullKey);
    const created = await client.upsertForm(api, 'typed/contact', 'Contact', ['owner@example.com']);
    expect(created).toMatchObject({
      name: 'Contact',
      external_key: 'typed/contact',
      notify_emails: ['owner@example.com'],
    });
    expect(client.retentionDays(created)).toBeNull();

    const updated = await client.upsertForm(api, 'typed/contact', 'Contact v2', ['team@example.com']);
    expect(updated.id).toBe(created.id);
    expect(updated).toMatchObject({ name: 'Contact v2', notify_emails: ['team@example.com'] });
    expect(client.retentionDays(updated)).toBe(90);
    expect(updated.settings.rate_limit).toEqual({
      disabled: false,
      limit: 2,
      window_seconds: 30,
      burst: 20,
      burst_window_seconds: 600,
    });

    expect(await client.trashForm(api, created.id)).toBeUndefined();
    const { data } = await api.GET('/v1/forms/{id}', { params: { path: { id: created.id } } });
    expect(data?.is_active).toBe(false);
    const missing = await client.trashForm(api, 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s');
    expect(missing?.error).toMatchObject({ code: 'not_found' });
  });

  it('surfaces the error envelope as the typed error', async () => {
    const api = client.formsApi(app.baseUrl, tenant.readKey);
    const { data, error, response } = await api.POST('/v1/forms', { body: { name: 'read keys cannot' } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(403);
    expect(error?.error.code).toBe('insufficient_scope');
  });
});
