import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { DASHBOARD_DIST } from '@local/dashboard.js';
import { DASHBOARD_CSP } from '@shared/infra/dashboard.js';
import { startTestApp } from '@test/support/app.js';

/**
 * The built dashboard on the API's origin, served as CloudFront serves it from S3: hashed assets cached for good,
 * pages never, page routes answered with the app, API paths never rewritten, the security headers on every file.
 */
let app: LocalApp;
/** The app's entry script, first in the page's `app-modules` list (the page loads it after the first paint). */
const asset = () =>
  /<meta name="app-modules" content="(\/assets\/index-[\w-]+\.js)[ "]/.exec(
    readFileSync(join(DASHBOARD_DIST, 'index.html'), 'utf8'),
  )![1]!;

beforeAll(async () => {
  app = await startTestApp({ pollers: false, tableStream: false, sweepIntervalMs: 0, dashboardDir: DASHBOARD_DIST });
});
afterAll(async () => {
  await app?.stop();
});

describe('serving the dashboard', () => {
  it.each([
    ['/', 'no-cache'],
    ['/forms/frm_x/inbox?status=spam', 'no-cache'],
    ['/sign-in/link', 'no-cache'],
    ['/index.html', 'no-cache'],
  ])('answers %s with the app, never cached', async (path, cache) => {
    const res = await fetch(app.baseUrl + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe(cache);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves hashed assets immutably, gzipped when asked, with the security headers', async () => {
    const res = await fetch(app.baseUrl + asset(), { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-security-policy')).toBe(DASHBOARD_CSP);
    expect(DASHBOARD_CSP).toContain("script-src 'self'");
    expect(DASHBOARD_CSP).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the gzip: the same bytes as the built file.
    expect(await res.text()).toBe(readFileSync(join(DASHBOARD_DIST, asset()), 'utf8'));
    const plain = await fetch(app.baseUrl + asset(), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('never answers an unknown asset or an API path with the app', async () => {
    expect((await fetch(`${app.baseUrl}/assets/missing-123.js`)).status).toBe(404);
    const api = await fetch(`${app.baseUrl}/v1/no-such-route`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const ingest = await fetch(`${app.baseUrl}/f/no-such-form`, { method: 'POST' });
    expect(await ingest.text()).not.toContain('<div id="root">');
  });

  it('contains no inline script', () => {
    const html = readFileSync(join(DASHBOARD_DIST, 'index.html'), 'utf8');
    // Every script is a file of the dashboard's own origin (a path, not `//host`): the CSP allows only 'self'.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc="\/[^/"][^"]*"/);
    expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
  });
});
