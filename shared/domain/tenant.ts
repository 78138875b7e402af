import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';
import { PLAN_NAMES, type PlanName } from './plans.js';
import type { Role } from './accounts.js';

export const TenantEntity = defineEntity('Tenant', {
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLAN_NAMES),
  ownerEmail: z.string(),
  createdAt: z.string(),
});
export type Tenant = EntityOf<typeof TenantEntity>;

export const API_KEY_SCOPES = ['read', 'full'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES).register(z.globalRegistry, { id: 'ApiKeyScope' });

/** A stored bearer credential: an organization API key or a dashboard session. Never holds the plaintext. */
export const CredentialEntity = defineEntity('Credential', {
  id: z.string(),
  tenantId: z.string(),
  kind: z.enum(['api_key', 'session']),
  name: z.string(),
  scope: ApiKeyScopeSchema,
  keyPrefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
  /** Sessions expire; API keys do not. ISO time. */
  expiresAt: z.nullable(z.string()),
  /** The signed-in user of a dashboard session; null for API keys and operator sessions (`admin session create`). */
  userId: z.nullable(z.string()),
  /** When the key or session was last used (written at most every few minutes); a session's idle expiry counts from here. */
  lastUsedAt: z.nullable(z.string()),
  /** The browser a session signed in from (truncated) and its network (`ipPrefix`), for the user's session list. */
  userAgent: z.nullable(z.string()),
  ipPrefix: z.nullable(z.string()),
  /** The user who created an API key, and their address; null for sessions and keys the operator made. */
  createdById: z.nullable(z.string()),
  createdByEmail: z.nullable(z.string()),
});
export type Credential = EntityOf<typeof CredentialEntity>;

/**
 * Who is calling, resolved from a bearer token or the session cookie. Every use case receives one and scopes reads
 * to `tenantId` (a session's active organization).
 */
export interface Principal {
  tenantId: string;
  credentialId: string;
  kind: Credential['kind'];
  scope: ApiKeyScope;
  /** The member's role: a user session's membership; `owner` for an operator session; by scope for an API key. */
  role: Role;
  /** The signed-in user and address of a user session; null otherwise. */
  userId: string | null;
  email: string | null;
}

/** Port: where tenants live. */
export interface TenantStore {
  get(id: string): Promise<Tenant | undefined>;
  create(tenant: Tenant): Promise<void>;
  /** Moves the tenant to another plan; false when there is no such tenant. */
  setPlan(id: string, plan: PlanName): Promise<boolean>;
  /** Renames the tenant; false when there is no such tenant. */
  rename(id: string, name: string): Promise<boolean>;
}

/** What revoking a session did: only `revoked` is news worth an audit line. */
export type SessionRevocation = 'revoked' | 'already_revoked' | 'not_found';

/** Port: where bearer credentials live, addressed by the hash of their token. */
export interface CredentialStore {
  findByTokenHash(hash: string): Promise<Credential | undefined>;
  create(credential: Credential, tokenHash: string): Promise<void>;
  listForTenant(tenantId: string, kind: Credential['kind']): Promise<Credential[]>;
  /** Marks the credential revoked; false when the tenant has no such credential or it was revoked already. */
  revoke(tenantId: string, credentialId: string, at: string): Promise<boolean>;
  /** A user's dashboard sessions (revoked ones included), newest first. */
  listForUser(userId: string): Promise<Credential[]>;
  /**
   * Marks one of the user's sessions revoked, once: `already_revoked` when it was (also when a concurrent request
   * revoked it first), `not_found` when the user has no such session.
   */
  revokeForUser(userId: string, sessionId: string, at: string): Promise<SessionRevocation>;
  /** Records a session's use (its idle expiry restarts). */
  touch(tokenHash: string, at: string): Promise<void>;
  /** Moves a user's session to another active organization. */
  switchTenant(userId: string, sessionId: string, tenantId: string): Promise<boolean>;
}
