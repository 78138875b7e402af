import * as z from 'zod/mini';
import { ApiKeyScopeSchema, CredentialEntity, TenantEntity, type Credential, type Tenant } from '../tenant.js';
import { described, withMeta } from './meta.js';

export { ApiKeyScopeSchema };

const keyFields = { id: true, name: true, scope: true, keyPrefix: true } as const;
const keyIdentity = CredentialEntity.view<Credential, typeof keyFields>(keyFields);
const tenantFields = { id: true, name: true, plan: true } as const;
const tenantIdentity = TenantEntity.view<Tenant, typeof tenantFields>(tenantFields);

export const ApiKeyIdentitySchema = withMeta(
  z.object({ key: z.object(keyIdentity.fields), tenant: z.object(tenantIdentity.fields) }),
  { id: 'ApiKeyIdentity' },
);

/** `GET /v1/api-keys/current`: the calling key and its tenant. */
export const apiKeyIdentityView = (key: Credential, tenant: Tenant) => ({
  key: keyIdentity.map(key),
  tenant: tenantIdentity.map(tenant),
});

const apiKeyFields = {
  ...keyFields,
  createdAt: true,
  revokedAt: true,
  lastUsedAt: true,
  createdById: true,
  createdByEmail: true,
} as const;
const apiKey = CredentialEntity.view<Credential, typeof apiKeyFields>(apiKeyFields);

export const ApiKeySchema = withMeta(z.object(apiKey.fields), { id: 'ApiKey' });
export const apiKeyView = apiKey.map;

export const ApiKeyListSchema = withMeta(z.object({ keys: z.array(ApiKeySchema) }), { id: 'ApiKeyList' });

export const CreateApiKeyRequestSchema = withMeta(
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    scope: z._default(ApiKeyScopeSchema, 'read'),
  }),
  { id: 'CreateApiKeyRequest' },
);

export const CreateApiKeyResponseSchema = withMeta(
  z.extend(ApiKeySchema, { key: described(z.string(), 'The plaintext key; shown once, stored only as a hash.') }),
  { id: 'CreateApiKeyResponse' },
);
