import * as z from 'zod/mini';
import { defineEntity, type EntityOf } from './entity.js';
import { PLAN_NAMES, type PlanName } from './plans.js';

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
});
export type Credential = EntityOf<typeof CredentialEntity>;

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
