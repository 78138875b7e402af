import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteverifyClient } from '@shared/adapters/captcha/siteverify.js';
import { outboundHttp } from '@shared/adapters/http/outbound.js';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from '@shared/domain/spam/captcha.js';
import type { CaptchaVerifier } from '@shared/domain/spam/judge.js';
import { startFakeSiteverify, type FakeSiteverify } from '@test/support/fake-siteverify.js';

let fake: FakeSiteverify;
let verifier: CaptchaVerifier;

beforeAll(async () => {
  fake = await startFakeSiteverify();
  verifier = siteverifyClient(outboundHttp({ allowLoopback: true }), { urls: fake.urls, timeoutMs: 500 });
});
afterAll(() => fake.stop());

const verify = (provider: CaptchaProvider, token: string, hostnames: string[] = []) =>
  verifier.verify(provider, { secret: 's3cret', token, remoteIp: '203.0.113.9', minScore: 0.5, hostnames });

describe.each(CAPTCHA_PROVIDERS)('siteverify against a local fake of %s', (provider) => {
  it('posts secret, response and remoteip form-encoded, and passes a solved token', async () => {
    expect(await verify(provider, 'ok', ['www.example-site.com'])).toEqual({ kind: 'passed' });
    const sent = fake.requests.filter((r) => r.provider === provider).at(-1)!;
    expect(sent.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent.body).toEqual({ secret: 's3cret', response: 'ok', remoteip: '203.0.113.9' });
  });

  it('refuses an invalid or reused token with the provider error code', async () => {
    expect(await verify(provider, 'bad')).toEqual({ kind: 'failed', reason: 'invalid-input-response' });
    expect((await verify(provider, 'dup')).kind).toBe('failed');
  });

  it('refuses a token solved on another site when the form lists its origins', async () => {
    expect(await verify(provider, 'elsewhere', ['www.example-site.com'])).toEqual({
      kind: 'failed',
      reason: 'hostname_mismatch',
    });
    expect(await verify(provider, 'elsewhere', [])).toEqual({ kind: 'passed' });
  });

  it('reports an outage (5xx, internal-error, timeout) and a wrong secret as unverified, never passed', async () => {
    expect(await verify(provider, 'boom')).toEqual({ kind: 'unverified', reason: 'provider_unavailable' });
    expect(await verify(provider, 'internal')).toEqual({ kind: 'unverified', reason: 'provider_unavailable' });
    expect(await verify(provider, 'slow')).toEqual({ kind: 'unverified', reason: 'provider_timeout' });
    expect(await verify(provider, 'misconfigured')).toEqual({ kind: 'unverified', reason: 'captcha_misconfigured' });
  });
});

describe('reCAPTCHA v3 scores', () => {
  it('refuses a score below min_score and accepts one at or above it', async () => {
    expect(await verify('captcha_v3', 'low')).toEqual({ kind: 'failed', reason: 'score_below_minimum' });
    expect(
      await verifier.verify('captcha_v3', {
        secret: 's',
        token: 'low',
        remoteIp: '203.0.113.9',
        minScore: 0.1,
        hostnames: [],
      }),
    ).toEqual({ kind: 'passed' });
  });

  it('treats a v2 answer (no score) under a v3 configuration as a misconfiguration', async () => {
    const crossed = siteverifyClient(outboundHttp({ allowLoopback: true }), {
      urls: { captcha_v3: fake.urls.captcha_v2 },
      timeoutMs: 500,
    });
    expect(
      await crossed.verify('captcha_v3', {
        secret: 's',
        token: 'ok',
        remoteIp: '203.0.113.9',
        minScore: 0.5,
        hostnames: [],
      }),
    ).toEqual({
      kind: 'unverified',
      reason: 'captcha_misconfigured',
    });
  });

  it('reports an unreachable provider as unverified', async () => {
    const nowhere = siteverifyClient(outboundHttp({ allowLoopback: false }), { urls: fake.urls, timeoutMs: 500 });
    expect(
      await nowhere.verify('captcha_v2', {
        secret: 's',
        token: 'ok',
        remoteIp: '203.0.113.9',
        minScore: 0.5,
        hostnames: [],
      }),
    ).toEqual({
      kind: 'unverified',
      reason: 'provider_unreachable',
    });
  });
});
