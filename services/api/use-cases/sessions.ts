import { auditEvent } from '@shared/domain/audit.js';
import { NotFoundError } from '@shared/domain/errors.js';
import type { Principal } from '@shared/domain/tenant.js';
import type { AccountPorts } from './accounts-ports.js';

type Ports = Pick<AccountPorts, 'credentials' | 'auditLog' | 'now' | 'settings'>;

const sessionTarget = (id: string) => ({ type: 'session', id });

/** When a session stops working: its absolute expiry or its idle one, whichever comes first. */
const endsAt = (
  session: { expiresAt: string | null; lastUsedAt: string | null; createdAt: string },
  idleSeconds: number,
) => {
  const idle = Date.parse(session.lastUsedAt ?? session.createdAt) + idleSeconds * 1000;
  const absolute = session.expiresAt ? Date.parse(session.expiresAt) : Infinity;
  return Math.min(idle, absolute);
};

/** `GET /v1/me/sessions`: the user's sessions that still work, newest first. */
export async function listSessions(ports: Ports, principal: Principal) {
  const now = ports.now().getTime();
  const idle = ports.settings.sessionLifetimes.idleSeconds;
  const sessions = await ports.credentials.listForUser(principal.userId!);
  return {
    data: sessions
      .filter((s) => s.revokedAt === null && endsAt(s, idle) > now)
      .map((s) => ({
        id: s.id,
        created_at: s.createdAt,
        last_used_at: s.lastUsedAt,
        expires_at: new Date(endsAt(s, idle)).toISOString(),
        current: s.id === principal.credentialId,
        user_agent: s.userAgent,
        ip_prefix: s.ipPrefix,
      })),
  };
}

/** `DELETE /v1/me/sessions/{id}` (and sign-out, for the current one). */
export async function revokeSession(ports: Ports, principal: Principal, sessionId: string, sourceIp: string) {
  const now = ports.now();
  const outcome = await ports.credentials.revokeForUser(principal.userId!, sessionId, now.toISOString());
  if (outcome === 'not_found') throw new NotFoundError('session not found', 'id');
  // Idempotent: revoking a revoked session (or losing a race to revoke it) answers the same and records nothing.
  if (outcome === 'revoked')
    await ports.auditLog.record(auditEvent(principal, 'session.revoked', sessionTarget(sessionId), sourceIp, now));
}

/** `DELETE /v1/me/sessions`: signs the user out everywhere, this session included (one audit line for them all). */
export async function revokeAllSessions(ports: Ports, principal: Principal, sourceIp: string) {
  const now = ports.now();
  const sessions = (await ports.credentials.listForUser(principal.userId!)).filter((s) => s.revokedAt === null);
  const outcomes = await Promise.all(
    sessions.map((s) => ports.credentials.revokeForUser(principal.userId!, s.id, now.toISOString())),
  );
  // Counted as revoked by this request: a concurrent sign-out everywhere records the sessions it revoked itself.
  const revoked = outcomes.filter((o) => o === 'revoked').length;
  if (revoked === 0) return;
  const target = { type: 'user', id: principal.userId!, email: principal.email };
  await ports.auditLog.record(
    auditEvent(principal, 'session.revoked', target, sourceIp, now, { sessions: String(revoked) }),
  );
}

/** `POST /v1/auth/sign-out`: revokes the calling session (a user's, or one the operator minted). */
export async function signOut(ports: Ports, principal: Principal, sourceIp: string) {
  const now = ports.now();
  const at = now.toISOString();
  const revoked = principal.userId
    ? (await ports.credentials.revokeForUser(principal.userId, principal.credentialId, at)) === 'revoked'
    : await ports.credentials.revoke(principal.tenantId, principal.credentialId, at);
  // Two sign-outs racing with the same token: one line, by the one that revoked it.
  if (!revoked) return;
  await ports.auditLog.record(
    auditEvent(principal, 'session.signed_out', sessionTarget(principal.credentialId), sourceIp, now),
  );
}
