import { auditEvent, type AuditLog } from '@shared/domain/audit.js';
import { NotApiKeyError, NotFoundError } from '@shared/domain/errors.js';
import { newId } from '@shared/domain/ids.js';
import { apiKeyIdentityView, apiKeyView } from '@shared/domain/schemas/api-keys.js';
import { mintToken } from '@shared/domain/tokens.js';
import type { ApiKeyScope, Credential, CredentialStore, Principal, TenantStore } from '@shared/domain/tenant.js';

interface Ports {
  credentials: CredentialStore;
  tenants: TenantStore;
  now(): Date;
}
type AuditedPorts = Pick<Ports, 'credentials' | 'now'> & { auditLog: AuditLog };

/** `GET /v1/api-keys/current`: the calling key and its tenant. A session is not a key. */
export async function currentKeyIdentity(ports: Ports, principal: Principal) {
  if (principal.kind !== 'api_key') throw new NotApiKeyError('the caller is a dashboard session, not an API key');
  const [keys, tenant] = await Promise.all([
    ports.credentials.listForTenant(principal.tenantId, 'api_key'),
    ports.tenants.get(principal.tenantId),
  ]);
  const key = keys.find((k) => k.id === principal.credentialId);
  if (!key || !tenant) throw new NotFoundError('API key not found');
  return apiKeyIdentityView(key, tenant);
}

/**
 * Mints a credential for a tenant. Used by the API (session only) and the admin command line.
 * Returns the plaintext token exactly once.
 */
export async function issueCredential(
  ports: Pick<Ports, 'credentials' | 'now'>,
  input: {
    tenantId: string;
    kind: Credential['kind'];
    name: string;
    scope: ApiKeyScope;
    ttlSeconds?: number;
    /** A user's dashboard session: the user and where it signed in from. */
    user?: { id: string; userAgent: string | null; ipPrefix: string | null };
    /** The user creating an API key. */
    createdBy?: { id: string; email: string | null };
  },
): Promise<{ credential: Credential; token: string }> {
  const now = ports.now();
  const minted = mintToken(input.kind === 'api_key' ? 'apiKey' : 'session');
  const credential: Credential = {
    id: newId(input.kind === 'api_key' ? 'apiKey' : 'session', now.getTime()),
    tenantId: input.tenantId,
    kind: input.kind,
    name: input.name,
    scope: input.scope,
    keyPrefix: minted.displayPrefix,
    createdAt: now.toISOString(),
    revokedAt: null,
    expiresAt: input.ttlSeconds ? new Date(now.getTime() + input.ttlSeconds * 1000).toISOString() : null,
    userId: input.user?.id ?? null,
    lastUsedAt: input.user ? now.toISOString() : null,
    userAgent: input.user?.userAgent ?? null,
    ipPrefix: input.user?.ipPrefix ?? null,
    createdById: input.createdBy?.id ?? null,
    createdByEmail: input.createdBy?.email ?? null,
  };
  await ports.credentials.create(credential, minted.hash);
  return { credential, token: minted.token };
}

export async function listApiKeys(ports: Ports, principal: Principal) {
  const keys = await ports.credentials.listForTenant(principal.tenantId, 'api_key');
  return { keys: keys.map(apiKeyView) };
}

const keyTarget = (key: Credential) => ({ type: 'api_key', id: key.id });

/** `POST /v1/api-keys`: the key records who created it (its creator's removal offers to revoke it). */
export async function createApiKey(
  ports: AuditedPorts,
  principal: Principal,
  input: { name: string; scope: ApiKeyScope },
  sourceIp: string,
) {
  const { credential, token } = await issueCredential(ports, {
    tenantId: principal.tenantId,
    kind: 'api_key',
    ...input,
    createdBy: principal.userId ? { id: principal.userId, email: principal.email } : undefined,
  });
  await ports.auditLog.record(
    auditEvent(principal, 'api_key.created', keyTarget(credential), sourceIp, ports.now(), {
      name: credential.name,
      scope: credential.scope,
    }),
  );
  return { ...apiKeyView(credential), key: token };
}

/** Revokes a key of the tenant and records it, once: an already revoked key changes nothing and records nothing. */
export async function revokeKey(ports: AuditedPorts, principal: Principal, key: Credential, sourceIp: string) {
  if (key.revokedAt !== null) return false;
  const now = ports.now();
  if (!(await ports.credentials.revoke(principal.tenantId, key.id, now.toISOString()))) return false;
  await ports.auditLog.record(
    auditEvent(principal, 'api_key.revoked', keyTarget(key), sourceIp, now, { name: key.name }),
  );
  return true;
}

/** `DELETE /v1/api-keys/{id}`: idempotent (204 again for a revoked key, with one audit line in all). */
export async function revokeApiKey(ports: AuditedPorts, principal: Principal, keyId: string, sourceIp: string) {
  const keys = await ports.credentials.listForTenant(principal.tenantId, 'api_key');
  const key = keys.find((k) => k.id === keyId);
  if (!key) throw new NotFoundError('API key not found', 'id');
  await revokeKey(ports, principal, key, sourceIp);
}
