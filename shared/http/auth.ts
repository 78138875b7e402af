import { InsufficientScopeError, SessionRequiredError, UnauthorizedError } from '@shared/domain/errors.js';
import { hashToken, tokenKind } from '@shared/domain/tokens.js';
import type { CredentialStore, Principal } from '@shared/domain/tenant.js';
import type { ApiRequest } from './request.js';
import type { RouteAccess } from './router.js';

/** RFC 9110: the scheme is case-insensitive and separated from the token by one or more spaces. */
const BEARER = /^bearer +([\x21-\x7e]+)$/i;
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Resolves the bearer token to a principal. Every failure is the same 401: a caller learns nothing about
 * which part of a token was wrong. Malformed tokens are refused before any table read.
 */
export async function authenticate(req: ApiRequest, credentials: CredentialStore, now: Date): Promise<Principal> {
  const header = req.headers.authorization;
  if (!header) throw new UnauthorizedError('missing bearer token');
  const token = BEARER.exec(header.trim())?.[1];
  const kind = token ? tokenKind(token) : undefined;
  if (!token || (kind !== 'apiKey' && kind !== 'session')) throw new UnauthorizedError('invalid bearer token');
  const credential = await credentials.findByTokenHash(hashToken(token));
  const expired = credential?.expiresAt != null && Date.parse(credential.expiresAt) <= now.getTime();
  if (!credential || credential.revokedAt !== null || expired) throw new UnauthorizedError('invalid bearer token');
  return {
    tenantId: credential.tenantId,
    credentialId: credential.id,
    kind: credential.kind,
    scope: credential.scope,
  };
}

/** Applies the route's access rule and the key's scope. */
export function authorize(principal: Principal, access: RouteAccess, method: string): void {
  if (access === 'session' && principal.kind !== 'session') {
    throw new SessionRequiredError('this endpoint needs a dashboard session; API keys cannot manage API keys');
  }
  if (principal.scope === 'read' && !READ_METHODS.has(method)) {
    throw new InsufficientScopeError(`a read-scope key cannot ${method}; use a full-scope key`);
  }
}
