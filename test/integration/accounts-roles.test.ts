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
 * about the empty request). Each call has a fresh session, since some routes sign their caller out.
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
      for (const route of routes()) {
        const res = await call(route.method, concrete(route), await freshSession(role), {
          headers: { 'content-type': 'application/json' },
        });
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
      // One sign-in and one request per route: the time grows with the route list.
    },
    120_000,
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
