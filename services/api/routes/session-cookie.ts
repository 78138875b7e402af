import { SESSION_COOKIE } from '@shared/domain/accounts.js';
import { OriginNotAllowedError } from '@shared/domain/errors.js';
import type { ApiRequest } from '@shared/http/request.js';
import { json, noContent, type HttpResult } from '@shared/http/response.js';

/**
 * The dashboard session cookie: `HttpOnly` (no script reads it), `SameSite=Lax` (no cross-site POST carries it),
 * `Path=/`, and `Secure` unless the dashboard is served over plain HTTP (the local service).
 */
const attributes = (dashboardOrigin: string, maxAgeSeconds: number) =>
  [
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(dashboardOrigin.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');

/** A 200 JSON answer that sets the session cookie (a sign-in). */
export function signedIn(body: unknown, token: string, dashboardOrigin: string, maxAgeSeconds: number): HttpResult {
  return {
    ...json(200, body, { 'cache-control': 'no-store' }),
    cookies: [`${SESSION_COOKIE}=${token}; ${attributes(dashboardOrigin, maxAgeSeconds)}`],
  };
}

/** A 204 that clears the session cookie (sign-out). */
export const signedOut = (dashboardOrigin: string): HttpResult => ({
  ...noContent(),
  cookies: [`${SESSION_COOKIE}=; ${attributes(dashboardOrigin, 0)}`],
});

/**
 * The public sign-in posts a browser makes must come from the dashboard (no other site may sign a visitor in to an
 * account of its choosing); a script sends no Origin and is not a browser.
 */
export function assertDashboardOrigin(req: ApiRequest, dashboardOrigin: string): void {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== dashboardOrigin)
    throw new OriginNotAllowedError('sign-in requests must come from the dashboard origin');
}
