import {
  InsufficientRoleError,
  InsufficientScopeError,
  OriginNotAllowedError,
  SessionRequiredError,
  UnauthorizedError,
} from '@shared/domain/errors.js';
import {
  roleAtLeast,
  sessionCookieName,
  type MembershipStore,
  type Role,
  type SessionLifetimes,
} from '@shared/domain/accounts.js';
import { hashToken, tokenKind } from '@shared/domain/tokens.js';
import type { Credential, CredentialStore, Principal } from '@shared/domain/tenant.js';
import type { ApiRequest } from './request.js';
import type { RouteAccess } from './router.js';

/** RFC 9110: the scheme is case-insensitive and separated from the token by one or more spaces. */
const BEARER = /^bearer +([\x21-\x7e]+)$/i;
const READ_METHODS = new Set(['GET', 'HEAD']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A session's last use is written at most this often (its idle expiry is hours, so minutes do not matter). */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface AuthDeps {
  credentials: CredentialStore;
  memberships: Pick<MembershipStore, 'get'>;
  /** The dashboard's origin (cookie requests that change something must come from it) and session lifetimes. */
  accounts: { dashboardOrigin: string; sessionLifetimes: SessionLifetimes };
  now(): Date;
}

/** The session cookie's value, if the request carries one (only the name the dashboard's origin uses counts). */
export function sessionCookie(req: ApiRequest, dashboardOrigin: string): string | undefined {
  const prefix = `${sessionCookieName(dashboardOrigin)}=`;
  return req.cookies.find((c) => c.startsWith(prefix))?.slice(prefix.length);
}

/** The bearer token, else the session cookie, and which one it was. */
function presentedToken(req: ApiRequest, dashboardOrigin: string): { token: string | undefined; viaCookie: boolean } {
  const header = req.headers.authorization;
  if (header) return { token: BEARER.exec(header.trim())?.[1], viaCookie: false };
  return { token: sessionCookie(req, dashboardOrigin), viaCookie: true };
}

/** True when a session is past its absolute expiry or idle longer than allowed. */
function sessionEnded(credential: Credential, lifetimes: SessionLifetimes, now: number): boolean {
  if (credential.expiresAt != null && Date.parse(credential.expiresAt) <= now) return true;
  if (!credential.userId) return false;
  const lastUse = Date.parse(credential.lastUsedAt ?? credential.createdAt);
  return lastUse + lifetimes.idleSeconds * 1000 <= now;
}

/**
 * Resolves the bearer token (or the dashboard's session cookie) to a principal. Every failure is the same 401: a
 * caller learns nothing about which part of a token was wrong. Malformed tokens are refused before any table read.
 * A request that changes something with the cookie must come from the dashboard's origin (CSRF), else 403. A user
 * session's role is read from its membership on every request, so a removed member is refused at once.
 */
export async function authenticate(req: ApiRequest, deps: AuthDeps): Promise<Principal> {
  const { token, viaCookie } = presentedToken(req, deps.accounts.dashboardOrigin);
  if (token === undefined && !req.headers.authorization) throw new UnauthorizedError('missing bearer token');
  const kind = token ? tokenKind(token) : undefined;
  if (!token || (kind !== 'apiKey' && kind !== 'session') || (viaCookie && kind !== 'session'))
    throw new UnauthorizedError('invalid bearer token');
  if (viaCookie && !SAFE_METHODS.has(req.method) && req.headers.origin !== deps.accounts.dashboardOrigin)
    throw new OriginNotAllowedError('a request with the session cookie must come from the dashboard origin');
  const hash = hashToken(token);
  const credential = await deps.credentials.findByTokenHash(hash);
  const now = deps.now();
  if (!credential || credential.revokedAt !== null || sessionEnded(credential, deps.accounts.sessionLifetimes, +now))
    throw new UnauthorizedError('invalid bearer token');
  const base = {
    tenantId: credential.tenantId,
    credentialId: credential.id,
    kind: credential.kind,
    scope: credential.scope,
  };
  // The last use shows in API key and session lists and restarts a session's idle time; written every few minutes.
  if (Date.parse(credential.lastUsedAt ?? '1970-01-01T00:00:00Z') + TOUCH_EVERY_MS <= +now)
    await deps.credentials.touch(hash, now.toISOString());
  if (credential.kind === 'api_key')
    return { ...base, role: credential.scope === 'read' ? 'viewer' : 'admin', userId: null, email: null };
  // A session minted by the operator (`admin session create`) acts as the organization's owner.
  if (!credential.userId) return { ...base, role: 'owner', userId: null, email: null };
  const membership = await deps.memberships.get(credential.tenantId, credential.userId);
  if (!membership) throw new UnauthorizedError('invalid bearer token');
  return { ...base, role: membership.role, userId: credential.userId, email: membership.email };
}

/** Whether a route only reads: a GET (or HEAD), or a route declared `readsOnly`. */
const onlyReads = (route: AuthorizedRoute) => READ_METHODS.has(route.method) || route.readsOnly === true;

/** The least role a route asks of a session's member: its declared one, else `viewer` to read, `member` to write. */
export const requiredRole = (route: AuthorizedRoute): Role => route.role ?? (onlyReads(route) ? 'viewer' : 'member');

/** What authorization reads of a route. */
export interface AuthorizedRoute {
  method: string;
  access: RouteAccess;
  role?: Role;
  readsOnly?: boolean;
}

/**
 * Applies the route's access rule, the key's scope and the member's role. A viewer (like a read key) writing is
 * `insufficient_scope`; any other role below the route's is `insufficient_role`.
 */
export function authorize(principal: Principal, route: AuthorizedRoute): void {
  const { method } = route;
  if (route.access === 'public') return;
  if (route.access !== 'credential' && principal.kind !== 'session') {
    throw new SessionRequiredError('this endpoint needs a dashboard session; API keys cannot call it');
  }
  if (route.access === 'user' && !principal.userId) {
    throw new SessionRequiredError('this endpoint needs a signed-in user; an operator session has none');
  }
  if (principal.scope === 'read' && !onlyReads(route)) {
    throw new InsufficientScopeError(`a read-scope key cannot ${method}; use a full-scope key`);
  }
  const required = requiredRole(route);
  if (roleAtLeast(principal.role, required)) return;
  if (principal.role === 'viewer' && !READ_METHODS.has(method)) {
    throw new InsufficientScopeError(`a viewer cannot ${method}; ask an admin for the member role`);
  }
  throw new InsufficientRoleError(`this needs the ${required} role; yours is ${principal.role}`);
}
