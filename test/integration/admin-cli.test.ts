import { afterAll, beforeAll, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalApp } from '@local/app.js';
import { ensureResources } from '@local/resources.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { LEAN_INDEXES_MARKER, leanIndexesMarked } from '@shared/adapters/dynamo/submission-migration.js';
import { runAdmin } from '@test/support/admin-cli.js';
import { client, startTestApp } from '@test/support/app.js';

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

it('refuses bad input with a usage message and a non-zero exit', async () => {
  const bad = await admin('tenant', 'create', '--name', 'x', '--owner-email', 'not-an-email');
  expect(bad.code).toBe(2);
  expect(bad.out).toContain('--owner-email is not an e-mail address');
  const unknownTenant = await admin('key', 'create', '--tenant', 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s', '--name', 'x');
  expect(unknownTenant.code).toBe(2);
  expect(unknownTenant.out).toContain('not found');
}, 60_000);

it('runs the submission index migration, which has nothing to move on a table created with the lean indexes', async () => {
  const migrated = await admin('migrate', 'submission-indexes');
  expect(migrated).toMatchObject({ code: 0, out: { moved: 0, skipped: 0 } });
}, 60_000);

it('records a fresh, empty table as migrated on its first tenant, and only an empty one', async () => {
  const table = (name: string) => ({ client: dynamoDocumentClient(), name });
  const forget = (name: string) =>
    dynamoDocumentClient().send(new DeleteCommand({ TableName: name, Key: LEAN_INDEXES_MARKER }));
  const create = (name: string) =>
    admin('tenant', 'create', '--table', name, '--name', 'First', '--owner-email', 'ops@first.test');
  // A deployed table as CloudFormation creates it: empty, no marker.
  const fresh = (await ensureResources(`admin-fresh-${Date.now().toString(36)}`)).tableName;
  await forget(fresh);
  expect((await create(fresh)).code).toBe(0);
  expect(await leanIndexesMarked(table(fresh))).toBe(true);

  // A table in use without the marker (upgraded, not migrated yet) stays unmarked: only the migration may say so.
  await forget(app.config.tableName);
  expect((await create(app.config.tableName)).code).toBe(0);
  expect(await leanIndexesMarked(table(app.config.tableName))).toBe(false);
  expect((await admin('migrate', 'submission-indexes')).code).toBe(0);
  expect(await leanIndexesMarked(table(app.config.tableName))).toBe(true);
}, 60_000);
