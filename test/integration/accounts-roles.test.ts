import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { apiRoutes } from '@services/api/routes/index.js';
import { issueCredential } from '@services/api/use-cases/api-keys.js';
import { ROLES, roleAtLeast, type Role } from '@shared/domain/accounts.js';
import { requiredRole } from '@shared/http/auth.js';
import type { Route } from '@shared/http/router.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { browserClient, memberSession } from '@test/support/accounts.js';

/**
 * Every role × every authenticated `/v1` route, the table built from the route list itself (a new route is covered
 * by being declared). A role below the route's answers 403 (`insufficient_scope` for a viewer writing, like a read
 * key; `insufficient_role` otherwise); a role at or above it gets past authorization (whatever the route then says
 * about the empty request). A role's session is kept from call to call and issued again when a route signed it out
 * (the call is then repeated with the new one).
 */
let app: LocalApp;
let tenant: TestTenant;
let call: ReturnType<typeof browserClient>;
const members = new Map<Role, string>();

beforeAll(async () => {
  app = await startTestApp();
  call = browserClient(app);
  tenant = await createTestTenant(app);
  for (const role of ROLES) members.set(role, (await memberSession(app, tenant.tenantId, role)).user.id);
});
afterAll(() => app.stop());

const freshSession = async (role: Role) =>
  (
    await issueCredential(
      { credentials: app.deps.stores.credentials, now: app.deps.now },
      {
        tenantId: tenant.tenantId,
        kind: 'session',
        name: 'role test',
        scope: 'full',
        ttlSeconds: 600,
        user: { id: members.get(role)!, userAgent: null, ipPrefix: null },
      },
    )
  ).token;

/** A path with its parameters filled in by placeholders (the handlers refuse them after authorization). */
const concrete = (route: Route) => route.path.replace(/\{(\w+)\}/g, (_m, name: string) => `placeholder-${name}`);

describe('roles on every route', () => {
  const routes = () => apiRoutes(app.deps).filter((r) => r.access !== 'public');

  it('covers the accounts routes and the existing surface', () => {
    const paths = routes().map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /v1/me', 'POST /v1/api-keys', 'DELETE /v1/forms/{id}']));
  });

  it.each(ROLES)(
    '%s: refused below each route’s role, let through at or above it',
    async (role) => {
      const outcomes: string[] = [];
      let session = await freshSession(role);
      const send = (route: Route) =>
        call(route.method, concrete(route), session, { headers: { 'content-type': 'application/json' } });
      for (const route of routes()) {
        let res = await send(route);
        if (res.status === 401) {
          session = await freshSession(role);
          res = await send(route);
        }
        const code = res.body?.error?.code as string | undefined;
        const required = requiredRole(route);
        const expected = roleAtLeast(role, required)
          ? 'allowed'
          : role === 'viewer' && route.method !== 'GET'
            ? 'insufficient_scope'
            : 'insufficient_role';
        const actual =
          res.status === 403 && (code === 'insufficient_scope' || code === 'insufficient_role') ? code : 'allowed';
        if (actual !== expected)
          outcomes.push(`${route.method} ${route.path}: ${actual} (${res.status}), expected ${expected}`);
      }
      expect(outcomes).toEqual([]);
    },
    60_000,
  );

  it('answers session_required to an API key on every session-only route, and to an operator session on /v1/me…', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => r.access !== 'credential')) {
      const res = await call(route.method, concrete(route), undefined, {
        token: tenant.fullKey,
        headers: { 'content-type': 'application/json' },
      });
      if (res.status !== 403 || res.body.error.code !== 'session_required') wrong.push(`${route.method} ${route.path}`);
      if (route.access !== 'user') continue;
      const operator = await call(route.method, concrete(route), undefined, { token: tenant.session });
      if (operator.body?.error?.code !== 'session_required') wrong.push(`operator ${route.method} ${route.path}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps API keys and members away from key management, and viewers read-only, as the contract says', () => {
    const role = (method: string, path: string) =>
      requiredRole(routes().find((r) => r.method === method && r.path === path)!);
    expect(role('POST', '/v1/api-keys')).toBe('admin');
    expect(role('GET', '/v1/api-keys')).toBe('admin');
    expect(role('DELETE', '/v1/forms/{id}')).toBe('member');
    expect(role('GET', '/v1/forms')).toBe('viewer');
  });
});

/**
 * The security-relevant writes, each by every role: a role the route lets through leaves exactly one audit entry that
 * names it (its e-mail) and the target; a refused role leaves none. Each try acts on a target made fresh for it.
 */
describe('audit entries by role', () => {
  type Target = { id: string; path: string };
  const owner = () => freshSession('owner');
  const audited: {
    action: string;
    /** The role the action needs when the route lets lower roles in for another case (a member leaving). */
    role?: Role;
    method: string;
    route: string;
    body?: Record<string, unknown>;
    make(): Promise<Target>;
  }[] = [
    {
      action: 'api_key.created',
      method: 'POST',
      route: '/v1/api-keys',
      body: { name: 'audited', scope: 'read' },
      make: async () => ({ id: '', path: '/v1/api-keys' }),
    },
    {
      action: 'api_key.revoked',
      method: 'DELETE',
      route: '/v1/api-keys/{id}',
      make: async () => {
        const key = await call('POST', '/v1/api-keys', await owner(), { body: { name: 'to revoke', scope: 'read' } });
        return { id: key.body.id as string, path: `/v1/api-keys/${key.body.id}` };
      },
    },
    {
      action: 'invitation.created',
      method: 'POST',
      route: '/v1/invitations',
      body: { role: 'viewer' },
      make: async () => ({ id: '', path: '/v1/invitations' }),
    },
    {
      action: 'invitation.revoked',
      method: 'DELETE',
      route: '/v1/invitations/{id}',
      make: async () => {
        const email = `revoked-${Math.random().toString(36).slice(2, 10)}@example.com`;
        const sent = await call('POST', '/v1/invitations', await owner(), { body: { email, role: 'viewer' } });
        return { id: sent.body.id as string, path: `/v1/invitations/${sent.body.id}` };
      },
    },
    {
      action: 'member.role_changed',
      method: 'PATCH',
      route: '/v1/members/{user_id}',
      body: { role: 'viewer' },
      make: async () => {
        const { user } = await memberSession(app, tenant.tenantId, 'member');
        return { id: user.id, path: `/v1/members/${user.id}` };
      },
    },
    {
      action: 'member.removed',
      role: 'admin',
      method: 'DELETE',
      route: '/v1/members/{user_id}',
      make: async () => {
        const { user } = await memberSession(app, tenant.tenantId, 'member');
        return { id: user.id, path: `/v1/members/${user.id}` };
      },
    },
    {
      action: 'form.deleted',
      method: 'DELETE',
      route: '/v1/forms/{id}',
      make: async () => {
        const form = await call('POST', '/v1/forms', undefined, { token: tenant.fullKey, body: { name: 'Doomed' } });
        return { id: form.body.id as string, path: `/v1/forms/${form.body.id}` };
      },
    },
  ];
  const entries = async () =>
    (await call('GET', '/v1/audit-log?limit=100', await owner())).body.data as {
      id: string;
      action: string;
      actor: { type: string; id: string; email?: string };
      target: { id: string } | null;
    }[];

  it.each(ROLES)(
    '%s: an entry naming them for each action let through, none for each refused',
    async (role) => {
      const wrong: string[] = [];
      const email = (await app.deps.stores.users.get(members.get(role)!))!.email;
      for (const a of audited) {
        const route = apiRoutes(app.deps).find((r) => r.method === a.method && r.path === a.route)!;
        const allowed = roleAtLeast(role, a.role ?? requiredRole(route));
        const target = await a.make();
        const seen = new Set((await entries()).map((e) => e.id));
        const body =
          a.action === 'invitation.created'
            ? { ...a.body, email: `invited-${role}-${Math.random().toString(36).slice(2, 8)}@example.com` }
            : a.body;
        const res = await call(a.method, target.path, await freshSession(role), { body });
        const id = target.id || (res.body?.id as string | undefined) || '';
        const fresh = (await entries()).filter((e) => !seen.has(e.id) && e.action === a.action);
        const mine = fresh.filter((e) => e.actor.id === members.get(role) && e.actor.email === email);
        const named = mine.filter((e) => e.target?.id === id);
        if (allowed && (res.status >= 300 || named.length !== 1 || fresh.length !== 1))
          wrong.push(`${a.action}: ${res.status}, ${fresh.length} entries, ${named.length} naming ${role} and target`);
        if (!allowed && (res.status !== 403 || fresh.length !== 0))
          wrong.push(`${a.action} refused: ${res.status}, ${fresh.length} entries`);
      }
      expect(wrong).toEqual([]);
    },
    60_000,
  );

  it('records a key revoked by two owners at once exactly once', async () => {
    const key = await call('POST', '/v1/api-keys', await owner(), { body: { name: 'raced', scope: 'read' } });
    const answers = await Promise.all(
      [owner(), owner(), owner()].map(async (s) => call('DELETE', `/v1/api-keys/${key.body.id}`, await s)),
    );
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204]);
    const revoked = (await entries()).filter((e) => e.action === 'api_key.revoked' && e.target?.id === key.body.id);
    expect(revoked).toHaveLength(1);
  });

  it('records a session revoked by three requests at once, and again later, exactly once', async () => {
    const owner = await memberSession(app, tenant.tenantId, 'owner');
    const { token, credential } = await issueCredential(
      { credentials: app.deps.stores.credentials, now: app.deps.now },
      {
        tenantId: tenant.tenantId,
        kind: 'session',
        name: 'on another device',
        scope: 'full',
        ttlSeconds: 600,
        user: { id: owner.user.id, userAgent: null, ipPrefix: null },
      },
    );
    const other = { session: token, sessionId: credential.id };
    const revoke = () => call('DELETE', `/v1/me/sessions/${other.sessionId}`, owner.session);
    const answers = await Promise.all([revoke(), revoke(), revoke()]);
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204]);
    expect((await revoke()).status).toBe(204);
    expect((await call('GET', '/v1/me', other.session)).status).toBe(401);
    const revoked = (await entries()).filter((e) => e.action === 'session.revoked' && e.target?.id === other.sessionId);
    expect(revoked).toHaveLength(1);
  });
});

describe('the invitation e-mail limit, role by role', () => {
  it.each(ROLES)(
    '%s: 20 invitations an hour then 429 with Retry-After where let through; refusals never spend the allowance',
    async (role) => {
      const org = await createTestTenant(app);
      const inviter = await memberSession(app, org.tenantId, role);
      const route = apiRoutes(app.deps).find((r) => r.method === 'POST' && r.path === '/v1/invitations')!;
      const allowed = roleAtLeast(role, requiredRole(route));
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const email = `limit-${role}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const res = await call('POST', '/v1/invitations', inviter.session, { body: { email, role: 'viewer' } });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      if (allowed) {
        expect(statuses).toEqual([...Array<number>(20).fill(201), 429]);
        return;
      }
      expect(statuses).toEqual(Array<number>(21).fill(403));
      const owner = await memberSession(app, org.tenantId, 'owner');
      const res = await call('POST', '/v1/invitations', owner.session, {
        body: { email: `after-${role}@example.com`, role: 'viewer' },
      });
      expect(res.status, res.text).toBe(201);
    },
    60_000,
  );
});
