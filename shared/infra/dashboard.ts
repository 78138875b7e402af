/**
 * How the dashboard is served, the same locally (`npm start`) and behind CloudFront: one origin, the API under
 * these prefixes, everything else the single-page app.
 */
export const API_PATH_PREFIXES = ['/v1', '/f', '/oauth'] as const;

/** Content Security Policy of the dashboard's pages: no inline script, no framing, only its own origin. */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of every dashboard response (HSTS is added where the origin is HTTPS). */
export const DASHBOARD_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': DASHBOARD_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Hashed build output (`/assets/name-HASH.js`) never changes under its name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: always revalidated. */
export const PAGE_CACHE = 'no-cache';
/** Other static files under fixed names (`/favicon.svg`): cached briefly. */
export const FILE_CACHE = 'public, max-age=3600';

/** True for paths the API answers (never rewritten to the app's index.html). */
export const isApiPath = (path: string): boolean =>
  path.startsWith('/_local/') || API_PATH_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
