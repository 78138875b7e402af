import { sessionCookieName, type SessionLifetimes } from '@shared/domain/accounts.js';
import { OriginNotAllowedError } from '@shared/domain/errors.js';
import type { ApiRequest } from '@shared/http/request.js';
import { json, noContent, type HttpResult } from '@shared/http/response.js';

/**
 * The dashboard session cookie: `HttpOnly` (no script reads it), `SameSite=Lax` (no cross-site POST carries it),
 * `Path=/`, and over HTTPS `Secure` with the `__Host-` prefix (`sessionCookieName`); plain HTTP (the local service)
 * keeps neither.
 */
const attributes = (dashboardOrigin: string, maxAgeSeconds: number) =>
  [
    'HttpOnly',
    'SameSite=Lax',
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    ...(dashboardOrigin.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');

/** The 200 answer of a sign-in: `Me`, and the new session in the cookie (for the session's absolute lifetime). */
export function signedIn<Me>(
  session: { token: string; me: Me },
  settings: { dashboardOrigin: string; sessionLifetimes: SessionLifetimes },
): HttpResult<Me> {
  const cookie = attributes(settings.dashboardOrigin, settings.sessionLifetimes.absoluteSeconds);
  return {
    ...json(200, session.me, { 'cache-control': 'no-store' }),
    cookies: [`${sessionCookieName(settings.dashboardOrigin)}=${session.token}; ${cookie}`],
  };
}

/** A 204 that clears the session cookie (sign-out). */
export const signedOut = (dashboardOrigin: string): HttpResult<never> => ({
  ...noContent(),
  cookies: [`${sessionCookieName(dashboardOrigin)}=; ${attributes(dashboardOrigin, 0)}`],
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
