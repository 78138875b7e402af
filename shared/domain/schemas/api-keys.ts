import { z } from 'zod';
import { ApiKeyScopeSchema, CredentialEntity, TenantEntity, type Credential, type Tenant } from '../tenant.js';

export { ApiKeyScopeSchema };

const keyFields = { id: true, name: true, scope: true, keyPrefix: true } as const;
const keyIdentity = CredentialEntity.view<Credential, typeof keyFields>(keyFields);
const tenantFields = { id: true, name: true, plan: true } as const;
const tenantIdentity = TenantEntity.view<Tenant, typeof tenantFields>(tenantFields);

export const ApiKeyIdentitySchema = z
  .object({ key: z.object(keyIdentity.fields), tenant: z.object(tenantIdentity.fields) })
  .meta({ id: 'ApiKeyIdentity' });

/** `GET /v1/api-keys/current`: the calling key and its tenant. */
export const apiKeyIdentityView = (key: Credential, tenant: Tenant) => ({
  key: keyIdentity.map(key),
  tenant: tenantIdentity.map(tenant),
});

const apiKeyFields = { ...keyFields, createdAt: true, revokedAt: true } as const;
const apiKey = CredentialEntity.view<Credential, typeof apiKeyFields>(apiKeyFields);

export const ApiKeySchema = z.object(apiKey.fields).meta({ id: 'ApiKey' });
export const apiKeyView = apiKey.map;

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });

export const CreateApiKeyRequestSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(120),
    scope: z._default(ApiKeyScopeSchema, 'read'),
  })
  .meta({ id: 'CreateApiKeyRequest' });

export const CreateApiKeyResponseSchema = ApiKeySchema.extend({
  key: z.string().describe('The plaintext key; shown once, stored only as a hash.'),
}).meta({ id: 'CreateApiKeyResponse' });
