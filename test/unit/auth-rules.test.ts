import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { authorize } from '@shared/http/auth.js';
import { createRateLimiter } from '@shared/http/rate-limit.js';
import { createRouter } from '@shared/http/router.js';
import { errorResult } from '@shared/http/errors.js';
import { InsufficientScopeError, SessionRequiredError } from '@shared/domain/errors.js';
import { mintToken, tokenKind } from '@shared/domain/tokens.js';
import type { Principal } from '@shared/domain/tenant.js';

const principal = (kind: Principal['kind'], scope: Principal['scope']): Principal => ({
  tenantId: 'ten_x',
  credentialId: 'key_x',
  kind,
  scope,
  role: scope === 'read' ? 'viewer' : 'admin',
  userId: null,
  email: null,
});

describe('authorize', () => {
  it('lets a read key GET and refuses every other method with insufficient_scope', () => {
    expect(() => authorize(principal('api_key', 'read'), { access: 'credential', method: 'GET' })).not.toThrow();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(() => authorize(principal('api_key', 'read'), { access: 'credential', method: method })).toThrow(
        InsufficientScopeError,
      );
    }
    expect(() => authorize(principal('api_key', 'full'), { access: 'credential', method: 'DELETE' })).not.toThrow();
  });

  it('refuses API keys on session-only routes, whatever their scope', () => {
    expect(() => authorize(principal('api_key', 'full'), { access: 'session', method: 'GET' })).toThrow(
      SessionRequiredError,
    );
    expect(() => authorize(principal('session', 'full'), { access: 'session', method: 'POST' })).not.toThrow();
  });
});

describe('tokens', () => {
  it('mints tokens whose kind is recognised and rejects lookalikes', () => {
    expect(tokenKind(mintToken('apiKey').token)).toBe('apiKey');
    expect(tokenKind(mintToken('session').token)).toBe('session');
    expect(tokenKind(mintToken('formKey').token)).toBe('formKey');
    expect(tokenKind('fk_sk_live_')).toBeUndefined();
    expect(tokenKind(`fk_sk_live_${'a'.repeat(42)}!`)).toBeUndefined();
    expect(tokenKind(`fk_sk_test_${'a'.repeat(43)}`)).toBeUndefined();
  });
});

describe('rate limiter', () => {
  it('allows the burst, then refuses with whole seconds to wait, then refills', () => {
    const limiter = createRateLimiter({ perSecond: 2, burst: 3 });
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) limiter.take('k', t0);
    let wait = 0;
    try {
      limiter.take('k', t0);
    } catch (error) {
      wait = (error as { retryAfterSeconds: number }).retryAfterSeconds;
    }
    expect(wait).toBe(1);
    expect(() => limiter.take('k', t0 + 500)).not.toThrow();
    expect(() => limiter.take('other', t0)).not.toThrow();
  });
});

describe('router and envelope', () => {
  const router = createRouter([
    {
      method: 'GET',
      path: '/v1/forms/{id}',
      access: 'credential',
      params: z.object({ id: z.string() }),
      docs: { summary: 's', description: 's', tags: [], success: { status: 200 } },
      handle: async () => ({ statusCode: 200, headers: {} }),
    },
  ]);
  it('extracts decoded path parameters', () => {
    expect(router.match('GET', '/v1/forms/frm_a%20b').params).toEqual({ id: 'frm_a b' });
  });
  it('maps unknown errors to a 500 that leaks nothing', () => {
    const res = errorResult(new Error('secret connection string postgres://u:p@h'));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres');
    expect(JSON.parse(res.body!)).toEqual({ error: { code: 'internal_error', message: expect.any(String) } });
  });
});
