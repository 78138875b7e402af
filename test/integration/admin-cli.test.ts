import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { runAdmin, runAdminIn } from '@test/support/admin-cli.js';
import { client, startTestApp, testEndpoints } from '@test/support/app.js';
import { recordLocalService } from '@local/service-file.js';
import { searchIndex } from '@shared/adapters/dynamo/search-index-writer.js';
import { submissionFor } from '@test/support/submissions.js';

let app: LocalApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const admin = (...args: string[]) => runAdmin(app, ...args);

it('creates a tenant, keys and a session that the API accepts, and revokes a key', async () => {
  const tenant = await admin(
    'tenant',
    'create',
    '--name',
    'Acme Agency',
    '--owner-email',
    'ops@acme.test',
    '--plan',
    'pro',
  );
  expect(tenant.code).toBe(0);
  expect(tenant.out).toMatchObject({ id: expect.stringMatching(/^ten_/), plan: 'pro', name: 'Acme Agency' });

  const key = await admin('key', 'create', '--tenant', tenant.out.id, '--name', 'deploy bot', '--scope', 'full');
  const session = await admin('session', 'create', '--tenant', tenant.out.id, '--ttl-hours', '1');
  const call = client(app.baseUrl);
  const identity = await call('GET', '/v1/api-keys/current', { token: key.out.key });
  expect(identity.body).toMatchObject({
    key: { name: 'deploy bot', scope: 'full' },
    tenant: { id: tenant.out.id, plan: 'pro' },
  });
  expect((await call('GET', '/v1/api-keys', { token: session.out.session_token })).status).toBe(200);

  expect((await admin('key', 'revoke', '--tenant', tenant.out.id, '--id', key.out.id)).code).toBe(0);
  expect((await call('GET', '/v1/api-keys/current', { token: key.out.key })).status).toBe(401);
}, 60_000);

it('creates the first owner with a new organization and prints a sign-in link that signs them in', async () => {
  const email = `first-owner-${Date.now()}@example.com`;
  const created = await admin('owner', 'create', '--email', email, '--name', 'Acme', '--dashboard-origin', app.baseUrl);
  expect(created.code).toBe(0);
  expect(created.out).toMatchObject({ tenant_id: expect.stringMatching(/^ten_/), email });
  expect(created.out.sign_in_link).toMatch(new RegExp(`^${app.baseUrl}/sign-in/link#token=fk_link_`));
  const token = new URL(created.out.sign_in_link).hash.slice('#token='.length);
  const res = await client(app.baseUrl)('POST', '/v1/auth/email-links/verify', { body: { token } });
  expect(res.status).toBe(200);
  expect(res.body.active_organization).toEqual({ id: created.out.tenant_id, name: 'Acme', role: 'owner' });
  const missing = await admin('owner', 'create', '--email', email, '--name', 'Acme');
  expect(missing.code).toBe(2);
  expect(missing.out).toContain('--dashboard-origin');
}, 60_000);

it("backfills a form's search index with the submissions stored before it began, once", async () => {
  const tenant = await admin('tenant', 'create', '--name', 'Upgraded', '--owner-email', 'ops@upgraded.test');
  const key = await admin('key', 'create', '--tenant', tenant.out.id, '--name', 'ops', '--scope', 'full');
  const call = client(app.baseUrl);
  const form = await call('POST', '/v1/forms', { token: key.out.key, body: { name: 'Older than its index' } });
  expect(form.status, form.text).toBe(201);
  // Submissions from before the upgrade: back-dated, stored as ingest stores them.
  const start = Date.parse('2026-02-01T00:00:00Z');
  for (let i = 0; i < 30; i++) {
    const submission = submissionFor(tenant.out.id, form.body.id, {
      createdAt: new Date(start + i * 60_000).toISOString(),
      fields: { message: i === 7 ? 'the heliotrope invoice' : `an ordinary note ${i}` },
    });
    expect(await app.deps.stores.submissions.create(submission)).toBe('created');
  }

  const backfilled = await admin('search-index', 'backfill', '--tenant', tenant.out.id, '--form', form.body.id);
  expect(backfilled.code).toBe(0);
  expect(backfilled.out).toEqual({ forms: [{ id: form.body.id, indexed: 30 }] });
  const index = searchIndex(app.runtime.table);
  expect((await index.newest(form.body.id))?.coversFrom).toBe(0);
  const found = await call('GET', `/v1/forms/${form.body.id}/submissions?q=heliotrope`, { token: key.out.key });
  expect(found.body.items.map((s: { created_at: string }) => s.created_at)).toEqual([
    new Date(start + 7 * 60_000).toISOString(),
  ]);

  const again = await admin('search-index', 'backfill', '--tenant', tenant.out.id);
  expect(again.out).toEqual({ forms: [{ id: form.body.id, indexed: 0 }] });
  const unknown = await admin('search-index', 'backfill', '--tenant', tenant.out.id, '--form', 'frm_nope');
  expect(unknown.code).toBe(2);
  expect(unknown.out).toContain('form frm_nope not found');
}, 60_000);

it('refuses bad input with a usage message and a non-zero exit', async () => {
  const bad = await admin('tenant', 'create', '--name', 'x', '--owner-email', 'not-an-email');
  expect(bad.code).toBe(2);
  expect(bad.out).toContain('--owner-email is not an e-mail address');
  const unknownTenant = await admin('key', 'create', '--tenant', 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s', '--name', 'x');
  expect(unknownTenant.code).toBe(2);
  expect(unknownTenant.out).toContain('not found');
}, 60_000);

it('works beside the local service with no variables, and names what AWS needs without one', async () => {
  const checkout = mkdtempSync(join(tmpdir(), 'admin-'));
  const bare = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(AWS_|TABLE_NAME$)/.test(name)),
  ) as NodeJS.ProcessEnv;
  const none = await runAdminIn(checkout, ['tenant', 'create', '--name', 'x', '--owner-email', 'a@b.test'], bare);
  expect(none.code).toBe(2);
  expect(none.out).toContain('start the local service (npm start)');
  expect(none.out).toMatch(/TABLE_NAME[\s\S]*AWS_REGION/);
  const noRegion = await runAdminIn(checkout, ['tenant', 'plan', '--tenant', 't', '--plan', 'pro'], {
    ...bare,
    TABLE_NAME: 'formbase-prod-table',
    HOME: checkout,
  });
  expect(noRegion.code).toBe(2);
  expect(noRegion.out).toContain('set AWS_REGION');

  mkdirSync(join(checkout, '.local'));
  recordLocalService(join(checkout, '.local'), {
    pid: process.pid,
    table_name: app.config.tableName,
    region: 'us-east-1',
    endpoints: testEndpoints(),
  });
  const tenant = await runAdminIn(
    checkout,
    ['tenant', 'create', '--name', 'Beside', '--owner-email', 'o@b.test'],
    bare,
  );
  expect(tenant.code).toBe(0);
  expect(await app.deps.stores.tenants.get(tenant.out.id)).toMatchObject({ name: 'Beside' });
}, 60_000);
