import type { PlanName } from './plans.js';

export interface Tenant {
  id: string;
  name: string;
  plan: PlanName;
  ownerEmail: string;
  createdAt: string;
}

export type ApiKeyScope = 'read' | 'full';

/** A stored bearer credential: an organization API key or a dashboard session. Never holds the plaintext. */
export interface Credential {
  id: string;
  tenantId: string;
  kind: 'api_key' | 'session';
  name: string;
  scope: ApiKeyScope;
  keyPrefix: string;
  createdAt: string;
  revokedAt: string | null;
  /** Sessions expire; API keys do not. ISO time. */
  expiresAt: string | null;
}

/** Who is calling, resolved from a bearer token. Every use case receives one and scopes reads to `tenantId`. */
export interface Principal {
  tenantId: string;
  credentialId: string;
  kind: Credential['kind'];
  scope: ApiKeyScope;
}

/** Port: where tenants live. */
export interface TenantStore {
  get(id: string): Promise<Tenant | undefined>;
  create(tenant: Tenant): Promise<void>;
  /** Moves the tenant to another plan; false when there is no such tenant. */
  setPlan(id: string, plan: PlanName): Promise<boolean>;
}

/** Port: where bearer credentials live, addressed by the hash of their token. */
export interface CredentialStore {
  findByTokenHash(hash: string): Promise<Credential | undefined>;
  create(credential: Credential, tokenHash: string): Promise<void>;
  listForTenant(tenantId: string, kind: Credential['kind']): Promise<Credential[]>;
  /** Marks the credential revoked; false when the tenant has no such credential. */
  revoke(tenantId: string, credentialId: string, at: string): Promise<boolean>;
}
